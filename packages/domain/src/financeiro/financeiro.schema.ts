import { z } from 'zod';
import { FORMATOS } from '../formatos.ts';
import { compareDates, endOfMonth, todayInSaoPaulo, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { MENSAGENS_PROCESSO } from '../processo/processo.schema.ts';

/**
 * The financial follow-up (spec 03 §2.7, §3, §5, §7): the payments received in a period, what each
 * passed on to the creditor body. The amount passed on (repassado) is the amount paid less the fees
 * (honorários), which belong to the attorney-general office (docs/calculos.md §13).
 */
export const MENSAGENS_FINANCEIRO = {
  dataObrigatoria: 'Necessário selecionar uma data para realizar a pesquisa',
  periodoInicial: 'Necessário selecionar um período inicial.',
  periodoFinal: 'Necessário selecionar um período final.',
  ano: 'Necessário selecionar o ano.',
  mes: 'Necessário selecionar o mês.',
  futuro: MENSAGENS_PROCESSO.filtroDataFutura,
  fimAntesDoInicio: 'A data final não pode ser anterior à data inicial.',
} as const;
const M = MENSAGENS_FINANCEIRO;

export const TIPOS_PESQUISA = ['dataPeriodo', 'dataMesAno', 'dataAno'] as const;
export type TipoPesquisa = (typeof TIPOS_PESQUISA)[number];
export const ROTULO_TIPO_PESQUISA: Record<TipoPesquisa, string> = {
  dataPeriodo: 'Período',
  dataMesAno: 'Mês e Ano',
  dataAno: 'Ano',
};

const texto = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null);

/** The filter panel as typed (spec 03 §3 "Financial filter"): a mode and its fields. */
export const financeiroFiltroFormSchema = z
  .object({
    tipoPesquisa: z.enum(TIPOS_PESQUISA),
    dataPeriodoInicio: texto,
    dataPeriodoFim: texto,
    /** yyyy-MM */
    dataMesAno: texto,
    /** yyyy */
    dataAno: texto,
  })
  .superRefine((v, ctx) => {
    const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
    const hoje = todayInSaoPaulo();
    if (v.tipoPesquisa === 'dataPeriodo') {
      if (!v.dataPeriodoInicio) erro('dataPeriodoInicio', M.periodoInicial);
      if (!v.dataPeriodoFim) erro('dataPeriodoFim', M.periodoFinal);
      const ini = v.dataPeriodoInicio;
      const fim = v.dataPeriodoFim;
      if (ini && !dataValida(ini)) erro('dataPeriodoInicio', MENSAGENS_PROCESSO.filtroDataInvalida);
      if (fim && !dataValida(fim)) erro('dataPeriodoFim', MENSAGENS_PROCESSO.filtroDataInvalida);
      if (ini && dataValida(ini) && compareDates(ini, hoje) > 0) erro('dataPeriodoInicio', M.futuro);
      if (fim && dataValida(fim) && compareDates(fim, hoje) > 0) erro('dataPeriodoFim', M.futuro);
      if (ini && fim && dataValida(ini) && dataValida(fim) && compareDates(fim, ini) < 0)
        erro('dataPeriodoFim', M.fimAntesDoInicio);
    } else if (v.tipoPesquisa === 'dataMesAno') {
      if (!v.dataMesAno) erro('dataMesAno', M.mes);
      else if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(v.dataMesAno))
        erro('dataMesAno', MENSAGENS_PROCESSO.filtroDataInvalida);
      else if (v.dataMesAno > hoje.slice(0, 7)) erro('dataMesAno', M.futuro);
    } else {
      if (!v.dataAno) erro('dataAno', M.ano);
      else if (!/^\d{4}$/.test(v.dataAno)) erro('dataAno', MENSAGENS_PROCESSO.filtroDataInvalida);
      else if (v.dataAno > hoje.slice(0, 4)) erro('dataAno', M.futuro);
    }
  });
export type FinanceiroFiltroForm = z.output<typeof financeiroFiltroFormSchema>;

/** The range the calls take (spec 03 §7 "Financial ranges"). */
export function intervaloFinanceiro(f: FinanceiroFiltroForm): { dataInicio: IsoDate; dataFim: IsoDate } {
  if (f.tipoPesquisa === 'dataPeriodo')
    return { dataInicio: f.dataPeriodoInicio as IsoDate, dataFim: f.dataPeriodoFim as IsoDate };
  if (f.tipoPesquisa === 'dataMesAno') {
    const inicio = `${f.dataMesAno}-01` as IsoDate;
    return { dataInicio: inicio, dataFim: endOfMonth(inicio) };
  }
  return { dataInicio: `${f.dataAno}-01-01` as IsoDate, dataFim: `${f.dataAno}-12-31` as IsoDate };
}

/** The default: this month (spec 03 §2.7). */
export const filtroFinanceiroPadrao = (hoje: IsoDate = todayInSaoPaulo()): FinanceiroFiltroForm => ({
  tipoPesquisa: 'dataMesAno',
  dataPeriodoInicio: null,
  dataPeriodoFim: null,
  dataMesAno: hoje.slice(0, 7),
  dataAno: null,
});

const dataObrigatoria = z
  .string({ error: M.dataObrigatoria })
  .trim()
  .min(1, M.dataObrigatoria)
  .refine((v) => dataValida(v), MENSAGENS_PROCESSO.filtroDataInvalida)
  .meta(FORMATOS.data);

/** `POST acompanhamentoFinanceiro`, `buscarValorTotalRepassado` and the exports: the two dates. */
export const financeiroPeriodoSchema = z
  .object({ dataInicio: dataObrigatoria, dataFim: dataObrigatoria })
  .superRefine((v, ctx) => {
    if (dataValida(v.dataInicio) && dataValida(v.dataFim) && compareDates(v.dataFim, v.dataInicio) < 0)
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: M.fimAntesDoInicio });
  });
export type FinanceiroPeriodo = z.output<typeof financeiroPeriodoSchema>;

export const FINANCEIRO_SORT = [
  'dataPagamento',
  'numerosTCC',
  'numerosCDA',
  'numerosCobranca',
  'parcela',
  'valorPago',
  'valorRepassado',
] as const;
export const FINANCEIRO_DEFAULT_SORT = 'dataPagamento,desc';

export const financeiroLinhaSchema = z.object({
  id: z.number().int(),
  dataPagamento: z.string(),
  numerosTcc: z.array(z.string()),
  numerosCda: z.array(z.string()),
  numeroCobranca: z.string(),
  numerosOrigem: z.array(z.string()),
  valorPago: z.number(),
  valorRepassado: z.number(),
  parcela: z.number().int(),
  totalParcelas: z.number().int(),
  idCobranca: z.number().int(),
});
export type FinanceiroLinha = z.infer<typeof financeiroLinhaSchema>;

export const valorTotalRepassadoSchema = z.object({ valorTotalRepassado: z.number() });

export const ARQUIVO_FINANCEIRO = 'Relatorio Acompanhamento Financeiro';
