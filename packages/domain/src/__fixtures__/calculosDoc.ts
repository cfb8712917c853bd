/**
 * Reads docs/calculos.md (inside the repository) so that the worked examples stated there are checked by
 * the tests of each rule: if the document and the code disagree, a test fails.
 */
import { readFileSync } from 'node:fs';

const doc = readFileSync(new URL('../../../../docs/calculos.md', import.meta.url), 'utf8');

/**
 * The text of section `## n. …` up to the next `## ` heading, every run of white space (line breaks,
 * table padding) read as one space.
 */
export function secaoCalculos(n: number): string {
  const start = doc.indexOf(`\n## ${n}. `);
  if (start < 0) throw new Error(`docs/calculos.md has no section ${n}`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end).replace(/\s+/g, ' ');
}
