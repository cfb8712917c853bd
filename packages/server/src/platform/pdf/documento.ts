import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

/**
 * Printable documents of the product (A4): a letterhead with the creditor body's name, the issue
 * date and time (São Paulo), the issuing user with matrícula, and page numbers. Text stays real text.
 * Every print and report builds on `renderDocumento`.
 */
const fontsDir = join(
  dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
pdfmake.setFonts({
  Roboto: {
    normal: join(fontsDir, 'Roboto-Regular.ttf'),
    bold: join(fontsDir, 'Roboto-Medium.ttf'),
    italics: join(fontsDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontsDir, 'Roboto-MediumItalic.ttf'),
  },
});
// Only the bundled fonts may be read from disk; nothing from the network.
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsDir));
pdfmake.setUrlAccessPolicy?.(() => false);

export type Valor = string | number | null | undefined | boolean;

export interface Secao {
  titulo: string;
  campos: [rotulo: string, valor: Valor][];
}

export interface Documento {
  titulo: string;
  orgao: { nome: string; sigla: string };
  emissor: { nome: string; matricula: string | null };
  secoes: Secao[];
  /** Issue time; defaults to now. */
  emitidoEm?: Date;
}

const dataHora = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);

const texto = (v: Valor) =>
  v === null || v === undefined || v === '' ? '—' : v === true ? 'Sim' : v === false ? 'Não' : String(v);

export async function renderDocumento(doc: Documento): Promise<Buffer> {
  const emitido = dataHora(doc.emitidoEm ?? new Date());
  const emissor = `${doc.emissor.nome}${doc.emissor.matricula ? ` (matrícula ${doc.emissor.matricula})` : ''}`;
  const definicao = {
    pageSize: 'A4',
    pageMargins: [40, 90, 40, 50],
    info: { title: doc.titulo, author: doc.orgao.nome, creator: 'Dívida Ativa' },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    header: {
      margin: [40, 24, 40, 0],
      stack: [
        { text: `${doc.orgao.nome} (${doc.orgao.sigla})`, bold: true, fontSize: 12 },
        { text: `Emitido em ${emitido} por ${emissor}`, fontSize: 8, color: '#555555', margin: [0, 4, 0, 0] },
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 515, y2: 6, lineWidth: 0.5 }] },
      ],
    },
    footer: (pagina: number, paginas: number) => ({
      text: `Página ${pagina} de ${paginas}`,
      alignment: 'right',
      fontSize: 8,
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: doc.titulo, bold: true, fontSize: 14, margin: [0, 0, 0, 12] },
      ...doc.secoes.flatMap((s) => [
        { text: s.titulo, bold: true, fontSize: 11, margin: [0, 10, 0, 4] },
        {
          table: {
            widths: [150, '*'],
            body: s.campos.map(([rotulo, valor]) => [{ text: rotulo, color: '#444444' }, texto(valor)]),
          },
          layout: 'lightHorizontalLines',
        },
      ]),
    ],
  };
  return pdfmake.createPdf(definicao).getBuffer();
}
