import type { z } from 'zod';
import {
  DESCRICAO_STATUS_COBRANCA,
  type processoFiltroSchema,
} from '@divida/domain/processo/processoLista.schema';
import { DESCRICAO_STATUS_JUSTICA, DESCRICAO_STATUS_PROTESTO } from '@divida/domain/workflow/cda';
import { FASE } from '@divida/domain/workflow/situacoes';
import type { FilterValues } from '../../../components/list/FilterDrawer.tsx';

/** The filters of the process list (spec 02 §2.1, §3), as the drawer and the URL hold them. */
export const PROCESSO_FILTROS = [
  'numero',
  'idFaseProcesso',
  'idSituacaoProcesso',
  'dataInicio',
  'dataFim',
  'devedor',
  'numeroProcessoAdministrativo',
  'apenasProcessosLavrados',
  'apenasComValoresRecuperados',
  'apenasCdasSuspensasAcordoPagamento',
  'apenasCdasSuspensasOrdemJudicial',
  'dividaAtivaComValoresRecuperados',
  'situacaoCdaCobranca',
  'situacaoCdaJustica',
  'situacaoCdaProtesto',
] as const;
export type ProcessoFiltroNome = (typeof PROCESSO_FILTROS)[number];

/** The phases the filters depend on, as the select's values (strings). */
export const FASE_DIVIDA_ATIVA = String(FASE.DIVIDA_ATIVA);
export const FASE_LAVRADO = String(FASE.LAVRADO);

/** Shown only in phase 4 (active debt): the filters of the debt after its registration. */
export const FILTROS_CDA: readonly ProcessoFiltroNome[] = [
  'apenasCdasSuspensasAcordoPagamento',
  'apenasCdasSuspensasOrdemJudicial',
  'dividaAtivaComValoresRecuperados',
  'situacaoCdaCobranca',
  'situacaoCdaJustica',
  'situacaoCdaProtesto',
];
const FLAGS_LAVRADO: readonly ProcessoFiltroNome[] = [
  'apenasComValoresRecuperados',
  'apenasProcessosLavrados',
];

/**
 * The interplay of spec 02 §2.1 when a filter changes: a new phase clears the situation (its options
 * are the phase's); a phase other than 6 (phase 4 included) clears the recovered-values and drawn-up
 * flags; a phase other than 4 clears the post-registration filters.
 */
export function ajustarFiltroProcesso(values: FilterValues, changed: string): FilterValues {
  if (changed !== 'idFaseProcesso') return values;
  const fase = values.idFaseProcesso ?? '';
  const next: FilterValues = { ...values, idSituacaoProcesso: '' };
  if (fase !== FASE_LAVRADO) for (const f of FLAGS_LAVRADO) next[f] = '';
  if (fase !== FASE_DIVIDA_ATIVA) for (const f of FILTROS_CDA) next[f] = '';
  return next;
}

export const filtroCdaVisivel = (values: FilterValues) => values.idFaseProcesso === FASE_DIVIDA_ATIVA;

type Filtro = z.input<typeof processoFiltroSchema>;
const flag = (v: string | undefined) => (v === 'true' ? true : null);
const texto = (v: string | undefined) => v?.trim() || null;
const id = (v: string | undefined) => (v ? Number(v) : null);

/** The drawer's text values as the body of `POST processoConstituicaoCredito/list`. */
export function filtroParaApi(f: Partial<Record<ProcessoFiltroNome, string>>): Filtro {
  const cda = f.idFaseProcesso === FASE_DIVIDA_ATIVA;
  return {
    numero: texto(f.numero),
    numeroProcessoAdministrativo: texto(f.numeroProcessoAdministrativo),
    idFaseProcesso: id(f.idFaseProcesso),
    idSituacaoProcesso: id(f.idSituacaoProcesso),
    devedor: texto(f.devedor),
    dataInicio: texto(f.dataInicio),
    dataFim: texto(f.dataFim),
    apenasProcessosLavrados: flag(f.apenasProcessosLavrados),
    apenasComValoresRecuperados: cda ? null : flag(f.apenasComValoresRecuperados),
    apenasCdasSuspensasAcordoPagamento: cda ? flag(f.apenasCdasSuspensasAcordoPagamento) : null,
    apenasCdasSuspensasOrdemJudicial: cda ? flag(f.apenasCdasSuspensasOrdemJudicial) : null,
    dividaAtivaComValoresRecuperados: cda ? flag(f.dividaAtivaComValoresRecuperados) : null,
    situacaoCdaCobranca: cda
      ? ((texto(f.situacaoCdaCobranca) as Filtro['situacaoCdaCobranca']) ?? null)
      : null,
    situacaoCdaJustica: cda ? ((texto(f.situacaoCdaJustica) as Filtro['situacaoCdaJustica']) ?? null) : null,
    situacaoCdaProtesto: cda
      ? ((texto(f.situacaoCdaProtesto) as Filtro['situacaoCdaProtesto']) ?? null)
      : null,
  };
}

// one source for the labels: the domain's (workflow/cda.ts, processo.schema.ts)
export const ROTULOS_CDA_COBRANCA = DESCRICAO_STATUS_COBRANCA;
export const ROTULOS_CDA_JUSTICA = DESCRICAO_STATUS_JUSTICA;
export const ROTULOS_CDA_PROTESTO = DESCRICAO_STATUS_PROTESTO;

export const opcoesDe = (rotulos: Record<string, string>) =>
  Object.entries(rotulos).map(([value, label]) => ({ value, label }));
