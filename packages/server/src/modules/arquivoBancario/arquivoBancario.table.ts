import type {
  MotivoConciliacao,
  ResolucaoConciliacao,
  ResultadoLinha,
  SituacaoArquivoBancario,
  SituacaoConciliacao,
  TipoArquivoBancario,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { dinheiro, dinheiroZero } from '../../platform/db/colunas.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { usuario } from '../usuario/usuario.table.ts';

/**
 * The last NSA (file sequence number) of each convênio and direction (docs/arquivos-bancarios.md §1): its row is the
 * lock two remessas of one convênio wait on, so no slip goes into two files.
 */
export const sequenciaArquivoBancario = pgTable(
  'sequencia_arquivo_bancario',
  {
    convenio: varchar({ length: 7 }).notNull(),
    tipo: varchar({ length: 10 }).$type<TipoArquivoBancario>().notNull(),
    ultimoNsa: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.convenio, t.tipo] })],
);

/** A bank file, sent (REMESSA) or received (RETORNO); its bytes in the file store. */
export const arquivoBancario = pgTable(
  'arquivo_bancario',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tipo: varchar({ length: 10 }).$type<TipoArquivoBancario>().notNull(),
    situacao: varchar({ length: 12 }).$type<SituacaoArquivoBancario>().notNull(),
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id),
    convenio: varchar({ length: 7 }).notNull(),
    nsa: integer().notNull(),
    nome: varchar({ length: 200 }).notNull(),
    /** the content in the file store (platform/files) */
    conteudo: uuid().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    quantidadeLinhas: integer().notNull(),
    totalPago: dinheiroZero(),
    /** the background task that processes a return (`GET /api/tarefa/{id}`) */
    tarefaId: uuid(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('arquivo_bancario_nsa').on(t.tipo, t.convenio, t.nsa),
    uniqueIndex('arquivo_bancario_sha').on(t.tipo, t.sha256),
    index('arquivo_bancario_orgao').on(t.orgaoCredorId, t.criadoEm),
  ],
);

/**
 * A slip's movement in a return file (a T line and its U), with what became of it. `resultado` null:
 * not yet applied. Its key, convênio + NSA + line, is (arquivo, linha): each line is applied once.
 */
export const linhaArquivoBancario = pgTable(
  'linha_arquivo_bancario',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    arquivoBancarioId: integer()
      .notNull()
      .references(() => arquivoBancario.id),
    linha: integer().notNull(),
    movimento: varchar({ length: 2 }).notNull(),
    nossoNumero: varchar({ length: 20 }).notNull(),
    seuNumero: varchar({ length: 15 }).notNull(),
    chave: varchar({ length: 25 }).notNull(),
    motivos: varchar({ length: 10 }).notNull(),
    valorNominal: dinheiro().notNull(),
    valorPago: dinheiro().notNull(),
    tarifa: dinheiro().notNull(),
    dataOcorrencia: date({ mode: 'string' }),
    dataCredito: date({ mode: 'string' }),
    resultado: varchar({ length: 12 }).$type<ResultadoLinha>(),
    boletoId: integer(),
    lancamentoId: integer(),
    /** what was settled on the instalment by this line */
    valorLiquidado: dinheiroZero(),
    processadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('linha_arquivo_bancario_linha').on(t.arquivoBancarioId, t.linha),
    index('linha_arquivo_bancario_pendente')
      .on(t.arquivoBancarioId, t.linha)
      .where(sql`${t.resultado} is null`),
  ],
);

/** A return line that needs a person (docs/arquivos-bancarios.md §4): one resolution each, audited. */
export const conciliacao = pgTable(
  'conciliacao',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    linhaArquivoBancarioId: integer()
      .notNull()
      .references(() => linhaArquivoBancario.id),
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id),
    motivo: varchar({ length: 25 }).$type<MotivoConciliacao>().notNull(),
    situacao: varchar({ length: 10 }).$type<SituacaoConciliacao>().notNull().default('PENDENTE'),
    resolucao: varchar({ length: 10 }).$type<ResolucaoConciliacao>(),
    /** the amount in question: the excess for PAGO_A_MAIOR, what was paid otherwise */
    valor: dinheiro().notNull(),
    lancamentoId: integer(),
    justificativa: varchar({ length: 500 }),
    usuarioId: integer().references(() => usuario.id),
    resolvidoEm: timestamp({ withTimezone: true }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conciliacao_linha').on(t.linhaArquivoBancarioId),
    index('conciliacao_orgao').on(t.orgaoCredorId, t.situacao, t.id),
  ],
);
