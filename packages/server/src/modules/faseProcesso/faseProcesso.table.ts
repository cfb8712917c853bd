import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Phases of a process (docs/workflow.md; FASES in domain): fixed ids, seeded at every start. */
export const faseProcesso = pgTable('fase_processo', {
  id: integer().primaryKey(),
  nome: varchar({ length: 60 }).notNull(),
  /** display order of the phases (the order a process goes through them) */
  ordem: integer().notNull(),
});

/**
 * Situations of a process (SITUACOES in domain) and, with `tipoProcesso` COBRANCA, of a collection
 * (ATIVO 200 … EM_NEGOCIACAO 204): fixed ids, seeded at every start.
 */
export const situacaoProcesso = pgTable('situacao_processo', {
  id: integer().primaryKey(),
  nome: varchar({ length: 100 }).notNull(),
  /** the phase it belongs to; null for a collection's situations */
  faseId: integer().references(() => faseProcesso.id),
  tipoProcesso: varchar({ length: 30 }).$type<'CONSTITUICAO_CREDITO' | 'COBRANCA'>().notNull(),
});
