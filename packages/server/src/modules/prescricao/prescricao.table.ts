import type { SituacaoReconhecimento } from '@divida/domain/workflow/reconhecimento';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { processo } from '../processo/processo.table.ts';
import { usuario } from '../usuario/usuario.table.ts';

/**
 * Recognition of a consumed prescription (docs/prazos-e-prescricao.md §3): proposed by one user, approved by another
 * (four eyes), and annulled if it was a mistake; its situations and steps are the domain's machine
 * (workflow/reconhecimento.ts). At most one open (PROPOSTO or APROVADO) per process.
 */
export const reconhecimentoPrescricao = pgTable(
  'reconhecimento_prescricao',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    processoId: integer()
      .notNull()
      .references(() => processo.id),
    situacao: varchar({ length: 10 }).$type<SituacaoReconhecimento>().notNull(),
    justificativa: varchar({ length: 1000 }).notNull(),
    proponenteId: integer()
      .notNull()
      .references(() => usuario.id),
    dataProposta: date({ mode: 'string' }).notNull(),
    aprovadorId: integer().references(() => usuario.id),
    dataAprovacao: date({ mode: 'string' }),
    justificativaAnulacao: varchar({ length: 1000 }),
    anuladorId: integer().references(() => usuario.id),
    dataAnulacao: date({ mode: 'string' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reconhecimento_prescricao_aberto')
      .on(t.processoId)
      .where(sql`${t.situacao} in ('PROPOSTO', 'APROVADO')`),
    index('reconhecimento_prescricao_processo').on(t.processoId, t.id),
  ],
);

/**
 * The daily summaries sent (docs/prazos-e-prescricao.md §4): one row per user and day, inserted before the e-mail is
 * queued, so a second run of the same day (another node, the administrator's "run now") sends nothing.
 */
export const resumoPrazosEnvio = pgTable(
  'resumo_prazos_envio',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    dia: date({ mode: 'string' }).notNull(),
    itens: integer().notNull(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.dia] })],
);

/**
 * The summary's running totals (`GET /prescricao/resumo`, the card 'Prescrição' on /cda): per body and
 * level, the number of processes and the sum of their corrected totals. Kept like the dashboards'
 * `resumo_processo` (painel.table.ts): a trigger on `processo` (migration `prescricao_resumo_gatilho`) appends, inside the
 * writing transaction, a row −1 for a process's old body and level and +1 for its new ones whenever
 * its level, body, total or deletion changes, so a sum over this table always equals a count over the
 * processes; the job `consolidar-resumo-prescricao` folds the deltas into one row per key. Processes
 * without a level and deleted ones are not counted.
 */
export const resumoPrescricaoTotais = pgTable('resumo_prescricao', {
  orgaoCredorId: integer().notNull(),
  nivel: varchar({ length: 12 }).notNull(),
  quantidade: bigint({ mode: 'number' }).notNull(),
  valor: numeric({ precision: 17, scale: 2 }).notNull(),
});
