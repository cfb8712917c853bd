import {
  MENSAGENS_COBRANCA,
  type ResultadoSimulacaoApi,
  type SimulacaoInput,
} from '@divida/domain/cobranca/cobranca.schema';
import type { IsoDate } from '@divida/domain/calendar';
import { toApiNumber, toDecimal } from '@divida/domain/money';
import {
  aplicarDesconto,
  primeiroVencimentoPadrao,
  simulacaoParaApi,
  somarSaldos,
  simularParcelamento,
  type ConfiguracaoParcelamento,
  type FormaPagamento,
  type ResultadoSimulacao,
} from '@divida/domain/negociacao';
import type { Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { configuracaoParcelamento } from '../configuracao/index.ts';
import {
  debitosParaNegociar,
  saldoDoDebito,
  valoresCorrigidos,
  type DebitoNegociado,
  type SaldoComponentes,
  type ValoresCorrigidos,
} from './debitos.ts';

/** What a negotiation computes from: the debts (refreshed), their balances and the day's settings. */
export interface Negociacao {
  debitos: DebitoNegociado[];
  valores: ValoresCorrigidos[];
  saldos: SaldoComponentes[];
  configuracao: ConfiguracaoParcelamento;
}

export async function prepararNegociacao(
  ex: Executor,
  caller: Caller,
  ids: readonly number[],
  hoje: IsoDate,
  bloquear: boolean,
): Promise<Negociacao> {
  const debitos = await debitosParaNegociar(ex, caller, ids, bloquear);
  const valores: ValoresCorrigidos[] = [];
  for (const d of debitos) valores.push(await valoresCorrigidos(ex, d.p, hoje));
  return {
    debitos,
    valores,
    saldos: debitos.map((d, i) => saldoDoDebito(d.p, valores[i]!)),
    configuracao: await configuracaoParcelamento(ex),
  };
}

export interface Condicoes {
  formaPagamento: FormaPagamento;
  totalParcelas: number;
  valorPrimeiraParcela: number | null | undefined;
  desconto: number;
  primeiroVencimento: IsoDate;
}

/** The domain's engine on the server's figures (negociacao.ts; docs/calculos.md §5–8). */
export function simular(n: Negociacao, c: Condicoes, hoje: IsoDate): ResultadoSimulacao {
  return simularParcelamento({
    debitos: n.saldos,
    configuracao: n.configuracao,
    desconto: c.desconto,
    formaPagamento: c.formaPagamento,
    totalParcelas: c.formaPagamento === 'A_VISTA' ? 1 : c.totalParcelas,
    valorPrimeiraParcela: c.valorPrimeiraParcela ?? null,
    primeiroVencimento: c.primeiroVencimento,
    hoje,
  });
}

export const condicoesDaSimulacao = (s: SimulacaoInput, hoje: IsoDate): Condicoes => ({
  formaPagamento: s.formaPagamento ?? 'PARCELADO',
  totalParcelas: s.quantidadeParcelas,
  valorPrimeiraParcela: s.valorPrimeiraParcela,
  desconto: s.desconto,
  primeiroVencimento: s.primeiroVencimento ?? primeiroVencimentoPadrao(hoje),
});

/**
 * The answer of `simularParcelamento` (spec 03 §3 "Simulation result"), critiques titled as the spec
 * says, with the bounds of the first instalment (the discounted principal, the minimum) so the wizard
 * can propose and check a value before it asks again.
 */
export function resultadoParaApi(r: ResultadoSimulacao, n: Negociacao, c: Condicoes): ResultadoSimulacaoApi {
  const api = simulacaoParaApi(r);
  const saldo = somarSaldos(n.saldos);
  return {
    parcelas: api.parcelas.map((p) => ({ ...p, honorarios: p.valorHonorarios })),
    valido: api.valido,
    criticas: api.criticas,
    titulo: r.valido ? null : MENSAGENS_COBRANCA.erroParcelamento,
    maxParcelas: r.maxParcelas,
    valorTotalAcordo: r.resumo ? toApiNumber(r.resumo.valorTotalAcordo) : null,
    valorPrincipal: saldo
      ? toApiNumber(aplicarDesconto(saldo, c.desconto).saldoComDesconto.valorAtualizado)
      : null,
    valorMinimoParcela: toApiNumber(toDecimal(n.configuracao.valorMinParcelas)),
  };
}
