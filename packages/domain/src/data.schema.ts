import { z } from 'zod';
import { isIsoDate, type IsoDate } from './calendar.ts';
import { FORMATOS } from './formatos.ts';

/**
 * The one date of every payload and filter: a real calendar date 'yyyy-MM-dd' (2020-02-31 is not)
 * within DATA_MINIMA..DATA_MAXIMA, unless a field says otherwise. Outside the range a date is a typo
 * (year 0000, 20260) the database would refuse or misread, never a debt's date.
 */
export const DATA_MINIMA: IsoDate = '1900-01-01';
export const DATA_MAXIMA: IsoDate = '2100-12-31';
export const MENSAGEM_DATA_INVALIDA = 'Data inválida';

export interface LimitesData {
  min?: IsoDate;
  max?: IsoDate;
}

/** True for a real calendar date within the limits (by default 1900-01-01..2100-12-31). */
export function dataValida(
  v: unknown,
  { min = DATA_MINIMA, max = DATA_MAXIMA }: LimitesData = {},
): v is IsoDate {
  return typeof v === 'string' && isIsoDate(v) && v >= min && v <= max;
}

/** A required date: `obrigatoria` when absent or empty, `invalida` when not a date within the limits. */
export const dataSchema = (
  obrigatoria: string,
  invalida = MENSAGEM_DATA_INVALIDA,
  limites: LimitesData = {},
) =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => dataValida(v, limites), invalida)
    .meta(FORMATOS.data);

/** An optional date of a filter: absent or empty is null. */
export const dataOpcionalSchema = (invalida = MENSAGEM_DATA_INVALIDA, limites: LimitesData = {}) =>
  z
    .string({ error: invalida })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || dataValida(v, limites), invalida)
    .meta(FORMATOS.dataOuVazia);
