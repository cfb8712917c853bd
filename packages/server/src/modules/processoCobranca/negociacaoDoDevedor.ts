import type { IsoDate } from '@divida/domain/calendar';
import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import {
  aplicarDesconto,
  primeiraParcelaProposta,
  primeiroVencimentoPadrao,
  somarSaldos,
} from '@divida/domain/negociacao';
import { DIAS_VENCIMENTO_PORTAL } from '@divida/domain/portal/portal.schema';
import { SISTEMA } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { prepararNegociacao, simular, type Negociacao } from './simulacao.ts';

/**
 * The negotiation as the debtor sees it on the portal (docs/portal.md §5.5): the staff's engine and
 * rules, on debts the portal has already judged the person's (read for the system, no body's scope),
 * with the staff wizard's proposal: no discount, the principal divided equally, the first instalment
 * falling due as the portal's slip does.
 */
export const vencimentoNoPortal = (hoje: IsoDate) => primeiroVencimentoPadrao(hoje, DIAS_VENCIMENTO_PORTAL);

const principalDe = (n: Negociacao) => {
  const saldo = somarSaldos(n.saldos);
  return saldo ? aplicarDesconto(saldo, 0).saldoComDesconto.valorAtualizado : toDecimal(0);
};

function simularEm(n: Negociacao, totalParcelas: number, hoje: IsoDate) {
  const primeiroVencimento = vencimentoNoPortal(hoje);
  const valorPrimeiraParcela = toApiNumber(primeiraParcelaProposta(principalDe(n), totalParcelas));
  const r = simular(
    n,
    { formaPagamento: 'PARCELADO', totalParcelas, valorPrimeiraParcela, desconto: 0, primeiroVencimento },
    hoje,
  );
  return { r, primeiroVencimento, valorPrimeiraParcela };
}

/** The quantities offered: every one up to 12, then 18, 24, 36, 48, 60… up to the maximum. */
const quantidades = (maximo: number) =>
  [...Array.from({ length: 11 }, (_, i) => i + 2), 18, 24, 36, 48, 60, 72, 84, 96, 120].filter(
    (q) => q <= maximo,
  );

/** `POST negociacao/opcoes`: the quantities of instalments the rules allow, each with its figures. */
export async function opcoesDoDevedor(ex: Executor, ids: readonly number[], hoje: IsoDate) {
  const n = await prepararNegociacao(ex, SISTEMA, ids, hoje, false);
  const maximo = simularEm(n, 2, hoje).r.maxParcelas ?? 0;
  const opcoes = [];
  for (const q of quantidades(maximo)) {
    const { r, valorPrimeiraParcela } = simularEm(n, q, hoje);
    if (r.valido && r.resumo)
      opcoes.push({
        totalParcelas: q,
        valorPrimeiraParcela,
        valorTotal: toApiNumber(r.resumo.valorTotalAcordo),
      });
  }
  return {
    maximoParcelas: opcoes.at(-1)?.totalParcelas ?? 0,
    valorMinimoParcela: toApiNumber(toDecimal(n.configuracao.valorMinParcelas)),
    opcoes,
  };
}

/**
 * `POST negociacao/simular`: the staff simulation of `totalParcelas` on the proposal, or 400 with its
 * critiques; with the figures the term prints.
 */
export async function simulacaoDoDevedor(
  ex: Executor,
  ids: readonly number[],
  totalParcelas: number,
  hoje: IsoDate,
  bloquear = false,
) {
  const n = await prepararNegociacao(ex, SISTEMA, ids, hoje, bloquear);
  const { r, primeiroVencimento, valorPrimeiraParcela } = simularEm(n, totalParcelas, hoje);
  if (!r.valido || !r.resumo)
    throw badRequest(
      MENSAGENS_COBRANCA.erroParcelamento,
      r.criticas.map((c) => ({ field: 'totalParcelas', message: c })),
    );
  return {
    idsDebitos: n.debitos.map((d) => d.p.id),
    totalParcelas,
    primeiroVencimento,
    valorPrimeiraParcela,
    parcelas: r.parcelas.map((p) => ({
      parcela: p.parcela,
      dataVencimento: p.dataVencimento,
      valorTotal: toApiNumber(p.valorTotal),
    })),
    valorTotalAcordo: toApiNumber(r.resumo.valorTotalAcordo),
    orgaoCredorId: n.debitos[0]!.p.orgaoCredorId,
    debitos: n.debitos.map((d, i) => ({
      devedorId: d.p.devedorId,
      numeroProcesso: d.p.numero,
      numeroCda: d.cda.numeroCda,
      valorTotal: toApiNumber(
        sumMoney([
          n.saldos[i]!.valorAtualizado,
          n.saldos[i]!.valorCorrecao,
          n.saldos[i]!.valorJuros,
          n.saldos[i]!.valorMulta,
        ]),
      ),
    })),
  };
}
