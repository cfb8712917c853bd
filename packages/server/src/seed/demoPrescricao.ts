import { addDays, type IsoDate } from '@divida/domain/calendar';
import { somarAnos } from '@divida/domain/prazos/prescricao';
import { SITUACAO } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../platform/context.ts';
import { prazoDiasConfigurado } from '../modules/configuracao/index.ts';
import {
  andamento,
  atualizarPrescricao,
  dividaAtiva,
  processo,
  registrarAndamento,
} from '../modules/processo/index.ts';
import { reconhecimentoPrescricao } from '../modules/prescricao/index.ts';
import { usuario } from '../modules/usuario/index.ts';

/** Days left the chosen CDAs are given (PRAZOS.md §2.2); the demo's own dates make the rest. */
const ALVOS_CORRENDO = [300, 120, 60, 15];
const ALVOS_PRESCRITOS = [-20, -45, -90];
const LOTE = 200;

/**
 * The demo's prescription picture (issue 25, item 5), so /prescricao shows what it is for on the first
 * start: a few processes awaiting inscription and recently inscribed CDAs get an older definitive
 * constitution (the request for inscription came long after the term ended), which puts them at
 * AMARELO … PRESCRITO; one prescribed CDA waits for the approval of its recognition; two CDAs in
 * court record a non-location; then every process's level is stored (the collections seeded before
 * left theirs SUSPENSO or EXTINTO through the real services).
 */
export async function carregarPrescricaoDemo(ctx: Ctx, hoje: IsoDate = ctx.relogio.hoje()): Promise<number> {
  const db = ctx.db;
  const dias = await prazoDiasConfigurado(db);
  const [pge] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, 'procurador@exemplo.gov.br'));
  if (!pge) return 0;

  const comSolicitacao = sql`exists (select 1 from ${andamento} a where a.processo_id = ${processo.id}
    and a.acao = 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' and not a.cancelado)`;
  // awaiting inscription (104): constituted, nothing else recorded, so the deadline is t0 + 5 years
  const correndo = await db
    .select({ id: processo.id })
    .from(processo)
    .where(and(eq(processo.excluido, false), eq(processo.situacaoId, 104), comSolicitacao))
    .orderBy(asc(processo.id))
    .limit(ALVOS_CORRENDO.length);
  // recently inscribed, untouched: a deadline already gone before the inscription (PRESCRITO)
  const prescritos = await db
    .select({ id: processo.id })
    .from(processo)
    .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
    .where(
      and(
        eq(processo.excluido, false),
        eq(processo.situacaoId, SITUACAO.INSCRITO),
        eq(processo.statusCobranca, 'SEM_ACORDO'),
        eq(dividaAtiva.statusJustica, 'SEM_PROCESSO'),
        isNull(dividaAtiva.dataProtesto),
        gt(dividaAtiva.data, addDays(hoje, -185)),
        comSolicitacao,
      ),
    )
    .orderBy(asc(processo.id))
    .limit(ALVOS_PRESCRITOS.length);
  const alvos = [
    ...correndo.map((c, i) => ({ id: c.id, t0: somarAnos(addDays(hoje, ALVOS_CORRENDO[i]!), -5) })),
    // t0 so old that t0 + 5 years came before the inscription
    ...prescritos.map((c, i) => ({ id: c.id, t0: somarAnos(addDays(hoje, ALVOS_PRESCRITOS[i]! - 180), -5) })),
  ];

  await db.transaction(async (tx) => {
    for (const { id, t0 } of alvos) {
      await tx
        .update(andamento)
        .set({ dataReferenciaPrazoAnterior: addDays(t0, -1 - dias) })
        .where(
          and(
            eq(andamento.processoId, id),
            eq(andamento.acao, 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA'),
            eq(andamento.cancelado, false),
          ),
        );
    }
    const prescrito = prescritos[0];
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
  });

  // every process whose credit may be constituted: inscribed or requested, closed, or a term running
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
