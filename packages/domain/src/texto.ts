/**
 * The search and sort key of a text (README, "Organização"): lower case, without accents, runs of
 * spaces as one, no spaces at the ends. Lists filter on it (accent- and case-insensitive) and sort
 * on it byte by byte (COLLATE "C"), which is the Portuguese order (ÂNCORA, ÉDEN, ZONEAMENTO) on
 * PostgreSQL and on the embedded PGlite alike, whatever collations the database has.
 *
 * The server stores the key in generated columns computed by SQL `translate` from the same two
 * strings (platform/db/chaveBusca.ts), so the page's text, the query parameter and the stored key
 * always agree; the mapping is one character to one, so the key is as long as the text.
 */
export const CHAVE_DE =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' + 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ';
export const CHAVE_PARA =
  'abcdefghijklmnopqrstuvwxyz' + 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy';

const mapa = new Map([...CHAVE_DE].map((c, i) => [c, CHAVE_PARA[i]!]));

/** The key of a text: what every list's text filter compares and every text sort orders by. */
export function chaveBusca(texto: string): string {
  let chave = '';
  for (const c of texto) chave += mapa.get(c) ?? c;
  return chave.replace(/ {2,}/g, ' ').replace(/^ +| +$/g, '');
}
