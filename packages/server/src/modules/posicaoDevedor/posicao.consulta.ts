import { alcanceDoDocumento, type PosicaoDevedor } from '@divida/domain/devedor/posicao.schema';
import { sumMoney, toApiNumber } from '@divida/domain/money';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { processosDaPosicao } from '../processo/index.ts';
import { acordosDaPosicao } from '../processoCobranca/index.ts';

/**
 * The debtor's position (domain devedor/posicao.schema.ts) of a document: its debtors, their
 * processes with their CDAs, and the agreements that take those processes with instalments and slips.
 * Each part is read by the area that owns it; this composes them. `caller` bounds the processes to its
 * scope (a body's user sees its body's only); SISTEMA reads every body, as the portal and the
 * certificate do. A document nobody owes under answers an empty position, exactly as one with debts
 * outside the caller's scope: the answer never tells that a person owes another body.
 */
export async function posicaoDoDevedor(
  ex: Executor,
  caller: Caller,
  documento: string,
): Promise<PosicaoDevedor> {
  const alcance = alcanceDoDocumento(documento);
  const devedores = await ex
    .select({ id: devedor.id, nome: devedor.nome, documentoIdentificacao: devedor.documentoIdentificacao })
    .from(devedor)
    .where(
      'exato' in alcance
        ? eq(devedor.documentoIdentificacao, alcance.exato)
        : and(
            like(devedor.documentoIdentificacao, `${alcance.raiz}%`),
            sql`length(${devedor.documentoIdentificacao}) = 14`,
          ),
    )
    .orderBy(asc(devedor.documentoIdentificacao));
  const processos = await processosDaPosicao(
    ex,
    caller,
    devedores.map((d) => d.id),
  );
  const comDivida = new Set(processos.map((p) => p.devedorId));
  const acordos = await acordosDaPosicao(
    ex,
    processos.map((p) => p.id),
  );
  return {
    devedores: devedores.filter((d) => comDivida.has(d.id)),
    processos,
    acordos,
    saldoDevedor: toApiNumber(sumMoney(processos.map((p) => p.saldoDevedor))),
  };
}
