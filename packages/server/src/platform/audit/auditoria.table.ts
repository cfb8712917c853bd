import { bigint, char, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who changed what and when, for every administrative or business record. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: integer(),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
    entidade: varchar({ length: 60 }).notNull(),
    entidadeId: varchar({ length: 60 }).notNull(),
    acao: varchar({ length: 30 }).notNull(),
    campos: jsonb().$type<Record<string, { de?: unknown; para?: unknown }>>(),
    /** the creditor body of the record (its data scope); null: a record of no body (profiles, settings) */
    orgaoCredorId: integer(),
    /** SHA-256 of the previous row's hash and this row's canonical JSON (cadeia.ts) */
    hash: char({ length: 64 }),
  },
  (t) => [
    index().on(t.entidade, t.entidadeId),
    index().on(t.usuarioId, t.em),
    index('auditoria_orgao_em').on(t.orgaoCredorId, t.em),
    index('auditoria_em').on(t.em),
    // /auditoria's list (bench/README.md, issue 26 item 9): a body's user filtering by entity, action
    // or user reads its pages and its capped count in order from one index each (the action at the
    // end of the first: entity and action together count from the index alone), and the sorts by
    // entity and by action (tiebreak id) walk an index instead of sorting every row
    index('auditoria_orgao_entidade_em').on(t.orgaoCredorId, t.entidade, t.em, t.acao),
    index('auditoria_orgao_acao_em').on(t.orgaoCredorId, t.acao, t.em),
    index('auditoria_orgao_usuario_em').on(t.orgaoCredorId, t.usuarioId, t.em),
    index('auditoria_entidade_ordem').on(t.entidade, t.id),
    index('auditoria_acao_ordem').on(t.acao, t.id),
  ],
);
