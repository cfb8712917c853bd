import { toApiNumber, toDecimal } from '@divida/domain/money';
import { PRAZO_PADRAO_DIAS } from '@divida/domain/workflow/prazo';
import { ANOS_PRESCRICAO_PADRAO } from '@divida/domain/prazos/prescricao';
import type { Configuracao, ConfiguracaoAlteracao } from '@divida/domain/configuracao/configuracao.schema';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { assertPodeAlterarCompartilhado } from '../../platform/auth/alcance.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { conferirVersao, naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { configuracao } from './configuracao.table.ts';

const ID = 1;
/** Values until an administrator sets them (the federal model's usual figures). */
export const CONFIGURACAO_INICIAL = {
  maxParcelas: 60,
  valorMinParcelas: toDecimal('100.00'),
  porcentagemJurosMes: '0.01',
  porcentagemHonorarios: '0.1',
  prazoDias: PRAZO_PADRAO_DIAS,
  anosPrescricao: ANOS_PRESCRICAO_PADRAO,
};

// the percentages arrive as strings on both drivers: numbers with at most 2 (money) or 6 decimals out.
const toApi = (r: typeof configuracao.$inferSelect): Configuracao => ({
  maxParcelas: r.maxParcelas,
  valorMinParcelas: toApiNumber(r.valorMinParcelas),
  porcentagemJurosMes: Number(r.porcentagemJurosMes),
  porcentagemHonorarios: Number(r.porcentagemHonorarios),
  prazoDias: r.prazoDias,
  anosPrescricao: r.anosPrescricao,
  versao: r.versao,
});

export async function buscarConfiguracao(ex: Executor): Promise<Configuracao> {
  const [r] = await ex.select().from(configuracao).where(eq(configuracao.id, ID));
  if (!r) throw new Error('configuração ausente: os dados de referência não foram carregados');
  return toApi(r);
}

/** Creates the one row on first start (reference data). */
export async function criarConfiguracaoInicial(ex: Executor) {
  await ex
    .insert(configuracao)
    .values({ id: ID, ...CONFIGURACAO_INICIAL })
    .onConflictDoNothing();
}

export async function alterarConfiguracao(
  ctx: Ctx,
  actor: AuthUser,
  c: ConfiguracaoAlteracao,
): Promise<Configuracao> {
  // one row for the whole office: every body's instalments and terms follow it (issue 37 item 1)
  assertPodeAlterarCompartilhado(actor);
  return ctx.db.transaction(async (tx) => {
    const antes = await buscarConfiguracao(tx);
    conferirVersao(antes.versao, c.versao);
    const r = umaLinha(
      await tx
        .update(configuracao)
        .set({
          maxParcelas: c.maxParcelas,
          valorMinParcelas: toDecimal(c.valorMinParcelas),
          porcentagemJurosMes: c.porcentagemJurosMes.toFixed(4),
          porcentagemHonorarios: c.porcentagemHonorarios.toFixed(4),
          prazoDias: c.prazoDias ?? antes.prazoDias,
          anosPrescricao: c.anosPrescricao ?? antes.anosPrescricao,
          atualizadoEm: new Date(),
          versao: proximaVersao(configuracao.versao),
        })
        .where(and(eq(configuracao.id, ID), naVersao(configuracao.versao, c.versao)))
        .returning(),
    );
    const depois = toApi(r);
    // the stored deadlines and levels (processo.prescricao.ts) depend on both terms: recomputed in
    // the background (the prescription area's job, by its queue's name: that area depends on this
    // one), enqueued here so that it exists exactly when the new values are committed
    if (depois.anosPrescricao !== antes.anosPrescricao || depois.prazoDias !== antes.prazoDias)
      await ctx.jobs.enfileirar(tx, 'recalcular-prescricao', {});
    await audit(tx, {
      usuarioId: actor.id,
      entidade: 'configuracao',
      entidadeId: ID,
      orgaoCredorId: null,
      acao: 'ALTERAR',
      antes,
      depois,
    });
    return depois;
  });
}
