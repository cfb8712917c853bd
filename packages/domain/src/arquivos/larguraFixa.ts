import { fromCents, toCents, type MoneyInput, type Money } from '../money.ts';

/**
 * A fixed-width codec (docs/arquivos-bancarios.md §1), for any record length (CNAB 240's 240, a CRA's
 * 600: the layer of each layout, as arquivoBancario/cnab240.ts, gives it): each record is data, a list
 * of fields {start, length, picture, name}; the same table writes and reads a line. Positions are
 * 1-based as in the layout. Pictures: `9` digits right-aligned zero-filled, `X` text left-aligned blank-filled,
 * `V` money (15 digits, 2 implied decimals), `D` date DDMMAAAA (zeros = none). A field with `fixo`
 * always holds that text (the bank's constants). A `soEscrita` field is one we only fill, for a bank's
 * validator (a numeric field docs/arquivos-bancarios.md does not list: zeros, docs/arquivos-bancarios.md §1 "Picture 9"); reading skips it,
 * so a file that leaves it blank is still read.
 */
export type Picture = '9' | 'X' | 'V' | 'D';
export interface Campo {
  start: number;
  length: number;
  picture: Picture;
  name: string;
  fixo?: string;
  soEscrita?: true;
}
export type Registro = readonly Campo[];
export type Valores = Record<string, string | number | Money | null | undefined>;

/** Folds text to the file's alphabet: upper case ASCII, no accents, no control characters. */
export function dobrarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7E]/g, ' ');
}

/** ISO date → DDMMAAAA; none → zeros. */
const dataDDMMAAAA = (iso: string | null | undefined) =>
  iso ? `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` : '00000000';

function formatar(c: Campo, v: Valores[string]): string {
  const bruto = c.fixo ?? v;
  switch (c.picture) {
    case '9': {
      const d = String(bruto ?? '').replace(/\D/g, '');
      return d.padStart(c.length, '0').slice(-c.length);
    }
    case 'V': {
      const cents = toCents((bruto ?? 0) as MoneyInput);
      if (cents < 0n) throw new Error(`Valor negativo em ${c.name}`);
      const s = cents.toString();
      if (s.length > c.length) throw new Error(`Valor excede o campo ${c.name}`);
      return s.padStart(c.length, '0');
    }
    case 'D':
      return dataDDMMAAAA(bruto as string | null | undefined);
    case 'X':
      return dobrarTexto(String(bruto ?? ''))
        .padEnd(c.length, ' ')
        .slice(0, c.length);
  }
}

/** Writes one line of `registro`, `tamanho` characters long (positions no field covers are blanks). */
export function escrever(registro: Registro, valores: Valores, tamanho: number): string {
  const linha = Array.from({ length: tamanho }, () => ' ');
  for (const c of registro) {
    const s = formatar(c, valores[c.name]);
    for (let i = 0; i < c.length; i++) linha[c.start - 1 + i] = s[i]!;
  }
  return linha.join('');
}

export type Lido = Record<string, string | Money | null>;

/**
 * Reads one line with `registro`: `9` and `X` as trimmed text, `V` as Money, `D` as an ISO date or
 * null. A field whose characters do not fit its picture throws a `ErroCampo` naming the field.
 * `soEscrita` fields are not read (whatever they hold, blanks included).
 */
export function ler(registro: Registro, linha: string): Lido {
  const out: Lido = {};
  for (const c of registro) {
    if (c.soEscrita) continue;
    const s = linha.slice(c.start - 1, c.start - 1 + c.length);
    if (c.picture === 'X') out[c.name] = s.trim();
    else if (!/^\d*$/.test(s) || s.length !== c.length) throw new ErroCampo(c);
    else if (c.picture === '9') out[c.name] = s;
    else if (c.picture === 'V') out[c.name] = fromCents(BigInt(s));
    else out[c.name] = lerData(s, c);
  }
  return out;
}

function lerData(s: string, c: Campo): string | null {
  if (/^0+$/.test(s)) return null;
  const iso = `${s.slice(4, 8)}-${s.slice(2, 4)}-${s.slice(0, 2)}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) throw new ErroCampo(c);
  return iso;
}

export class ErroCampo extends Error {
  constructor(readonly campo: Campo) {
    super(`campo ${campo.name} (posições ${campo.start} a ${campo.start + campo.length - 1}) inválido`);
  }
}

/** Shorthands for the layout tables. */
export const n = (start: number, length: number, name: string, fixo?: string): Campo => ({
  start,
  length,
  picture: '9',
  name,
  ...(fixo !== undefined && { fixo }),
});
export const x = (start: number, length: number, name: string, fixo?: string): Campo => ({
  start,
  length,
  picture: 'X',
  name,
  ...(fixo !== undefined && { fixo }),
});
export const v = (start: number, name: string): Campo => ({ start, length: 15, picture: 'V', name });
export const d = (start: number, name: string): Campo => ({ start, length: 8, picture: 'D', name });
/**
 * A numeric field we write but never read (see `soEscrita`): zeros, or the value `fixo` gives (the
 * default of the cnab_yaml layout, where there is one).
 */
export const z = (start: number, length: number, name: string, fixo = '0'): Campo => ({
  start,
  length,
  picture: '9',
  name,
  fixo,
  soEscrita: true,
});
