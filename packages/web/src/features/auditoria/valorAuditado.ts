import { campoDeDinheiro } from '@divida/domain/auditoria/auditoria.schema';
import { formatBRL, formatDate, formatDateTime, SEM_VALOR } from '@divida/domain/format';

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const MOMENTO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value of the trail as the page shows it: money in BRL, dates in Brasília, yes/no, SEM_VALOR for none. */
export function valorAuditado(campo: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return SEM_VALOR;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (
    campoDeDinheiro(campo) &&
    (typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)))
  )
    return formatBRL(v);
  if (typeof v === 'string' && DATA.test(v)) return formatDate(v);
  if (typeof v === 'string' && MOMENTO.test(v)) return formatDateTime(v);
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
