import type { IsoDate } from '@divida/domain/calendar';
import type { ProcessoDaPosicao } from '@divida/domain/devedor/posicao.schema';
import { sumMoney, toApiNumber } from '@divida/domain/money';
import { SISTEMA } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { empresasRepresentadas, posicaoDoDevedor } from '../posicaoDevedor/index.ts';
import type { Pessoa } from './sessao.ts';

/** A process as the portal's person stands on it: their own part, or a company's they act for. */
export type ProcessoDaPessoa = Omit<ProcessoDaPosicao, 'papel'> & {
  papel: ProcessoDaPosicao['papel'] | 'REPRESENTANTE';
};

/**
 * What a portal person may see (docs/portal.md §3): the debtor position of their own CPF, and of each
 * company they act for today, a grant in force (`empresasRepresentadas`) or the CNPJ of a company
 * certificate's sign-in; the companies' processes as REPRESENTANTE. Every body (SISTEMA): the person's
 * debts are theirs wherever they are. A process seen both ways keeps the person's own part.
 */
export async function posicaoDaPessoa(ex: Executor, pessoa: Pessoa, hoje: IsoDate) {
  const empresas = (await empresasRepresentadas(ex, pessoa.cpf, hoje)).map((e) => e.cnpj);
  if (pessoa.cnpjCertificado) empresas.push(pessoa.cnpjCertificado);
  const [propria, ...dasEmpresas] = await Promise.all([
    posicaoDoDevedor(ex, SISTEMA, pessoa.cpf),
    ...[...new Set(empresas)].map((cnpj) => posicaoDoDevedor(ex, SISTEMA, cnpj)),
  ]);
  const processos = new Map<number, ProcessoDaPessoa>();
  for (const e of dasEmpresas)
    for (const x of e.processos) processos.set(x.id, { ...x, papel: 'REPRESENTANTE' });
  for (const x of propria!.processos) processos.set(x.id, x);
  const acordos = new Map([...dasEmpresas, propria!].flatMap((p) => p.acordos.map((a) => [a.id, a])));
  const lista = [...processos.values()];
  return {
    devedores: [
      ...new Map([propria!, ...dasEmpresas].flatMap((p) => p.devedores.map((d) => [d.id, d]))).values(),
    ],
    processos: lista,
    acordos: [...acordos.values()],
    saldoDevedor: toApiNumber(sumMoney(lista.map((x) => x.saldoDevedor))),
  };
}
