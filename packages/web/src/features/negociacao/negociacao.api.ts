import type { CriarCobrancaInput } from '@divida/domain/cobranca/cobranca.schema';
import { api, type CorpoDe } from '../../lib/api.ts';
import { ApiError, http } from '../../lib/http.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

export type AptosFiltroNome = 'numero' | 'cpfCnpj' | 'nomeDevedor';

/**
 * The conditions of `simularParcelamento` and `imprimirSimulacaoParcelamento` (spec 03 §7): the route's
 * body (`simulacaoSchema`).
 */
export type PedidoSimulacao = CorpoDe<'POST', 'processoCobranca/simularParcelamento'>;

const vazioParaNulo = (v: string | undefined) => v?.trim() || null;

const corpoAptos = (filters: PageRequest<AptosFiltroNome>['filters']) => ({
  numero: vazioParaNulo(filters.numero),
  cpfCnpj: vazioParaNulo(filters.cpfCnpj),
  nomeDevedor: vazioParaNulo(filters.nomeDevedor),
});

export const negociacaoApi = {
  /** `POST processoConstituicaoCredito/aptosNegociacao`: debts apt for negotiation in the user's scope. */
  aptos: ({ page, size, sort, filters }: PageRequest<AptosFiltroNome>) =>
    api.post('processoConstituicaoCredito/aptosNegociacao', corpoAptos(filters), {
      query: { size, page, sort },
    }),
  exportarAptos: ({ sort, filters }: Omit<PageRequest<AptosFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha('processoConstituicaoCredito/exportarAptosNegociacao', corpoAptos(filters), { sort }),
  /** The debt's process, for the debtor's e-mail and phone (the Titular fills them). */
  processo: (id: number) => api.get('processoConstituicaoCredito/:id', { params: { id } }),
  /**
   * The requester with this CPF, or null: 404 is not an error here (spec 03 §7). With the debt being
   * negotiated, a representation proof stored for another debtor is not answered.
   */
  requerentePorCpf: (cpf: string, idProcesso?: number) =>
    api.get('requerente/porCpf/:cpf', { params: { cpf }, query: { idProcesso } }).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }),
  /** The e-mail and CPF pair; a 404 means neither is known, which is fine. */
  validarRequerente: (cpf: string, email: string) =>
    api.get('requerente/validar', { query: { cpf, email } }).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }),
  simular: (s: PedidoSimulacao) => api.post('processoCobranca/simularParcelamento', s),
  imprimirSimulacao: (s: PedidoSimulacao) =>
    http.post<Blob>('processoCobranca/imprimirSimulacaoParcelamento', s, {
      headers: { Accept: 'application/pdf' },
      responseType: 'blob',
    }),
  /** `POST processoCobranca`; the key makes a repeated click answer the same collection. */
  criar: (body: CriarCobrancaInput, chave: string) =>
    api.post('processoCobranca', body, { headers: { 'Idempotency-Key': chave } }),
};

/** The PDFs the conclusion offers (spec 03 §2.6, §7). */
export const negociacaoPdf = {
  termo: (idCobranca: number) => `processoCobranca/${idCobranca}/gerarTermoParcelamento`,
  boleto: (idCobranca: number, parcela: number) => `cobrancaBB/${idCobranca}/parcela/${parcela}/boleto`,
};

export const negociacaoKeys = {
  aptos: () => ['negociacao', 'aptos'] as const,
  processo: (id: number) => ['negociacao', 'processo', id] as const,
};
