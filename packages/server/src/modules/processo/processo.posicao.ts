import type { IsoDate } from '@divida/domain/calendar';
import type { ProcessoDaPosicao } from '@divida/domain/devedor/posicao.schema';
import { toApiNumber } from '@divida/domain/money';
import { prazoFinal } from '@divida/domain/workflow/prazo';
import { SITUACOES_COM_PRAZO } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { prazoDiasConfigurado } from '../configuracao/index.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { processoVisivelPara } from './processo.repository.ts';
import { processo, processoCorresponsavel } from './processo.table.ts';
import { saldoDevedor, valoresParaApi } from './processo.valores.ts';
import { calculoDoProcesso } from './processo.calculo.ts';
import { memoriaParaApi } from './processo.memoria.ts';

/**
 * The processes of the debtor's position (domain devedor/posicao.schema.ts): every process not
 * deleted whose holder, or a co-obligor, is one of the debtors, within the caller's scope (SISTEMA:
 * every body, as the portal and the certificate read), each with its CDA. A person both holder and
 * co-obligor of one process is listed once, as its holder. Ordered by body, then number.
 */
export async function processosDaPosicao(
  ex: Executor,
  caller: Caller,
  devedorIds: readonly number[],
): Promise<ProcessoDaPosicao[]> {
  if (devedorIds.length === 0) return [];
  const ids = [...devedorIds];
  const [titular, coobrigado] = await Promise.all([
    ex
      .select({ processoId: processo.id, devedorId: processo.devedorId })
      .from(processo)
      .where(and(inArray(processo.devedorId, ids), processoVisivelPara(caller))),
    ex
      .select({ processoId: processoCorresponsavel.processoId, devedorId: processoCorresponsavel.devedorId })
      .from(processoCorresponsavel)
      .innerJoin(processo, eq(processo.id, processoCorresponsavel.processoId))
      .where(and(inArray(processoCorresponsavel.devedorId, ids), processoVisivelPara(caller))),
  ]);
  const papel = new Map<number, Pick<ProcessoDaPosicao, 'papel' | 'devedorId'>>();
  for (const c of coobrigado) papel.set(c.processoId, { papel: 'CORRESPONSAVEL', devedorId: c.devedorId });
  for (const t of titular) papel.set(t.processoId, { papel: 'TITULAR', devedorId: t.devedorId });
  if (papel.size === 0) return [];

  const dias = await prazoDiasConfigurado(ex);
  const linhas = await ex
    .select({
      id: processo.id,
      numero: processo.numero,
      orgaoId: orgaoCredor.id,
      orgaoSigla: orgaoCredor.sigla,
      orgaoNome: orgaoCredor.nome,
      faseId: processo.faseId,
      situacaoId: processo.situacaoId,
      suspenso: processo.suspenso,
      statusCobranca: processo.statusCobranca,
      valorOriginario: processo.valorOriginario,
      totalCorrigido: processo.totalCorrigido,
      valorAtualizadoPago: processo.valorAtualizadoPago,
      valorCorrecaoPago: processo.valorCorrecaoPago,
      valorMultaPago: processo.valorMultaPago,
      valorJurosPago: processo.valorJurosPago,
      valorJurosMesPagamentoPago: processo.valorJurosMesPagamentoPago,
      valorHonorariosPago: processo.valorHonorariosPago,
      ultimaCorrecaoValor: processo.ultimaCorrecaoValor,
      dataReferenciaPrazo: processo.dataReferenciaPrazo,
      prescricaoNivel: processo.prescricaoNivel,
      prescricaoPrazo: processo.prescricaoPrazo,
      cdaId: dividaAtiva.id,
      numeroCda: dividaAtiva.numeroCda,
      cdaData: dividaAtiva.data,
      cdaValorTotal: dividaAtiva.valorTotal,
      cdaPrescrita: dividaAtiva.prescrita,
      statusJustica: dividaAtiva.statusJustica,
      statusProtesto: dividaAtiva.statusProtesto,
    })
    .from(processo)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
    .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
    .where(inArray(processo.id, [...papel.keys()]))
    .orderBy(asc(orgaoCredor.sigla), asc(processo.numero));

  return linhas.map((l) => ({
    id: l.id,
    numero: l.numero,
    orgaoCredor: { id: l.orgaoId, sigla: l.orgaoSigla, nome: l.orgaoNome },
    ...papel.get(l.id)!,
    faseId: l.faseId,
    situacaoId: l.situacaoId,
    suspenso: l.suspenso,
    statusCobranca: l.statusCobranca,
    valorOriginario: toApiNumber(l.valorOriginario),
    totalCorrigido: toApiNumber(l.totalCorrigido),
    saldoDevedor: toApiNumber(saldoDevedor(l)),
    ultimaCorrecaoValor: l.ultimaCorrecaoValor,
    prazoFinal:
      l.dataReferenciaPrazo && (SITUACOES_COM_PRAZO as readonly number[]).includes(l.situacaoId)
        ? prazoFinal(l.dataReferenciaPrazo, dias)
        : null,
    prescricaoNivel: l.prescricaoNivel,
    prescricaoPrazo: l.prescricaoPrazo,
    cda:
      l.cdaId === null
        ? null
        : {
            id: l.cdaId,
            numeroCda: l.numeroCda!,
            data: l.cdaData!,
            valorTotal: toApiNumber(l.cdaValorTotal!),
            prescrita: l.cdaPrescrita!,
            statusJustica: l.statusJustica!,
            statusProtesto: l.statusProtesto!,
          },
  }));
}

/**
 * A process of the debtor's position as its debtor sees it: the facts and the values of the staff's
 * detail (`valoresParaApi`, the same names and cents), nothing of other people (co-obligors, staff).
 * The caller has already found the process in the person's position.
 */
export async function processoParaODevedor(ex: Executor, id: number) {
  const [p] = await ex
    .select()
    .from(processo)
    .where(and(eq(processo.id, id), eq(processo.excluido, false)));
  if (!p) return undefined;
  return {
    numeroProcessoAdministrativo: p.numeroProcessoAdministrativo,
    descricaoFato: p.descricaoFato,
    fundamentoLegal: p.fundamentoLegal,
    valores: valoresParaApi(p),
  };
}

/**
 * The calculation memory of a process of the person's position, today (the staff's `memoriaParaApi`,
 * the same months, factors and cents). The caller has already found the process in the position.
 */
export async function memoriaParaODevedor(ex: Executor, id: number, hoje: IsoDate) {
  const [p] = await ex
    .select()
    .from(processo)
    .where(and(eq(processo.id, id), eq(processo.excluido, false)));
  return p && memoriaParaApi(await calculoDoProcesso(ex, p, hoje));
}
