import { escrever as escreverLargura, type Registro, type Valores } from '../arquivos/larguraFixa.ts';

/**
 * CNAB 240 (docs/arquivos-bancarios.md §1): the fixed-width codec (arquivos/larguraFixa.ts) at the
 * layout's record length. The records themselves are layoutBB.ts.
 */
export {
  d,
  dobrarTexto,
  ErroCampo,
  ler,
  n,
  v,
  x,
  z,
  type Campo,
  type Lido,
  type Picture,
  type Registro,
  type Valores,
} from '../arquivos/larguraFixa.ts';

export const TAMANHO_LINHA = 240;

/** Writes one line of `registro` (positions no field covers are blanks), 240 characters by default. */
export const escrever = (registro: Registro, valores: Valores, tamanho = TAMANHO_LINHA): string =>
  escreverLargura(registro, valores, tamanho);
