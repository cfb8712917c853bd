import { integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * A task someone asked for and follows (`GET /api/tarefa/{id}`): its owner and the progress its
 * handler reports, keyed by the pg-boss job id. pg-boss keeps the job's state and result; system
 * tasks (e-mail, purge) have no row. No foreign key to usuario: the platform does not know the
 * areas, and a deleted user's task is simply never asked for again.
 */
export const tarefa = pgTable('tarefa', {
  id: uuid().primaryKey(),
  fila: varchar({ length: 100 }).notNull(),
  usuarioId: integer().notNull(),
  progresso: smallint().notNull().default(0),
  etapa: varchar({ length: 200 }),
  /** The file the task produced (an export), in the file storage; removed after a few days. */
  arquivo: uuid(),
  criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
