// Renders a printable document (see documento.ts) in a worker thread of the PDF pool: pdfmake's
// layout and compression take tens of milliseconds of CPU per page and would stall every other
// request on the main thread. Plain JavaScript so that the worker loads the same way under
// `tsx` (npm start), vitest and plain node, with no TypeScript loader in the thread.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';
import { move } from 'piscina';

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

const dataHora = (d) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);

const texto = (v) =>
  v === null || v === undefined || v === '' ? '—' : v === true ? 'Sim' : v === false ? 'Não' : String(v);

/**
 * @param {import('./documento.ts').Documento | import('./documento.ts').DefinicaoPdf} doc
 * @returns {Promise<Uint8Array>} the PDF, moved (not copied) back to the main thread
 */
export default async function renderizar(doc) {
  if ('definicao' in doc) {
    const d = doc.definicao;
    return move(await paraBytes({ ...d, defaultStyle: { font: 'Roboto', ...d.defaultStyle } }));
  }
  const emitido = dataHora(doc.emitidoEm ?? new Date());
  const emissor = `${doc.emissor.nome}${doc.emissor.matricula ? ` (matrícula ${doc.emissor.matricula})` : ''}`;
  const versao = doc.versao ? ` · versão ${doc.versao}` : '';
  // the printable width: A4 less the 40-point margins
  const largura = doc.paisagem ? 762 : 515;
  const definicao = {
    pageSize: 'A4',
    pageOrientation: doc.paisagem ? 'landscape' : 'portrait',
    pageMargins: [40, 90, 40, 50],
    info: { title: doc.titulo, author: doc.orgao.nome, creator: 'Dívida Ativa' },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    header: {
      margin: [40, 24, 40, 0],
      stack: [
        { text: `${doc.orgao.nome} (${doc.orgao.sigla})`, bold: true, fontSize: 12 },
        {
          text: `Emitido em ${emitido} por ${emissor}${versao}`,
          fontSize: 8,
          color: '#555555',
          margin: [0, 4, 0, 0],
        },
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: largura, y2: 6, lineWidth: 0.5 }] },
      ],
    },
    footer: (pagina, paginas) => ({
      text: `Página ${pagina} de ${paginas}`,
      alignment: 'right',
      fontSize: 8,
      margin: [40, 16, 40, 0],
    }),
    pageBreakBefore: sozinhoAoPe,
    content: [
      { text: doc.titulo, bold: true, fontSize: 14, margin: [0, 0, 0, 12] },
      ...doc.secoes.flatMap((s) => [
        { text: s.titulo, bold: true, fontSize: 11, margin: [0, 10, 0, 4], headlineLevel: 1 },
        ...(s.campos.length > 0
          ? [
              {
                table: {
                  widths: [150, '*'],
                  body: s.campos.map(([rotulo, valor]) => [{ text: rotulo, color: '#444444' }, texto(valor)]),
                },
                layout: 'lightHorizontalLines',
              },
            ]
          : []),
        ...(s.paragrafos ?? []).map((p) => ({ text: p, alignment: 'justify', margin: [0, 4, 0, 0] })),
        ...(s.tabela ? [tabela(s.tabela)] : []),
      ]),
      ...(doc.assinatura
        ? [
            { text: doc.assinatura.localData, margin: [0, 24, 0, 36] },
            ...(doc.assinatura.partes
              ? [assinaturasDasPartes(doc.assinatura.partes)]
              : [
                  { canvas: [{ type: 'line', x1: 130, y1: 0, x2: 385, y2: 0, lineWidth: 0.5 }] },
                  ...doc.assinatura.linhas.map((l) => ({ text: l, alignment: 'center' })),
                ]),
          ]
        : []),
    ],
  };
  return move(await paraBytes(definicao));
}

/**
 * pdfmake's `pageBreakBefore`: a section's heading that would stay alone at a page's foot goes to the
 * next page with its content. Only what lies below it counts: the running header's nodes of later
 * pages also come as "following nodes on the page".
 */
function sozinhoAoPe(no, nos) {
  if (no.headlineLevel !== 1) return false;
  const { pageNumber, top } = no.startPosition;
  return !nos
    .getFollowingNodesOnPage()
    .some((n) => n.startPosition.pageNumber === pageNumber && n.startPosition.top > top);
}

/**
 * One signature line per party, side by side (two to a row), each with its signer's lines under it;
 * a row is never split between pages.
 * @param {string[][]} partes
 */
function assinaturasDasPartes(partes) {
  const bloco = (linhas) => ({
    stack: [
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 235, y2: 0, lineWidth: 0.5 }] },
      ...linhas.map((l) => ({ text: l, alignment: 'center', fontSize: 9 })),
    ],
  });
  const linhas = [];
  for (let i = 0; i < partes.length; i += 2) {
    const par = partes.slice(i, i + 2);
    linhas.push({
      // a lone last party centred
      columns:
        par.length === 2
          ? par.map(bloco)
          : [
              { width: '*', text: '' },
              { width: 245, ...bloco(par[0]) },
              { width: '*', text: '' },
            ],
      columnGap: 25,
      margin: [0, i === 0 ? 0 : 48, 0, 0],
      unbreakable: true,
    });
  }
  return { stack: linhas };
}

/** @param {import('./documento.ts').Tabela} t */
function tabela(t) {
  const celula = (texto, i, extra = {}) => ({
    text: texto,
    fontSize: 8,
    ...(t.aDireita?.includes(i) ? { alignment: 'right' } : {}),
    ...extra,
  });
  return {
    table: {
      headerRows: 1,
      widths: t.larguras,
      body: [
        t.colunas.map((c, i) => celula(c, i, { bold: true, fillColor: '#eeeeee' })),
        ...t.linhas.map((l) => l.map((v, i) => celula(v, i))),
        ...(t.rodape ? [t.rodape.map((v, i) => celula(v, i, { bold: true }))] : []),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 0],
  };
}

async function paraBytes(definicao) {
  const buffer = await pdfmake.createPdf(definicao).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
