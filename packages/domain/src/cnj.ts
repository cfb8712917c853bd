import { onlyDigits } from './documents.ts';

/**
 * The single number of a court case (CNJ Resolução 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO, where NNNNNNN
 * is the case's sequence at its court unit, DD the check digits, AAAA the filing year, J the branch of
 * the judiciary (1 to 9), TR the court and OOOO the originating unit. DD is ISO 7064 mod 97-10: the
 * number read as NNNNNNN AAAA J TR OOOO DD leaves the remainder 1 when divided by 97.
 */

/** The remainder by 97 of a string of digits of any length (no precision limit). */
function mod97(digitos: string): number {
  let r = 0;
  for (const c of digitos) r = (r * 10 + (c.charCodeAt(0) - 48)) % 97;
  return r;
}

/** The parts of a number in the order the check reads them (DD moved to the end). */
const semDigito = (d: string) => d.slice(0, 7) + d.slice(9);

/**
 * The two check digits of a case number given its other 18 digits in the order
 * NNNNNNN AAAA J TR OOOO (Resolução 65/2008, anexo VIII: 98 − (número × 100 mod 97)).
 */
export function cnjCheckDigits(base18: string): string {
  if (!/^\d{18}$/.test(base18)) throw new Error('base do número CNJ deve ter 18 dígitos');
  return String(98 - mod97(`${base18}00`)).padStart(2, '0');
}

/** Is `text` a case number in CNJ format, with or without the mask, whose check digits hold? */
export function isValidNumeroCnj(text: string): boolean {
  const t = text.trim();
  const formatado = /^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/.test(t);
  if (!formatado && !/^\d{20}$/.test(t)) return false;
  const d = onlyDigits(t);
  if (d[13] === '0') return false; // J: the branch of the judiciary is 1 to 9
  return mod97(semDigito(d) + d.slice(7, 9)) === 1;
}

/** 20 digits in the mask NNNNNNN-DD.AAAA.J.TR.OOOO (other text unchanged). */
export function formatarNumeroCnj(numero: string | null | undefined): string {
  if (!numero) return '';
  const d = onlyDigits(numero);
  if (d.length !== 20) return numero;
  return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d[13]}.${d.slice(14, 16)}.${d.slice(16)}`;
}
