import { promisify } from 'node:util';
import { inflate, constants } from 'node:zlib';

const inflar = promisify(inflate);

/**
 * What makes a PDF "active": actions that run or open something by themselves (scripts, programs,
 * forms that submit, remote documents) and files carried inside it. Plain links (/URI in a link
 * annotation) and navigation (/GoTo) stay allowed: documents from public bodies use them.
 *
 * Long names are looked for everywhere, even in raw stream data (a random match of 6+ letters
 * between delimiters is practically impossible). Short names (/JS, /AA...) would match compressed
 * images and fonts by chance, so they are looked for only where dictionaries live: outside stream
 * data, and inside object streams (PDF 1.5 /ObjStm), which are inflated for that.
 */
const NOMES_LONGOS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'Sound',
  'Movie',
]);
const NOMES_CURTOS = new Set(['JS', 'AA', 'EF', 'XFA']);

/** A PDF name token (ISO 32000 §7.3.5): up to the next whitespace or delimiter. */
// eslint-disable-next-line no-control-regex -- NUL is one of PDF's whitespace characters
const NOME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;
/** Names may spell any byte as #xx: /J#61vaScript is /JavaScript. */
const decodificarNome = (n: string) =>
  n.includes('#')
    ? n.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    : n;

/** Longest name we look for, fully #-escaped, plus its slash and a delimiter. */
const SOBREPOSICAO = 1 + 'EmbeddedFiles'.length * 3 + 1;
/** The keyword after a stream's dictionary; ISO 32000 §7.3.8: followed by CRLF or LF. */
const INICIO_STREAM = /(?<![A-Za-z])stream\r?\n/g;
/** Inflated object streams of one upload, at most (a deflate bomb is refused, not expanded). */
const LIMITE_INFLADO = 64 * 1024 * 1024;

export type Veredito = 'ok' | 'ativo' | 'naoVerificavel';

/** `aberto`: more text follows, so a name touching the end may go on and does not count yet. */
function achaNome(texto: string, nomes: (n: string) => boolean, aberto = false): boolean {
  for (const m of texto.matchAll(NOME)) {
    if (aberto && m.index + m[0].length === texto.length) break;
    if (nomes(decodificarNome(m[1]!))) return true;
  }
  return false;
}
const qualquer = (n: string) => NOMES_LONGOS.has(n) || NOMES_CURTOS.has(n);
const longo = (n: string) => NOMES_LONGOS.has(n);

interface ObjStm {
  comprimido: boolean;
  partes: string[];
}

/**
 * Inspects a PDF as it streams by (`escrever` per chunk, then `concluir`), keeping only a small
 * tail and the object streams in memory. Bytes are handled as latin1 text (one char per byte).
 */
export class InspetorPdf {
  private pendente = '';
  private emStream = false;
  /** The text since the last `obj` keyword: the dictionary of a stream that starts now. */
  private dicionario = '';
  private objStm: ObjStm | undefined;
  private objStms: ObjStm[] = [];
  private ativo = false;
  private naoVerificavel = false;

  escrever(chunk: Buffer): void {
    if (this.ativo) return;
    this.pendente += chunk.toString('latin1');
    this.processar(false);
  }

  async concluir(): Promise<Veredito> {
    this.processar(true);
    if (this.ativo) return 'ativo';
    if (this.naoVerificavel) return 'naoVerificavel';
    let total = 0;
    for (const o of this.objStms) {
      let texto = o.partes.join('');
      if (o.comprimido) {
        try {
          const inflado = await inflar(Buffer.from(texto, 'latin1'), {
            // Producers sometimes end the deflate data early; what was decoded is still read.
            finishFlush: constants.Z_SYNC_FLUSH,
            maxOutputLength: Math.max(1, LIMITE_INFLADO - total),
          });
          total += inflado.length;
          texto = inflado.toString('latin1');
        } catch {
          return 'naoVerificavel';
        }
      }
      if (achaNome(texto, qualquer)) return 'ativo';
    }
    return 'ok';
  }

  private processar(fim: boolean) {
    let pos = 0;
    const p = this.pendente;
    while (!this.ativo) {
      if (!this.emStream) {
        INICIO_STREAM.lastIndex = pos;
        const m = INICIO_STREAM.exec(p);
        if (!m) {
          // Keep a tail to read again with what follows: a name or `stream` may be cut there.
          const corte = fim ? p.length : Math.max(pos, p.length - SOBREPOSICAO);
          this.lerTexto(p.slice(pos), corte - pos, !fim);
          pos = corte;
          break;
        }
        this.lerTexto(p.slice(pos, m.index), m.index - pos, false);
        this.abrirStream();
        pos = m.index + m[0].length;
      } else {
        const i = p.indexOf('endstream', pos);
        const corte = i >= 0 || fim ? (i >= 0 ? i : p.length) : Math.max(pos, p.length - SOBREPOSICAO);
        const aberto = i < 0 && !fim;
        if (achaNome(p.slice(pos, i >= 0 ? i : p.length), longo, aberto)) this.ativo = true;
        this.objStm?.partes.push(p.slice(pos, corte));
        if (i < 0) {
          pos = corte;
          break;
        }
        pos = i + 'endstream'.length;
        this.emStream = false;
        if (this.objStm) this.objStms.push(this.objStm);
        this.objStm = undefined;
      }
    }
    this.pendente = p.slice(pos);
  }

  /**
   * Text outside stream data: every name counts (one found twice in a re-read tail changes
   * nothing). Only its first `lidos` chars are consumed; the dictionary grows by those.
   */
  private lerTexto(texto: string, lidos: number, aberto: boolean) {
    if (achaNome(texto, qualquer, aberto)) this.ativo = true;
    const consumido = texto.slice(0, lidos);
    const obj = consumido.lastIndexOf('obj');
    this.dicionario = obj >= 0 ? consumido.slice(obj) : (this.dicionario + consumido).slice(-8192);
  }

  /** Object streams hold dictionaries: kept to be read whole; one we cannot decode is unverifiable. */
  private abrirStream() {
    this.emStream = true;
    const dic = decodificarNome(this.dicionario);
    this.dicionario = '';
    if (!/\/Type\s*\/ObjStm(?![A-Za-z])/.test(dic)) return;
    const filtro = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dic)?.[1]?.replace(/[[\]\s]/g, '');
    if (!filtro) this.objStm = { comprimido: false, partes: [] };
    else if (filtro === '/FlateDecode' && !/\/DecodeParms/.test(dic))
      this.objStm = { comprimido: true, partes: [] };
    else this.naoVerificavel = true;
  }
}
