import { parseIsoDate, type IsoDate } from '@divida/domain/calendar';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { processo } from '../processo/index.ts';
import { dividaAtiva, sequenciaAnual } from '../processo/index.ts';

/**
 * The next number of a yearly sequence: the counter row of (nome, ano) is created or incremented in
 * one statement, under its row lock, so two inscriptions at once never share a number and a rolled
 * back one frees its number for the next.
 */
export async function proximoDaSequencia(ex: Executor, nome: string, ano: number): Promise<number> {
  const [r] = await ex
    .insert(sequenciaAnual)
    .values({ nome, ano, valor: 1 })
    .onConflictDoUpdate({
      target: [sequenciaAnual.nome, sequenciaAnual.ano],
      set: { valor: sql`${sequenciaAnual.valor} + 1` },
    })
    .returning({ valor: sequenciaAnual.valor });
  return r!.valor;
}

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
  await ex.insert(dividaAtiva).values({
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
