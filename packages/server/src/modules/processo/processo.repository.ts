import { TIME_ZONE } from '@divida/domain/calendar';
import type { Page, SortSpec } from '@divida/domain/list';
import { onlyDigits } from '@divida/domain/documents';
import type {
  PROCESSO_SORT,
  ProcessoFiltro,
  ProcessoListItem,
} from '@divida/domain/processo/processo.schema';
import { STATUS_SUSPENDE_POR_ACORDO } from '@divida/domain/workflow/cda';
import { FASE, SITUACAO, SITUACOES_DEVOLVIDAS } from '@divida/domain/workflow/situacoes';
import { and, desc, eq, exists, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import { contem, ordemDe } from '../../platform/db/chaveBusca.ts';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like.ts';
import {
  contagemGuardada,
  contagemLimitada,
  offsetOf,
  orderBy,
  paginar,
  type PaginaPedida,
} from '../../platform/db/paging.ts';
import { devedorCadastro as devedor } from '../devedor/index.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import {
  faseProcessoNome as faseProcesso,
  situacaoProcessoComo,
  situacaoProcessoNome as situacaoProcesso,
} from '../faseProcesso/index.ts';
import { indiceFinanceiroNome as indiceFinanceiro } from '../indiceFinanceiro/index.ts';
import { municipioNome as municipio } from '../localidade/index.ts';
import { naturezaDebitoNome as naturezaDebito } from '../naturezaDebito/index.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import { tipoDocumentoIdentificacaoNome as tipoDocumentoIdentificacao } from '../tipoDocumentoIdentificacao/index.ts';
import { usuarioAutor as usuario } from '../usuario/index.ts';
import { linhasDaPagina, paginaPreparada } from './processo.listaPadrao.ts';
import { ordemDaFase, ordemDaSituacao } from './processo.ordemNomes.ts';
import {
  algumValorPago,
  andamento,
  anoDoNumero,
  processo,
  processoCorresponsavel,
} from './processo.table.ts';
import { toApiNumber } from '@divida/domain/money';

/**
 * A process the caller may see: not deleted and within the caller's data scope. The one condition
 * every query of processes starts from, in this area and in the others.
 */
export const processoVisivelPara = (caller: Caller): SQL =>
  and(eq(processo.excluido, false), orgaoScope(caller, processo.orgaoCredorId))!;

/** The process row, locked for a write, if the caller may reach it and it is not deleted. */
export async function bloquearProcesso(ex: Executor, caller: Caller, id: number) {
  const [p] = await ex
    .select()
    .from(processo)
    .where(and(eq(processo.id, id), processoVisivelPara(caller)))
    .for('update');
  return p;
}

/** The process row (not deleted, within the caller's scope), without a lock. */
export async function processoVisivel(ex: Executor, caller: Caller, id: number) {
  const [p] = await ex
    .select()
    .from(processo)
    .where(and(eq(processo.id, id), processoVisivelPara(caller)));
  return p;
}

/** A debtor as the API shows it, with its identification type and municipality. */
export const colunasDevedor = {
  id: devedor.id,
  nome: devedor.nome,
  email: devedor.email,
  tipoDocumentoIdentificacao: { id: tipoDocumentoIdentificacao.id, nome: tipoDocumentoIdentificacao.nome },
  documentoIdentificacao: devedor.documentoIdentificacao,
  cep: devedor.cep,
  rua: devedor.rua,
  numero: devedor.numero,
  bairro: devedor.bairro,
  complemento: devedor.complemento,
  municipioId: municipio.id,
  municipioNome: municipio.nome,
  uf: devedor.uf,
  telefone1: devedor.telefone1,
  telefone2: devedor.telefone2,
};

export function devedorParaApi(r: {
  municipioId: number | null;
  municipioNome: string | null;
  [k: string]: unknown;
}) {
  const { municipioId, municipioNome, ...resto } = r;
  return {
    ...resto,
    municipio:
      municipioId !== null && municipioNome !== null ? { id: municipioId, nome: municipioNome } : null,
  };
}

/** The debtor of a process, and its co-responsible parties. */
export async function devedorPorId(ex: Executor, id: number) {
  const [r] = await ex
    .select(colunasDevedor)
    .from(devedor)
    .innerJoin(
      tipoDocumentoIdentificacao,
      eq(tipoDocumentoIdentificacao.id, devedor.tipoDocumentoIdentificacaoId),
    )
    .leftJoin(municipio, eq(municipio.id, devedor.municipioId))
    .where(eq(devedor.id, id));
  return r ? devedorParaApi(r) : undefined;
}

export async function corresponsaveisDe(ex: Executor, processoId: number) {
  const rows = await ex
    .select({ ...colunasDevedor, tipo: processoCorresponsavel.tipo })
    .from(processoCorresponsavel)
    .innerJoin(devedor, eq(devedor.id, processoCorresponsavel.devedorId))
    .innerJoin(
      tipoDocumentoIdentificacao,
      eq(tipoDocumentoIdentificacao.id, devedor.tipoDocumentoIdentificacaoId),
    )
    .leftJoin(municipio, eq(municipio.id, devedor.municipioId))
    .where(eq(processoCorresponsavel.processoId, processoId))
    .orderBy(devedor.nome, devedor.id);
  return rows.map(devedorParaApi);
}

/** The names and references a detail shows beside the row. */
export async function referenciasDoProcesso(
  ex: Executor,
  p: {
    faseId: number;
    situacaoId: number;
    orgaoCredorId: number;
    naturezaDebitoId: number | null;
    indiceFinanceiroId: number | null;
  },
) {
  const [fase] = await ex
    .select({ id: faseProcesso.id, nome: faseProcesso.nome })
    .from(faseProcesso)
    .where(eq(faseProcesso.id, p.faseId));
  const [situacao] = await ex
    .select({ id: situacaoProcesso.id, nome: situacaoProcesso.nome })
    .from(situacaoProcesso)
    .where(eq(situacaoProcesso.id, p.situacaoId));
  const [orgao] = await ex
    .select({
      id: orgaoCredor.id,
      nome: orgaoCredor.nome,
      sigla: orgaoCredor.sigla,
      convenio: orgaoCredor.convenio,
    })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, p.orgaoCredorId));
  const [natureza] = p.naturezaDebitoId
    ? await ex
        .select({ id: naturezaDebito.id, nome: naturezaDebito.nome })
        .from(naturezaDebito)
        .where(eq(naturezaDebito.id, p.naturezaDebitoId))
    : [];
  const [indice] = p.indiceFinanceiroId
    ? await ex
        .select({ id: indiceFinanceiro.id, sigla: indiceFinanceiro.sigla })
        .from(indiceFinanceiro)
        .where(eq(indiceFinanceiro.id, p.indiceFinanceiroId))
    : [];
  return {
    fase: fase!,
    situacao: situacao!,
    orgao: orgao!,
    natureza: natureza ?? null,
    indice: indice ?? null,
  };
}

/** The movements of a process, newest first, without the deleted ones. */
export async function andamentosDe(ex: Executor, processoId: number) {
  const motivo = situacaoProcessoComo('motivo');
  return ex
    .select({
      id: andamento.id,
      acao: andamento.acao,
      descricao: andamento.descricao,
      origem: andamento.origem,
      criadoEm: andamento.criadoEm,
      dataReferencia: andamento.dataReferencia,
      observacao: andamento.observacao,
      motivoDevolucaoId: motivo.id,
      motivoDevolucaoNome: motivo.nome,
      cancelado: andamento.cancelado,
      motivoCancelamento: andamento.motivoCancelamento,
      valor: andamento.valor,
      situacao: { id: situacaoProcesso.id, nome: situacaoProcesso.nome },
      usuarioCadastro: usuario.nome,
    })
    .from(andamento)
    .innerJoin(situacaoProcesso, eq(situacaoProcesso.id, andamento.situacaoId))
    .leftJoin(motivo, eq(motivo.id, andamento.motivoDevolucaoId))
    .leftJoin(usuario, eq(usuario.id, andamento.usuarioId))
    .where(and(eq(andamento.processoId, processoId), eq(andamento.excluido, false)))
    .orderBy(desc(andamento.criadoEm), desc(andamento.id));
}

// ---------------------------------------------------------------- the list

/** Some payment was received on the process: the expression its partial indexes are built on. */
const comValoresRecuperados = () => algumValorPago(processo);

const sortColumns = {
  numero: processo.numero,
  data: processo.data,
  // The debtor's keys as copied beside the process (migration 0044): the same order as the debtor's
  // own columns, served by processo's indexes (processo_devedor_nome, processo_devedor_documento).
  nomeDevedor: [ordemDe(processo.devedorNomeBusca), processo.devedorNome],
  documentoIdentificacaoDevedor: processo.devedorDocumento,
  // The names' order as an expression of processo's columns, which indexes serve (processo.ordemNomes.ts).
  'faseProcesso.nome': ordemDaFase(processo.faseId),
  'situacaoProcesso.nome': ordemDaSituacao(processo.situacaoId),
  totalCorrigido: processo.totalCorrigido,
  ultimoAndamento: processo.dataUltimoAndamento,
  id: processo.id,
} satisfies Record<(typeof PROCESSO_SORT)[number], unknown>;

/**
 * The same sorts through expressions no index serves (`coalesce(x, x)` is x): with them PostgreSQL
 * must find the matches first and sort them, instead of walking an ordered index and filtering.
 */
const sortColumnsSemIndice = Object.fromEntries(
  Object.entries(sortColumns).map(([k, c]) => [k, [c].flat().map((x) => sql`coalesce(${x}, ${x})`)]),
) as Record<keyof typeof sortColumns, SQL[]>;

/** How many processes a number prefix may match for its matches to be found first (see below). */
const POUCOS_POR_NUMERO = 30_000;

/**
 * Whether a number prefix matches few processes (at most POUCOS_POR_NUMERO, in every body: at most
 * that many index entries read). PostgreSQL takes a prefix's matches to be spread evenly over the
 * dates and walks the date index backwards expecting 15 of them soon; but numbers follow the
 * registration, so a year's numbers sit together at one end: '2024000' (20,149 matches) skipped
 * 376,667 rows (1.2–3.5 s). Found through the prefix index and sorted, they take 54 ms (550 ms cold).
 */
async function numeroSeletivo(ex: Executor, numero: string | null | undefined): Promise<boolean> {
  if (!numero) return false;
  const correspondentes = ex
    .select({ um: sql`1` })
    .from(processo)
    .where(like(processo.numero, `${escapeLike(numero)}%`))
    .limit(POUCOS_POR_NUMERO + 1)
    .as('correspondentes');
  // Kept as a list's total is (paging.ts): paging through a prefix's list asks it once.
  const n = await contagemGuardada(ex, ex.select({ n: countAll() }).from(correspondentes));
  return n <= POUCOS_POR_NUMERO;
}

/** The debtor filter: digits (with or without the mask) are a document prefix, anything else a name. */
function filtroDevedor(texto: string): SQL {
  if (/^[\d.\-/\s]+$/.test(texto) && onlyDigits(texto).length > 0) {
    return like(devedor.documentoIdentificacao, `${escapeLike(onlyDigits(texto))}%`);
  }
  return contem(devedor.nomeBusca, texto);
}

/** The process has a CDA that meets `condicao` (one row per process: the unique divida_ativa_processo). */
const comCda = (condicao: SQL) =>
  exists(
    sql`(select 1 from ${dividaAtiva} where ${dividaAtiva.processoId} = ${processo.id} and ${condicao})`,
  );

const dataEmSaoPaulo = (c: typeof processo.dataUltimoAndamento) =>
  sql`(${c} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date`;

/** The conditions of the process filter (spec 02 §3, §7) within the caller's scope. */
export function condicoesDaLista(caller: Caller, f: Partial<ProcessoFiltro>): SQL | undefined {
  const faseDividaAtiva = eq(processo.faseId, FASE.DIVIDA_ATIVA);
  return and(
    processoVisivelPara(caller),
    f.numero ? like(processo.numero, `${escapeLike(f.numero)}%`) : undefined,
    f.numeroProcessoAdministrativo
      ? like(processo.numeroProcessoAdministrativo, `${escapeLike(f.numeroProcessoAdministrativo)}%`)
      : undefined,
    f.idFaseProcesso ? eq(processo.faseId, f.idFaseProcesso) : undefined,
    f.idSituacaoProcesso ? eq(processo.situacaoId, f.idSituacaoProcesso) : undefined,
    f.devedor ? filtroDevedor(f.devedor) : undefined,
    f.nomeDevedor ? contem(devedor.nomeBusca, f.nomeDevedor) : undefined,
    f.dataInicio ? gte(processo.data, f.dataInicio) : undefined,
    f.dataFim ? lte(processo.data, f.dataFim) : undefined,
    // not `= $1`: a partial index serves only a condition that implies its own (processo.table.ts)
    f.apenasProcessosLavrados ? sql`${processo.lavrado}` : undefined,
    f.apenasComValoresRecuperados ? comValoresRecuperados() : undefined,
    f.dividaAtivaComValoresRecuperados ? and(faseDividaAtiva, comValoresRecuperados()) : undefined,
    // docs/workflow.md "The CDA": suspended by a payment agreement while inscribed with a collection 201/204
    f.apenasCdasSuspensasAcordoPagamento
      ? and(
          eq(processo.situacaoId, SITUACAO.INSCRITO),
          inArray(processo.statusCobranca, [...STATUS_SUSPENDE_POR_ACORDO]),
        )
      : undefined,
    f.apenasCdasSuspensasOrdemJudicial
      ? comCda(eq(dividaAtiva.statusJustica, 'PROCESSO_SUSPENSO'))
      : undefined,
    f.situacaoCdaJustica ? comCda(eq(dividaAtiva.statusJustica, f.situacaoCdaJustica)) : undefined,
    f.situacaoCdaProtesto ? comCda(eq(dividaAtiva.statusProtesto, f.situacaoCdaProtesto)) : undefined,
    f.situacaoCdaCobranca
      ? and(faseDividaAtiva, eq(processo.statusCobranca, f.situacaoCdaCobranca))
      : undefined,
    f.devolucao ? inArray(processo.situacaoId, [...SITUACOES_DEVOLVIDAS]) : undefined,
    f.dataDevolucaoInicio
      ? sql`${dataEmSaoPaulo(processo.dataUltimoAndamento)} >= ${f.dataDevolucaoInicio}`
      : undefined,
    f.dataDevolucaoFim
      ? sql`${dataEmSaoPaulo(processo.dataUltimoAndamento)} <= ${f.dataDevolucaoFim}`
      : undefined,
  );
}

/** The process list (spec 02 §2.1, §7), paged. */
export async function listarProcessos(
  ex: Executor,
  caller: Caller,
  f: Partial<ProcessoFiltro>,
  q: PaginaPedida & { sort: SortSpec<(typeof PROCESSO_SORT)[number]> },
): Promise<Page<ProcessoListItem>> {
  const seletivo = await numeroSeletivo(ex, f.numero);
  // A prefix of four or more characters also names its year, which the prefix implies: the indexes by
  // year and date (processo.table.ts) then serve it (a bare year: 0.7–13 s → 25 ms; and '2024000',
  // 20,000 matches, was slower without it in the same session: 140–480 ms against 57–161 ms).
  const porAno =
    f.numero && f.numero.length >= 4 ? eq(anoDoNumero(processo.numero), f.numero.slice(0, 4)) : undefined;
  const where = and(condicoesDaLista(caller, f), porAno);
  const porDevedor = Boolean(f.devedor || f.nomeDevedor);
  const ordem = orderBy(q.sort, sortColumns, processo.id);
  const ordemDosIds = seletivo ? orderBy(q.sort, sortColumnsSemIndice, processo.id) : ordem;
  // Deferred join: the page's ids are chosen first, reading only processo (and what the filter or the
  // sort names), so that a deep page walks index entries instead of joining every skipped row; the
  // page's 15 rows are then joined to their debtor, phase and situation.
  const ids = () => {
    let q1 = ex.select({ id: processo.id }).from(processo).$dynamic();
    if (porDevedor) q1 = q1.innerJoin(devedor, eq(devedor.id, processo.devedorId));
    return q1
      .where(where)
      .orderBy(...ordemDosIds)
      .limit(q.size)
      .offset(offsetOf(q))
      .as('pagina');
  };
  const rowsGeral = () => {
    const pagina = ids();
    return linhasDaPagina(ex, pagina).orderBy(...ordem);
  };
  // The opening page (no filter, newest first) is a prepared statement (processo.listaPadrao.ts).
  const rows = paginaPreparada(ex, caller, f, q) ?? rowsGeral;
  // The count reads the debtor only when a debtor filter needs it: every process has one (devedor_id
  // is a NOT NULL foreign key), so without such a filter the join changes nothing but the cost, and
  // the count of processo alone is an index-only scan of processo_data / processo_orgao_data. It
  // stops past 10,000 matches ("mais de 10.000", paging.ts).
  const page = await paginar(ex, q, rows, () => {
    let correspondentes = ex
      .select({ um: sql`1` })
      .from(processo)
      .$dynamic();
    if (porDevedor) correspondentes = correspondentes.innerJoin(devedor, eq(devedor.id, processo.devedorId));
    return contagemLimitada(correspondentes.where(where));
  });
  return {
    totalElements: page.totalElements,
    ...(page.totalLimitado && { totalLimitado: page.totalLimitado }),
    content: page.content.map(({ dataUltimoAndamento, totalCorrigido, ...r }) => {
      const ultimo = dataUltimoAndamento ? new Date(dataUltimoAndamento).toISOString() : null;
      const devolvido = (SITUACOES_DEVOLVIDAS as readonly number[]).includes(r.situacaoProcesso.id);
      return {
        ...r,
        totalCorrigido: toApiNumber(totalCorrigido),
        ultimoAndamento: ultimo,
        ultimoAndamentoDevolucao: devolvido ? ultimo : null,
        dataManifestacaoRetornar: null,
      };
    }),
  };
}
