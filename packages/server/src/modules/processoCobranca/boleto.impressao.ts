import { ESPECIE_TITULO } from '@divida/domain/arquivoBancario/layoutBB';
import { seuNumeroDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { codigoBarrasSvg, formatarLinhaDigitavel } from '@divida/domain/boleto';
import type { IsoDate } from '@divida/domain/calendar';
import {
  formatBRL,
  formatCep,
  formatCpfCnpj,
  formatDate,
  formatarNumeroCda,
  formatarNumeroCobranca,
  formatarNumeroProcesso,
  SEM_VALOR,
} from '@divida/domain/format';
import type { DefinicaoPdf } from '../../platform/pdf/documento.ts';
import type { boleto } from './processoCobranca.table.ts';

export interface DadosBoletoImpresso {
  boleto: typeof boleto.$inferSelect;
  cobranca: { numero: string; totalParcelas: number; parcela: number };
  orgao: { nome: string; sigla: string; cnpj: string; agencia: string; convenio: string; carteira: string };
  pagador: { nome: string; documento: string; endereco: (string | null)[] };
  cdas: { numeroCda: string; numeroProcesso: string }[];
}

const BANCO = 'Banco do Brasil';
const CODIGO_BANCO = '001-9';
const LARGURA = 535; // A4 minus 30 pt margins on each side

/** A box of the FEBRABAN layout: a small caption above its value. */
const caixa = (rotulo: string, valor: string, opcoes: { alinhar?: 'right'; negrito?: boolean } = {}) => ({
  stack: [
    { text: rotulo, fontSize: 6, color: '#333333' },
    { text: valor || ' ', fontSize: 9, bold: opcoes.negrito ?? false, alignment: opcoes.alinhar ?? 'left' },
  ],
});

/** The bank's header line of each part: name, code and (on the compensation slip) the linha digitável. */
// plain data only (the definition crosses to the PDF worker thread): built-in layouts, no callbacks
const cabecalhoBanco = (linha: string) => [
  {
    columns: [
      { text: BANCO, bold: true, fontSize: 13, width: 120 },
      { text: CODIGO_BANCO, bold: true, fontSize: 13, alignment: 'center', width: 50 },
      { text: linha, bold: true, fontSize: 10.5, alignment: 'right', margin: [0, 3, 0, 0] },
    ],
  },
  { canvas: [{ type: 'line', x1: 0, y1: 2, x2: LARGURA, y2: 2, lineWidth: 1.5 }] },
];

/**
 * The payment slip as banks and payers expect it (FEBRABAN layout): the payer's receipt, a cut line,
 * the compensation slip with the Interleaved 2 of 5 barcode, and the Pix QR code with its copy-and-paste
 * text when the body has a Pix key. Every text is real text (the barcode is vector).
 */
export function documentoBoleto(d: DadosBoletoImpresso, hoje: IsoDate): DefinicaoPdf {
  const b = d.boleto;
  const linha = formatarLinhaDigitavel(b.linhaDigitavel);
  const valor = formatBRL(b.valorTotalBoleto);
  const vencimento = formatDate(b.dataVencimento);
  const beneficiario = `${d.orgao.nome} (${d.orgao.sigla}) – CNPJ ${formatCpfCnpj(d.orgao.cnpj)}`;
  const agenciaCodigo = `${d.orgao.agencia || SEM_VALOR} / ${d.orgao.convenio}`;
  const numeroDocumento = seuNumeroDoBoleto(d.cobranca.numero, d.cobranca.parcela);
  const pagador = `${d.pagador.nome} – CPF/CNPJ ${formatCpfCnpj(d.pagador.documento)}`;
  const endereco = d.pagador.endereco
    .map((p, i) => (i === 3 && p ? `CEP ${formatCep(p)}` : p))
    .filter(Boolean)
    .join(' – ');
  const parcela =
    d.cobranca.totalParcelas === 1
      ? 'pagamento à vista'
      : `parcela ${d.cobranca.parcela} de ${d.cobranca.totalParcelas}`;
  const instrucoes = [
    `Cobrança ${formatarNumeroCobranca(d.cobranca.numero)}, ${parcela}.`,
    `CDA(s): ${d.cdas.map((c) => `${formatarNumeroCda(c.numeroCda)} (processo ${formatarNumeroProcesso(c.numeroProcesso)})`).join('; ')}.`,
    'Não receber após o vencimento: emita um novo boleto, com o valor atualizado, pelo órgão credor.',
    ...(b.valorCorrecao.gt(0) ? [`Inclui correção monetária de ${formatBRL(b.valorCorrecao)}.`] : []),
  ];
  const grade = (linhas: unknown[][], widths: (number | string)[]) => ({
    table: { widths, body: linhas },
  });

  const recibo = [
    { text: 'Recibo do Pagador', bold: true, fontSize: 9, margin: [0, 0, 0, 4] },
    ...cabecalhoBanco(linha),
    grade(
      [
        [
          caixa('Beneficiário', beneficiario),
          caixa('Agência / Código do Beneficiário', agenciaCodigo),
          caixa('Vencimento', vencimento, { alinhar: 'right', negrito: true }),
        ],
        [
          caixa('Pagador', pagador),
          caixa('Nosso Número', b.nossoNumero),
          caixa('Valor do Documento', valor, { alinhar: 'right', negrito: true }),
        ],
        [
          caixa('Nº do Documento', numeroDocumento),
          caixa('Data do Documento', formatDate(hoje)),
          caixa('(=) Valor Cobrado', valor, { alinhar: 'right' }),
        ],
      ],
      ['*', 130, 110],
    ),
    { text: 'Autenticação mecânica', fontSize: 7, alignment: 'right', margin: [0, 2, 0, 0] },
  ];

  const corte = [
    { canvas: [{ type: 'line', x1: 0, y1: 8, x2: LARGURA, y2: 8, lineWidth: 0.5, dash: { length: 3 } }] },
    { text: 'Corte na linha pontilhada', fontSize: 6, alignment: 'right', margin: [0, 1, 0, 8] },
  ];

  const ficha = [
    ...cabecalhoBanco(linha),
    grade(
      [
        [
          caixa('Local de Pagamento', 'Pagável em qualquer banco até o vencimento'),
          caixa('Vencimento', vencimento, { alinhar: 'right', negrito: true }),
        ],
        [
          caixa('Beneficiário', beneficiario),
          caixa('Agência / Código do Beneficiário', agenciaCodigo, { alinhar: 'right' }),
        ],
        [
          {
            columns: [
              caixa('Data do Documento', formatDate(hoje)),
              caixa('Nº do Documento', numeroDocumento),
              caixa('Espécie Doc.', ESPECIE_TITULO.sigla),
              caixa('Aceite', 'N'),
              caixa('Data Processamento', formatDate(hoje)),
            ],
          },
          caixa('Nosso Número', b.nossoNumero, { alinhar: 'right' }),
        ],
        [
          {
            columns: [
              caixa('Uso do Banco', ''),
              caixa('Carteira', d.orgao.carteira),
              caixa('Espécie', 'R$'),
              caixa('Quantidade', ''),
              caixa('Valor', ''),
            ],
          },
          caixa('(=) Valor do Documento', valor, { alinhar: 'right', negrito: true }),
        ],
        [
          {
            stack: [
              { text: 'Instruções (texto de responsabilidade do beneficiário)', fontSize: 6 },
              ...instrucoes.map((t) => ({ text: t, fontSize: 8 })),
            ],
          },
          {
            stack: [
              caixa('(-) Desconto / Abatimento', ''),
              caixa('(+) Mora / Multa', ''),
              caixa('(=) Valor Cobrado', valor, { alinhar: 'right' }),
            ],
          },
        ],
        [{ colSpan: 2, ...caixa('Pagador', `${pagador}\n${endereco}`) }, {}],
      ],
      ['*', 150],
    ),
    {
      svg: codigoBarrasSvg(b.codigoBarras, { alturaMm: 13, escala: 2 }),
      width: 103 * 2.835,
      height: 13 * 2.835,
      margin: [0, 8, 0, 0],
    },
    {
      text: 'Autenticação mecânica – Ficha de Compensação',
      fontSize: 7,
      alignment: 'right',
      margin: [0, 2, 0, 0],
    },
  ];

  // the Pix QR goes with the payer's part: the compensation slip stays as banks read it
  const pix = b.pixCopiaECola
    ? [
        {
          columns: [
            { qr: b.pixCopiaECola, fit: 120, width: 130 },
            {
              stack: [
                { text: 'Pague com Pix', bold: true, fontSize: 11 },
                { text: `Valor: ${valor} – válido até ${vencimento}`, fontSize: 9, margin: [0, 4, 0, 6] },
                { text: 'Pix Copia e Cola', bold: true, fontSize: 8 },
                // one long word: broken anywhere, it wraps within the column (it ran off the page)
                { text: b.pixCopiaECola, fontSize: 7, font: 'Roboto', wordBreak: 'break-all' },
              ],
            },
          ],
          columnGap: 12,
          margin: [0, 6, 0, 0],
        },
      ]
    : [];

  return {
    definicao: {
      pageSize: 'A4',
      pageMargins: [30, 30, 30, 30],
      info: {
        title: `Boleto – cobrança ${formatarNumeroCobranca(d.cobranca.numero)}, ${parcela}`,
        author: d.orgao.nome,
        creator: 'Dívida Ativa',
      },
      defaultStyle: { fontSize: 9 },
      content: [...recibo, ...pix, ...corte, ...ficha],
    },
  };
}
