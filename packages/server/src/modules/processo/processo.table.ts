import type { NivelPrescricao } from '@divida/domain/prazos/prescricao';
import type { StatusCobranca } from '@divida/domain/workflow/situacoes';
import type { Origem } from '@divida/domain/workflow/acoes';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { devedor } from '../devedor/devedor.table.ts';
import { faseProcesso, situacaoProcesso } from '../faseProcesso/faseProcesso.table.ts';
import { indiceFinanceiro } from '../indiceFinanceiro/indiceFinanceiro.table.ts';
import { ordemDaFase, ordemDaSituacao, ordemNivelPrescricao } from './processo.ordemNomes.ts';
import { naturezaDebito } from '../naturezaDebito/naturezaDebito.table.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { dinheiro, dinheiroZero } from '../../platform/db/colunas.ts';

/** The process number's sequence: numero = year of registration + 8 digits of it (12 digits). */
export const processoNumeroSeq = pgSequence('processo_numero_seq', { startWith: 1 });

/**
 * The first four characters of the process number (the year of registration, in the numbers this
 * system gives). A number prefix of four or more characters also filters on it (listarProcessos),
 * so that these indexes walk that year's processes by date: a bare year that is not the latest
 * walked the date index through every later year first (0.7–13 s).
 */
export const anoDoNumero = (numero: AnyPgColumn) => sql`left(${numero}, 4)`;

/** The paid components of a process. */
const PAGOS = [
  'valorAtualizadoPago',
  'valorCorrecaoPago',
  'valorMultaPago',
  'valorJurosPago',
  'valorJurosMesPagamentoPago',
  'valorHonorariosPago',
] as const;

/**
 * Some payment was received on the process (any paid component above zero): the list's paid-values
 * flag and the predicate of its indexes, written once so that the two stay the same expression
 * (a partial index serves only a query whose condition implies its predicate; a parameter in place
 * of the 0 would not).
 */
export const algumValorPago = (t: Record<(typeof PAGOS)[number], AnyPgColumn>) =>
  sql`(${sql.join(
    PAGOS.map((c) => sql`${t[c]} > 0`),
    sql` or `,
  )})`;

/**
 * A debt-constitution process (spec 02 §3, docs/workflow.md). The state the workflow reads (situation,
 * suspension, collection status, the term's reference date) and every value of spec 02 §3 live
 * here; balances are value minus paid (processo.valores.ts). Deleting sets `excluido`.
 */
export const processo = pgTable(
  'processo',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** digits only, at most 16, unique across the system */
    numero: varchar({ length: 16 }).notNull(),
    numeroProcessoAdministrativo: varchar({ length: 20 }).notNull(),
    /** date of registration (Brasília) */
    data: date({ mode: 'string' }).notNull(),
    dataDebito: date({ mode: 'string' }),
    dataEncerramento: date({ mode: 'string' }),
    naturezaDebitoId: integer().references(() => naturezaDebito.id),
    codigoReceita: varchar({ length: 20 }),
    descricaoFato: varchar({ length: 600 }).notNull(),
    fundamentoLegal: varchar({ length: 600 }).notNull(),
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id),
    /** the body's correction index when registered */
    indiceFinanceiroId: integer().references(() => indiceFinanceiro.id),
    devedorId: integer()
      .notNull()
      .references(() => devedor.id),
    /**
     * The debtor's sort keys (its name's search key, its name, its document), copied by triggers
     * (migration 0044) whenever the process is written or its debtor renamed: the list's debtor sorts
     * walk an index of processo instead of every debtor of the body (169–450 ms on page 1000).
     */
    devedorNomeBusca: varchar({ length: 100 }),
    devedorNome: varchar({ length: 100 }),
    devedorDocumento: varchar({ length: 20 }),
    faseId: integer()
      .notNull()
      .references(() => faseProcesso.id),
    situacaoId: integer()
      .notNull()
      .references(() => situacaoProcesso.id),
    suspenso: boolean().notNull().default(false),
    protegido: boolean().notNull().default(false),
    excluido: boolean().notNull().default(false),
    /** situacaoPCCProcessoCobranca: SEM_ACORDO until a collection is agreed */
    statusCobranca: varchar({ length: 30 }).$type<StatusCobranca>().notNull().default('SEM_ACORDO'),
    /** the intimation date a term counts from, in situations 3, 12 and 22 */
    dataReferenciaPrazo: date({ mode: 'string' }),
    /** the TCC drawn up (ANEXAR_TCC) */
    lavrado: boolean().notNull().default(false),
    /** the date the stored values refer to */
    dataReferenciaCalculo: date({ mode: 'string' }).notNull(),
    /** the date the corrected values were last computed */
    ultimaCorrecaoValor: date({ mode: 'string' }),
    valorOriginario: dinheiro().notNull(),
    valorAtualizado: dinheiro().notNull(),
    valorCorrecao: dinheiroZero(),
    jurosAtualizado: dinheiroZero(),
    multaAtualizada: dinheiroZero(),
    valorJurosMesPagamento: dinheiroZero(),
    valorHonorarios: dinheiroZero(),
    totalCorrigido: dinheiro().notNull(),
    valorAtualizadoPago: dinheiroZero(),
    valorCorrecaoPago: dinheiroZero(),
    valorMultaPago: dinheiroZero(),
    valorJurosPago: dinheiroZero(),
    valorJurosMesPagamentoPago: dinheiroZero(),
    valorHonorariosPago: dinheiroZero(),
    /** the date of the last movement, for the returned list's order */
    dataUltimoAndamento: timestamp({ withTimezone: true }),
    criadoPor: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    versao: integer().notNull().default(0),
    /**
     * The prescription clock's result (docs/prazos-e-prescricao.md §2), stored so that the list, its filters, sorts and
     * counts read an index instead of recomputing a million clocks: written with every event that
     * moves it (processo.prescricao.ts) and by the daily job when a threshold is crossed. Null until
     * the credit is definitively constituted.
     */
    prescricaoNivel: varchar({ length: 12 }).$type<NivelPrescricao>(),
    prescricaoPrazo: date({ mode: 'string' }),
    /** the day the level last changed: the daily summary tells what reached a level since the last one */
    prescricaoNivelDesde: date({ mode: 'string' }),
    /**
     * The first day on which the level or deadline may change with no new event (a threshold of
     * docs/prazos-e-prescricao.md §2.2, a suspension's known end, a term's end): the daily job recomputes only the
     * processes whose day has come. Null when only an event can change them.
     */
    prescricaoRevisao: date({ mode: 'string' }),
  },
  (t) => [
    uniqueIndex('processo_numero_unico').on(t.numero),
    // the terms list and the bell (docs/prazos-e-prescricao.md §3 "Terms"): a range of reference dates per situation
    index('processo_prazo')
      .on(t.orgaoCredorId, t.situacaoId, t.dataReferenciaPrazo, t.id)
      .where(sql`not ${t.excluido} and not ${t.suspenso}`),
    // The prescription list and summary (bench/README.md, issue 25 item 9). By level: the level
    // filters, and the summary's counts and sums read from the index alone (the total its last key).
    index('processo_prescricao')
      .on(t.prescricaoNivel, t.prescricaoPrazo, t.id, t.totalCorrigido)
      .where(sql`not ${t.excluido} and ${t.prescricaoNivel} is not null`),
    index('processo_orgao_prescricao')
      .on(t.orgaoCredorId, t.prescricaoNivel, t.prescricaoPrazo, t.id, t.totalCorrigido)
      .where(sql`not ${t.excluido} and ${t.prescricaoNivel} is not null`),
    // The sorts by deadline (nulls last both ways: ascending forwards, descending backwards on the
    // nulls-first copy) and by level; the body as the last key, so a body's page is found in the
    // index alone. The page's ids are read first, then only they are joined.
    index('processo_prescricao_prazo')
      .on(t.prescricaoPrazo, t.id, t.orgaoCredorId)
      .where(sql`not ${t.excluido} and ${t.prescricaoNivel} is not null`),
    index('processo_prescricao_prazo_desc')
      .on(t.prescricaoPrazo.asc().nullsFirst(), t.id, t.orgaoCredorId)
      .where(sql`not ${t.excluido} and ${t.prescricaoNivel} is not null`),
    index('processo_prescricao_ordem_nivel')
      .on(ordemNivelPrescricao(t.prescricaoNivel), t.id, t.orgaoCredorId)
      .where(sql`not ${t.excluido} and ${t.prescricaoNivel} is not null`),
    // The sort by value within a level filter (niveis=LARANJA&sort=valor,desc): walked backwards on
    // the level alone, index-only with the body as the last key, instead of the value index over
    // every process filtered for the few thousand of one level (bench/README.md, 54 ms).
    index('processo_prescricao_nivel_valor')
      .on(t.prescricaoNivel, t.totalCorrigido, t.id, t.orgaoCredorId)
      .where(sql`not ${t.excluido} and ${t.prescricaoNivel} is not null`),
    // the daily job: the processes whose revision day has come
    index('processo_prescricao_revisao')
      .on(t.prescricaoRevisao, t.id)
      .where(sql`not ${t.excluido} and ${t.prescricaoRevisao} is not null`),
    // The list: always without the deleted, by body unless the caller sees all, newest first.
    // Ascending keys on purpose: the list orders by `data desc, id desc`, which PostgreSQL reads as
    // DESC NULLS FIRST, the exact backward order of an ascending index; a `desc()` index key is
    // DESC NULLS LAST and served neither direction (every list read and sorted every row).
    index('processo_orgao_data')
      .on(t.orgaoCredorId, t.data, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_data')
      .on(t.data, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_fase_situacao')
      .on(t.faseId, t.situacaoId, t.data, t.id)
      .where(sql`not ${t.excluido}`),
    // The sortable columns without another index (bench/README.md): total and last movement, for all
    // bodies and within one; and a body's counts by phase and situation.
    index('processo_total')
      .on(t.totalCorrigido, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_total')
      .on(t.orgaoCredorId, t.totalCorrigido, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_ultimo_andamento')
      .on(t.dataUltimoAndamento, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_ultimo_andamento')
      .on(t.orgaoCredorId, t.dataUltimoAndamento, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_fase_situacao')
      .on(t.orgaoCredorId, t.faseId, t.situacaoId, t.data, t.id)
      .where(sql`not ${t.excluido}`),
    // The sorts by the phase's and the situation's name, through their order as an expression of the
    // process's own columns (processo.ordemNomes.ts), for all bodies and within one. The column itself
    // closes each key: PostgreSQL reads an expression index alone (index-only) only when it holds the
    // columns the expression is made of; without it a deep page read 15,000 rows, and an index by
    // phase and date that does hold the column looked cheaper (a sort of every match: 310 ms).
    index('processo_fase_nome')
      .on(ordemDaFase(t.faseId), t.id, t.faseId)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_fase_nome')
      .on(t.orgaoCredorId, ordemDaFase(t.faseId), t.id, t.faseId)
      .where(sql`not ${t.excluido}`),
    index('processo_situacao_nome')
      .on(ordemDaSituacao(t.situacaoId), t.id, t.situacaoId)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_situacao_nome')
      .on(t.orgaoCredorId, ordemDaSituacao(t.situacaoId), t.id, t.situacaoId)
      .where(sql`not ${t.excluido}`),
    // A debtor's processes, and the sorts by the debtor's name or document: the list walks the
    // debtors in that order and reads each one's visible processes of the body from this index alone
    // (no heap row per skipped process: 0.5–1.0 s on page 1000, bench/README.md).
    index('processo_devedor').on(t.devedorId, t.orgaoCredorId, t.id, t.excluido),
    // The debtor sorts, on the keys copied beside the process (devedorNomeBusca above), for all
    // bodies and within one, in the list's order (id last).
    index('processo_orgao_devedor_nome')
      .on(t.orgaoCredorId, sql`(${t.devedorNomeBusca} collate "C")`, t.devedorNome, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_devedor_nome')
      .on(sql`(${t.devedorNomeBusca} collate "C")`, t.devedorNome, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_devedor_documento')
      .on(t.orgaoCredorId, t.devedorDocumento, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_devedor_documento')
      .on(t.devedorDocumento, t.id)
      .where(sql`not ${t.excluido}`),
    // Page 1000 of a phase by date, of a body's processes by number or by id: without these the
    // list read and skipped the rows of other phases or bodies (170–240 ms, bench/README.md).
    index('processo_fase_data')
      .on(t.faseId, t.data, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_fase_data')
      .on(t.orgaoCredorId, t.faseId, t.data, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_numero')
      .on(t.orgaoCredorId, t.numero, t.id)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_id')
      .on(t.orgaoCredorId, t.id)
      .where(sql`not ${t.excluido}`),
    // The drawn-up flag by date (a literal condition in the list, so that these serve it)
    index('processo_lavrados_data')
      .on(t.data, t.id)
      .where(sql`not ${t.excluido} and ${t.lavrado}`),
    index('processo_orgao_lavrados_data')
      .on(t.orgaoCredorId, t.data, t.id)
      .where(sql`not ${t.excluido} and ${t.lavrado}`),
    // A number prefix by date (anoDoNumero above); the number itself is in the index, so that the
    // rest of the prefix is checked without reading the row.
    index('processo_ano_data')
      .on(anoDoNumero(t.numero), t.data, t.id, t.numero)
      .where(sql`not ${t.excluido}`),
    index('processo_orgao_ano_data')
      .on(t.orgaoCredorId, anoDoNumero(t.numero), t.data, t.id, t.numero)
      .where(sql`not ${t.excluido}`),
    // The paid-values flag, newest first (its default sort), for all bodies and within one: 8% of
    // the processes, which the date index reached only after reading every other one (1 s on page 1000).
    index('processo_recuperados_data')
      .on(t.data, t.id)
      .where(sql`not ${t.excluido} and ${algumValorPago(t)}`),
    index('processo_orgao_recuperados_data')
      .on(t.orgaoCredorId, t.data, t.id)
      .where(sql`not ${t.excluido} and ${algumValorPago(t)}`),
    // The number filters are prefixes (LIKE 'x%'): a pattern-ops index serves them whatever the
    // database's collation (a plain index does only under "C").
    index('processo_numero_prefixo').using('btree', t.numero.op('varchar_pattern_ops')),
    index('processo_numero_administrativo').using(
      'btree',
      t.numeroProcessoAdministrativo.op('varchar_pattern_ops'),
    ),
  ],
);

export const TIPOS_CORRESPONSAVEL = ['SOCIO', 'REPRESENTANTE'] as const;
export type TipoCorresponsavel = (typeof TIPOS_CORRESPONSAVEL)[number];

/** A co-responsible party of a process (Sócio or Representante); the holder is the process's devedor. */
export const processoCorresponsavel = pgTable(
  'processo_corresponsavel',
  {
    processoId: integer()
      .notNull()
      .references(() => processo.id),
    devedorId: integer()
      .notNull()
      .references(() => devedor.id),
    tipo: varchar({ length: 20 }).$type<TipoCorresponsavel>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.processoId, t.devedorId] }), index().on(t.devedorId)],
);

/**
 * A movement (andamento) of a process: what happened, by whom, when, with its documents (documento
 * rows owned by ANDAMENTO) and the state before it, so that CANCELAR_ULTIMA_ACAO restores exactly.
 */
export const andamento = pgTable(
  'andamento',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    processoId: integer()
      .notNull()
      .references(() => processo.id),
    /**
     * The process's creditor body, copied by a trigger on insert (migration 0021): the /painel movements
     * list walks one body's newest movements in an index instead of joining every recent one.
     */
    orgaoCredorId: integer(),
    /** the workflow action, or REGISTRAR_PROCESSO, EDITAR_PROCESSO, SUBSTITUIR_DOCUMENTO… */
    acao: varchar({ length: 60 }).notNull(),
    descricao: varchar({ length: 300 }).notNull(),
    origem: varchar({ length: 20 }).$type<Origem>().notNull(),
    dataReferencia: date({ mode: 'string' }),
    observacao: varchar({ length: 600 }),
    /** a returned process: the return situation (28, 107, 111) as the reason */
    motivoDevolucaoId: integer().references(() => situacaoProcesso.id),
    valor: dinheiro(),
    /** the state after the movement */
    faseId: integer()
      .notNull()
      .references(() => faseProcesso.id),
    situacaoId: integer()
      .notNull()
      .references(() => situacaoProcesso.id),
    /** the state before it (null for the registration) */
    faseAnteriorId: integer().references(() => faseProcesso.id),
    situacaoAnteriorId: integer().references(() => situacaoProcesso.id),
    suspensoAnterior: boolean(),
    statusCobrancaAnterior: varchar({ length: 30 }).$type<StatusCobranca>(),
    dataReferenciaPrazoAnterior: date({ mode: 'string' }),
    /** the process values before an action that changes them (partial grant, instalment loss), for the cancel */
    valoresAnteriores: jsonb().$type<Record<string, string>>(),
    /** what else the action recorded: the plan's end date, a defect shown, the new values, the CDA number… */
    detalhes: jsonb().$type<Record<string, unknown>>(),
    idAndamentoAnterior: integer().references((): AnyPgColumn => andamento.id),
    cancelado: boolean().notNull().default(false),
    motivoCancelamento: varchar({ length: 100 }),
    excluido: boolean().notNull().default(false),
    usuarioId: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('andamento_processo').on(t.processoId, t.criadoEm.desc(), t.id.desc()),
    // ascending: walked backwards they give `order by criado_em desc, id desc` (DESC NULLS FIRST)
    // and the /painel list stops after its 200 rows; a `desc()` key (DESC NULLS LAST) does not match
    index('andamento_recentes').on(t.criadoEm, t.id),
    index('andamento_orgao_recentes').on(t.orgaoCredorId, t.criadoEm, t.id),
  ],
);
