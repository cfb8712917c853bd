import { boolean, doublePrecision, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { estado } from '../estado/estado.table.ts';

/**
 * Municipalities (IBGE DTB 2024, all of Brazil) with their CEP summary: `id` is the 7-digit IBGE code.
 * `cepGeral` is the seat's generic CEP (single-CEP towns), which answers `GET cep/{digits}` with the
 * city alone; `cepMin`/`cepMax` the observed range (informative, not the Correios range).
 */
export const municipio = pgTable(
  'municipio',
  {
    id: integer().primaryKey(),
    nome: varchar({ length: 60 }).notNull(),
    /** `ordemNomeLocalidade(nome)`: accent- and case-free, the sort key. */
    nomeChave: varchar({ length: 60 }).notNull(),
    uf: varchar({ length: 2 })
      .notNull()
      .references(() => estado.sigla),
    capital: boolean().notNull().default(false),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    ddd: integer(),
    codigoSiafi: varchar({ length: 4 }),
    fusoHorario: varchar({ length: 40 }),
    qtdCeps: integer().notNull().default(0),
    cepGeral: varchar({ length: 8 }).unique(),
    cepMin: varchar({ length: 8 }),
    cepMax: varchar({ length: 8 }),
  },
  (t) => [index('municipio_uf_nome').on(t.uf, t.nomeChave)],
);

/**
 * Street-level CEPs, loaded by `npm run import:cep` (never shipped: see seed/reference/README.md).
 * `logradouro` is the street with its type ('Praça da Sé'); `tipo` the type alone when known.
 */
export const cep = pgTable(
  'cep',
  {
    cep: varchar({ length: 8 }).primaryKey(),
    logradouro: varchar({ length: 200 }).notNull(),
    tipo: varchar({ length: 40 }),
    complemento: varchar({ length: 200 }),
    bairro: varchar({ length: 100 }),
    municipioId: integer()
      .notNull()
      .references(() => municipio.id),
  },
  (t) => [index('cep_municipio').on(t.municipioId)],
);
