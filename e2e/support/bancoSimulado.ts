import type { IsoDate } from '@divida/domain/calendar';
import { ler } from '@divida/domain/arquivoBancario/cnab240';
import { HEADER_ARQUIVO, SEGMENTO_P } from '@divida/domain/arquivoBancario/layoutBB';
import type { Beneficiario } from '@divida/domain/arquivoBancario/remessa';
import { escreverRetorno, type MovimentoRetorno } from '@divida/domain/arquivoBancario/retorno';
import { toMoney, type Money } from '@divida/domain/money';

/**
 * The bank of the browser specs (BANCO.md §1): reads the remessa the product wrote and answers a
 * return file with the movements a test asks for, written by the domain's own CNAB 240 writer.
 */
export interface BoletoRemessa {
  nossoNumero: string;
  seuNumero: string;
  chave: string;
  dataVencimento: IsoDate;
  valor: Money;
}

export interface RemessaLida {
  beneficiario: Beneficiario;
  boletos: BoletoRemessa[];
}

export function lerRemessa(texto: string): RemessaLida {
  const linhas = texto.split(/\r?\n/).filter((l) => l.length > 0);
  const h = ler(HEADER_ARQUIVO, linhas[0]!);
  const beneficiario: Beneficiario = {
    cnpj: String(h.cnpj),
    convenio: String(h.convenio).replace(/^0+/, '').padStart(7, '0'),
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
        valor: toMoney(p.valorNominal as Money),
      };
    });
  return { beneficiario, boletos };
}

/** A movement on a slip of the remessa: the code, what was paid (06, 17) and the reasons (03). */
export function movimento(
  b: BoletoRemessa,
  codigo: string,
  dia: IsoDate,
  opcoes: { pago?: Money | number; motivos?: string } = {},
): MovimentoRetorno {
  const pago = toMoney(opcoes.pago ?? 0);
  const pagamento = codigo === '06' || codigo === '17';
  return {
    movimento: codigo,
    nossoNumero: b.nossoNumero,
    seuNumero: b.seuNumero,
    chave: b.chave,
    dataVencimento: b.dataVencimento,
    valorNominal: b.valor,
    tarifa: toMoney(0),
    motivos: opcoes.motivos ?? '',
    acrescimos: toMoney(0),
    desconto: toMoney(0),
    valorPago: pagamento ? pago : toMoney(0),
    valorLiquido: pagamento ? pago : toMoney(0),
    dataOcorrencia: dia,
    dataCredito: pagamento ? dia : null,
  };
}

/** The return file of `beneficiario` with NSA `nsa`, as the bank would send it. */
export function arquivoRetorno(
  beneficiario: Beneficiario,
  nsa: number,
  dia: IsoDate,
  movimentos: readonly MovimentoRetorno[],
): string {
  return escreverRetorno({ beneficiario, nsa, data: dia, hora: '080000' }, movimentos);
}
