import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { chaveBuscaSql } from '../../platform/db/chaveBusca.ts';
import { colunasEndereco } from '../../platform/db/colunas.ts';
import { municipio } from '../localidade/localidade.table.ts';
import { tipoDocumentoIdentificacao } from '../tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.table.ts';

/**
 * A debtor or co-responsible party (spec 02 §3): one row per identification document across the
 * system, shared by every body's processes. Which bodies see it follows from its processes (the
 * data scope of posicaoDevedor/devedor.repository.ts).
 */
export const devedor = pgTable(
  'devedor',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar({ length: 100 }).notNull(),
    /** Key of nome (domain chaveBusca): the name filter and the name order. */
    nomeBusca: varchar({ length: 100 })
      .notNull()
      .generatedAlwaysAs((): SQL => chaveBuscaSql(devedor.nome)),
    email: varchar({ length: 100 }),
    tipoDocumentoIdentificacaoId: integer()
      .notNull()
      .references(() => tipoDocumentoIdentificacao.id),
    /** digits only for CPF and CNPJ; as typed (upper case) for the other types */
    documentoIdentificacao: varchar({ length: 20 }).notNull(),
    ...colunasEndereco(() => municipio.id, { rua: 80 }),
    telefone1: varchar({ length: 11 }),
    telefone2: varchar({ length: 11 }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devedor_documento_unico').on(t.documentoIdentificacao),
    index('devedor_nome_busca').on(sql`(${t.nomeBusca} collate "C")`, t.id),
    // the debtor filter's document prefix (LIKE '123%'), whatever the collation
    index('devedor_documento_prefixo').using('btree', t.documentoIdentificacao.op('varchar_pattern_ops')),
  ],
);
