import { sql } from 'drizzle-orm';
import type { StatusJustica, StatusProtesto } from '@divida/domain/workflow/cda';
import { boolean, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/usuario.table.ts';
import { processo } from './processo.table.ts';
import { dinheiro, dinheiroZero } from '../../platform/db/colunas.ts';

export type { StatusJustica, StatusProtesto };

/**
 * Part of the process aggregate: the process list filters by it, and the dívida ativa area reads and
 * writes it through this module.
 *
 * The CDA (certidão de dívida ativa) of an inscribed process (docs/workflow.md "The CDA"): one per process,
 * numbered by year and a yearly sequence, with its court and protest status. The collection status
 * lives on the process (`processo.statusCobranca`), which the creditor body's rules also read.
 */
export const dividaAtiva = pgTable(
  'divida_ativa',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    processoId: integer()
      .notNull()
      .references(() => processo.id),
    /**
     * The process's body and whether it was deleted, kept by triggers (migration 0022): the /cda period
     * block counts a period's CDAs from the date indexes alone, without visiting a million processes.
     */
    orgaoCredorId: integer(),
    processoExcluido: boolean().notNull().default(false),
    /** AAAA + 8-digit yearly sequence: 12 digits, unique */
    numeroCda: varchar({ length: 12 }).notNull(),
    /** the inscription date */
    data: date({ mode: 'string' }).notNull(),
    dataAtualizacao: date({ mode: 'string' }).notNull(),
    dataReferenciaCalculo: date({ mode: 'string' }).notNull(),
    nomeProcuradorSignatario: varchar({ length: 100 }).notNull(),
    /** the inscribed value: the corrected total on the inscription date */
    valor: dinheiro().notNull(),
    valorCorrecao: dinheiroZero(),
    valorTotal: dinheiro().notNull(),
    dataUltimaCorrecaoValor: date({ mode: 'string' }),
    statusJustica: varchar({ length: 30 }).$type<StatusJustica>().notNull().default('SEM_PROCESSO'),
    statusProtesto: varchar({ length: 40 }).$type<StatusProtesto>().notNull().default('SEM_PROTESTO'),
    /** the court case (CNJ format, digits only), its filing date and value */
    numeroProcessoJudicial: varchar({ length: 20 }),
    dataAjuizamento: date({ mode: 'string' }),
    valorAjuizamento: dinheiro(),
    /** the protest at the notary's office */
    dataEnvioProtesto: date({ mode: 'string' }),
    protocoloProtesto: varchar({ length: 30 }),
    numeroCartorio: varchar({ length: 10 }),
    codigoComarca: varchar({ length: 10 }),
    dataProtesto: date({ mode: 'string' }),
    dataEncerramentoProtesto: date({ mode: 'string' }),
    motivoIrregularidadeProtesto: varchar({ length: 100 }),
    /** the prescription was recognised (docs/prazos-e-prescricao.md §3): the CDA reads PRESCRITA */
    prescrita: boolean().notNull().default(false),
    usuarioId: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    versao: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('divida_ativa_processo').on(t.processoId),
    // the prescription list's "without court filing" (bench/README.md): its probe per process reads
    // this small index alone instead of every CDA's row
    index('divida_ativa_ajuizada')
      .on(t.processoId)
      .where(sql`${t.dataAjuizamento} is not null`),
    uniqueIndex('divida_ativa_numero').on(t.numeroCda),
    // the collection list's CDA number prefix (LIKE '2026%'), whatever the collation
    index('divida_ativa_numero_prefixo').using('btree', t.numeroCda.op('varchar_pattern_ops')),
    index('divida_ativa_justica').on(t.statusJustica),
    index('divida_ativa_protesto').on(t.statusProtesto),
    // the /cda period block and charts: what was inscribed, filed in court, protested in a period
    index('divida_ativa_data').on(t.data, t.orgaoCredorId, t.processoExcluido, t.valor),
    index('divida_ativa_data_ajuizamento').on(
      t.dataAjuizamento,
      t.orgaoCredorId,
      t.processoExcluido,
      t.valorAjuizamento,
      t.valorTotal,
    ),
    index('divida_ativa_data_protesto').on(t.dataProtesto, t.orgaoCredorId, t.processoExcluido, t.valorTotal),
  ],
);

/**
 * Yearly counters (the CDA number): `proximoDaSequencia` increments the row of (nome, ano) under its
 * row lock, so concurrent inscriptions get distinct numbers and a rolled-back one leaves no gap.
 */
export const sequenciaAnual = pgTable(
  'sequencia_anual',
  {
    nome: varchar({ length: 30 }).notNull(),
    ano: integer().notNull(),
    valor: integer().notNull(),
  },
  (t) => [uniqueIndex('sequencia_anual_chave').on(t.nome, t.ano)],
);
