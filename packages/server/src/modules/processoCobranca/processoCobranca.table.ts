import type { SituacaoLancamento, TipoRequerente } from '@divida/domain/cobranca/cobranca.schema';
import type { SituacaoRegistroBoleto } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import type { FormaPagamento } from '@divida/domain/negociacao';
import type { AceiteDoTermo, OrigemCobranca } from '@divida/domain/cobranca/origem.schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { dividaAtiva } from '../processo/dividaAtiva.table.ts';
import { documento } from '../documento/documento.table.ts';
import { situacaoProcesso } from '../faseProcesso/faseProcesso.table.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { dinheiro, dinheiroZero } from '../../platform/db/colunas.ts';

/** A percentage kept as the configuration keeps it: a fraction (0.01 = 1 %). */
const fracao = () => numeric({ precision: 7, scale: 6 });

/**
 * A requester (spec 03 §3 "Requester"): one per CPF across bodies, like the debtor lookup. The latest
 * identification and representation documents sent with an agreement are kept by reference; the
 * documents themselves belong to the collection they came with (owner processoCobranca).
 */
export const requerente = pgTable(
  'requerente',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    cpf: varchar({ length: 11 }).notNull(),
    nome: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 100 }).notNull(),
    telefone: varchar({ length: 11 }).notNull(),
    tipo: varchar({ length: 30 }).$type<TipoRequerente>().notNull(),
    documentoIdentificacaoId: integer().references(() => documento.id),
    comprovanteRepresentacaoId: integer().references(() => documento.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    versao: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('requerente_cpf').on(t.cpf), index('requerente_email').on(t.email)],
);

/**
 * A collection process (processo de cobrança, spec 03 §3): the agreement over one or more CDAs of one
 * body. Numbered by year + the 'cobranca' yearly sequence. The figures are the server's: the debts'
 * balances on the agreement date, the discount per component, the monthly interest and fee
 * percentages configured that day, and the agreement's total (Σ instalments).
 */
export const processoCobranca = pgTable(
  'processo_cobranca',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** AAAA + 8-digit yearly sequence */
    numero: varchar({ length: 12 }).notNull(),
    dataAcordo: date({ mode: 'string' }).notNull(),
    /** 200 ATIVO, 201 PARCELADO, 202 QUITADO, 203 CANCELADO, 204 EM_NEGOCIACAO */
    situacaoId: integer()
      .notNull()
      .references(() => situacaoProcesso.id),
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id),
    requerenteId: integer()
      .notNull()
      .references(() => requerente.id),
    tipoRequerente: varchar({ length: 30 }).$type<TipoRequerente>().notNull(),
    formaPagamento: varchar({ length: 10 }).$type<FormaPagamento>().notNull(),
    totalParcelas: integer().notNull(),
    valorPrimeiraParcela: dinheiro(),
    primeiroVencimento: date({ mode: 'string' }).notNull(),
    /** percent, 0 to 99 */
    desconto: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    // the debts' balances summed, before the discount
    valorAtualizado: dinheiro().notNull(),
    valorCorrecao: dinheiro().notNull(),
    valorJuros: dinheiro().notNull(),
    valorMulta: dinheiro().notNull(),
    valorTotal: dinheiro().notNull(),
    // the discount taken from each component
    valorAtualizadoDesconto: dinheiroZero(),
    valorCorrecaoDesconto: dinheiroZero(),
    valorJurosDesconto: dinheiroZero(),
    valorMultaDesconto: dinheiroZero(),
    valorTotalDesconto: dinheiroZero(),
    percentualJurosMesPagamento: fracao().notNull(),
    percentualHonorarios: fracao().notNull(),
    valorTotalJurosMesPagamento: dinheiroZero(),
    valorTotalHonorarios: dinheiroZero(),
    /** the agreement's total: Σ of the instalments' totals */
    valorTotalAcordo: dinheiro().notNull(),
    /** Σ of the payments received */
    valorPago: dinheiroZero(),
    motivoCancelamento: varchar({ length: 200 }),
    dataCancelamento: date({ mode: 'string' }),
    /** the staff user who made it; null for one made by the debtor on the portal (`origem` PORTAL) */
    criadoPor: integer().references(() => usuario.id),
    /** where it was made: SISTEMA (staff) or PORTAL (the debtor, docs/portal.md §5.5) */
    origem: varchar({ length: 10 }).$type<OrigemCobranca>().notNull().default('SISTEMA'),
    /** the debtor's acceptance of the term on the portal: who, when, from where, the term's SHA-256 */
    aceite: jsonb().$type<AceiteDoTermo>(),
    /** the term's text as the debtor read and accepted it (its SHA-256 is the acceptance's) */
    termoAceito: text(),
    /** the Idempotency-Key of the create call: one collection per key and user */
    chaveIdempotencia: varchar({ length: 100 }),
    /** sha-256 of the create payload: the same key with another payload is refused */
    hashPedido: varchar({ length: 64 }),
    // The holder's sort keys (its CDA of ordem 0: the process's number, the debtor's name and
    // document), copied by triggers (migration 0042) from processo_cobranca_cda, processo and
    // devedor whatever code writes them, so the list's holder sorts walk one index (issue 27 item 2).
    titularDevedorId: integer(),
    titularProcessoNumero: varchar({ length: 16 }),
    titularNomeBusca: varchar({ length: 100 }),
    titularNome: varchar({ length: 100 }),
    titularDocumento: varchar({ length: 20 }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    versao: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('processo_cobranca_numero').on(t.numero),
    // the list's number prefix (LIKE '2025%'), whatever the collation
    index('processo_cobranca_numero_prefixo').using('btree', t.numero.op('varchar_pattern_ops')),
    uniqueIndex('processo_cobranca_idempotencia').on(t.criadoPor, t.chaveIdempotencia),
    // the list: by body unless the caller sees all, newest agreements first
    index('processo_cobranca_orgao_data').on(t.orgaoCredorId, t.dataAcordo, t.id),
    index('processo_cobranca_data').on(t.dataAcordo, t.id),
    // a body's list by number and by id (page 1000 walked every body's numbers: 280 ms at load 18)
    index('processo_cobranca_orgao_numero').on(t.orgaoCredorId, t.numero, t.id),
    index('processo_cobranca_orgao_id').on(t.orgaoCredorId, t.id),
    index('processo_cobranca_requerente').on(t.requerenteId),
    // the holder sorts, a body's and all bodies' (page 1000 joined every agreement's holder: 190–280 ms)
    index('processo_cobranca_orgao_titular_processo').on(t.orgaoCredorId, t.titularProcessoNumero, t.id),
    index('processo_cobranca_titular_processo').on(t.titularProcessoNumero, t.id),
    index('processo_cobranca_orgao_titular_nome').on(
      t.orgaoCredorId,
      sql`(${t.titularNomeBusca} collate "C")`,
      t.titularNome,
      t.id,
    ),
    index('processo_cobranca_titular_nome').on(sql`(${t.titularNomeBusca} collate "C")`, t.titularNome, t.id),
    index('processo_cobranca_orgao_titular_documento').on(t.orgaoCredorId, t.titularDocumento, t.id),
    index('processo_cobranca_titular_documento').on(t.titularDocumento, t.id),
    index('processo_cobranca_titular_devedor').on(t.titularDevedorId),
  ],
);

/**
 * The CDAs (processes) a collection covers, with each one's balances on the agreement date (after
 * the correction refresh): the detail's process card.
 */
export const processoCobrancaCda = pgTable(
  'processo_cobranca_cda',
  {
    processoCobrancaId: integer()
      .notNull()
      .references(() => processoCobranca.id),
    processoId: integer()
      .notNull()
      .references(() => processo.id),
    dividaAtivaId: integer()
      .notNull()
      .references(() => dividaAtiva.id),
    ordem: integer().notNull(),
    // The CDA's number and the process's debtor's document, copied by triggers (migration 0042) from
    // divida_ativa, processo and devedor whatever code writes them: the list's CDA and CPF/CNPJ prefix
    // filters find their agreements in one index instead of probing every agreement's processes.
    numeroCda: varchar({ length: 12 }),
    devedorDocumento: varchar({ length: 20 }),
    valorAtualizado: dinheiro().notNull(),
    valorCorrecao: dinheiro().notNull(),
    valorJuros: dinheiro().notNull(),
    valorMulta: dinheiro().notNull(),
    dataUltimaCorrecaoValor: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.processoCobrancaId, t.processoId] }),
    index('processo_cobranca_cda_processo').on(t.processoId),
    index('processo_cobranca_cda_divida').on(t.dividaAtivaId),
    index('processo_cobranca_cda_numero_cda').using(
      'btree',
      t.numeroCda.op('varchar_pattern_ops'),
      t.processoCobrancaId,
    ),
    index('processo_cobranca_cda_documento').using(
      'btree',
      t.devedorDocumento.op('varchar_pattern_ops'),
      t.processoCobrancaId,
    ),
  ],
);

/**
 * An instalment (lançamento, spec 03 §3): its scheduled components as the domain's simulation gave
 * them, and what was paid of each (allocated in docs/workflow.md's order). `valorCorrecaoPagamento` is the
 * monetary correction of the principal charged at payment (spec 03 §9), beside the scheduled one.
 */
export const lancamento = pgTable(
  'lancamento',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    processoCobrancaId: integer()
      .notNull()
      .references(() => processoCobranca.id),
    parcela: integer().notNull(),
    dataVencimento: date({ mode: 'string' }).notNull(),
    situacao: varchar({ length: 10 }).$type<SituacaoLancamento>().notNull().default('PREVISTO'),
    valorPrincipal: dinheiro().notNull(),
    valorCorrecao: dinheiroZero(),
    valorJuros: dinheiroZero(),
    valorMulta: dinheiroZero(),
    valorJurosMesPagamento: dinheiroZero(),
    valorHonorarios: dinheiroZero(),
    valorTotal: dinheiro().notNull(),
    valorCorrecaoPagamento: dinheiroZero(),
    valorPrincipalPago: dinheiroZero(),
    valorCorrecaoPago: dinheiroZero(),
    valorJurosPago: dinheiroZero(),
    valorMultaPago: dinheiroZero(),
    valorJurosMesPagamentoPago: dinheiroZero(),
    valorHonorariosPago: dinheiroZero(),
    valorPago: dinheiroZero(),
    dataPagamento: date({ mode: 'string' }),
    /** the day the settlement was recorded */
    dataBaixa: date({ mode: 'string' }),
    baixaManual: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lancamento_parcela').on(t.processoCobrancaId, t.parcela)],
);

/**
 * A payment received on an instalment (a manual settlement now; bank return files later): the amount
 * and its split over the components. The financial report reads these.
 */
export const pagamento = pgTable(
  'pagamento',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lancamentoId: integer()
      .notNull()
      .references(() => lancamento.id),
    processoCobrancaId: integer()
      .notNull()
      .references(() => processoCobranca.id),
    dataPagamento: date({ mode: 'string' }).notNull(),
    valor: dinheiro().notNull(),
    valorPrincipal: dinheiroZero(),
    valorCorrecao: dinheiroZero(),
    valorJuros: dinheiroZero(),
    valorMulta: dinheiroZero(),
    valorJurosMesPagamento: dinheiroZero(),
    valorHonorarios: dinheiroZero(),
    manual: boolean().notNull().default(true),
    /** how it was recorded on each process: {processoId: {componente: valor}} */
    rateio: jsonb().$type<Record<string, Record<string, string>>>(),
    usuarioId: integer().references(() => usuario.id),
    /** a bank return's payment: its file and line (docs/arquivos-bancarios.md §3); no FK, the bank-file area owns it */
    arquivoBancarioId: integer(),
    linhaArquivo: integer(),
    /** short (+) or over (−) by at most the body's tolerance and still settled: a rounding difference */
    diferencaArredondamento: dinheiroZero(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pagamento_lancamento').on(t.lancamentoId),
    index('pagamento_cobranca').on(t.processoCobrancaId),
    index('pagamento_data').on(t.dataPagamento),
  ],
);

/**
 * A movement of a collection (the collection's own history: creation, term attached, settlements,
 * cancel, paid off). Each process it covers gets its own `andamento` of origin DIVIDA_ATIVA for the
 * same events, so the process's history tells the story too.
 */
export const andamentoCobranca = pgTable(
  'andamento_cobranca',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    processoCobrancaId: integer()
      .notNull()
      .references(() => processoCobranca.id),
    acao: varchar({ length: 40 }).notNull(),
    descricao: varchar({ length: 300 }).notNull(),
    situacaoId: integer()
      .notNull()
      .references(() => situacaoProcesso.id),
    situacaoAnteriorId: integer().references(() => situacaoProcesso.id),
    observacao: varchar({ length: 600 }),
    detalhes: jsonb().$type<Record<string, unknown>>(),
    usuarioId: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('andamento_cobranca_cobranca').on(t.processoCobrancaId, t.id)],
);

/** The nosso número's sequential part: a database sequence, so it never repeats (not even per year). */
export const boletoSequencialSeq = pgSequence('boleto_sequencial_seq', { startWith: 1 });

/**
 * A payment slip of an instalment (spec 03 §3 "Valid slip", calculos.md §10–11): nosso número =
 * the body's 7-digit convênio + a 10-digit sequential that never repeats, with the barcode, the
 * linha digitável and the Pix BR Code. Reissuing for a new due date invalidates the old one.
 */
export const boleto = pgTable(
  'boleto',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    processoCobrancaId: integer()
      .notNull()
      .references(() => processoCobranca.id),
    lancamentoId: integer()
      .notNull()
      .references(() => lancamento.id),
    sequencial: bigint({ mode: 'number' }).notNull(),
    nossoNumero: varchar({ length: 17 }).notNull(),
    convenio: varchar({ length: 7 }).notNull(),
    carteira: varchar({ length: 2 }).notNull(),
    dataVencimento: date({ mode: 'string' }).notNull(),
    valorBoleto: dinheiro().notNull(),
    valorCorrecao: dinheiroZero(),
    valorJurosMesPagamento: dinheiroZero(),
    valorHonorarios: dinheiroZero(),
    valorTotalBoleto: dinheiro().notNull(),
    codigoBarras: varchar({ length: 44 }).notNull(),
    linhaDigitavel: varchar({ length: 47 }).notNull(),
    pixCopiaECola: text(),
    valido: boolean().notNull().default(true),
    registrado: boolean().notNull().default(false),
    dataRegistro: date({ mode: 'string' }),
    /** registration at the bank (docs/arquivos-bancarios.md §2): PENDENTE on issue; null for slips issued before it */
    situacaoRegistro: varchar({ length: 10 }).$type<SituacaoRegistroBoleto>(),
    /** a registered slip invalidated: its cancellation (02) waits for the next remessa */
    baixaPendente: boolean().notNull().default(false),
    /** the remessa that carried its registration (no FK: the bank-file area owns it) */
    remessaId: integer(),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('boleto_nosso_numero').on(t.nossoNumero),
    uniqueIndex('boleto_sequencial').on(t.sequencial),
    index('boleto_lancamento').on(t.lancamentoId, t.valido),
    index('boleto_registro_pendente')
      .on(t.convenio)
      .where(sql`${t.situacaoRegistro} = 'PENDENTE' or ${t.baixaPendente}`),
  ],
);
