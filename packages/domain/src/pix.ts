/**
 * Pix BR Code: the EMV QR payload ("copia e cola") of a static charge (key, amount, txid) or of a dynamic
 * one (the PSP's location URL), as in the Banco Central's "Manual do BR Code", and its QR image.
 *
 * Payload: ID (2 digits) + length (2 digits) + value, fields in order 00, 01, 26, 52, 53, 54, 58, 59, 60,
 * 62, then 63 = CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of everything before it including '6304'.
 */
import QRCode from 'qrcode';
import { isValidCnpj, isValidCpf, isValidPhone, normalizeCnpj, onlyDigits } from './documents.ts';
import { Decimal, toDecimal, type MoneyInput } from './money.ts';

export const PIX_GUI = 'br.gov.bcb.pix';
export const NOME_MAX = 25;
export const CIDADE_MAX = 15;
export const TXID_MAX = 25;
export const CHAVE_MAX = 77;

/** Invalid Pix data; the message is for the user (Portuguese). */
export class PixError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PixError';
  }
}

export type TipoChavePix = 'CPF' | 'CNPJ' | 'EMAIL' | 'TELEFONE' | 'EVP';

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/**
 * A Pix key in the form the DICT stores it: CPF/CNPJ without mask, e-mail in lower case, phone
 * '+55' + DDD + number, random key (EVP) as a lower-case UUID.
 */
export function normalizarChavePix(chave: string): { tipo: TipoChavePix; chave: string } {
  const c = chave.trim();
  const lower = c.toLowerCase();
  if (EVP.test(lower)) return { tipo: 'EVP', chave: lower };
  if (c.includes('@')) {
    if (lower.length <= CHAVE_MAX && EMAIL.test(lower)) return { tipo: 'EMAIL', chave: lower };
  } else if (c.startsWith('+')) {
    const d = onlyDigits(c);
    if (/^\+[\d\s().-]+$/.test(c) && d.startsWith('55') && isValidPhone(d.slice(2))) {
      return { tipo: 'TELEFONE', chave: `+${d}` };
    }
  } else if (isValidCpf(c)) {
    return { tipo: 'CPF', chave: onlyDigits(c) };
  } else if (isValidCnpj(c)) {
    return { tipo: 'CNPJ', chave: normalizeCnpj(c) };
  }
  throw new PixError('Chave Pix inválida');
}

/**
 * Text for the name, city and description fields: accents removed, only letters, digits, spaces and
 * . , - / & ' ( ) kept, spaces collapsed, cut to `max` characters ('São Paulo' → 'Sao Paulo').
 */
export function normalizarTextoPix(texto: string, max: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-/&'()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** CRC16-CCITT (0x1021, initial 0xFFFF, no reflection), 4 upper-case hex digits. */
export function crc16Ccitt(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new PixError(`O campo ${id} do BR Code excede 99 caracteres`);
  return id + String(valor.length).padStart(2, '0') + valor;
}

function comCrc(semCrc: string): string {
  const p = `${semCrc}6304`;
  return p + crc16Ccitt(p);
}

function valorPix(valor: MoneyInput): string {
  let v: Decimal;
  try {
    v = toDecimal(valor);
  } catch {
    throw new PixError('Valor do Pix inválido');
  }
  if (v.lte(0) || v.decimalPlaces() > 2 || v.toFixed(2).length > 13)
    throw new PixError('Valor do Pix inválido');
  return v.toFixed(2);
}

function recebedor(nome: string, cidade: string): string {
  const n = normalizarTextoPix(nome, NOME_MAX);
  const c = normalizarTextoPix(cidade, CIDADE_MAX);
  if (!n) throw new PixError('Informe o nome do recebedor do Pix');
  if (!c) throw new PixError('Informe a cidade do recebedor do Pix');
  return campo('58', 'BR') + campo('59', n) + campo('60', c);
}

export interface PixEstatico {
  chave: string;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  /** Absent: the payer types the amount. */
  valor?: MoneyInput;
  /** Up to 25 letters and digits; absent → '***'. */
  txid?: string;
  /** Shown to the payer; cut to what fits. */
  descricao?: string;
  /** Point of initiation 12 (the QR is for one payment) instead of reusable. */
  unicoUso?: boolean;
}

/** The BR Code of a static charge. Throws PixError on invalid data. */
export function brCodePixEstatico(d: PixEstatico): string {
  const { chave } = normalizarChavePix(d.chave);
  const txid = d.txid?.trim() || '***';
  if (txid !== '***' && !new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`).test(txid)) {
    throw new PixError('O identificador (txid) do Pix deve ter de 1 a 25 letras ou dígitos');
  }
  let conta = campo('00', PIX_GUI) + campo('01', chave);
  if (d.descricao) {
    // the account template holds at most 99 characters: 4 for the description's own ID and length
    const cabe = 99 - conta.length - 4;
    const desc = cabe > 0 ? normalizarTextoPix(d.descricao, cabe) : '';
    if (desc) conta += campo('02', desc);
  }
  return comCrc(
    campo('00', '01') +
      (d.unicoUso ? campo('01', '12') : '') +
      campo('26', conta) +
      campo('52', '0000') +
      campo('53', '986') +
      (d.valor === undefined ? '' : campo('54', valorPix(d.valor))) +
      recebedor(d.nomeRecebedor, d.cidadeRecebedor) +
      campo('62', campo('05', txid)),
  );
}

export interface PixDinamico {
  /** The payload location given by the PSP, without 'https://' (e.g. 'pix.example.com/qr/v2/9d36…'). */
  url: string;
  nomeRecebedor: string;
  cidadeRecebedor: string;
}

/** The BR Code of a dynamic charge (one payment; amount and txid come from the location's payload). */
export function brCodePixDinamico(d: PixDinamico): string {
  const url = d.url.trim().replace(/^https:\/\//i, '');
  if (!url || /\s/.test(url) || /^[a-z]+:\/\//i.test(url)) throw new PixError('URL do Pix dinâmico inválida');
  return comCrc(
    campo('00', '01') +
      campo('01', '12') +
      campo('26', campo('00', PIX_GUI) + campo('25', url)) +
      campo('52', '0000') +
      campo('53', '986') +
      recebedor(d.nomeRecebedor, d.cidadeRecebedor) +
      campo('62', campo('05', '***')),
  );
}

/** True when the last 4 characters are the CRC of the rest. */
export function crcValido(brCode: string): boolean {
  return (
    brCode.length > 8 &&
    brCode.slice(-8, -4) === '6304' &&
    crc16Ccitt(brCode.slice(0, -4)) === brCode.slice(-4)
  );
}

/** The QR image as SVG text (for the PDF and the page). Error correction M, as banks print it. */
export function pixQrCodeSvg(brCode: string): Promise<string> {
  return QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The QR image as a PNG data URL. */
export function pixQrCodeDataUrl(brCode: string, largura = 256): Promise<string> {
  return QRCode.toDataURL(brCode, { errorCorrectionLevel: 'M', margin: 2, width: largura });
}
