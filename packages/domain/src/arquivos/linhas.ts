/**
 * The lines of a text file that arrives in pieces (a stream from the document store, a file in
 * memory): any exchange's reader splits with this one (docs/arquivos-bancarios.md §5).
 */

/**
 * Splits text that arrives in pieces into lines as `split(/\r?\n/)` would, dropping one final empty
 * line: a CR at a piece's end waits for the next piece's LF.
 */
export class DivisorDeLinhas {
  private resto = '';

  empurrar(pedaco: string): string[] {
    // only the new piece is split: a line longer than many pieces (a file without line breaks) is
    // joined once, not split again at every piece
    const partes = pedaco.split('\n');
    partes[0] = this.resto + partes[0]!;
    this.resto = partes.pop()!;
    return partes.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p));
  }

  fim(): string[] {
    const r = this.resto;
    this.resto = '';
    return r === '' ? [] : [r];
  }
}
