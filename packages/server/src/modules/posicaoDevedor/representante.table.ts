import { date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { devedor } from '../devedor/devedor.table.ts';
import { usuario } from '../usuario/usuario.table.ts';

/**
 * A person who acts for a company debtor on the debtor portal (docs/portal.md §3), registered by staff
 * on the debtor's page: while `dataInicio ≤ hoje ≤ dataFim` (dataFim null: open-ended), the person
 * sees, pays and negotiates the company's debts.
 */
export const representanteDevedor = pgTable(
  'representante_devedor',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    devedorId: integer()
      .notNull()
      .references(() => devedor.id),
    cpf: varchar({ length: 11 }).notNull(),
    nome: varchar({ length: 200 }).notNull(),
    dataInicio: date({ mode: 'string' }).notNull(),
    dataFim: date({ mode: 'string' }),
    usuarioId: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.devedorId), index().on(t.cpf)],
);
