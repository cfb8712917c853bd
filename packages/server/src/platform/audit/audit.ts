import { Decimal, toCentsText } from '@divida/domain/money';
import type { EntidadeAuditada } from '@divida/domain/auditoria/auditoria.schema';
import { asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditoria } from './auditoria.table.ts';
import { HASH_INICIAL, hashDaLinha } from './cadeia.ts';
import type { Executor, Tx } from '../db/database.ts';
import { inserirEmLote } from '../db/emLote.ts';

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
const SECRET_FIELDS = new Set(['senhaHash', 'senha', 'token', 'tokenHash', 'segredo', 'conteudo', 'bytes']);
// Bookkeeping that says nothing about the change itself (optimistic-locking counter).
const IGNORED_FIELDS = new Set(['versao']);

type Row = Record<string, unknown>;

// equal as JSON; two strings (the money columns' text, most fields) compared as they are: a bank
// return's batch audits thousands of rows
const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'string' && typeof b === 'string' ? false : JSON.stringify(a) === JSON.stringify(b));

// Money columns read as Decimal: the trail keeps the column's text ('1234.50'), not Decimal's JSON ('1234.5').
const comTextoDeDinheiro = (r: Row | undefined): Row | undefined => {
  if (!r) return r;
  const out: Row = {};
  for (const k in r) if (Object.hasOwn(r, k)) out[k] = Decimal.isDecimal(r[k]) ? toCentsText(r[k]) : r[k];
  return out;
};

/** The fields that differ between two versions of a record, as {de, para}. */
export function changedFields(antes: Row | undefined, depois: Row | undefined) {
  const out: Record<string, { de?: unknown; para?: unknown }> = {};
  const campo = (k: string) => {
    const de = antes?.[k];
    const para = depois?.[k];
    if (IGNORED_FIELDS.has(k) || same(de, para)) return;
    out[k] = SECRET_FIELDS.has(k) ? {} : { de, para };
  };
  // the keys of both, those of `antes` first (as a Set of both would give them)
  if (antes) for (const k of Object.keys(antes)) campo(k);
  if (depois) for (const k of Object.keys(depois)) if (!antes || !Object.hasOwn(antes, k)) campo(k);
  return out;
}

/**
 * The chain's lock (any fixed key): held from the audit write to the commit, so that on any number of
 * nodes each row is chained to the row committed before it. Writers therefore audit last in their
 * transaction, keeping the lock short.
 */
const CHAVE_CADEIA = 7_262_026;
const travarCadeia = (ex: Executor) => ex.execute(sql`select pg_advisory_xact_lock(${CHAVE_CADEIA})`);

export interface EntradaAuditoria {
  usuarioId: number | undefined;
  entidade: EntidadeAuditada;
  entidadeId: string | number;
  orgaoCredorId: number | null;
  acao: Acao;
  antes?: Row;
  depois?: Row;
}

/**
 * Records one audit entry, inside the caller's transaction, chained to the last one (cadeia.ts).
 * `orgaoCredorId` is the record's creditor body (the row's data scope), null for records of no body.
 */
export const audit = (ex: Tx, e: EntradaAuditoria) => auditarEmLote(ex, [e]);

/**
 * Records entries in their order, chained in one pass: the chain's lock taken and the last hash read
 * once, the rows inserted by one statement per 2,000 (a batch of the bank return writes thousands).
 */
export async function auditarEmLote(ex: Tx, entradas: readonly EntradaAuditoria[]) {
  if (entradas.length === 0) return;
  // as jsonb gives it back (dates as text, no undefined), so the hash is of what is read later
  const linhas = entradas.map((e) => ({
    usuarioId: e.usuarioId ?? null,
    orgaoCredorId: e.orgaoCredorId,
    entidade: e.entidade,
    entidadeId: String(e.entidadeId),
    acao: e.acao,
    campos: JSON.parse(
      JSON.stringify(changedFields(comTextoDeDinheiro(e.antes), comTextoDeDinheiro(e.depois))),
    ) as Record<string, { de?: unknown; para?: unknown }>,
  }));
  await travarCadeia(ex);
  // after the lock, as the row before it: milliseconds, the value hashed is the value stored
  const em = new Date();
  // a statement after the lock: its snapshot sees the last row committed before the lock was granted
  const [ultima] = await ex
    .select({ hash: auditoria.hash })
    .from(auditoria)
    .orderBy(desc(auditoria.id))
    .limit(1);
  let anterior = ultima?.hash ?? HASH_INICIAL;
  for (let i = 0; i < linhas.length; i += 2000) {
    const encadeadas = linhas.slice(i, i + 2000).map((l) => {
      const linha = { ...l, em };
      anterior = hashDaLinha(anterior, linha);
      return { ...linha, hash: anterior };
    });
    // one JSON parameter (emLote.ts), not ~9 bound parameters a row whose SQL text drizzle builds on
    // the event loop; the rows take their ids in this order, the chain's
    await inserirEmLote(ex, auditoria, encadeadas);
  }
}

/**
 * Chains the rows written before the chain existed (hash null), once, at start (the reference seed
 * runs it on every start; it finds nothing to do after the first). Done here rather than in the
 * migration because the canonical JSON is the application's (cadeia.ts), not SQL's.
 */
export async function encadearAnteriores(ex: Executor) {
  const [pendente] = await ex
    .select({ id: auditoria.id })
    .from(auditoria)
    .where(isNull(auditoria.hash))
    .limit(1);
  if (!pendente) return 0;
  const executar = async (tx: Tx) => {
    await travarCadeia(tx);
    let anterior = HASH_INICIAL;
    let depoisDe = 0;
    let n = 0;
    for (;;) {
      const lote = await tx
        .select()
        .from(auditoria)
        .where(gt(auditoria.id, depoisDe))
        .orderBy(asc(auditoria.id))
        .limit(1000);
      if (lote.length === 0) return n;
      for (const l of lote) {
        if (l.hash === null) {
          const hash = hashDaLinha(anterior, l);
          await tx.update(auditoria).set({ hash }).where(eq(auditoria.id, l.id));
          anterior = hash;
          n++;
        } else anterior = l.hash;
        depoisDe = l.id;
      }
    }
  };
  return 'rollback' in ex ? executar(ex) : ex.transaction(executar);
}
