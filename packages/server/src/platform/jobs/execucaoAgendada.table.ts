import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Each run of a scheduled job (an `agenda` in its definition): which node ran it, when, and how it
 * ended, so that an administrator sees a daily job ran once a day across all the nodes
 * (`GET /api/tarefa/agendadas`). Kept 30 days (the daily clean-up of platform/jobs/jobs.ts).
 */
export const execucaoAgendada = pgTable(
  'execucao_agendada',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    fila: varchar({ length: 100 }).notNull(),
    /** NODE_ID of the process that ran it. */
    no: varchar({ length: 100 }).notNull(),
    inicio: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** null while it runs (or when its node died during it). */
    fim: timestamp({ withTimezone: true }),
    /** 'executando', 'concluida' or 'falhou' (the words of ESTADOS_TAREFA). */
    resultado: varchar({ length: 20 }).notNull().default('executando'),
  },
  (t) => [index().on(t.fila, t.inicio)],
);
