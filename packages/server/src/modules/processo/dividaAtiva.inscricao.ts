import { parseIsoDate, type IsoDate } from '@divida/domain/calendar';
import type { Executor } from '../../platform/db/database.ts';
import type { processoLeitura as processo } from './processo.leitura.ts';
import { calculoDoProcesso } from './processo.calculo.ts';
import { corrigirProcesso } from './processo.correcao.ts';
import { inserirCda, proximoDaSequencia } from './dividaAtiva.gravacao.ts';

/** AAAA + 8 digits: the CDA number (docs/workflow.md "Actions of the PGE"). */
export const numeroCda = (ano: number, sequencial: number) => `${ano}${String(sequencial).padStart(8, '0')}`;

/**
 * INSCREVER_DIVIDA_ATIVA's effect: the CDA of the process, numbered by the inscription's year,
 * inscribed for the corrected total on that date (the calculation memory's total on that day); the
 * process and the CDA carry today's values, as every debt that follows the calendar does
 * (processo.correcao.ts). Runs inside the action's transaction; answers the CDA's number, which the
 * process's movement records.
 */
export async function inscreverCda(
  ex: Executor,
  p: typeof processo.$inferSelect,
  i: { dataInscricao: IsoDate; nomeProcuradorSignatario: string; usuarioId: number; hoje: IsoDate },
): Promise<string> {
  const ano = parseIsoDate(i.dataInscricao).year;
  const inscrito = await calculoDoProcesso(ex, p, i.dataInscricao);
  const atual = await corrigirProcesso(ex, p, i.hoje);
  const numero = numeroCda(ano, await proximoDaSequencia(ex, 'cda', ano));
  await inserirCda(ex, {
    processoId: p.id,
    numeroCda: numero,
    data: i.dataInscricao,
    dataAtualizacao: i.dataInscricao,
    dataReferenciaCalculo: p.dataReferenciaCalculo,
    nomeProcuradorSignatario: i.nomeProcuradorSignatario,
    valor: inscrito.total,
    valorCorrecao: atual.valorCorrecao,
    valorTotal: atual.totalCorrigido,
    dataUltimaCorrecaoValor: atual.ultimaCorrecaoValor,
    usuarioId: i.usuarioId,
  });
  return numero;
}
