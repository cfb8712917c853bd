import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * LGPD art. 37: who read which person's personal data, when and through which screen or call. The
 * person by id (a debtor, or a collection's requester), never by document; append-only.
 */
export const acessoDadosPessoais = pgTable(
  'acesso_dados_pessoais',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** the staff reader; null for a read on the debtor portal (canal PORTAL) */
    usuarioId: integer(),
    /** the reader's body at the time of the read (null on the portal) */
    orgaoCredorId: integer(),
    /** SERVIDOR: a staff user's read; PORTAL: a person's read on the debtor portal (docs/portal.md) */
    canal: varchar({ length: 10 }).$type<'SERVIDOR' | 'PORTAL'>().notNull().default('SERVIDOR'),
    /** on the portal: who read (their CPF and name, as the provider vouched) and in which session */
    leitorCpf: varchar({ length: 11 }),
    leitorNome: varchar({ length: 200 }),
    portalSessaoId: uuid(),
    devedorId: integer(),
    requerenteId: integer(),
    origem: varchar({ length: 30 }).notNull(),
    /** which record the screen or call showed (a process's or a collection's number), when one */
    referencia: varchar({ length: 40 }),
  },
  (t) => [
    index('acesso_dados_pessoais_devedor').on(t.devedorId, t.em.desc()),
    index('acesso_dados_pessoais_requerente').on(t.requerenteId, t.em.desc()),
  ],
);
