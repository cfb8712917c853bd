import { parseIsoDate, type IsoDate } from '@divida/domain/calendar';
import type { Executor } from '../../platform/db/database.ts';
import type { processoLeitura as processo } from '../processo/index.ts';
import { inserirCda, proximoDaSequencia } from '../processo/index.ts';

/** AAAA + 8 digits: the CDA number (WORKFLOW.md "Actions of the PGE"). */
export const numeroCda = (ano: number, sequencial: number) => `${ano}${String(sequencial).padStart(8, '0')}`;

/**
 * INSCREVER_DIVIDA_ATIVA's effect: the CDA of the process, numbered by the inscription's year,
 * inscribed for the corrected total on that date. Runs inside the action's transaction; answers the
 * CDA's number, which the process's movement records.
 */
export async function inscreverCda(
  ex: Executor,
  p: typeof processo.$inferSelect,
  i: { dataInscricao: IsoDate; nomeProcuradorSignatario: string; usuarioId: number },
): Promise<string> {
  const ano = parseIsoDate(i.dataInscricao).year;
  const numero = numeroCda(ano, await proximoDaSequencia(ex, 'cda', ano));
  await inserirCda(ex, {
    processoId: p.id,
    numeroCda: numero,
    data: i.dataInscricao,
    dataAtualizacao: i.dataInscricao,
    dataReferenciaCalculo: p.dataReferenciaCalculo,
    nomeProcuradorSignatario: i.nomeProcuradorSignatario,
    valor: p.totalCorrigido,
    valorCorrecao: p.valorCorrecao,
    valorTotal: p.totalCorrigido,
    dataUltimaCorrecaoValor: p.ultimaCorrecaoValor,
    usuarioId: i.usuarioId,
  });
  return numero;
}
