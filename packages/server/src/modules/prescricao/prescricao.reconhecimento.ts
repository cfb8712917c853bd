import { MENSAGENS_PRESCRICAO as M } from '@divida/domain/prazos/prescricao.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import {
  bloquearProcesso,
  marcarCdaPrescrita,
  prescricaoDoProcesso,
  registrarAndamento,
} from '../processo/index.ts';
import { reconhecimentoPrescricao } from './prescricao.table.ts';

/**
 * Recognition of a consumed prescription (docs/prazos-e-prescricao.md §3) with four eyes: one user proposes, another
 * approves (the CDA then reads PRESCRITA, the level EXTINTO), and an approved one may be annulled.
 * Each step locks the process, so two approvals of the same proposal cannot both pass.
 */

async function bloquear(tx: Executor, user: AuthUser, id: number) {
  const p = await bloquearProcesso(tx, user, id);
  if (!p) throw notFound();
  return p;
}

async function aberto(tx: Executor, id: number) {
  const [r] = await tx
    .select()
    .from(reconhecimentoPrescricao)
    .where(
      and(
        eq(reconhecimentoPrescricao.processoId, id),
        inArray(reconhecimentoPrescricao.situacao, ['PROPOSTO', 'APROVADO']),
      ),
    );
  return r;
}

/** `POST …/{id}/reconhecerPrescricao`: a proposal, only at level PRESCRITO. */
export async function reconhecerPrescricao(ctx: Ctx, user: AuthUser, id: number, justificativa: string) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const p = await bloquear(tx, user, id);
    const r = await prescricaoDoProcesso(tx, id, hoje);
    if (!r || r.nivel !== 'PRESCRITO') throw conflict(M.naoConsumada);
    if (await aberto(tx, id)) throw conflict(M.propostaPendente);
    const [novo] = await tx
      .insert(reconhecimentoPrescricao)
      .values({
        processoId: id,
        situacao: 'PROPOSTO',
        justificativa,
        proponenteId: user.id,
        dataProposta: hoje,
      })
      .returning();
    await audit(tx, {
      usuarioId: user.id,
      // the recognition is a step of the process's history (its 'Histórico' tab shows it)
      entidade: 'processoConstituicaoCredito',
      entidadeId: id,
      orgaoCredorId: p.orgaoCredorId,
      acao: 'ACAO_PROCESSO',
      depois: { idReconhecimento: novo!.id, reconhecimentoPrescricao: 'PROPOSTO', justificativa },
    });
    return { message: M.propostaRegistrada };
  });
}

type Reconhecimento = typeof reconhecimentoPrescricao.$inferSelect;

/**
 * One decision on the process's open recognition (approve, annul): under the process's lock, the
 * recognition must be in `de`; it moves to `para` with `campos`, the CDA's `prescrita` follows, and
 * the process's history and the audit trail record the step.
 */
async function decidir(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  d: {
    de: 'PROPOSTO' | 'APROVADO';
    semReconhecimento: string;
    conferir?: (r: Reconhecimento) => void;
    para: 'APROVADO' | 'ANULADO';
    campos: (hoje: string) => Partial<typeof reconhecimentoPrescricao.$inferInsert>;
    prescrita: boolean;
    acao: 'RECONHECER_PRESCRICAO' | 'ANULAR_RECONHECIMENTO_PRESCRICAO';
    descricao: string;
    observacao: (r: Reconhecimento) => string;
    auditado?: Record<string, unknown>;
    message: string;
  },
) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const p = await bloquear(tx, user, id);
    const r = await aberto(tx, id);
    if (!r || r.situacao !== d.de) throw conflict(d.semReconhecimento);
    d.conferir?.(r);
    await tx
      .update(reconhecimentoPrescricao)
      .set({ situacao: d.para, ...d.campos(hoje) })
      .where(eq(reconhecimentoPrescricao.id, r.id));
    await marcarCdaPrescrita(tx, id, d.prescrita);
    await registrarAndamento(tx, [p], {
      hoje,
      acao: d.acao,
      descricao: d.descricao,
      origem: 'DIVIDA_ATIVA',
      usuarioId: user.id,
      proximo: {},
      movimento: {
        dataReferencia: hoje,
        observacao: d.observacao(r).slice(0, 600),
        detalhes: { idReconhecimento: r.id },
      },
    });
    await audit(tx, {
      usuarioId: user.id,
      entidade: 'processoConstituicaoCredito',
      entidadeId: id,
      orgaoCredorId: p.orgaoCredorId,
      acao: 'ACAO_PROCESSO',
      antes: { idReconhecimento: r.id, reconhecimentoPrescricao: d.de },
      depois: { idReconhecimento: r.id, reconhecimentoPrescricao: d.para, ...d.auditado },
    });
    return { message: d.message };
  });
}

/** `POST …/{id}/aprovarReconhecimentoPrescricao`: by another user holding PRESCRICAO_APROVAR. */
export const aprovarReconhecimento = (ctx: Ctx, user: AuthUser, id: number) =>
  decidir(ctx, user, id, {
    de: 'PROPOSTO',
    semReconhecimento: M.semProposta,
    conferir: (r) => {
      if (r.proponenteId === user.id) throw forbidden(M.outroAprovador);
    },
    para: 'APROVADO',
    campos: (hoje) => ({ aprovadorId: user.id, dataAprovacao: hoje }),
    prescrita: true,
    acao: 'RECONHECER_PRESCRICAO',
    descricao: 'Prescrição reconhecida',
    observacao: (r) => r.justificativa,
    message: M.aprovada,
  });

/** `POST …/{id}/anularReconhecimentoPrescricao`: undoes an approved recognition. */
export const anularReconhecimento = (ctx: Ctx, user: AuthUser, id: number, justificativa: string) =>
  decidir(ctx, user, id, {
    de: 'APROVADO',
    semReconhecimento: M.naoReconhecida,
    para: 'ANULADO',
    campos: (hoje) => ({ justificativaAnulacao: justificativa, anuladorId: user.id, dataAnulacao: hoje }),
    prescrita: false,
    acao: 'ANULAR_RECONHECIMENTO_PRESCRICAO',
    descricao: 'Reconhecimento da prescrição anulado',
    observacao: () => justificativa,
    auditado: { justificativaAnulacao: justificativa },
    message: M.anulada,
  });
