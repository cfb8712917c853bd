import type { DividaAtiva } from '@divida/domain/dividaAtiva/dividaAtiva.schema';
import { toApiNumber } from '@divida/domain/money';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { DESCRICAO_STATUS_COBRANCA } from '@divida/domain/processo/processo.schema';
import {
  ACOES_CDA_DEF,
  acoesCdaDisponiveis,
  DESCRICAO_STATUS_JUSTICA,
  DESCRICAO_STATUS_PROTESTO,
  isSituacao,
  SITUACAO,
  suspensaPorAcordo,
  suspensaPorOrdemJudicial,
  type EstadoCda,
} from '@divida/domain/workflow/index';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import type { AuthUser } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { colunasDe } from '../../platform/db/leitura.ts';
import { situacaoProcessoNome as situacaoProcesso } from '../faseProcesso/index.ts';
import { processoVisivelPara } from './processo.repository.ts';
import { dividaAtivaLeitura as dividaAtiva, processoLeitura as processo } from './processo.leitura.ts';
import { documentosNecessarios } from '../tipoDocumento/index.ts';

type LinhaCda = typeof dividaAtiva.$inferSelect;

/** What the CDA rules read of a process and its CDA. */
export function estadoCdaDe(
  p: { situacaoId: number; statusCobranca: EstadoCda['statusCobranca'] },
  cda: Pick<LinhaCda, 'statusJustica' | 'statusProtesto'> & { prescrita?: boolean },
): EstadoCda {
  if (!isSituacao(p.situacaoId)) throw new Error(`situação desconhecida: ${p.situacaoId}`);
  return {
    situacao: p.situacaoId,
    statusCobranca: p.statusCobranca,
    statusJustica: cda.statusJustica,
    statusProtesto: cda.statusProtesto,
    prescrita: cda.prescrita ?? false,
  };
}

/** The CDA of a process, locked for an action (inside the process's transaction). */
export async function bloquearCda(ex: Executor, processoId: number) {
  const [c] = await ex.select().from(dividaAtiva).where(eq(dividaAtiva.processoId, processoId)).for('update');
  return c;
}

/** The CDA actions the caller may run, each with the document type it attaches. */
async function acoesDaCda(ex: Executor, estado: EstadoCda, user: AuthUser) {
  const acoes = acoesCdaDisponiveis(estado, user.permissoes);
  const docs = await documentosNecessarios(ex, acoes, (a) => ACOES_CDA_DEF[a].documento);
  return acoes.map((action) => ({
    action,
    nome: ACOES_CDA_DEF[action].nome,
    documentosNecessarios: docs.get(action)!,
  }));
}

/**
 * The CDA view of a process (spec 03 §2.4, "CDA view"), or null when it was never inscribed. Within
 * the caller's data scope: another body's process has none.
 */
export async function dividaAtivaDoProcesso(
  ex: Executor,
  processoId: number,
  user: AuthUser,
): Promise<DividaAtiva | null> {
  const caller: Caller = user;
  const [r] = await ex
    .select({
      cda: colunasDe(dividaAtiva),
      situacaoId: processo.situacaoId,
      statusCobranca: processo.statusCobranca,
      nomeSituacao: situacaoProcesso.nome,
    })
    .from(dividaAtiva)
    .innerJoin(processo, eq(processo.id, dividaAtiva.processoId))
    .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, processo.situacaoId))
    .where(and(eq(dividaAtiva.processoId, processoId), processoVisivelPara(caller)));
  if (!r) return null;
  const c = r.cda;
  const estado = estadoCdaDe(r, c);
  const ajuizada = c.numeroProcessoJudicial !== null && c.dataAjuizamento !== null;
  const protesto = c.dataEnvioProtesto !== null || c.statusProtesto !== 'SEM_PROTESTO';
  return {
    id: c.id,
    numeroCda: c.numeroCda,
    data: c.data,
    dataAtualizacao: c.dataAtualizacao,
    dataReferenciaCalculo: c.dataReferenciaCalculo,
    nomeProcuradorSignatario: c.nomeProcuradorSignatario,
    nomeSituacao: r.nomeSituacao,
    situacaoCDAJustica: c.statusJustica,
    descricaoSituacaoCDAJustica: DESCRICAO_STATUS_JUSTICA[c.statusJustica],
    situacaoCDAProcessoCobranca: r.statusCobranca,
    descricaoSituacaoCDAProcessoCobranca: DESCRICAO_STATUS_COBRANCA[r.statusCobranca],
    situacaoCDAProtesto: c.statusProtesto,
    descricaoSituacaoCDAProtesto: DESCRICAO_STATUS_PROTESTO[c.statusProtesto],
    valor: toApiNumber(c.valor),
    valorCorrecao: toApiNumber(c.valorCorrecao),
    valorTotal: toApiNumber(c.valorTotal),
    dataUltimaCorrecaoValor: c.dataUltimaCorrecaoValor,
    processoJuridicoDividaAtiva: ajuizada
      ? {
          numero: c.numeroProcessoJudicial!,
          dataAjuizamento: c.dataAjuizamento!,
          valor: toApiNumber(c.valorAjuizamento ?? c.valorTotal),
          situacao: c.statusJustica,
          descricaoSituacao: DESCRICAO_STATUS_JUSTICA[c.statusJustica],
        }
      : null,
    protestoDividaAtiva: protesto
      ? {
          dataEnvio: c.dataEnvioProtesto,
          data: c.dataProtesto,
          dataEncerramento: c.dataEncerramentoProtesto,
          protocolo: c.protocoloProtesto,
          numeroCartorio: c.numeroCartorio,
          codigoComarca: c.codigoComarca,
          valor: toApiNumber(c.valorTotal),
          motivoIrregularidade: c.motivoIrregularidadeProtesto,
          situacao: c.statusProtesto,
          descricaoSituacao: DESCRICAO_STATUS_PROTESTO[c.statusProtesto],
        }
      : null,
    cobrancaDividaAtiva: await cobrancaDaCda(ex, c.id),
    suspensaAcordoPagamento: estado.situacao === SITUACAO.INSCRITO && suspensaPorAcordo(r.statusCobranca),
    suspensaOrdemJudicial: suspensaPorOrdemJudicial(c.statusJustica),
    situacaoCDA: c.prescrita ? ('PRESCRITA' as const) : ('ATIVA' as const),
    acoesDisponiveis: await acoesDaCda(ex, estado, user),
  };
}

/**
 * The CDA's current collection (spec 03 §2.4 'Cobrança em Dívida Ativa'): the newest not cancelled.
 * By table name: the collections area imports this one, so importing it back would close a cycle.
 */
async function cobrancaDaCda(ex: Executor, cdaId: number): Promise<DividaAtiva['cobrancaDividaAtiva']> {
  const r = (await ex.execute(sql`
    select pc.id, pc.numero, pc.data_acordo as "dataAcordo", s.id as "situacaoId", s.nome as "situacaoNome"
    from processo_cobranca_cda pcc
    join processo_cobranca pc on pc.id = pcc.processo_cobranca_id
    join situacao_processo s on s.id = pc.situacao_id
    where pcc.divida_ativa_id = ${cdaId} and pc.situacao_id <> ${SITUACAO_COBRANCA.CANCELADO}
    order by pc.data_acordo desc, pc.id desc
    limit 1`)) as unknown as {
    rows: { id: number; numero: string; dataAcordo: string; situacaoId: number; situacaoNome: string }[];
  };
  const c = r.rows[0];
  return c
    ? {
        idProcessoCobranca: Number(c.id),
        numero: c.numero,
        dataAcordo: String(c.dataAcordo).slice(0, 10),
        situacaoProcesso: { id: Number(c.situacaoId), nome: c.situacaoNome },
      }
    : null;
}
