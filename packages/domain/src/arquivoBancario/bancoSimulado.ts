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
 * confirmation (02) when only sent, and payments (06) on or before its due date, so that one file
 * shows every divergence of the reconciliation queue (issue 36 item 13) once the bank holds three
 * slips: the first paid and paid again (DUPLICADO), the second paid R$ 10,00 less (PAGO_A_MENOR) and
 * paid once more without its seu número (DIVERGENTE), the third paid R$ 10,00 more (PAGO_A_MAIOR) and
 * reported paid after the bank's cancellation (17, PAGO_APOS_BAIXA). After them most are paid, every
 * seventh stays open and every third has a divergence in turn. A slip the product cancelled whose
 * cancellation the bank has not received yet (`cancelado`) is paid as it stands (its collection
 * cancelled: PAGO_APOS_CANCELAMENTO); and a nosso número nobody issued is paid (NAO_IDENTIFICADO).
 */
export function diaDoBanco(
  convenio: string,
  boletos: readonly (BoletoNoBanco & { enviado: boolean; cancelado?: boolean })[],
  o: { data: IsoDate; apenasConfirmar?: boolean },
): MovimentoRetorno[] {
  const movimentos: MovimentoRetorno[] = [];
  let i = -1;
  for (const b of boletos) {
    if (b.enviado) movimentos.push(movimentoDoBanco(b, '02', o.data));
    if (o.apenasConfirmar) continue;
    const data = compareDates(b.dataVencimento, o.data) < 0 ? b.dataVencimento : o.data;
    const pago = (valor: Money, codigo = '06', de: BoletoNoBanco = b) =>
      movimentoDoBanco(de, codigo, data, { pago: valor });
    if (b.cancelado) {
      movimentos.push(pago(b.valor));
      continue;
    }
    i++;
    const menos = b.valor.minus(10).gt(0) ? b.valor.minus(10) : b.valor.div(2).toDecimalPlaces(2);
    const semSeuNumero = { ...b, seuNumero: '' };
    const caso = i < 3 ? -1 : i % 7 === 6 ? 'aberto' : i % 3 === 2 ? Math.floor(i / 3) % 5 : 'pago';
    if (i === 0) movimentos.push(pago(b.valor), pago(b.valor));
    else if (i === 1) movimentos.push(pago(menos), pago(b.valor, '06', semSeuNumero));
    else if (i === 2) movimentos.push(pago(b.valor.plus(10)), pago(b.valor, '17'));
    else if (caso === 'aberto')
      continue; // some stay open
    else if (caso === 0) movimentos.push(pago(menos));
    else if (caso === 1) movimentos.push(pago(b.valor.plus(10)));
    else if (caso === 2) movimentos.push(pago(b.valor), pago(b.valor));
    else if (caso === 3) movimentos.push(pago(b.valor, '17'));
    else if (caso === 4) movimentos.push(pago(b.valor, '06', semSeuNumero));
    else movimentos.push(pago(b.valor));
  }
  if (!o.apenasConfirmar && boletos.length) {
    // a payment of a nosso número nobody issued
    const ninguem = { ...boletos[0]!, nossoNumero: `${convenio}9999999999`, chave: '', seuNumero: '' };
    movimentos.push(movimentoDoBanco(ninguem, '06', o.data, { pago: toDecimal('57.30') }));
  }
  return movimentos;
}
