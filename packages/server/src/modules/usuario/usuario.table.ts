import { sql, type SQL } from 'drizzle-orm';
import { chaveBuscaSql } from '../../platform/db/chaveBusca.ts';
import { colunasEndereco } from '../../platform/db/colunas.ts';
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { municipio } from '../localidade/localidade.table.ts';
import { perfil } from '../perfil/perfil.table.ts';

/** Staff user (spec 01 §3). Deleting deactivates (`ativo=false`) and keeps the history. */
export const usuario = pgTable(
  'usuario',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar({ length: 80 }).notNull(),
    /** Key of nome (domain chaveBusca), kept by the database: the name filter matches its prefix through an index. */
    nomeBusca: varchar({ length: 80 })
      .notNull()
      .generatedAlwaysAs((): SQL => chaveBuscaSql(usuario.nome)),
    email: varchar({ length: 100 }).notNull(),
    cpf: varchar({ length: 11 }),
    matricula: varchar({ length: 10 }),
    senhaHash: varchar({ length: 200 }).notNull(),
    ativo: boolean().notNull().default(true),
    /** opt-in to the daily summary of terms and prescriptions by e-mail (docs/prazos-e-prescricao.md §4) */
    receberResumoDiarioPrazos: boolean().notNull().default(false),
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id),
    perfilId: integer()
      .notNull()
      .references(() => perfil.id),
    telefone1: varchar({ length: 11 }),
    telefone2: varchar({ length: 11 }),
    ...colunasEndereco(() => municipio.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Optimistic locking: +1 on every update; a PUT carrying another value is refused (409). */
    versao: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('usuario_email_unico').on(sql`lower(${t.email})`),
    uniqueIndex('usuario_cpf_unico').on(t.cpf),
    index('usuario_nome').on(t.nome, t.id),
    // The list's name filter (prefix of nome_busca) and name sort (nome_busca, nome, id), in the
    // byte order of COLLATE "C" that the repository asks for: one index range, already sorted, for
    // the page and for the count (index-only), across all bodies or within one.
    index('usuario_nome_busca_ordem').on(t.ativo, sql`(${t.nomeBusca} collate "C")`, t.nome, t.id),
    index('usuario_orgao_nome_busca').on(
      t.orgaoCredorId,
      t.ativo,
      sql`(${t.nomeBusca} collate "C")`,
      t.nome,
      t.id,
    ),
    index('usuario_perfil').on(t.perfilId),
  ],
);
