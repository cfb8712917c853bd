import type {
  APTOS_SORT,
  AptoNegociacao,
  AptosNegociacaoFiltro,
} from '@divida/domain/cobranca/cobranca.schema';
import type { SortSpec } from '@divida/domain/list';
import { toApiNumber } from '@divida/domain/money';
import { and, eq, like, or } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { escapeLike, offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { colunasDe } from '../../platform/db/leitura.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { cdaInscricao as dividaAtiva, saldoDevedor, processoSaldo as processo } from '../processo/index.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import { condicaoAptoNegociar } from './debitos.ts';

const sortColumns = {
  numero: processo.numero,
  data: processo.data,
  nomeDevedor: [ordemDe(devedor.nomeBusca), devedor.nome],
  totalCorrigido: processo.totalCorrigido,
  ultimaCorrecaoValor: processo.ultimaCorrecaoValor,
  numeroCda: dividaAtiva.numeroCda,
} satisfies Record<(typeof APTOS_SORT)[number], unknown>;

/**
 * `POST processoConstituicaoCredito/aptosNegociacao` (spec 03 §2.5, §7): the debts that may be
 * negotiated now (docs/workflow.md "Negotiation eligibility") within the caller's scope. `numero` is a prefix
 * of the process number or of the CDA number; `cpfCnpj` a prefix of the debtor's document.
 */
export async function listarAptos(
  ex: Executor,
  caller: Caller,
  f: AptosNegociacaoFiltro,
  q: { sort: SortSpec<(typeof APTOS_SORT)[number]>; page: number; size: number },
): Promise<{ content: AptoNegociacao[]; totalElements: number }> {
  const where = and(
    condicaoAptoNegociar(),
    orgaoScope(caller, processo.orgaoCredorId),
    f.numero
      ? or(
          like(processo.numero, `${escapeLike(f.numero)}%`),
          like(dividaAtiva.numeroCda, `${escapeLike(f.numero)}%`),
        )
      : undefined,
    f.cpfCnpj ? like(devedor.documentoIdentificacao, `${escapeLike(f.cpfCnpj)}%`) : undefined,
    f.nomeDevedor ? contem(devedor.nomeBusca, f.nomeDevedor) : undefined,
  );
  const rows = () =>
    ex
      .select({
        p: colunasDe(processo),
        numeroCda: dividaAtiva.numeroCda,
        dataInscricao: dividaAtiva.data,
        cpfCnpj: devedor.documentoIdentificacao,
        nomeDevedor: devedor.nome,
        orgao: { id: orgaoCredor.id, sigla: orgaoCredor.sigla, convenio: orgaoCredor.convenio },
      })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
      .innerJoin(devedor, eq(devedor.id, processo.devedorId))
      .where(where)
      .orderBy(...orderBy(q.sort, sortColumns, processo.id))
      .limit(q.size)
      .offset(offsetOf(q));
  const page = await paginar(ex, q, rows, () =>
    ex
      .select({ n: countAll() })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
      .innerJoin(devedor, eq(devedor.id, processo.devedorId))
      .where(where),
  );
  return {
    totalElements: page.totalElements,
    content: page.content.map((r) => ({
      id: r.p.id,
      numero: r.p.numero,
      numeroCda: r.numeroCda,
      dataInscricao: r.dataInscricao,
      data: r.p.data,
      cpfCnpj: r.cpfCnpj,
      nomeDevedor: r.nomeDevedor,
      orgaoCredor: r.orgao,
      totalCorrigido: toApiNumber(r.p.totalCorrigido),
      saldoDevedor: toApiNumber(saldoDevedor(r.p)),
      ultimaCorrecaoValor: r.p.ultimaCorrecaoValor,
      nivelPrescricao: r.p.prescricaoNivel,
      prazoPrescricao: r.p.prescricaoPrazo,
    })),
  };
}
