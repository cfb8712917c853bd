import { colunasEndereco, dinheiro } from '../../platform/db/colunas.ts';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { chaveBuscaSql } from '../../platform/db/chaveBusca.ts';
import { indiceFinanceiro } from '../indiceFinanceiro/indiceFinanceiro.table.ts';
import { municipio } from '../localidade/localidade.table.ts';
import { tipoDocumento } from '../tipoDocumento/tipoDocumento.table.ts';

/** Creditor body (spec 01 §3). */
export const orgaoCredor = pgTable(
  'orgao_credor',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar({ length: 80 }).notNull(),
    /** 14 characters: digits, or the alphanumeric CNPJ issued since July 2026. */
    cnpj: varchar({ length: 14 }).notNull().unique(),
    sigla: varchar({ length: 15 }).notNull().unique(),
    /** The list's filter and sort keys (domain chaveBusca), kept by the database. */
    nomeBusca: varchar({ length: 80 })
      .notNull()
      .generatedAlwaysAs((): SQL => chaveBuscaSql(orgaoCredor.nome)),
    siglaBusca: varchar({ length: 15 })
      .notNull()
      .generatedAlwaysAs((): SQL => chaveBuscaSql(orgaoCredor.sigla)),
    codigoReceita: varchar({ length: 20 }),
    numeroIdentificador: varchar({ length: 30 }),
    idIndiceFinanceiro: integer().references(() => indiceFinanceiro.id),
    url: varchar({ length: 150 }),
    descricao: varchar({ length: 300 }),
    descricaoFatoPadrao: varchar({ length: 600 }),
    fundamentoLegalPadrao: varchar({ length: 600 }),
    utilizarJuros: boolean().notNull().default(false),
    utilizarMulta: boolean().notNull().default(false),
    ...colunasEndereco(() => municipio.id),
    nomeContato: varchar({ length: 100 }),
    emailContato: varchar({ length: 100 }),
    telefoneContato: varchar({ length: 15 }),
    chaveBanco: varchar({ length: 20 }),
    convenio: varchar({ length: 50 }),
    agencia: varchar({ length: 10 }),
    digitoAgencia: varchar({ length: 1 }),
    conta: varchar({ length: 20 }),
    digitoConta: varchar({ length: 1 }),
    carteira: varchar({ length: 10 }),
    variacao: varchar({ length: 3 }),
    codigoBeneficiario: varchar({ length: 50 }),
    codigoBeneficiarioDigito: varchar({ length: 1 }),
    chavePix: varchar({ length: 77 }),
    /** docs/arquivos-bancarios.md §3: a bank payment short or over by at most this still settles (R$) */
    toleranciaPagamento: dinheiro()
      .notNull()
      .default(sql`'0.05'`),
    nomeAutoridade: varchar({ length: 255 }),
    cargoAutoridade: varchar({ length: 100 }),
    matriculaAutoridade: varchar({ length: 100 }),
    ativo: boolean().notNull().default(true),
    /** Optimistic locking: +1 on every update; a PUT carrying another value is refused (409). */
    versao: integer().notNull().default(0),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orgao_credor_nome_busca').on(sql`(${t.nomeBusca} collate "C")`, t.id),
    index('orgao_credor_sigla_busca').on(sql`(${t.siglaBusca} collate "C")`, t.id),
  ],
);

/** Document types a body requires (opcional=false) or accepts (opcional=true) on its processes. */
export const orgaoCredorTipoDocumento = pgTable(
  'orgao_credor_tipo_documento',
  {
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id, { onDelete: 'cascade' }),
    tipoDocumentoId: integer()
      .notNull()
      .references(() => tipoDocumento.id),
    opcional: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orgaoCredorId, t.tipoDocumentoId] })],
);
