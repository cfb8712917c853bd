import { addDays, type IsoDate } from '@divida/domain/calendar';
import { SITUACAO } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../platform/context.ts';
import { atualizarPrescricao, registrarAndamento } from '../modules/processo/index.ts';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { processo } from '../modules/processo/processo.table.ts';
import { reconhecimentoPrescricao } from '../modules/prescricao/prescricao.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';

const LOTE = 200;

/**
 * The demo's prescription picture (issue 25, item 5), so /prescricao shows what it is for on the first
 * start. The old credits come from the demo's own histories (`envelhecer` in demoProcessos.ts: processes
 * registered years ago whose inscription was asked for late), so every date the explanation gives is
 * one the process shows. Here: every process's level is stored (the collections seeded before left
 * theirs SUSPENSO or EXTINTO through the real services), one prescribed CDA waits for the approval of
 * its recognition, and two CDAs in court record a non-location.
 */
export async function carregarPrescricaoDemo(ctx: Ctx, hoje: IsoDate = ctx.relogio.hoje()): Promise<number> {
  const db = ctx.db;
  const [pge] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, 'procurador@exemplo.gov.br'));
  if (!pge) return 0;
  const n = await armazenarNiveis(ctx, hoje);

  await db.transaction(async (tx) => {
    const [prescrito] = await tx
      .select({ id: processo.id })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .where(
        and(
          eq(processo.excluido, false),
          eq(processo.prescricaoNivel, 'PRESCRITO'),
          eq(processo.statusCobranca, 'SEM_ACORDO'),
        ),
      )
      .orderBy(asc(processo.id))
      .limit(1);
    if (prescrito) {
      await tx.insert(reconhecimentoPrescricao).values({
        processoId: prescrito.id,
        situacao: 'PROPOSTO',
        justificativa:
          'Prazo quinquenal consumado sem causa interruptiva ou suspensiva; proposta de reconhecimento de ofício.',
        proponenteId: pge.id,
        dataProposta: hoje,
      });
    }

    const ajuizadas = await tx
      .select({ p: processo, dataAjuizamento: dividaAtiva.dataAjuizamento })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .where(
        and(
          eq(processo.excluido, false),
          eq(processo.situacaoId, SITUACAO.INSCRITO),
          eq(dividaAtiva.statusJustica, 'AJUIZADA'),
          lte(dividaAtiva.dataAjuizamento, addDays(hoje, -40)),
        ),
      )
      .orderBy(asc(processo.id))
      .limit(2);
    for (const { p, dataAjuizamento } of ajuizadas) {
      await registrarAndamento(tx, [p], {
        acao: 'REGISTRAR_NAO_LOCALIZACAO',
        descricao: 'Registrar Não Localização',
        origem: 'DIVIDA_ATIVA',
        usuarioId: pge.id,
        proximo: {},
        processo: 'nada',
        movimento: {
          dataReferencia: addDays(dataAjuizamento!, 30),
          observacao: 'Certidão do oficial de justiça: devedor e bens não localizados.',
        },
      });
    }
    // a non-location starts the intercorrente clock: these two are stored again
    await atualizarPrescricao(
      tx,
      ajuizadas.map((a) => a.p.id),
      hoje,
    );
  });
  return n;
}

/** Stores the level and deadline of every process whose credit may be constituted (inscribed or
 * requested, closed, or a term running), in batches. */
async function armazenarNiveis(ctx: Ctx, hoje: IsoDate): Promise<number> {
  const db = ctx.db;
  let ultimo = 0;
  let n = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: processo.id })
        .from(processo)
        .where(
          and(
            eq(processo.excluido, false),
            sql`${processo.id} > ${ultimo}`,
            or(inArray(processo.faseId, [2, 4]), inArray(processo.situacaoId, [3, 12, 22])),
          ),
        )
        .orderBy(asc(processo.id))
        .limit(LOTE)
    ).map((r) => r.id);
    if (ids.length === 0) return n;
    await db.transaction((tx) => atualizarPrescricao(tx, ids, hoje));
    n += ids.length;
    ultimo = ids[ids.length - 1]!;
  }
}
