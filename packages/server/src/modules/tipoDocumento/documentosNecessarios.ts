import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { tipoDocumento } from './tipoDocumento.table.ts';

/**
 * The documents each offered action asks for, named as the document types are (one query for all):
 * what `acoesDisponiveis` answers beside each action of a process or of its CDA.
 */
export async function documentosNecessarios<A extends string>(
  ex: Executor,
  acoes: readonly A[],
  tipoDe: (acao: A) => number | undefined,
): Promise<Map<A, { id: number; nome: string; opcional: boolean }[]>> {
  const tipos = [...new Set(acoes.map(tipoDe).filter((t): t is number => t !== undefined))];
  const nomes = new Map(
    tipos.length === 0
      ? []
      : (
          await ex
            .select({ id: tipoDocumento.id, nome: tipoDocumento.nome })
            .from(tipoDocumento)
            .where(inArray(tipoDocumento.id, tipos))
        ).map((t) => [t.id, t.nome]),
  );
  return new Map(
    acoes.map((a) => {
      const t = tipoDe(a);
      return [a, t === undefined ? [] : [{ id: t, nome: nomes.get(t) ?? `Documento ${t}`, opcional: false }]];
    }),
  );
}
