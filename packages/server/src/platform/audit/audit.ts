import { Decimal, toCentsText } from '@divida/domain/money';
import { auditoria } from './auditoria.table.ts';
import type { Executor } from '../db/database.ts';

export type Acao =
  | 'CRIAR'
  | 'ALTERAR'
  | 'EXCLUIR'
  | 'ALTERAR_SENHA'
  | 'REDEFINIR_SENHA'
  | 'ANEXAR'
  /** an action of the process workflow; the action's code is among the changed fields */
  | 'ACAO_PROCESSO';

// Values never copied into the audit trail; a change to them is recorded without the values.
const SECRET_FIELDS = new Set(['senhaHash', 'senha']);
// Bookkeeping that says nothing about the change itself (optimistic-locking counter).
const IGNORED_FIELDS = new Set(['versao']);

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Money columns read as Decimal: the trail keeps the column's text ('1234.50'), not Decimal's JSON ('1234.5').
const comTextoDeDinheiro = (r: Row | undefined): Row | undefined =>
  r && Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Decimal.isDecimal(v) ? toCentsText(v) : v]));

/** The fields that differ between two versions of a record, as {de, para}. */
export function changedFields(antes: Row | undefined, depois: Row | undefined) {
  const out: Record<string, { de?: unknown; para?: unknown }> = {};
  for (const k of new Set([...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})])) {
    const de = antes?.[k];
    const para = depois?.[k];
    if (IGNORED_FIELDS.has(k) || same(de, para)) continue;
    out[k] = SECRET_FIELDS.has(k) ? {} : { de, para };
  }
  return out;
}

/** Records one audit entry, inside the caller's transaction. */
export async function audit(
  ex: Executor,
  e: {
    usuarioId: number | undefined;
    entidade: string;
    entidadeId: string | number;
    acao: Acao;
    antes?: Row;
    depois?: Row;
  },
) {
  await ex.insert(auditoria).values({
    usuarioId: e.usuarioId ?? null,
    entidade: e.entidade,
    entidadeId: String(e.entidadeId),
    acao: e.acao,
    campos: changedFields(comTextoDeDinheiro(e.antes), comTextoDeDinheiro(e.depois)),
  });
}
