import type { OrigemAcesso } from '@divida/domain/devedor/acessoDados.schema';
import { acoesDisponiveisCobranca } from '@divida/domain/cobranca/acoes';
import {
  ROTULO_SITUACAO_LANCAMENTO,
  type COBRANCA_SORT,
  type CobrancaDetalhe,
  type CobrancaFiltro,
  type LancamentoApi,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';
import type { SortSpec } from '@divida/domain/list';
import { sumMoney, toApiNumber } from '@divida/domain/money';
import { saldoDaParcela, saldosDaCobranca, type ParcelaDoSaldo } from '@divida/domain/cobranca/saldo';
import { and, asc, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/context.ts';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { ordemDe } from '../../platform/db/chaveBusca.ts';
import type { Executor } from '../../platform/db/database.ts';
import { devedores, registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { notFound } from '../../platform/errors.ts';
import {
  contagemLimitada,
  escapeLike,
  offsetOf,
  orderBy,
  paginar,
  type PaginaPedida,
} from '../../platform/db/paging.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import {
  cdaNumero as dividaAtiva,
  processoVisivelPara,
  processoResumo as processo,
} from '../processo/index.ts';
import { situacaoProcessoNome as situacaoProcesso } from '../faseProcesso/index.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { usuarioAutor as usuario } from '../usuario/index.ts';
import {
  andamentoCobranca,
  lancamento,
  processoCobranca,
  processoCobrancaCda,
  requerente,
} from './processoCobranca.table.ts';
import { paginaPreparada, type PreparaPagina } from './cobranca.listaPadrao.ts';
import { situacoesRegistro } from './registroBoleto.ts';

type LinhaCobranca = typeof processoCobranca.$inferSelect;
type LinhaLancamento = typeof lancamento.$inferSelect;
const n = toApiNumber;

/** What an instalment is due now: its schedule plus the correction charged at payment. */
export function totalDevido(l: LinhaLancamento) {
  return l.valorTotal;
}

/** An instalment as the balances read it (@divida/domain/cobranca/saldo). */
const paraSaldo = (l: LinhaLancamento): ParcelaDoSaldo => ({
  quitada: l.situacao === 'BAIXADO',
  valorTotal: totalDevido(l),
  valorPago: l.valorPago,
  devido: {
    valorHonorarios: l.valorHonorarios,
    valorJurosMesPagamento: l.valorJurosMesPagamento,
    valorJuros: l.valorJuros,
    valorMulta: l.valorMulta,
    valorCorrecao: l.valorCorrecao.plus(l.valorCorrecaoPagamento),
    valorPrincipal: l.valorPrincipal,
  },
  pago: {
    valorHonorarios: l.valorHonorariosPago,
    valorJurosMesPagamento: l.valorJurosMesPagamentoPago,
    valorJuros: l.valorJurosPago,
    valorMulta: l.valorMultaPago,
    valorCorrecao: l.valorCorrecaoPago,
    valorPrincipal: l.valorPrincipalPago,
  },
});

export function lancamentoParaApi(l: LinhaLancamento): LancamentoApi {
  return {
    id: l.id,
    parcela: l.parcela,
    data: l.dataVencimento,
    dataCadastro: l.criadoEm.toISOString(),
    dataVencimento: l.dataVencimento,
    dataPagamento: l.dataPagamento,
    dataBaixa: l.dataBaixa,
    situacaoLancamento: l.situacao,
    descricaoSituacao: ROTULO_SITUACAO_LANCAMENTO[l.situacao],
    baixaManual: l.baixaManual,
    valor: n(l.valorPrincipal),
    valorCorrecao: n(l.valorCorrecao.plus(l.valorCorrecaoPagamento)),
    valorJuros: n(l.valorJuros),
    valorMulta: n(l.valorMulta),
    valorJurosMesPagamento: n(l.valorJurosMesPagamento),
    valorHonorarios: n(l.valorHonorarios),
    valorTotalBoleto: n(l.valorTotal),
    valorPago: n(l.valorPago),
    saldo: n(saldoDaParcela(paraSaldo(l))),
    pagos: {
      valorHonorarios: n(l.valorHonorariosPago),
      valorJurosMesPagamento: n(l.valorJurosMesPagamentoPago),
      valorJuros: n(l.valorJurosPago),
      valorMulta: n(l.valorMultaPago),
      valorCorrecao: n(l.valorCorrecaoPago),
      valorPrincipal: n(l.valorPrincipalPago),
    },
  };
}

/** The instalments with their latest slip's registration at the bank (docs/arquivos-bancarios.md §2). */
async function comRegistro(ex: Executor, ls: LinhaLancamento[]) {
  const situacoes = await situacoesRegistro(
    ex,
    ls.map((l) => l.id),
  );
  return ls.map((l) => {
    const s = situacoes.get(l.id);
    return { ...lancamentoParaApi(l), ...(s && { situacaoRegistroBoleto: s }) };
  });
}

/** A collection row within the caller's scope, or 404. */
export async function cobrancaVisivel(ex: Executor, caller: Caller, id: number): Promise<LinhaCobranca> {
  const [c] = await ex
    .select()
    .from(processoCobranca)
    .where(and(eq(processoCobranca.id, id), orgaoScope(caller, processoCobranca.orgaoCredorId)));
  if (!c) throw notFound();
  return c;
}

/** Whether the collection exists within the caller's scope: `escopoPrimeiro`. */
export async function cobrancaNoEscopo(ex: Executor, caller: Caller, id: number): Promise<boolean> {
  const [c] = await ex
    .select({ id: processoCobranca.id })
    .from(processoCobranca)
    .where(and(eq(processoCobranca.id, id), orgaoScope(caller, processoCobranca.orgaoCredorId)));
  return c !== undefined;
}

export const lancamentosDe = (ex: Executor, id: number) =>
  ex.select().from(lancamento).where(eq(lancamento.processoCobrancaId, id)).orderBy(asc(lancamento.parcela));

async function andamentosDe(ex: Executor, id: number) {
  const rows = await ex
    .select({
      id: andamentoCobranca.id,
      acao: andamentoCobranca.acao,
      descricao: andamentoCobranca.descricao,
      criadoEm: andamentoCobranca.criadoEm,
      observacao: andamentoCobranca.observacao,
      situacao: { id: situacaoProcesso.id, nome: situacaoProcesso.nome },
      usuarioCadastro: usuario.nome,
    })
    .from(andamentoCobranca)
    .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, andamentoCobranca.situacaoId))
    .leftJoin(usuario, eq(usuario.id, andamentoCobranca.usuarioId))
    .where(eq(andamentoCobranca.processoCobrancaId, id))
    .orderBy(desc(andamentoCobranca.id));
  return rows.map(({ criadoEm, ...r }) => ({ ...r, data: criadoEm.toISOString() }));
}

async function processosDe(ex: Executor, id: number) {
  return ex
    .select({
      id: processo.id,
      numero: processo.numero,
      numeroCda: dividaAtiva.numeroCda,
      data: processo.data,
      devedorId: devedor.id,
      devedor: { nome: devedor.nome, documentoIdentificacao: devedor.documentoIdentificacao },
      ultimaCorrecaoValor: processoCobrancaCda.dataUltimaCorrecaoValor,
      valorAtualizado: processoCobrancaCda.valorAtualizado,
      valorCorrecao: processoCobrancaCda.valorCorrecao,
      valorJuros: processoCobrancaCda.valorJuros,
      valorMulta: processoCobrancaCda.valorMulta,
    })
    .from(processoCobrancaCda)
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(dividaAtiva, eq(dividaAtiva.id, processoCobrancaCda.dividaAtivaId))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .where(eq(processoCobrancaCda.processoCobrancaId, id))
    .orderBy(asc(processoCobrancaCda.ordem));
}

async function requerenteDe(ex: Executor, id: number) {
  const [r] = await ex
    .select({
      id: requerente.id,
      tipo: requerente.tipo,
      nome: requerente.nome,
      cpf: requerente.cpf,
      email: requerente.email,
      telefone: requerente.telefone,
    })
    .from(requerente)
    .where(eq(requerente.id, id));
  return r!;
}

async function nomeSituacao(ex: Executor, id: number) {
  const [s] = await ex
    .select({ id: situacaoProcesso.id, nome: situacaoProcesso.nome })
    .from(situacaoProcesso)
    .where(eq(situacaoProcesso.id, id));
  return s!;
}

/**
 * Σ instalments now due (schedule + correction at payment), Σ paid, and the balances: 'Saldo' and
 * 'Saldo com Desconto' by the domain's rule (what is open of each instalment; nothing once settled).
 */
function totais(ls: LinhaLancamento[]) {
  const total = sumMoney(ls.map(totalDevido));
  const pago = sumMoney(ls.map((l) => l.valorPago));
  return { total, pago, ...saldosDaCobranca(ls.map(paraSaldo)) };
}

/** `GET processoCobranca/{id}` (spec 03 §2.3, §3 "Collection process (detail)"). */
export async function detalharCobranca(
  ex: Executor,
  user: AuthUser,
  id: number,
  origem: OrigemAcesso = 'COBRANCA_DETALHE',
): Promise<CobrancaDetalhe> {
  const c = await cobrancaVisivel(ex, user, id);
  const [orgao] = await ex
    .select({ id: orgaoCredor.id, nome: orgaoCredor.nome, sigla: orgaoCredor.sigla })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, c.orgaoCredorId));
  const ls = await lancamentosDe(ex, id);
  const andamentos = await andamentosDe(ex, id);
  const processos = await processosDe(ex, id);
  const situacao = await nomeSituacao(ex, c.situacaoId);
  const t = totais(ls);
  const titular = processos[0]!;
  // the answer shows the debtors' and the requester's data (LGPD art. 37)
  await registrarAcesso(
    ex,
    user,
    origem,
    [...devedores(processos.map((p) => p.devedorId)), { requerenteId: c.requerenteId ?? undefined }],
    c.numero,
  );
  return {
    idProcessoCobranca: c.id,
    numero: c.numero,
    dataAcordo: c.dataAcordo,
    data: c.dataAcordo,
    formaPagamento: c.totalParcelas === 1 ? 'A_VISTA' : 'PARCELADO',
    origem: c.origem,
    aceite: c.aceite,
    numeroCDA: processos.map((p) => p.numeroCda),
    situacaoProcesso: situacao,
    situacaoNome: situacao.nome,
    orgao: orgao!,
    titular: {
      id: titular.devedorId,
      nome: titular.devedor.nome,
      documentoIdentificacao: titular.devedor.documentoIdentificacao,
    },
    requerente: await requerenteDe(ex, c.requerenteId),
    processosConstituicaoCredito: processos.map((p) => ({
      id: p.id,
      numero: p.numero,
      numeroCda: p.numeroCda,
      data: p.data,
      devedor: p.devedor,
      ultimaCorrecaoValor: p.ultimaCorrecaoValor,
      valorAtualizado: n(p.valorAtualizado),
      valorCorrecao: n(p.valorCorrecao),
      valorJuros: n(p.valorJuros),
      valorMulta: n(p.valorMulta),
      valorTotal: n(sumMoney([p.valorAtualizado, p.valorCorrecao, p.valorJuros, p.valorMulta])),
    })),
    lancamentos: await comRegistro(ex, ls),
    andamentos,
    ultimoAndamento: andamentos[0] ?? null,
    totalParcelas: c.totalParcelas,
    valorRefis: 0,
    valorTotal: n(c.valorTotal),
    valorTotalAtualizado: n(t.total),
    valorPago: n(t.pago),
    saldoDevedor: n(t.saldo),
    desconto: n(c.desconto),
    valorAtualizadoDesconto: n(c.valorAtualizadoDesconto),
    valorCorrecaoDesconto: n(c.valorCorrecaoDesconto),
    valorJurosDesconto: n(c.valorJurosDesconto),
    valorMultaDesconto: n(c.valorMultaDesconto),
    valorTotalDesconto: n(c.valorTotalDesconto),
    percentualHonorarios: Number(c.percentualHonorarios),
    percentualJurosMesPagamento: Number(c.percentualJurosMesPagamento),
    // what is still open of the discounted debt, falling with each payment (issue 36 item 6, U-5)
    saldoComDesconto: {
      valorAtualizado: n(t.saldoComDesconto.valorAtualizado),
      valorMulta: n(t.saldoComDesconto.valorMulta),
      valorCorrecao: n(t.saldoComDesconto.valorCorrecao),
      valorJuros: n(t.saldoComDesconto.valorJuros),
      valorTotal: n(t.saldoComDesconto.valorTotal),
    },
    acoesDisponiveis: acoesDisponiveisCobranca(
      c.situacaoId as SituacaoCobrancaId,
      c.totalParcelas,
      user.permissoes,
    ),
  };
}

/** The read-only summary (spec 03 §3 "Collection as shown in the debt detail"). */
async function resumoDe(ex: Executor, c: LinhaCobranca) {
  const ls = await lancamentosDe(ex, c.id);
  const t = totais(ls);
  const r = await requerenteDe(ex, c.requerenteId);
  return {
    idProcessoCobranca: c.id,
    numero: c.numero,
    dataAcordo: c.dataAcordo,
    situacaoProcesso: await nomeSituacao(ex, c.situacaoId),
    totalParcelas: c.totalParcelas,
    requerente: { nome: r.nome, cpf: r.cpf, email: r.email, telefone: r.telefone },
    valorTotal: n(c.valorTotal),
    valorTotalAtualizado: n(t.total),
    saldoDevedor: n(t.saldo),
    desconto: n(c.desconto),
    valorTotalDesconto: n(c.valorTotalDesconto),
    percentualJurosMesPagamento: Number(c.percentualJurosMesPagamento),
    percentualHonorarios: Number(c.percentualHonorarios),
    lancamentos: ls.map(lancamentoParaApi),
    andamentos: await andamentosDe(ex, c.id),
  };
}

/** `GET processoCobranca/acompanhamentoCobranca/{id}`. */
export async function acompanharCobranca(ex: Executor, user: AuthUser, id: number) {
  const c = await cobrancaVisivel(ex, user, id);
  // the summary shows the requester's CPF, e-mail and phone (LGPD art. 37)
  await registrarAcesso(
    ex,
    user,
    'COBRANCA_RESUMO',
    [{ requerenteId: c.requerenteId ?? undefined }],
    c.numero,
  );
  return resumoDe(ex, c);
}

/** The collections of a process, newest first (the process detail's Cobrança tab). */
export async function cobrancasDoProcesso(ex: Executor, user: AuthUser, processoId: number) {
  const [p] = await ex
    .select({ id: processo.id })
    .from(processo)
    .where(and(eq(processo.id, processoId), processoVisivelPara(user)));
  if (!p) throw notFound();
  const cs = await ex
    .select({ c: processoCobranca })
    .from(processoCobranca)
    .innerJoin(processoCobrancaCda, eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id))
    .where(eq(processoCobrancaCda.processoId, processoId))
    .orderBy(desc(processoCobranca.id));
  await registrarAcesso(
    ex,
    user,
    'COBRANCA_RESUMO',
    cs.map(({ c }) => ({ requerenteId: c.requerenteId ?? undefined })),
  );
  const out = [];
  for (const { c } of cs) out.push(await resumoDe(ex, c));
  return out;
}

// ---------------------------------------------------------------- the list

const titularCda = sql`${processoCobrancaCda.processoCobrancaId} = ${processoCobranca.id} and ${processoCobrancaCda.ordem} = 0`;

// The holder's sorts read the keys the agreement keeps of its holder (migration 0042's triggers copy
// them from its CDA of ordem 0, that process and its debtor), each with its index per body and for
// all: joining every agreement's holder before sorting took 190–280 ms on page 1000 (quiet machine).
const sortColumns = {
  data: processoCobranca.dataAcordo,
  numero: processoCobranca.numero,
  'processos.numero': processoCobranca.titularProcessoNumero,
  'titular.documentoIdentificacao': processoCobranca.titularDocumento,
  'titular.nome': [ordemDe(processoCobranca.titularNomeBusca), processoCobranca.titularNome],
  'situacaoProcesso.nome': situacaoProcesso.nome,
  id: processoCobranca.id,
} satisfies Record<(typeof COBRANCA_SORT)[number], unknown>;

/**
 * Some CDA of the collection has `coluna` (numero_cda or devedor_documento, kept on the CDA row by
 * migration 0042's triggers) starting with `prefixo`: the matching agreements come from the column's
 * prefix index. Probing each agreement's processes in the sort's order took 110–210 ms for a broad
 * prefix on page 1000 (20,000 matches of 198,000 agreements).
 */
const algumaCda = (coluna: 'numero_cda' | 'devedor_documento', prefixo: string) =>
  sql`${processoCobranca.id} in (select pcf.processo_cobranca_id from ${processoCobrancaCda} pcf
        where pcf.${sql.raw(coluna)} like ${`${escapeLike(prefixo)}%`})`;

const lista = (coluna: string) =>
  sql<string>`(select string_agg(${sql.raw(coluna)}, ',' order by pcc.ordem) from ${processoCobrancaCda} pcc
    join ${processo} pr on pr.id = pcc.processo_id join ${dividaAtiva} da on da.id = pcc.divida_ativa_id
    where pcc.processo_cobranca_id = ${processoCobranca.id})`;

/** A list row's columns and joins, for the ids and order the caller gives (where, order, limit). */
const linhasDaLista = (ex: Executor) =>
  ex
    .select({
      c: processoCobranca,
      processos: lista('pr.numero'),
      cdas: lista('da.numero_cda'),
      // saldoDaParcela (@divida/domain/cobranca/saldo) summed: nothing open once an instalment is settled
      saldo: sql<string>`(select coalesce(sum(case when l.situacao = 'BAIXADO' then 0 else greatest(l.valor_total - l.valor_pago, 0) end), 0)::text from ${lancamento} l where l.processo_cobranca_id = ${processoCobranca.id})`,
      total: sql<string>`(select coalesce(sum(l.valor_total), 0)::text from ${lancamento} l where l.processo_cobranca_id = ${processoCobranca.id})`,
      titular: {
        id: devedor.id,
        nome: devedor.nome,
        documentoIdentificacao: devedor.documentoIdentificacao,
      },
      orgao: { id: orgaoCredor.id, sigla: orgaoCredor.sigla },
      situacao: { id: situacaoProcesso.id, nome: situacaoProcesso.nome },
    })
    .from(processoCobranca)
    .innerJoin(processoCobrancaCda, titularCda)
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, processoCobranca.orgaoCredorId))
    .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, processoCobranca.situacaoId));

/** The opening page as a prepared statement: the scope's body a parameter, the size in the SQL. */
const prepararPaginaPadrao: PreparaPagina<Awaited<ReturnType<typeof linhasDaLista>>[number]> = (
  db,
  todos,
  size,
) =>
  linhasDaLista(db)
    .where(todos ? undefined : eq(processoCobranca.orgaoCredorId, sql.placeholder('orgao')))
    .orderBy(desc(processoCobranca.dataAcordo), desc(processoCobranca.id))
    // Drizzle writes an SQL limit as it is, a number as a parameter.
    .limit(sql.raw(String(size)) as unknown as number)
    .prepare(`cobranca_lista_${todos ? 'todos' : 'orgao'}_${size}`);

/** `POST processoCobranca/list` (spec 03 §2.2, §7). */
export async function listarCobrancas(
  ex: Executor,
  caller: Caller,
  f: CobrancaFiltro,
  q: PaginaPedida & { sort: SortSpec<(typeof COBRANCA_SORT)[number]> },
) {
  const where = and(
    orgaoScope(caller, processoCobranca.orgaoCredorId),
    f.numeroProcessoCobranca
      ? like(processoCobranca.numero, `${escapeLike(f.numeroProcessoCobranca)}%`)
      : undefined,
    f.numeroCDA ? algumaCda('numero_cda', f.numeroCDA) : undefined,
    f.cpfCnpj ? algumaCda('devedor_documento', f.cpfCnpj) : undefined,
    f.idSituacao ? eq(processoCobranca.situacaoId, f.idSituacao) : undefined,
    f.origem ? eq(processoCobranca.origem, f.origem) : undefined,
    f.dataInicial ? gte(processoCobranca.dataAcordo, f.dataInicial) : undefined,
    f.dataFinal ? lte(processoCobranca.dataAcordo, f.dataFinal) : undefined,
  );
  // The page's ids first, joined only to what the sort reads, then the row's columns for those 15:
  // the row's subqueries (processes, CDAs, balance) ran for every row an offset skips (page 1000 of
  // one body: 6.5 s at load 18). Every collection has its holder's CDA (ordem 0), so the join to it
  // drops no collection (the count never joined it either).
  const ordem = orderBy(q.sort, sortColumns, processoCobranca.id);
  const rowsGeral = () => {
    let ids = ex.select({ id: processoCobranca.id }).from(processoCobranca).$dynamic();
    if (q.sort.field === 'situacaoProcesso.nome')
      ids = ids.innerJoin(situacaoProcesso, eq(situacaoProcesso.id, processoCobranca.situacaoId));
    const pagina = ids
      .where(where)
      .orderBy(...ordem)
      .limit(q.size)
      .offset(offsetOf(q))
      .as('pagina');
    return linhasDaLista(ex)
      .innerJoin(pagina, eq(pagina.id, processoCobranca.id))
      .orderBy(...ordem);
  };
  // The opening page (no filter, newest first) is a prepared statement (cobranca.listaPadrao.ts).
  const rows = paginaPreparada(ex, caller, f, q, prepararPaginaPadrao) ?? rowsGeral;
  // past 10,000 collections the total reads "mais de 10.000" (paging.ts)
  const page = await paginar(ex, q, rows, () =>
    contagemLimitada(
      ex
        .select({ um: sql`1` })
        .from(processoCobranca)
        .where(where),
    ),
  );
  return {
    totalElements: page.totalElements,
    ...(page.totalLimitado && { totalLimitado: page.totalLimitado }),
    content: page.content.map((r) => ({
      idProcessoCobranca: r.c.id,
      dataAcordo: r.c.dataAcordo,
      numero: r.c.numero,
      numeroProcessoConstituicaoCredito: (r.processos ?? '').split(',').filter(Boolean),
      numeroCDA: (r.cdas ?? '').split(',').filter(Boolean),
      descricao: r.c.totalParcelas === 1 ? 'À VISTA' : `PARCELADO EM ${r.c.totalParcelas} PARCELAS`,
      saldoDevedor: n(r.saldo),
      totalParcelas: r.c.totalParcelas,
      valorTotal: n(r.c.valorTotal),
      valorTotalAtualizado: n(r.total),
      orgao: r.orgao,
      titular: r.titular,
      situacao: r.situacao,
      origem: r.c.origem,
    })),
  };
}
