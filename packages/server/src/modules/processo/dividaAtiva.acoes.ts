import { compareDates, formatDateBR } from '@divida/domain/calendar';
import { formatarNumeroCnj } from '@divida/domain/cnj';
import { dataDaAcaoCda, schemaDaAcaoCda, type PayloadCda } from '@divida/domain/dividaAtiva/acaoCda.schema';
import { MENSAGENS_PRESCRICAO } from '@divida/domain/prazos/prescricao.schema';
import { formatarNumeroCda, formatBRL } from '@divida/domain/format';
import { toDecimal } from '@divida/domain/money';
import type { RespostaAcao } from '@divida/domain/processo/acao.schema';
import {
  aplicarAcaoCda,
  MENSAGENS_CDA,
  mensagemSucessoCda,
  type AcaoCda,
  type AplicadaCda,
} from '@divida/domain/workflow/index';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { badRequest, conflict, invalido } from '../../platform/errors.ts';
import { executarAcao, type PersistenciaWorkflow } from '../../platform/workflow/executarAcao.ts';
import { anexarDocumentos } from '../documento/index.ts';
import { atualizarCda } from './dividaAtiva.gravacao.ts';
import { bloquearProcesso } from './processo.repository.ts';
import { registrarAndamento } from './processo.andamento.ts';
import { bloquearCda, estadoCdaDe } from './dividaAtiva.detalhe.ts';
import type { dividaAtivaLeitura as dividaAtiva, processoLeitura as processo } from './processo.leitura.ts';

type LinhaCda = typeof dividaAtiva.$inferSelect;
type LinhaProcesso = typeof processo.$inferSelect;

/** The CDA columns an action writes. */
function colunasDaAcao(acao: AcaoCda, p: PayloadCda, a: AplicadaCda): Partial<LinhaCda> {
  const status = { statusJustica: a.proximo.statusJustica, statusProtesto: a.proximo.statusProtesto };
  switch (acao) {
    case 'REGISTRAR_AJUIZAMENTO':
      return {
        ...status,
        numeroProcessoJudicial: p.numeroProcessoJudicial!,
        dataAjuizamento: p.dataAjuizamento!,
        valorAjuizamento: toDecimal(p.valor!),
      };
    case 'ENVIAR_PROTESTO':
      // a new protest: what an earlier one recorded stays in its movements
      return {
        ...status,
        dataEnvioProtesto: p.data!,
        protocoloProtesto: null,
        numeroCartorio: null,
        codigoComarca: null,
        dataProtesto: null,
        dataEncerramentoProtesto: null,
        motivoIrregularidadeProtesto: null,
      };
    case 'REGISTRAR_PROTESTO':
      return {
        ...status,
        protocoloProtesto: p.protocolo!,
        numeroCartorio: p.numeroCartorio!,
        codigoComarca: p.codigoComarca!,
        dataProtesto: p.data!,
      };
    case 'REGISTRAR_IRREGULARIDADE_PROTESTO':
      return { ...status, motivoIrregularidadeProtesto: p.motivo! };
    case 'ENCERRAR_PROTESTO':
      return { ...status, dataEncerramentoProtesto: p.dataEncerramento! };
    default:
      return status;
  }
}

/** The movement's observation: what the action recorded, in words. */
function observacaoDe(acao: AcaoCda, p: PayloadCda, cda: LinhaCda): string | null {
  switch (acao) {
    case 'REGISTRAR_AJUIZAMENTO':
      return (
        `Execução fiscal nº ${formatarNumeroCnj(p.numeroProcessoJudicial)}, ajuizada em ` +
        `${formatDateBR(p.dataAjuizamento!)}; valor da causa ${formatBRL(p.valor!)}.`
      );
    case 'ENVIAR_PROTESTO':
      return `CDA ${formatarNumeroCda(cda.numeroCda)} enviada ao tabelionato de protesto.`;
    case 'REGISTRAR_PROTESTO':
      return `Protocolo ${p.protocolo}, cartório ${p.numeroCartorio}, comarca ${p.codigoComarca}.`;
    case 'ENCERRAR_PROTESTO':
      return `Protesto encerrado em ${formatDateBR(p.dataEncerramento!)}.`;
    case 'REGISTRAR_NAO_LOCALIZACAO':
      return p.observacao ?? null;
    case 'REGISTRAR_CITACAO_OU_PENHORA':
      return p.tipo === 'PENHORA' ? 'Penhora efetivada.' : 'Citação efetivada.';
    default:
      return p.motivo ?? null;
  }
}

/** The payload's dates against the server's clock (the test clock moves it), as the process actions. */
function conferirHoje(acao: AcaoCda, payload: PayloadCda, hoje: string) {
  const r = schemaDaAcaoCda(acao, hoje).safeParse(payload);
  if (r.success) return;
  const campos = r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  throw badRequest(campos[0]!.message, campos);
}

/** A reference date before the inscription (or a closing before the protest) is a field error. */
function conferirDatas(acao: AcaoCda, p: PayloadCda, cda: LinhaCda) {
  const d = dataDaAcaoCda(acao, p);
  if (!d) return;
  if (compareDates(d.data, cda.data) < 0) {
    const msg = MENSAGENS_CDA.dataAnteriorInscricao(formatDateBR(cda.data));
    throw invalido(d.campo, msg);
  }
  if (
    (acao === 'REGISTRAR_NAO_LOCALIZACAO' || acao === 'REGISTRAR_CITACAO_OU_PENHORA') &&
    cda.dataAjuizamento &&
    compareDates(d.data, cda.dataAjuizamento) < 0
  ) {
    const msg = MENSAGENS_PRESCRICAO.dataAnteriorAjuizamento;
    throw invalido(d.campo, msg);
  }
  if (acao === 'ENCERRAR_PROTESTO' && cda.dataProtesto && compareDates(d.data, cda.dataProtesto) < 0) {
    const msg = MENSAGENS_CDA.dataAnteriorProtesto(formatDateBR(cda.dataProtesto));
    throw invalido(d.campo, msg);
  }
}

/**
 * Runs one CDA action (docs/workflow.md "Actions of the PGE") through the workflow runner, in one
 * transaction: lock the process within the caller's scope and its CDA, judge the action against the
 * state read under the lock (the CDA's machine), write the CDA, the process's movement of origin
 * DIVIDA_ATIVA (its version, last movement, and for the extinction its phase and situation) with the
 * documents, and the audit entry.
 */
export async function executarAcaoCda(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  acao: AcaoCda,
  payload: PayloadCda,
): Promise<RespostaAcao> {
  const hoje = ctx.relogio.hoje();
  conferirHoje(acao, payload, hoje);
  let lido: { p: LinhaProcesso; cda: LinhaCda } | undefined;
  const persistencia: PersistenciaWorkflow<PayloadCda, { p: LinhaProcesso; cda: LinhaCda }, AplicadaCda> = {
    entidade: 'processoConstituicaoCredito',
    orgaoDe: ({ p }) => p.orgaoCredorId,
    async bloquear(tx, id, user) {
      const p = await bloquearProcesso(tx, user, id);
      if (!p) return undefined;
      const cda = await bloquearCda(tx, id);
      if (!cda) throw conflict(MENSAGENS_CDA.semCda);
      lido = { p, cda };
      return lido;
    },
    aplicar: ({ p, cda }, acao, _payload, c) => aplicarAcaoCda(estadoCdaDe(p, cda), acao, c.permissoes),
    async gravar(tx, id, a, payload, user) {
      const { p, cda } = lido!;
      conferirDatas(acao, payload, cda);
      await atualizarCda(tx, cda.id, colunasDaAcao(acao, payload, a));
      const muda = a.proximo.situacao !== p.situacaoId;
      const referencia = dataDaAcaoCda(acao, payload)?.data ?? null;
      const { documento, ...detalhes } = payload;
      const [movimentoId] = await registrarAndamento(tx, [p], {
        hoje,
        acao,
        descricao: a.def.nome,
        origem: 'DIVIDA_ATIVA',
        usuarioId: user.id,
        proximo: muda ? { fase: a.fase, situacao: a.proximo.situacao } : {},
        ...(muda && { colunas: { dataEncerramento: referencia } }),
        movimento: {
          dataReferencia: referencia,
          observacao: observacaoDe(acao, payload, cda),
          valor: payload.valor === undefined ? null : toDecimal(payload.valor),
          detalhes: {
            ...detalhes,
            numeroCda: cda.numeroCda,
            statusJusticaAnterior: cda.statusJustica,
            statusProtestoAnterior: cda.statusProtesto,
          },
          idAndamentoAnterior: 'ultimo',
        },
      });
      if (documento) {
        await anexarDocumentos(
          tx,
          user,
          { tipo: 'andamento', id: movimentoId!, orgaoCredorId: p.orgaoCredorId },
          [documento],
        );
      }
      return movimentoId!;
    },
  };
  const r = await executarAcao(ctx.db, persistencia, {
    id,
    acao,
    dados: payload,
    user,
    hoje,
  });
  return { message: mensagemSucessoCda(acao, lido!.cda.numeroCda), idAndamento: r.movimentoId };
}
