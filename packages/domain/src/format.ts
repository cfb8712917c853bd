import { TIME_ZONE } from './calendar.ts';
import { Decimal, formatBRL as moneyFormatBRL, type MoneyInput } from './money.ts';
import {
  TIPO_DOC_IDENTIFICACAO_CNPJ,
  TIPO_DOC_IDENTIFICACAO_CPF,
} from './tipoDocumentoIdentificacao/tipos.ts';

/** Display formats (spec 01 §9): BRL, dates, API dates, file sizes and document masks. */

/**
 * The one sign for an empty value on screen: a field, a cell or a line with nothing to show
 * (spec 02 §2.9, the debtor's details: 'empty values shown as ---'). Formatters keep answering ''
 * (inputs and prints use them); what is shown goes through `ouSemValor`.
 */
export const SEM_VALOR = '---';

/** The value, or SEM_VALOR when there is none (null, undefined or blank text). */
export function ouSemValor<T>(v: T | null | undefined): T | typeof SEM_VALOR {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return SEM_VALOR;
  return v;
}

/** 'R$ 1.234,56'; empty text for a missing value. */
export function formatBRL(v: MoneyInput | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  return moneyFormatBRL(v);
}

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Reads a value as a date: an API date 'yyyy-MM-dd' is a calendar day (local midnight), never shifted by the zone. */
function toDate(v: Date | string | number): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'string') {
    const m = API_DATE.exec(v);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

function partsIn(d: Date, timeZone: string): Parts {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(d)) out[p.type] = p.value;
  return out as Parts;
}

/**
 * 'dd/MM/yyyy'. An API date string is shown as the day it names; a timestamp is shown
 * as the day in São Paulo. Empty text for a missing or invalid value.
 */
export function formatDate(v: Date | string | number | null | undefined, timeZone = TIME_ZONE): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'string') {
    const m = API_DATE.exec(v);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const d = toDate(v);
  if (!d) return '';
  const p = partsIn(d, timeZone);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/MM/yyyy HH:mm' in São Paulo time. */
export function formatDateTime(v: Date | string | number | null | undefined, timeZone = TIME_ZONE): string {
  if (v === null || v === undefined || v === '') return '';
  const d = toDate(v);
  if (!d) return '';
  const p = partsIn(d, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** API date 'yyyy-MM-dd' of a calendar day (the local day of a Date). */
export function toApiDate(v: Date | null | undefined): string | null {
  if (!v || Number.isNaN(v.getTime())) return null;
  return `${pad(v.getFullYear(), 4)}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
}

/** A Date (local midnight) from an API date 'yyyy-MM-dd'; null when it is not one or names no real day. */
export function fromApiDate(v: string | null | undefined): Date | null {
  const m = v ? API_DATE.exec(v) : null;
  if (!m) return null;
  return realDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** A Date from a typed 'dd/MM/yyyy'; null when incomplete or not a real day. */
export function parseDisplayDate(v: string | null | undefined): Date | null {
  const m = v ? DISPLAY_DATE.exec(v.trim()) : null;
  if (!m) return null;
  return realDay(Number(m[3]), Number(m[2]), Number(m[1]));
}

function realDay(y: number, mo: number, d: number): Date | null {
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** 'dd/MM/yyyy' → 'yyyy-MM-dd', or null. */
export const displayDateToApi = (v: string | null | undefined): string | null =>
  toApiDate(parseDisplayDate(v));

export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** '0 Bytes', '512 Bytes', '1,5 KB', '10 MB' … up to YB (powers of 1024, at most `decimals` decimals). */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(FILE_SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = Number((bytes / 1024 ** i).toFixed(Math.max(0, decimals)));
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: Math.max(0, decimals) })} ${FILE_SIZE_UNITS[i]}`;
}

const digitsOf = (v: string | number | null | undefined): string => String(v ?? '').replace(/\D/g, '');
const alnumOf = (v: string | number | null | undefined): string =>
  String(v ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');

/**
 * Applies a pattern whose '0' takes one character of the value's digits (or, with `alnum`, of its
 * letters and digits); stops where they end, so partial input keeps its prefix.
 */
export function applyDigitMask(
  pattern: string,
  value: string | number | null | undefined,
  alnum = false,
): string {
  const digits = alnum ? alnumOf(value) : digitsOf(value);
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

export const MASK_CPF = '000.000.000-00';
export const MASK_CNPJ = '00.000.000/0000-00';
export const MASK_CEP = '00000-000';
export const MASK_TELEFONE_10 = '(00) 0000-0000';
export const MASK_TELEFONE_11 = '(00) 00000-0000';
export const MASK_DATA = '00/00/0000';

export const formatCpf = (v: string | number | null | undefined) => applyDigitMask(MASK_CPF, v);
/** Numeric and alphanumeric CNPJ (letters allowed in the first 12 positions). */
export const formatCnpj = (v: string | number | null | undefined) => applyDigitMask(MASK_CNPJ, v, true);
export const formatCep = (v: string | number | null | undefined) => applyDigitMask(MASK_CEP, v);

/** CPF up to 11 digits, CNPJ beyond (spec 01 §5: the mask switches on length). */
export const formatCpfCnpj = (v: string | number | null | undefined) =>
  alnumOf(v).length > 11 || /[A-Z]/i.test(String(v ?? '')) ? formatCnpj(v) : formatCpf(v);

/** '(00) 0000-0000' for 10 digits, '(00) 00000-0000' for 11. */
export const formatTelefone = (v: string | number | null | undefined) =>
  digitsOf(v).length > 10 ? applyDigitMask(MASK_TELEFONE_11, v) : applyDigitMask(MASK_TELEFONE_10, v);

export type ValorLido = { ok: true; valor: Decimal } | { ok: false; erro: 'vazio' | 'invalido' };

const BR_NUMERO = /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
const PONTO_DECIMAL = /^(\d*)\.(\d+)$/;

/**
 * Reads a number typed or pasted the Brazilian way into a money or percentage field: comma as the
 * decimal mark, dots as thousands separators in groups of three ('1.234,56', '1234,56',
 * 'R$ 1.234,56', '1,5 %'). A single dot that cannot be a thousands separator ('1.5', '1234.56') is
 * read as the decimal mark, since that is the only reading that does not change the magnitude.
 * Anything else is refused, never guessed. Every decimal written is kept: rounding or refusing
 * extra decimals is the caller's rule.
 */
export function parseValorBrasileiro(texto: string | null | undefined): ValorLido {
  let t = String(texto ?? '').replace(/[\s\u00a0\u202f]+/g, '');
  let negativo = false;
  if (t.startsWith('-') || t.startsWith('+')) {
    negativo = t.startsWith('-');
    t = t.slice(1);
  }
  if (t.startsWith('R$')) t = t.slice(2);
  if (!negativo && (t.startsWith('-') || t.startsWith('+'))) {
    negativo = t.startsWith('-');
    t = t.slice(1);
  }
  if (t.endsWith('%')) t = t.slice(0, -1);
  if (t === '' && !negativo) return { ok: false, erro: 'vazio' };

  let inteiro: string;
  let fracao: string;
  const br = BR_NUMERO.exec(t);
  const ponto = br ? null : PONTO_DECIMAL.exec(t);
  if (br) {
    inteiro = (br[1] ?? '').replace(/\./g, '');
    fracao = br[2] ?? '';
  } else if (ponto && ponto[2]!.length !== 3) {
    inteiro = ponto[1] ?? '';
    fracao = ponto[2] ?? '';
  } else {
    return { ok: false, erro: 'invalido' };
  }
  if (inteiro === '' && fracao === '') return { ok: false, erro: 'invalido' };
  const valor = new Decimal(`${inteiro || '0'}.${fracao || '0'}`);
  return { ok: true, valor: negativo && !valor.isZero() ? valor.negated() : valor };
}

/**
 * A process number as shown everywhere: the registered 12 digits (year + 8-digit sequence) as
 * 'AAAA/NNNNNNNN'; other numbers (up to 16 digits, from older systems) as stored.
 */
export function formatarNumeroProcesso(numero: string | null | undefined): string {
  if (!numero) return '';
  return /^\d{12}$/.test(numero) ? `${numero.slice(0, 4)}/${numero.slice(4)}` : numero;
}

/**
 * A CDA's number as shown everywhere, screens and prints (U-16): the 12 digits of its inscription
 * (year + 8-digit sequence, as the process's) as 'AAAA/NNNNNNNN'; any other number as stored.
 */
export function formatarNumeroCda(numero: string | null | undefined): string {
  return formatarNumeroProcesso(numero);
}

/** A collection's (processo de cobrança) number as shown everywhere: 'AAAA/NNNNNNNN', as the CDA's. */
export function formatarNumeroCobranca(numero: string | null | undefined): string {
  return formatarNumeroProcesso(numero);
}

/** An identification document by its type: CPF and CNPJ with their masks, the others as stored. */
export function formatDocumento(tipo: number, documento: string): string {
  return tipo === TIPO_DOC_IDENTIFICACAO_CPF || tipo === TIPO_DOC_IDENTIFICACAO_CNPJ
    ? formatCpfCnpj(documento)
    : documento;
}
