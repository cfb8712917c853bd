import type { Documento } from '@divida/domain/documento/documento.schema';
import { toApiNumber } from '@divida/domain/money';
import { sql } from 'drizzle-orm';
import { DESCRICAO_STATUS_COBRANCA, type ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import {
  ACOES,
  acoesDisponiveis,
  diasRestantes,
  FASE,
  prazoFinal,
  SITUACAO,
  SITUACOES_COM_PRAZO,
  type AcaoDef,
  type ContextoAcao,
} from '@divida/domain/workflow/index';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { prazoDiasConfigurado } from '../configuracao/index.ts';
import { listarDocumentos, listarDocumentosDe } from '../documento/index.ts';
import { documentosNecessarios } from '../tipoDocumento/index.ts';
import { estadoAnteriorDoProcesso, estadoDe } from './processo.estado.ts';
import {
  andamentosDe,
  corresponsaveisDe,
  devedorPorId,
  processoVisivel,
  referenciasDoProcesso,
} from './processo.repository.ts';
import { andamento, type processo } from './processo.table.ts';
import { valoresParaApi } from './processo.valores.ts';

type LinhaProcesso = typeof processo.$inferSelect;

const documentoParaApi = (d: Documento) => ({
  id: d.id,
  nome: d.nome,
  uuid: d.uuid,
  tipoDocumento: d.tipoDocumento,
  versao: d.versao,
  dataCadastro: d.criadoEm,
});

/** The actions the caller may run on the process now, each with the document type it needs. */
async function acoesDoProcesso(ex: Executor, p: LinhaProcesso, user: AuthUser, ctx: ContextoAcao) {
  const acoes = acoesDisponiveis(estadoDe(p), { ...ctx, permissoes: user.permissoes });
  const docs = await documentosNecessarios(ex, acoes, (a) => (ACOES[a] as AcaoDef).documento);
  return acoes.map((action) => ({ action, documentosNecessarios: docs.get(action)! }));
}

/**
 * The CDA section of the detail (the dívida ativa area's `dividaAtivaDoProcesso`): given by the caller,
 * since that area builds on this one and this one does not import it back.
 */
export type SecaoCda = (
  ex: Executor,
  processoId: number,
  user: AuthUser,
) => Promise<ProcessoDetalhe['dividaAtiva']>;

/** `GET processoConstituicaoCredito/{id}`: the whole detail (spec 02 §3) within the caller's scope. */
export async function detalharProcesso(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  secaoCda: SecaoCda,
): Promise<ProcessoDetalhe> {
  const ex = ctx.db;
  const hoje = ctx.relogio.hoje();
  const p = await processoVisivel(ex, user, id);
  if (!p) throw notFound();
  // The process is in scope: its parts are read together (on PostgreSQL over several connections of the
  // pool; the embedded database runs them one after the other).
  const [
    prazoDias,
    ref,
    devedor,
    andamentos,
    dividaAtiva,
    corresponsaveis,
    documentos,
    estadoAnterior,
    documentosAndamentos,
  ] = await Promise.all([
    prazoDiasConfigurado(ex),
    referenciasDoProcesso(ex, p),
    devedorPorId(ex, p.devedorId),
    andamentosDe(ex, id),
    secaoCda(ex, id, user),
    corresponsaveisDe(ex, id),
    listarDocumentos(ex, { tipo: 'processo', id }),
    estadoAnteriorDoProcesso(ex, id),
    // the documents of every movement in one query (a process may have hundreds of movements),
    // found by the process rather than by the movements' ids, so that it need not wait for them
    listarDocumentosDe(
      ex,
      'andamento',
      sql`(select ${andamento.id} from ${andamento} where ${andamento.processoId} = ${id})`,
    ),
  ]);
  const acoes = await acoesDoProcesso(ex, p, user, { hoje, prazoDias, estadoAnterior });
  const prazo =
    p.dataReferenciaPrazo && (SITUACOES_COM_PRAZO as readonly number[]).includes(p.situacaoId)
      ? (() => {
          const ultimoDia = prazoFinal(p.dataReferenciaPrazo, prazoDias);
          return { ultimoDia, diasRestantes: diasRestantes(ultimoDia, hoje) };
        })()
      : null;
  const aptoNegociar =
    p.faseId === FASE.DIVIDA_ATIVA &&
    p.situacaoId === SITUACAO.INSCRITO &&
    p.statusCobranca === 'SEM_ACORDO' &&
    !p.suspenso &&
    // a CDA whose prescription was recognised is refused for negotiation (docs/prazos-e-prescricao.md §3)
    dividaAtiva?.situacaoCDA !== 'PRESCRITA' &&
    !!ref.orgao.convenio?.trim();
  return {
    id: p.id,
    numero: p.numero,
    numeroProcessoAdministrativo: p.numeroProcessoAdministrativo,
    data: p.data,
    dataDebito: p.dataDebito,
    dataEncerramento: p.dataEncerramento,
    codigoReceita: p.codigoReceita,
    descricaoFato: p.descricaoFato,
    fundamentoLegal: p.fundamentoLegal,
    orgaoCredor: ref.orgao,
    faseProcesso: ref.fase,
    situacaoProcesso: ref.situacao,
    situacaoPCCProcessoCobranca: p.statusCobranca,
    descricaoSituacaoPCCProcessoCobranca: DESCRICAO_STATUS_COBRANCA[p.statusCobranca],
    suspenso: p.suspenso,
    protegido: p.protegido,
    lavrado: p.lavrado,
    aptoNegociar,
    podeRealizarAcordoParcelamento: aptoNegociar,
    documentosEnviadosDividaAtiva: p.faseId === FASE.DIVIDA_ATIVA,
    naturezaDebito: ref.natureza,
    indiceFinanceiro: ref.indice,
    dividaAtiva,
    devedor: devedor as ProcessoDetalhe['devedor'],
    corresponsaveis: corresponsaveis as ProcessoDetalhe['corresponsaveis'],
    documentos: documentos.map(documentoParaApi),
    andamentos: andamentos.map((a) => ({
      id: a.id,
      acao: a.acao,
      descricao: a.descricao,
      origem: a.origem,
      data: new Date(a.criadoEm).toISOString(),
      dataReferencia: a.dataReferencia,
      observacao: a.observacao,
      motivoDevolucao:
        a.motivoDevolucaoId !== null && a.motivoDevolucaoNome !== null
          ? { id: a.motivoDevolucaoId, nome: a.motivoDevolucaoNome }
          : null,
      cancelado: a.cancelado,
      motivoCancelamento: a.motivoCancelamento,
      valor: a.valor === null ? null : toApiNumber(a.valor),
      situacao: a.situacao,
      usuarioCadastro: a.usuarioCadastro,
      // the files attached at registration belong to the process: its first movement lists them
      documentos: [
        ...(a.acao === 'REGISTRAR_PROCESSO' ? documentos : []),
        ...(documentosAndamentos.get(a.id) ?? []),
      ].map(documentoParaApi),
      numeroTcc: p.numero,
      idTcc: p.id,
      andamentoDevolucao: a.motivoDevolucaoId !== null || a.acao === 'DEVOLVER_PROCESSO',
      andamentoInscricao: a.acao === 'INSCREVER_DIVIDA_ATIVA',
    })),
    acoesDisponiveis: acoes,
    prazo,
    prazoFinal: prazo?.ultimoDia ?? null,
    diasRestantesPrazo: prazo?.diasRestantes ?? null,
    ultimaCorrecaoValor: p.ultimaCorrecaoValor,
    dataReferenciaCalculo: p.dataReferenciaCalculo,
    valores: valoresParaApi(p),
    versao: p.versao,
  };
}
