/**
 * Brazilian identity and address numbers: CPF, CNPJ (numeric and the alphanumeric CNPJ in force
 * from July 2026), CEP and phone. Pure checks; the schemas put the spec's messages on them.
 */

/** The digits of a text ('123.456.789-09' → '12345678909'). */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

const MASK = /[\s.\-/]/g;

function allSame(s: string): boolean {
  return s.length > 0 && [...s].every((c) => c === s[0]);
}

/** Mod-11 check digit with weights 2..∞ from the right (the CPF rule): remainder < 2 → 0, else 11 − remainder. */
function cpfDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * (base.length + 1 - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError(`A CPF base has 9 digits: '${base9}'`);
  const d1 = cpfDigit(base9);
  const d2 = cpfDigit(base9 + d1);
  return `${d1}${d2}`;
}

/**
 * A CPF, with or without its mask ('123.456.789-09' or '12345678909'): 11 digits, the two check
 * digits right, and not one digit repeated (000.000.000-00 … 999.999.999-99 pass the check digits
 * but are not issued).
 */
export function isValidCpf(text: string): boolean {
  if (!/^[\d\s.\-/]*$/.test(text)) return false;
  const cpf = onlyDigits(text);
  if (cpf.length !== 11 || allSame(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/**
 * The CNPJ's 14 characters: mask characters (dots, slash, hyphen, spaces) removed and letters in
 * upper case ('12.ABC.345/01DE-35' → '12ABC34501DE35'). Other characters are kept, so they fail the check.
 */
export function normalizeCnpj(text: string): string {
  return text.replace(MASK, '').toUpperCase();
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Mod-11 over the characters' ASCII code minus 48 (so '0'..'9' → 0..9 and 'A'..'Z' → 17..42). */
function cnpjDigit(base: string): number {
  const weights = CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - base.length);
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two check digits of a 12-character CNPJ base (digits, or upper-case letters and digits). */
export function cnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`A CNPJ base has 12 letters or digits: '${base12}'`);
  const d1 = cnpjDigit(base);
  const d2 = cnpjDigit(base + d1);
  return `${d1}${d2}`;
}

/**
 * A CNPJ, masked or not: 12 characters of digits or letters (letters only in the alphanumeric CNPJ,
 * from July 2026; lower case is read as upper case) and 2 numeric check digits. An all-digit CNPJ of
 * one repeated digit is refused (00.000.000/0000-00 passes the check digits but is not issued).
 */
export function isValidCnpj(text: string): boolean {
  const cnpj = normalizeCnpj(text);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (allSame(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** True for the alphanumeric CNPJ (any letter among its first 12 characters). */
export function isAlphanumericCnpj(text: string): boolean {
  return /[A-Z]/.test(normalizeCnpj(text).slice(0, 12));
}

/** CPF (11 digits) or CNPJ (14 characters), by length, as the spec's "CPF/CNPJ" fields. */
export function isValidCpfOrCnpj(text: string): boolean {
  return isValidCpf(text) || isValidCnpj(text);
}

/**
 * A CEP: 8 digits, with or without the mask ('01001-000', '01.001-000'). A run of one repeated digit
 * (00000-000, 99999-999) is refused: the Correios issue none of them.
 */
export function isValidCep(text: string): boolean {
  if (!/^[\d\s.-]*$/.test(text)) return false;
  const cep = onlyDigits(text);
  return cep.length === 8 && !allSame(cep);
}

/** Brazilian area codes (DDD) in use, from the Anatel numbering plan. */
export const AREA_CODES: ReadonlySet<number> = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone with its area code, masked or not ('(11) 98765-4321', '1133334444'): 10 digits for
 * a landline (number starting 2 to 5) or 11 for a mobile (number starting with 9), and a DDD in use.
 * This refuses the repeated-digit numbers typed to get past a form (11 11111-1111, 00 0000-0000).
 */
export function isValidPhone(text: string): boolean {
  if (!/^[\d\s().+-]*$/.test(text)) return false;
  const phone = onlyDigits(text);
  if (phone.length !== 10 && phone.length !== 11) return false;
  if (!AREA_CODES.has(Number(phone.slice(0, 2)))) return false;
  const first = phone.charCodeAt(2) - 48;
  if (phone.length === 11) return first === 9 && !allSame(phone.slice(3));
  return first >= 2 && first <= 5 && !allSame(phone.slice(2));
}
