import { z } from 'zod';
import { ultimoMesVigente } from '../correcao.ts';

/** Financial indexes (spec 01 §3 "Financial index"; spec 03 §9 monetary correction). */

export const PERIODICIDADE_MENSAL = 'MENSAL';

/**
 * The indexes the product carries, with fixed ids (creditor bodies and processes refer to them) and
 * their Banco Central SGS series. Rates are percent per month; the bundled series come from
 * packages/server/src/seed/reference/indices (see its README); the daily job `atualizar-indices` keeps
 * them current from the Banco Central by `codigoBacen` (or the PGE enters a month by hand), and
 * `npm run import:indice` loads a file.
 */
export const INDICES_FINANCEIROS_REFERENCIA = [
  {
    id: 1,
    sigla: 'IPCA',
    nome: 'Índice Nacional de Preços ao Consumidor Amplo',
    codigoBacen: 433,
    arquivo: 'ipca',
  },
  { id: 2, sigla: 'SELIC', nome: 'Taxa Selic acumulada no mês', codigoBacen: 4390, arquivo: 'selic' },
  {
    id: 3,
    sigla: 'INPC',
    nome: 'Índice Nacional de Preços ao Consumidor',
    codigoBacen: 188,
    arquivo: 'inpc',
  },
  { id: 4, sigla: 'IGP-M', nome: 'Índice Geral de Preços do Mercado', codigoBacen: 189, arquivo: 'igpm' },
] as const;

export const indiceFinanceiroSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  sigla: z.string(),
  periodicidade: z.string(),
  codigoBacen: z.number().int(),
  /** The last month with a rate, as its first day ('2025-12-01'); null before any rate is loaded. */
  ultimaDataReferencia: z.string().nullable(),
});
export type IndiceFinanceiro = z.infer<typeof indiceFinanceiroSchema>;

/** One month of a series: 'yyyy-MM' and the rate in percent as an exact decimal string ('0.53'). */
export interface TaxaMensal {
  mes: string;
  taxa: string;
}

// ---------------------------------------------------------------------------------------------------
// Keeping the series current (issue 36 item 2): the Banco Central's monthly figures, fetched by a
// daily job, or entered by hand by the PGE for an index without an automatic source.

export const MENSAGENS_INDICE = {
  mes: 'Informe o mês no formato AAAA-MM (ex.: 2026-01).',
  valor: 'Informe a variação do mês em %, com até 8 casas decimais (ex.: 0,53).',
  valorMinimo: 'A variação do mês deve ser maior que -100 %.',
  mesRepetido: 'O mesmo mês foi informado mais de uma vez.',
  nenhumMes: 'Informe ao menos um mês.',
  mesNaoEncerrado: (mes: string) =>
    `O mês ${mes.slice(5, 7)}/${mes.slice(0, 4)} ainda não terminou: só se informa o índice de um mês encerrado.`,
  comFonte: (sigla: string, codigo: number) =>
    `O índice ${sigla} é atualizado automaticamente pela série ${codigo} do Banco Central; use “Atualizar agora”.`,
  semFonte:
    'A atualização automática dos índices está desligada (INDICES_BACEN_URL vazia): informe os meses manualmente.',
} as const;

/** 'yyyy-MM' → 'MM/yyyy' (the screens' month). */
export const mesBR = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/**
 * '0.530000' → '0.53', '-1.50' → '-1.5', '007' → '7': a valid rate written once, as people write it
 * (the stored numeric's text and a typed value compare equal).
 */
export function taxaCanonica(valor: string): string {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(valor.trim());
  if (!m) return valor;
  const inteiro = m[2]!.replace(/^0+(?=\d)/, '');
  const fracao = (m[3] ?? '').replace(/0+$/, '');
  const s = `${m[1]}${inteiro}${fracao ? `.${fracao}` : ''}`;
  return s === '-0' ? '0' : s;
}

/** A month of an index series: 'yyyy-MM'. */
export const mesIndiceSchema = z
  .string({ error: MENSAGENS_INDICE.mes })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MENSAGENS_INDICE.mes);

/** A monthly rate in percent, as typed ('0,53' or '0.53'): an exact decimal string, canonical. */
export const taxaIndiceSchema = z
  .string({ error: MENSAGENS_INDICE.valor })
  .trim()
  .transform((v) => (v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v))
  .pipe(z.string().regex(/^-?\d{1,10}(\.\d{1,8})?$/, MENSAGENS_INDICE.valor))
  .refine((v) => !v.startsWith('-') || Number(v) > -100, MENSAGENS_INDICE.valorMinimo)
  .transform(taxaCanonica)
  // the document's words for the rate as typed: a dot or a comma (a comma's dots group thousands)
  .meta({ pattern: '^\\s*-?(\\d{1,10}([.]\\d{1,8})?|[\\d.]{1,13}(,\\d{1,8})?)\\s*$', example: '0,53' });

/** The PGE's months entered or uploaded by hand (`POST /api/indiceFinanceiro/{id}/valores`). */
export const lancamentoIndiceSchema = z.object({
  valores: z
    .array(z.object({ mes: mesIndiceSchema, valor: taxaIndiceSchema }))
    .min(1, MENSAGENS_INDICE.nenhumMes)
    .max(1200)
    .refine((l) => new Set(l.map((v) => v.mes)).size === l.length, MENSAGENS_INDICE.mesRepetido),
});
export type LancamentoIndice = z.input<typeof lancamentoIndiceSchema>;

/**
 * The month of a date ('yyyy-MM') and whether a rate for `mes` may be entered on `hoje`: only a month
 * that is over (its figure is known in the next month).
 */
export const mesEncerrado = (mes: string, hoje: string) => mes < hoje.slice(0, 7);

/**
 * Whether an index is late on `hoje`: its last month loaded is before the last month in force (the
 * month before last until the 4th business day, then the previous month: `ultimoMesVigente`).
 */
export function atrasoDoIndice(ultimaDataReferencia: string | null, hoje: string) {
  const ultimoMes = ultimaDataReferencia?.slice(0, 7) ?? null;
  const mesEsperado = ultimoMesVigente(hoje);
  return { ultimoMes, mesEsperado, atrasado: ultimoMes === null || ultimoMes < mesEsperado };
}

/** What the index screen shows of each index (`GET /api/indiceFinanceiro/situacao`). */
export const situacaoIndiceSchema = indiceFinanceiroSchema.extend({
  /** The last month loaded ('yyyy-MM'), null before any. */
  ultimoMes: z.string().nullable(),
  /** The last month in force today (correcao.ts `ultimoMesVigente`): the one that should be loaded. */
  mesEsperado: z.string(),
  /** The last month loaded is before `mesEsperado`: the months between are not corrected. */
  atrasado: z.boolean(),
  /** Fetched by the daily job from the Banco Central (else: entered by hand). */
  fonteAutomatica: z.boolean(),
});
export type SituacaoIndice = z.infer<typeof situacaoIndiceSchema>;

export const situacaoIndicesSchema = z.object({
  indices: z.array(situacaoIndiceSchema),
  /** The source's address (INDICES_BACEN_URL), null when fetching is off. */
  fonte: z.string().nullable(),
});
export type SituacaoIndices = z.infer<typeof situacaoIndicesSchema>;

/** One index's outcome of a fetch or of a manual entry. */
export const resultadoGravacaoIndiceSchema = z.object({
  id: z.number().int(),
  sigla: z.string(),
  inseridos: z.number().int(),
  alterados: z.number().int(),
  inalterados: z.number().int(),
  ultimaDataReferencia: z.string().nullable(),
  /** Why this index could not be fetched (the others still were); null when it was. */
  erro: z.string().nullable(),
});
export type ResultadoGravacaoIndice = z.infer<typeof resultadoGravacaoIndiceSchema>;

export const atualizacaoIndicesSchema = z.object({ indices: z.array(resultadoGravacaoIndiceSchema) });
export type AtualizacaoIndices = z.infer<typeof atualizacaoIndicesSchema>;

/** 'dd/MM/aaaa' (day 01), 'MM/aaaa', 'aaaa-MM' or 'aaaa-MM-01' → 'aaaa-MM'; undefined otherwise. */
export function mesDoTexto(data: string): string | undefined {
  const d = data.trim().replace(/^"|"$/g, '');
  const g =
    /^(?<dia>\d{2})\/(?<mes>\d{2})\/(?<ano>\d{4})$/.exec(d)?.groups ??
    /^(?<mes>\d{2})\/(?<ano>\d{4})$/.exec(d)?.groups ??
    /^(?<ano>\d{4})-(?<mes>\d{2})(?:-(?<dia>\d{2}))?$/.exec(d)?.groups;
  if (!g || (g.dia ?? '01') !== '01' || Number(g.mes) < 1 || Number(g.mes) > 12) return undefined;
  return `${g.ano}-${g.mes}`;
}

/**
 * The months of a file the PGE uploads for an index without a source: the SGS site's CSV
 * (`data;valor`, dd/MM/aaaa, decimal comma), its API's JSON (`[{"data":"01/01/2026","valor":"0.16"}]`)
 * or our `data,valor` CSV (aaaa-MM-01, decimal dot). A header line is skipped; each line that is not a
 * month and a value is named, and the months read are then checked by `lancamentoIndiceSchema`.
 */
export function lerArquivoIndice(texto: string): {
  valores: { mes: string; valor: string }[];
  recusadas: number[];
} {
  const t = texto.replace(/^\uFEFF/, '').trim();
  const valores: { mes: string; valor: string }[] = [];
  const recusadas: number[] = [];
  const par = (linha: number, data: unknown, valor: unknown) => {
    const mes = typeof data === 'string' ? mesDoTexto(data) : undefined;
    const v = typeof valor === 'number' ? String(valor) : valor;
    const taxa = taxaIndiceSchema.safeParse(typeof v === 'string' ? v.replace(/^"|"$/g, '') : v);
    if (mes && taxa.success) valores.push({ mes, valor: taxa.data });
    else recusadas.push(linha);
  };
  if (t.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(t);
    } catch {
      json = null;
    }
    if (!Array.isArray(json)) return { valores, recusadas: [1] };
    json.forEach((o: unknown, i) => {
      const r = (o ?? {}) as Record<string, unknown>;
      par(i + 1, r.data, r.valor);
    });
    return { valores, recusadas };
  }
  const linhas = t.split(/\r?\n/);
  const separador = linhas[0]?.includes(';') ? ';' : ',';
  linhas.forEach((l, i) => {
    if (l.trim() === '') return;
    // a comma-separated line with a decimal comma quotes the value: "0,42"
    const celulas = l.match(new RegExp(`("[^"]*"|[^${separador}]+)`, 'g')) ?? [];
    if (i === 0 && mesDoTexto(celulas[0] ?? '') === undefined) return; // the header
    par(i + 1, celulas[0], celulas[1]);
  });
  return { valores, recusadas };
}
