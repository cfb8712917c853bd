import {
  ACOES_RECONHECIMENTO_DEF,
  aplicarReconhecimento,
  type AcaoReconhecimento,
  type AplicadaReconhecimento,
  type EstadoReconhecimento,
  type OrigemReconhecimento,
} from '@divida/domain/workflow/reconhecimento';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/database.ts';
import {
  executarAcao,
  type AuditEntry,
  type PersistenciaWorkflow,
} from '../../platform/workflow/executarAcao.ts';
import {
  bloquearProcesso,
  marcarCdaPrescrita,
  prescricaoDoProcesso,
  registrarAndamento,
} from '../processo/index.ts';
import { reconhecimentoPrescricao } from './prescricao.table.ts';

/**
 * Recognition of a consumed prescription (docs/prazos-e-prescricao.md §3) with four eyes: the domain's
 * machine (workflow/reconhecimento.ts) run by the workflow runner (platform/workflow/executarAcao.ts)
 * under the process's lock, so two approvals of the same proposal cannot both pass. This file says
 * what each step reads and writes: the recognition's row, the CDA's `prescrita`, the process's
 * movement and the audit entry.
 */

type Reconhecimento = typeof reconhecimentoPrescricao.$inferSelect;
type LinhaProcesso = NonNullable<Awaited<ReturnType<typeof bloquearProcesso>>>;

interface Bloqueado {
  p: LinhaProcesso;
  /** the process's open recognition (PROPOSTO or APROVADO), if any */
  aberto: Reconhecimento | undefined;
  estado: EstadoReconhecimento;
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

/** A step's own writes: the proposal inserts the row, a decision updates it and records a movement. */
type Gravacao = (
  tx: Tx,
  b: Bloqueado,
  hoje: string,
  user: AuthUser,
) => Promise<{ id: number; movimento?: { observacao: string }; auditado?: Record<string, unknown> }>;

/**
 * Runs one step of the recognition: the process locked within the caller's scope with its open
 * recognition (and, for the proposal, its clock today), the machine judged on them, the step's
 * writes, the CDA's `prescrita` and the movement of a decision, and one audit entry of the process
 * (its 'Histórico' tab shows the step).
 */
async function executarPasso(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  acao: AcaoReconhecimento,
  gravacao: Gravacao,
) {
  const hoje = ctx.relogio.hoje();
  const def = ACOES_RECONHECIMENTO_DEF[acao];
  let lido: Bloqueado | undefined;
  let gravado: Awaited<ReturnType<Gravacao>> | undefined;
  const persistencia: PersistenciaWorkflow<undefined, Bloqueado, AplicadaReconhecimento> = {
    entidade: 'processoConstituicaoCredito',
    orgaoDe: (b) => b.p.orgaoCredorId,
    async bloquear(tx, id, user) {
      const p = await bloquearProcesso(tx, user, id);
      if (!p) return undefined;
      // only the proposal asks the clock (the level PRESCRITO)
      const nivel =
        acao === 'PROPOR_RECONHECIMENTO_PRESCRICAO'
          ? ((await prescricaoDoProcesso(tx, id, hoje))?.nivel ?? null)
          : null;
      const r = await aberto(tx, id);
      const situacao = (r?.situacao as OrigemReconhecimento | undefined) ?? 'NENHUM';
      lido = { p, aberto: r, estado: { situacao, nivel, proponenteId: r?.proponenteId ?? null } };
      return lido;
    },
    aplicar: (b, acao, _dados, c) => aplicarReconhecimento(b.estado, acao, user.id, c.permissoes),
    async gravar(tx, id, a, _dados, user) {
      const b = lido!;
      gravado = await gravacao(tx, b, hoje, user);
      if (!gravado.movimento) return gravado.id; // the proposal: no movement, the new row's id
      await marcarCdaPrescrita(tx, id, a.proximo.situacao === 'APROVADO');
      const [movimentoId] = await registrarAndamento(tx, [b.p], {
        hoje,
        acao,
        descricao: def.descricao!,
        origem: 'DIVIDA_ATIVA',
        usuarioId: user.id,
        proximo: {},
        movimento: {
          dataReferencia: hoje,
          observacao: gravado.movimento.observacao.slice(0, 600),
          detalhes: { idReconhecimento: gravado.id },
        },
      });
      return movimentoId!;
    },
    auditoria: (b, a): AuditEntry[] => [
      {
        usuarioId: user.id,
        entidade: 'processoConstituicaoCredito',
        entidadeId: id,
        orgaoCredorId: b.p.orgaoCredorId,
        acao: 'ACAO_PROCESSO',
        ...(a.anterior.situacao !== 'NENHUM' && {
          antes: { idReconhecimento: gravado!.id, reconhecimentoPrescricao: a.anterior.situacao },
        }),
        depois: {
          idReconhecimento: gravado!.id,
          reconhecimentoPrescricao: a.proximo.situacao,
          ...gravado!.auditado,
        },
      },
    ],
  };
  await executarAcao(ctx.db, persistencia, { id, acao, dados: undefined, user, hoje });
  return { message: def.mensagem };
}

/** `POST …/{id}/reconhecerPrescricao`: a proposal, only at level PRESCRITO. */
export const reconhecerPrescricao = (ctx: Ctx, user: AuthUser, id: number, justificativa: string) =>
  executarPasso(ctx, user, id, 'PROPOR_RECONHECIMENTO_PRESCRICAO', async (tx, _b, hoje, user) => {
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
    return { id: novo!.id, auditado: { justificativa } };
  });

/** `POST …/{id}/aprovarReconhecimentoPrescricao`: by another user holding PRESCRICAO_APROVAR. */
export const aprovarReconhecimento = (ctx: Ctx, user: AuthUser, id: number) =>
  executarPasso(ctx, user, id, 'RECONHECER_PRESCRICAO', async (tx, { aberto: r }, hoje, user) => {
    await tx
      .update(reconhecimentoPrescricao)
      .set({ situacao: 'APROVADO', aprovadorId: user.id, dataAprovacao: hoje })
      .where(eq(reconhecimentoPrescricao.id, r!.id));
    return { id: r!.id, movimento: { observacao: r!.justificativa } };
  });

/** `POST …/{id}/anularReconhecimentoPrescricao`: undoes an approved recognition. */
export const anularReconhecimento = (ctx: Ctx, user: AuthUser, id: number, justificativa: string) =>
  executarPasso(ctx, user, id, 'ANULAR_RECONHECIMENTO_PRESCRICAO', async (tx, { aberto: r }, hoje, user) => {
    await tx
      .update(reconhecimentoPrescricao)
      .set({
        situacao: 'ANULADO',
        justificativaAnulacao: justificativa,
        anuladorId: user.id,
        dataAnulacao: hoje,
      })
      .where(eq(reconhecimentoPrescricao.id, r!.id));
    return {
      id: r!.id,
      movimento: { observacao: justificativa },
      auditado: { justificativaAnulacao: justificativa },
    };
  });
