/**
 * Payment slips (boletos) of Banco do Brasil registered collection, FEBRABAN layout (spec 01 §3 bank
 * fields: convenio, carteira). For now only the 7-digit convênio, whose nosso número has no check digit:
 *
 *   nosso número (17) = convênio (7) + sequence (10)
 *   campo livre  (25) = '000000' + nosso número + carteira (2)
 *   barcode      (44) = bank '001' + currency '9' + general DV (mod 11) + due-date factor (4)
 *                       + amount in cents (10) + campo livre
 *   linha digitável (47) = three fields with a mod-10 DV each, the general DV, factor + amount.
 */
import { toSVG } from 'bwip-js';
import { addDays, daysBetween, parseIsoDate, type IsoDate } from './calendar.ts';
import { fromCents, toCents, toDecimal, type Money, type MoneyInput } from './money.ts';

/** Why a slip cannot be issued (spec 03 §7). */
export const MENSAGENS_BOLETO = {
  parcelaAnteriorEmAberto: 'A parcela anterior consta como em aberto',
  parcelaInexistente: (n: number) => `A parcela ${n} não existe nesta cobrança.`,
  parcelaQuitada: (n: number) => `A parcela ${n} já está quitada.`,
  somenteAtivo: 'O boleto do pagamento à vista só pode ser emitido com a cobrança em aberto (ATIVO).',
  somenteParcelado:
    'O boleto de uma parcela só pode ser emitido com o parcelamento vigente (termo anexado) e a parcela em aberto.',
  bancoNaoSuportado:
    'Os boletos são emitidos pelo Banco do Brasil: o órgão credor precisa de um convênio de 7 dígitos do banco 001.',
} as const;

export const BANCO_DO_BRASIL = '001';
export const MOEDA_REAL = '9';
/** Day 0 of the due-date factor (FEBRABAN). */
export const DATA_BASE_FATOR: IsoDate = '1997-10-07';
/** The first day of the second factor cycle: its factor is 1000 again (after 9999 on 2025-02-21). */
export const DATA_REINICIO_FATOR: IsoDate = '2025-02-22';
export const VALOR_MAXIMO_BOLETO = '99999999.99';

/** A slip that cannot be built from the data given; the message is for the user (Portuguese). */
export class BoletoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoletoError';
  }
}

const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** Mod 10 (weights 2, 1, 2, … from the right; digits of the products summed). */
export function modulo10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    const p = (numero.charCodeAt(i) - 48) * peso;
    soma += p > 9 ? p - 9 : p;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/** Mod 11 of the barcode's general DV (weights 2..9 from the right); 0, 10 and 11 become 1. */
export function modulo11Barras(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += (numero.charCodeAt(i) - 48) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * The 4-digit due-date factor: days since 07/10/1997, restarting at 1000 on 22/02/2025 and every 9000
 * days after (FEBRABAN). Defined from 03/07/2000 (factor 1000) on.
 */
export function fatorVencimento(vencimento: IsoDate): string {
  const dias = daysBetween(DATA_BASE_FATOR, vencimento);
  if (dias < 1000)
    throw new BoletoError('Data de vencimento anterior a 03/07/2000 não tem fator de vencimento');
  return String(1000 + ((dias - 1000) % 9000));
}

/** The due date of a factor: of the dates with that factor, the one nearest the reference date. */
export function dataDoFator(fator: string | number, referencia: IsoDate): IsoDate {
  const f = Number(fator);
  if (!Number.isInteger(f) || f < 1000 || f > 9999)
    throw new BoletoError(`Fator de vencimento inválido: ${fator}`);
  const ref = daysBetween(DATA_BASE_FATOR, referencia);
  const ciclo = Math.max(0, Math.round((ref - f) / 9000));
  return addDays(DATA_BASE_FATOR, f + ciclo * 9000);
}

/** Nosso número of a 7-digit convênio: convênio + the sequence in 10 digits (17 digits, no DV). */
export function nossoNumeroBB(convenio: string, sequencial: number | bigint | string): string {
  const conv = convenio.trim();
  if (!/^\d+$/.test(conv)) throw new BoletoError('O convênio deve conter apenas dígitos');
  if (conv.length !== 7) {
    throw new BoletoError(
      `Convênio do Banco do Brasil com ${conv.length} dígitos não é suportado; apenas convênios de 7 dígitos`,
    );
  }
  const seq = String(sequencial).trim();
  if (!/^\d+$/.test(seq) || BigInt(seq) < 1n || seq.replace(/^0+/, '').length > 10) {
    throw new BoletoError('O sequencial do nosso número deve ser um inteiro de 1 a 9999999999');
  }
  return conv + seq.replace(/^0+/, '').padStart(10, '0');
}

/** Campo livre of a 7-digit convênio: '000000' + nosso número (17) + carteira (2). */
export function campoLivreBB(nossoNumero: string, carteira: string): string {
  if (!/^\d{17}$/.test(nossoNumero)) throw new BoletoError('O nosso número deve ter 17 dígitos');
  const cart = carteira.trim();
  if (!/^\d{1,2}$/.test(cart)) throw new BoletoError('A carteira deve ter até 2 dígitos');
  return `000000${nossoNumero}${cart.padStart(2, '0')}`;
}

function valorEmCentavos(valor: MoneyInput): string {
  const v = toDecimal(valor);
  if (v.decimalPlaces() > 2)
    throw new BoletoError('O valor do boleto deve ter no máximo duas casas decimais');
  if (v.lte(0) || v.gt(VALOR_MAXIMO_BOLETO)) {
    throw new BoletoError('O valor do boleto deve estar entre R$ 0,01 e R$ 99.999.999,99');
  }
  return toCents(v).toString().padStart(10, '0');
}

/** The 44-digit barcode from its parts. */
export function montarCodigoBarras(p: {
  banco?: string;
  moeda?: string;
  vencimento: IsoDate;
  valor: MoneyInput;
  campoLivre: string;
}): string {
  const banco = p.banco ?? BANCO_DO_BRASIL;
  const moeda = p.moeda ?? MOEDA_REAL;
  if (!/^\d{3}$/.test(banco) || !/^\d$/.test(moeda)) throw new BoletoError('Banco ou moeda inválidos');
  if (!/^\d{25}$/.test(p.campoLivre)) throw new BoletoError('O campo livre deve ter 25 dígitos');
  const semDv = banco + moeda + fatorVencimento(p.vencimento) + valorEmCentavos(p.valor) + p.campoLivre;
  return semDv.slice(0, 4) + modulo11Barras(semDv) + semDv.slice(4);
}

/** True when a barcode has 44 digits and its general DV is right. */
export function validarCodigoBarras(codigo: string): boolean {
  if (!/^\d{44}$/.test(codigo)) return false;
  return Number(codigo[4]) === modulo11Barras(codigo.slice(0, 4) + codigo.slice(5));
}

/** The 47 digits of the linha digitável of a barcode. */
export function linhaDigitavel(codigoBarras: string): string {
  if (!validarCodigoBarras(codigoBarras)) throw new BoletoError('Código de barras inválido');
  const livre = codigoBarras.slice(19);
  const c1 = codigoBarras.slice(0, 4) + livre.slice(0, 5);
  const c2 = livre.slice(5, 15);
  const c3 = livre.slice(15, 25);
  return (
    c1 + modulo10(c1) + c2 + modulo10(c2) + c3 + modulo10(c3) + codigoBarras[4] + codigoBarras.slice(5, 19)
  );
}

/** True when a linha digitável (digits, or formatted) has 47 digits and all four DVs are right. */
export function validarLinhaDigitavel(linha: string): boolean {
  const d = digitsOnly(linha);
  if (d.length !== 47) return false;
  const campos: [string, number][] = [
    [d.slice(0, 9), 9],
    [d.slice(10, 20), 20],
    [d.slice(21, 31), 31],
  ];
  if (!campos.every(([c, pos]) => modulo10(c) === Number(d[pos]))) return false;
  return validarCodigoBarras(codigoBarrasDaLinha(d, false));
}

/** The barcode of a linha digitável. */
export function codigoBarrasDaLinha(linha: string, validar = true): string {
  const d = digitsOnly(linha);
  if (validar && !validarLinhaDigitavel(d)) throw new BoletoError('Linha digitável inválida');
  return (
    d.slice(0, 4) + d.slice(32, 33) + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31)
  );
}

/** As printed on the slip: 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatarLinhaDigitavel(linha: string): string {
  const d = digitsOnly(linha);
  if (d.length !== 47) throw new BoletoError('A linha digitável deve ter 47 dígitos');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}

export interface LeituraCodigoBarras {
  banco: string;
  moeda: string;
  fatorVencimento: string;
  vencimento: IsoDate;
  valor: Money;
  campoLivre: string;
}

/** Reads a barcode back; the due date is the factor's date nearest the reference date. */
export function lerCodigoBarras(codigo: string, referencia: IsoDate): LeituraCodigoBarras {
  if (!validarCodigoBarras(codigo)) throw new BoletoError('Código de barras inválido');
  const fator = codigo.slice(5, 9);
  return {
    banco: codigo.slice(0, 3),
    moeda: codigo.slice(3, 4),
    fatorVencimento: fator,
    vencimento: dataDoFator(fator, referencia),
    valor: fromCents(BigInt(codigo.slice(9, 19))),
    campoLivre: codigo.slice(19),
  };
}

export interface DadosBoletoBB {
  /** Spec 01 §3 orgaoCredor.convenio: 7 digits for now. */
  convenio: string;
  /** Spec 01 §3 orgaoCredor.carteira (e.g. '17'). */
  carteira: string;
  /** The slip's sequence within the convênio (1..9999999999). */
  sequencial: number | bigint | string;
  valor: MoneyInput;
  vencimento: IsoDate;
}

export interface BoletoBB {
  nossoNumero: string;
  campoLivre: string;
  fatorVencimento: string;
  codigoBarras: string;
  linhaDigitavel: string;
  linhaDigitavelFormatada: string;
  valor: Money;
  vencimento: IsoDate;
}

/** Builds a Banco do Brasil slip (convênio of 7 digits). Throws BoletoError on invalid data. */
export function gerarBoletoBB(dados: DadosBoletoBB): BoletoBB {
  parseIsoDate(dados.vencimento);
  const nossoNumero = nossoNumeroBB(dados.convenio, dados.sequencial);
  const campoLivre = campoLivreBB(nossoNumero, dados.carteira);
  const codigoBarras = montarCodigoBarras({ vencimento: dados.vencimento, valor: dados.valor, campoLivre });
  const linha = linhaDigitavel(codigoBarras);
  return {
    nossoNumero,
    campoLivre,
    fatorVencimento: codigoBarras.slice(5, 9),
    codigoBarras,
    linhaDigitavel: linha,
    linhaDigitavelFormatada: formatarLinhaDigitavel(linha),
    valor: fromCents(BigInt(codigoBarras.slice(9, 19))),
    vencimento: dados.vencimento,
  };
}

/**
 * The barcode as an SVG image (Interleaved 2 of 5, no text, no check digit added: the general DV is
 * already inside), for the PDF. Works in Node and in the browser.
 */
export function codigoBarrasSvg(codigo: string, opcoes: { alturaMm?: number; escala?: number } = {}): string {
  if (!validarCodigoBarras(codigo)) throw new BoletoError('Código de barras inválido');
  return toSVG({
    bcid: 'interleaved2of5',
    text: codigo,
    includecheck: false,
    includetext: false,
    height: opcoes.alturaMm ?? 13,
    scale: opcoes.escala ?? 2,
  });
}
