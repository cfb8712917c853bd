import { compareDates, type IsoDate } from '../calendar.ts';
import { toDecimal, toMoney, type Money } from '../money.ts';
import { ler } from './cnab240.ts';
import { HEADER_ARQUIVO, SEGMENTO_P } from './layoutBB.ts';
import type { Beneficiario } from './remessa.ts';
import type { MovimentoRetorno } from './retorno.ts';

/**
 * The simulated Banco do Brasil (issue 24 item 6), the only one: `npm run banco:retorno` and the demo
 * (the server's `gerarRetornoSimulado`, over the slips the database says the bank holds), the tests and
 * the browser specs (over the remessa the product wrote) all build the bank's lines here.
 */

/** A slip as the bank holds it (what the remessa's segment P told it). */
export interface BoletoNoBanco {
  nossoNumero: string;
  seuNumero: string;
  chave: string;
  dataVencimento: IsoDate;
  valor: Money;
}

/** The bank's fee on a payment (06, 17): the net amount credited is the paid amount less it. */
export const TARIFA_SIMULADA = toDecimal('2.50');

/** The bank's line for a movement on a slip: the code, what was paid (06, 17) and the reasons (03). */
export function movimentoDoBanco(
  b: BoletoNoBanco,
  codigo: string,
  dia: IsoDate,
  opcoes: { pago?: Money | number; motivos?: string } = {},
): MovimentoRetorno {
  const pagamento = codigo === '06' || codigo === '17';
  const pago = pagamento ? toMoney(opcoes.pago ?? 0) : toDecimal(0);
  const tarifa = pagamento ? TARIFA_SIMULADA : toDecimal(0);
  return {
    movimento: codigo,
    nossoNumero: b.nossoNumero,
    seuNumero: b.seuNumero,
    chave: b.chave,
    dataVencimento: b.dataVencimento,
    valorNominal: b.valor,
    tarifa,
    motivos: opcoes.motivos ?? '',
    acrescimos: toDecimal(0),
    desconto: toDecimal(0),
    valorPago: pago,
    valorLiquido: pago.gt(tarifa) ? pago.minus(tarifa) : toDecimal(0),
    dataOcorrencia: dia,
    dataCredito: pagamento ? dia : null,
  };
}

/** What the bank reads in a remessa: the beneficiary and the slips it is asked to register (01). */
export function lerRemessa(texto: string): { beneficiario: Beneficiario; boletos: BoletoNoBanco[] } {
  const linhas = texto.split(/\r?\n/).filter((l) => l.length > 0);
  const h = ler(HEADER_ARQUIVO, linhas[0]!);
  const beneficiario: Beneficiario = {
    cnpj: String(h.cnpj),
    convenio: String(h.convenio).slice(-7),
    carteira: String(h.carteira),
    variacao: String(h.variacao),
    agencia: String(h.agencia),
    digitoAgencia: String(h.digitoAgencia),
    conta: String(h.conta),
    digitoConta: String(h.digitoConta),
    nome: String(h.nomeEmpresa),
  };
  const boletos = linhas
    .filter((l) => l[7] === '3' && l[13] === 'P' && l.slice(15, 17) === '01')
    .map((l) => {
      const p = ler(SEGMENTO_P, l);
      return {
        nossoNumero: String(p.nossoNumero),
        seuNumero: String(p.seuNumero),
        chave: String(p.chave),
        dataVencimento: p.dataVencimento as IsoDate,
        valor: p.valorNominal as Money,
      };
    });
  return { beneficiario, boletos };
}

/**
 * The bank's day for a body (the demo and `npm run banco:retorno`): for each slip it holds, a
 * confirmation (02) when only sent, and a payment (06) on or before its due date for most (every
 * seventh stays open); every third slip a divergence in turn (paid R$ 10,00 less, R$ 10,00 more, paid
 * twice, paid after cancellation 17), plus a nosso número nobody issued.
 */
export function diaDoBanco(
  convenio: string,
  boletos: readonly (BoletoNoBanco & { enviado: boolean })[],
  o: { data: IsoDate; apenasConfirmar?: boolean },
): MovimentoRetorno[] {
  const movimentos: MovimentoRetorno[] = [];
  boletos.forEach((b, i) => {
    if (b.enviado) movimentos.push(movimentoDoBanco(b, '02', o.data));
    if (o.apenasConfirmar || i % 7 === 6) return; // some stay open
    const data = compareDates(b.dataVencimento, o.data) < 0 ? b.dataVencimento : o.data;
    const pago = (valor: Money, codigo = '06') => movimentoDoBanco(b, codigo, data, { pago: valor });
    // every third slip a divergence, in turn: paid less, paid more, paid twice, paid after cancellation
    const caso = i % 3 === 2 ? Math.floor(i / 3) % 4 : -1;
    const menos = b.valor.minus(10).gt(0) ? b.valor.minus(10) : b.valor.div(2).toDecimalPlaces(2);
    if (caso === 0) movimentos.push(pago(menos));
    else if (caso === 1) movimentos.push(pago(b.valor.plus(10)));
    else if (caso === 2) movimentos.push(pago(b.valor), pago(b.valor));
    else if (caso === 3) movimentos.push(pago(b.valor, '17'));
    else movimentos.push(pago(b.valor));
  });
  if (!o.apenasConfirmar && boletos.length) {
    // a payment of a nosso número nobody issued
    const ninguem = { ...boletos[0]!, nossoNumero: `${convenio}9999999999`, chave: '', seuNumero: '' };
    movimentos.push(movimentoDoBanco(ninguem, '06', o.data, { pago: toDecimal('57.30') }));
  }
  return movimentos;
}
