import { compareDates, type IsoDate } from '@divida/domain/calendar';
import { NOME_SITUACAO_COBRANCA, SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import type { AcordoDaPosicao, ParcelaDaPosicao } from '@divida/domain/devedor/posicao.schema';
import { sumMoney, toApiNumber } from '@divida/domain/money';
import { saldoDaParcela } from '@divida/domain/cobranca/saldo';
import type { AcordoPortal, BoletoPortal } from '@divida/domain/portal/portal.schema';
import { notFound } from '../../platform/errors.ts';
import type { ProcessoDaPessoa } from './posicao.ts';

/**
 * How the portal shows agreements, instalments and slips (docs/portal.md §5.5): states in the
 * person's words, read from the debtor position.
 */

type Situacao = BoletoPortal['situacao'];

/** A slip as the portal answers it; `paga` when its instalment is settled. */
export function boletoParaOPortal(
  b: {
    id: number;
    nossoNumero: string;
    linhaDigitavel: string;
    pixCopiaECola: string | null;
    valor: number;
    vencimento: IsoDate;
    valido: boolean;
  },
  paga: boolean,
  hoje: IsoDate,
): BoletoPortal {
  const situacao: Situacao = paga
    ? 'PAGO'
    : !b.valido
      ? 'CANCELADO'
      : compareDates(b.vencimento, hoje) < 0
        ? 'VENCIDO'
        : 'EM_ABERTO';
  const { valido: _v, ...resto } = b;
  return { ...resto, situacao };
}

const parcelaPaga = (l: ParcelaDaPosicao) => l.situacao === 'BAIXADO' || l.dataPagamento !== null;

const boletoDaParcela = (l: ParcelaDaPosicao, hoje: IsoDate) =>
  l.boleto
    ? boletoParaOPortal(
        {
          id: l.boleto.id,
          nossoNumero: l.boleto.nossoNumero,
          linhaDigitavel: l.boleto.linhaDigitavel,
          pixCopiaECola: l.boleto.pixCopiaECola,
          valor: l.boleto.valorTotalBoleto,
          vencimento: l.boleto.dataVencimento,
          valido: true,
        },
        parcelaPaga(l),
        hoje,
      )
    : null;

/** An agreement of the person's position as the portal answers it. */
export function acordoParaOPortal(
  a: AcordoDaPosicao,
  processos: readonly ProcessoDaPessoa[],
  hoje: IsoDate,
): AcordoPortal {
  const orgao = processos.find((x) => a.processoIds.includes(x.id))!.orgaoCredor;
  const situacao = a.situacaoId as keyof typeof NOME_SITUACAO_COBRANCA;
  return {
    id: a.id,
    numero: a.numero,
    orgaoCredor: orgao,
    origem: a.origem,
    situacao: { codigo: a.situacaoId, descricao: NOME_SITUACAO_COBRANCA[situacao] ?? String(a.situacaoId) },
    formaPagamento: a.formaPagamento,
    totalParcelas: a.totalParcelas,
    valorTotalAcordo: a.valorTotalAcordo,
    saldoDevedor:
      a.situacaoId === SITUACAO_COBRANCA.CANCELADO
        ? 0
        : toApiNumber(
            sumMoney(
              a.parcelas.map((l) =>
                saldoDaParcela({
                  quitada: l.situacao === 'BAIXADO',
                  valorTotal: l.valorTotal,
                  valorPago: l.valorPago,
                }),
              ),
            ),
          ),
    aceite: a.aceite,
    parcelas: a.parcelas.map((l) => ({
      parcela: l.parcela,
      vencimento: l.dataVencimento,
      valor: l.valorTotal,
      valorPago: l.valorPago,
      situacao: parcelaPaga(l) ? 'PAGA' : compareDates(l.dataVencimento, hoje) < 0 ? 'VENCIDA' : 'EM_ABERTO',
      boleto: boletoDaParcela(l, hoje),
    })),
  };
}

/** The person's agreement by id; another person's answers as one that does not exist. */
export function acordoDaPessoa(p: { acordos: readonly AcordoDaPosicao[] }, id: number) {
  const a = p.acordos.find((x) => x.id === id);
  if (!a) throw notFound();
  return a;
}

/** The instalment that holds the person's slip `id` (a valid slip of their position), or 404. */
export function parcelaDoBoleto(p: { acordos: readonly AcordoDaPosicao[] }, id: number, hoje: IsoDate) {
  for (const a of p.acordos)
    for (const l of a.parcelas)
      if (l.boleto?.id === id) return { acordo: a, parcela: l, boleto: boletoDaParcela(l, hoje)! };
  throw notFound();
}
