import { ANOS_PRESCRICAO_PADRAO } from '@divida/domain/prazos/prescricao';
import { PRAZO_PADRAO_DIAS } from '@divida/domain/workflow/prazo';
import type { Executor } from '../../platform/db/database.ts';
import { configuracao } from './configuracao.table.ts';

/** The intimation and appeal terms in days (docs/workflow.md "Terms"): the setting, else the default 10. */
export async function prazoDiasConfigurado(ex: Executor): Promise<number> {
  const [c] = await ex.select({ prazoDias: configuracao.prazoDias }).from(configuracao).limit(1);
  return c?.prazoDias ?? PRAZO_PADRAO_DIAS;
}

/**
 * The instalment settings as the negotiation engine reads them (spec 01 §3): exact decimal strings,
 * percentages as fractions. Read once per negotiation, so the agreement keeps the day's figures.
 */
export async function configuracaoParcelamento(ex: Executor) {
  const [c] = await ex
    .select({
      maxParcelas: configuracao.maxParcelas,
      valorMinParcelas: configuracao.valorMinParcelas,
      porcentagemJurosMes: configuracao.porcentagemJurosMes,
      porcentagemHonorarios: configuracao.porcentagemHonorarios,
    })
    .from(configuracao)
    .limit(1);
  if (!c) throw new Error('configuração ausente: os dados de referência não foram carregados');
  return c;
}

/** The prescription term in years (docs/prazos-e-prescricao.md §2). */
export async function anosPrescricaoConfigurado(ex: Executor): Promise<number> {
  const [c] = await ex.select({ anos: configuracao.anosPrescricao }).from(configuracao).limit(1);
  return c?.anos ?? ANOS_PRESCRICAO_PADRAO;
}
