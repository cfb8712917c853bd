import {
  alocarPagamento,
  ORDEM_ALOCACAO,
  ratearNosProcessos,
  totalDosComponentes,
  type ValoresPorComponente,
} from '@divida/domain/cobranca/alocacao';
import type { SituacaoRegistroBoleto } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import type { AcaoDaMaquinaCobranca, AplicadaCobranca } from '@divida/domain/cobranca/acoes';
import { MENSAGENS_COBRANCA as M } from '@divida/domain/cobranca/cobranca.schema';
import type { IsoDate } from '@divida/domain/calendar';
import { mensagemDataDePagamento, problemaDaDataDePagamento } from '@divida/domain/cobranca/dataPagamento';
import type { DocumentosDoTipo } from '@divida/domain/documento/documento.schema';
import { formatBRL } from '@divida/domain/format';
import { toCentsText, toDecimal, type Money } from '@divida/domain/money';
import { and, asc } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { atualizarEmLote, inserirEmLote, naLista } from '../../platform/db/emLote.ts';
import { invalido, notFound } from '../../platform/errors.ts';
import type { ContextoDoRunner } from '../../platform/workflow/executarAcao.ts';
import { LoteDeAcoes } from '../../platform/workflow/loteDeAcoes.ts';
import { anexarDocumentos } from '../documento/index.ts';
import {
  processoLeitura as processo,
  registrarAndamentos,
  type TransicaoRegistrada,
  type ValoresDosProcessos,
} from '../processo/index.ts';
import {
  devidoNoPagamento,
  pagoDoLancamento,
  planejarMovimento,
  regrasDaCobranca,
  type MemoDevido,
  type MovimentoCobranca,
} from './acoes.ts';
import {
  andamentoCobranca,
  boleto,
  lancamento,
  pagamento,
  processoCobranca,
  processoCobrancaCda,
} from './processoCobranca.table.ts';
import { invalidarBoletos, primeiraEmissaoDaParcela, situacaoNoBanco } from './registroBoleto.ts';

type LinhaCobranca = typeof processoCobranca.$inferSelect;
type LinhaLancamento = typeof lancamento.$inferSelect;
type LinhaProcesso = typeof processo.$inferSelect;

/** An instalment about to be settled: its collection, processes and instalments as locked. */
export interface LiquidacaoPreparada {
  c: LinhaCobranca;
  processos: LinhaProcesso[];
  ls: LinhaLancamento[];
  l: LinhaLancamento;
  devido: ValoresPorComponente;
  valorCorrecaoPagamento: Money;
  pago: ValoresPorComponente;
  aberto: Money;
}
type Preparacao =
  LiquidacaoPreparada | (Pick<LiquidacaoPreparada, 'c' | 'processos' | 'ls'> & { l: undefined });

/** What `liquidar` answers; the ids once the batch is written (`gravar`). */
/** How a payment is settled: its amount and date, who, and where it came from. */
export interface OpcoesDaLiquidacao {
  valor: Money;
  arredondamento?: Money;
  dataPagamento: IsoDate;
  hoje: IsoDate;
  usuarioId: number;
  manual: boolean;
  origem?: { arquivoBancarioId: number; linha: number; nsa: number };
  documentos?: unknown[];
}

export interface Liquidada {
  quitada: boolean;
  alocado: ValoresPorComponente;
  idPagamento: number;
  idAndamento: number;
}

/** A collection as the batch holds it: its row and its processes, in the collection's order. */
interface CobrancaNoLote {
  c: LinhaCobranca;
  processos: LinhaProcesso[];
}

/**
 * What a collection's movement in a settlement records (its status is the machine's, not the
 * caller's), who records it, and the payment whose ids it gets once written.
 */
interface MovimentoDaLiquidacao {
  m: Omit<MovimentoCobranca, 'situacaoId'>;
  usuarioId: number;
  r?: Liquidada;
}

/** The collection's rules take no permission (the route checks it): the runner's context for them. */
const contexto = (hoje: IsoDate): ContextoDoRunner => ({ hoje, permissoes: new Set() });

/** The columns of a process the settlement writes (ratearNosProcessos). */
const VALORES_PROCESSO = [
  'valorAtualizado',
  'valorCorrecao',
  'jurosAtualizado',
  'multaAtualizada',
  'valorJurosMesPagamento',
  'valorHonorarios',
  'totalCorrigido',
  'valorAtualizadoPago',
  'valorCorrecaoPago',
  'valorJurosPago',
  'valorMultaPago',
  'valorJurosMesPagamentoPago',
  'valorHonorariosPago',
] as const;

/**
 * THE settlement of instalments, whoever records them (Baixa Manual: a batch of one; a bank return:
 * its lines a batch at a time; an accepted reconciliation): set-based, so that a batch costs a few
 * statements, not a few per payment.
 *
 * The collection's status changes (a payment, the payoff) are actions of its machine (domain
 * `TRANSICOES_COBRANCA`), run by the workflow runner's batch form (platform/workflow `LoteDeAcoes`):
 * judged on the collection as the batch left it, its processes moved by the domain's
 * `aplicarPelaCobranca`, their movements and audit entries written with the batch.
 *
 * `abrir` locks the collections, their processes and instalments (each table by one statement, in id
 * order, so two batches or a batch and a Baixa Manual never wait on each other in a cycle);
 * `preparar` computes what an instalment is due (the body's index and series read once per batch);
 * `liquidar` allocates a payment in memory with the domain's functions and keeps the rows it changes,
 * so a later payment of the batch starts from them; `gravar` writes them all with multi-row
 * statements, the audit entries last (the chain's lock held to the commit).
 */
export class LoteLiquidacao {
  readonly #cobrancas = new Map<number, LinhaCobranca>();
  readonly #ligados = new Map<number, number[]>();
  readonly #processos = new Map<number, LinhaProcesso>();
  readonly #parcelas = new Map<number, LinhaLancamento[]>();
  readonly #memo: MemoDevido = new Map();
  // what `gravar` writes, in order
  #lancamentos = new Map<number, LinhaLancamento>();
  #quitadas = new Set<number>();
  #valoresProcesso = new Map<number, LinhaProcesso>();
  #pagamentos: { linha: typeof pagamento.$inferInsert; r: Liquidada; detalhes: Record<string, unknown>[] }[] =
    [];
  #cobrancasAlteradas = new Set<number>();
  #movimentos: { linha: Omit<typeof andamentoCobranca.$inferInsert, 'id'>; r?: Liquidada }[] = [];
  #transicoes: { processos: LinhaProcesso[]; t: TransicaoRegistrada }[] = [];
  /** the processes' new balances, handed from `gravar` to `#gravarCobrancas` (registrarAndamentos) */
  #valoresAGravar: ValoresDosProcessos = new Map();
  #situacoesBoleto = new Map<number, { situacao: SituacaoRegistroBoleto; dataRegistro?: IsoDate | null }>();
  /** the collections' machine, run by the workflow runner's batch form */
  readonly #acoes: LoteDeAcoes<MovimentoDaLiquidacao, CobrancaNoLote, AplicadaCobranca>;

  constructor(
    readonly tx: Tx,
    readonly caller: Caller,
  ) {
    this.#acoes = new LoteDeAcoes(tx, {
      bloquear: (_tx, ids) => this.#abrir(ids),
      atual: (id) => (this.#cobrancas.has(id) ? this.cobranca(id) : undefined),
      aplicar: ({ c }, acao) => regrasDaCobranca(c, acao),
      planejar: (_id, { c, processos }, r, d) => this.#planejar(c, processos, r, d),
      gravar: () => this.#gravarCobrancas(),
    });
  }

  /** Locks the collections (within the caller's scope), their processes and their instalments. */
  abrir(ids: readonly number[]) {
    return this.#acoes.bloquear(ids);
  }

  async #abrir(ids: readonly number[]) {
    const novos = [...new Set(ids)].filter((id) => !this.#cobrancas.has(id)).sort((a, b) => a - b);
    if (novos.length === 0) return;
    const cs = await this.tx
      .select()
      .from(processoCobranca)
      .where(
        and(naLista(processoCobranca.id, novos), orgaoScope(this.caller, processoCobranca.orgaoCredorId)),
      )
      .orderBy(asc(processoCobranca.id))
      .for('update');
    if (cs.length === 0) return;
    const abertas = cs.map((c) => c.id);
    const ligados = await this.tx
      .select({
        cobrancaId: processoCobrancaCda.processoCobrancaId,
        processoId: processoCobrancaCda.processoId,
        ordem: processoCobrancaCda.ordem,
      })
      .from(processoCobrancaCda)
      .where(naLista(processoCobrancaCda.processoCobrancaId, abertas));
    const idsProcessos = [...new Set(ligados.map((l) => l.processoId))].filter(
      (id) => !this.#processos.has(id),
    );
    const processos = idsProcessos.length
      ? await this.tx
          .select()
          .from(processo)
          .where(naLista(processo.id, idsProcessos))
          .orderBy(asc(processo.id))
          .for('update')
      : [];
    const ls = await this.tx
      .select()
      .from(lancamento)
      .where(naLista(lancamento.processoCobrancaId, abertas))
      .orderBy(asc(lancamento.id))
      .for('update');
    for (const c of cs) {
      this.#cobrancas.set(c.id, c);
      this.#parcelas.set(c.id, []);
      this.#ligados.set(
        c.id,
        ligados
          .filter((l) => l.cobrancaId === c.id)
          .sort((a, b) => a.ordem - b.ordem)
          .map((l) => l.processoId),
      );
    }
    for (const p of processos) this.#processos.set(p.id, p);
    for (const l of ls) this.#parcelas.get(l.processoCobrancaId)!.push(l);
    for (const c of cs) this.#parcelas.get(c.id)!.sort((a, b) => a.parcela - b.parcela);
  }

  /**
   * Whether the collection's machine allows `acao` on the collection as the batch holds it; `conferir`
   * throws its refusal (409, the action and the status named).
   */
  permite(id: number, acao: AcaoDaMaquinaCobranca, hoje: IsoDate) {
    return this.#acoes.julgar(id, acao, undefined as never, contexto(hoje)).ok;
  }

  conferir(id: number, acao: AcaoDaMaquinaCobranca, hoje: IsoDate) {
    this.#acoes.conferir(id, acao, undefined as never, contexto(hoje));
  }

  /** The collection as the batch holds it (404 when outside the caller's scope). */
  cobranca(id: number): CobrancaNoLote {
    const c = this.#cobrancas.get(id);
    if (!c) throw notFound();
    return { c, processos: this.#ligados.get(id)!.map((p) => this.#processos.get(p)!) };
  }

  /** An instalment about to be settled: what it is due on the payment date and what is still open. */
  async preparar(
    cobrancaId: number,
    escolher: (ls: LinhaLancamento[]) => LinhaLancamento | undefined,
    dataPagamento: IsoDate,
  ): Promise<Preparacao> {
    await this.abrir([cobrancaId]);
    const { c, processos } = this.cobranca(cobrancaId);
    const ls = [...this.#parcelas.get(cobrancaId)!];
    const l = escolher(ls);
    if (!l) return { c, processos, ls, l: undefined };
    const { devido, valorCorrecaoPagamento } = await devidoNoPagamento(
      this.tx,
      c,
      l,
      dataPagamento,
      this.#memo,
    );
    const pago = pagoDoLancamento(l);
    const aberto = totalDosComponentes(devido).minus(totalDosComponentes(pago));
    return { c, processos, ls, l, devido, valorCorrecaoPagamento, pago, aberto };
  }

  /**
   * What the bank said of a slip (the caller's row, updated), written with the batch before the
   * settlements' invalidations, as it came before them. A slip of an instalment this batch settled
   * and has not written yet: the invalidation judges the slip's state before this one, so the batch
   * is written first.
   */
  async situacaoNoBanco(
    b: { id: number; lancamentoId: number; situacaoRegistro: SituacaoRegistroBoleto | null },
    situacao: SituacaoRegistroBoleto,
    data: IsoDate | null,
  ) {
    if (this.#quitadas.has(b.lancamentoId) && !(situacao === 'PAGO' && b.situacaoRegistro === 'PAGO'))
      await this.gravar();
    const antes = this.#situacoesBoleto.get(b.id);
    this.#situacoesBoleto.set(b.id, {
      situacao,
      dataRegistro: situacao === 'REGISTRADO' ? data : antes?.dataRegistro,
    });
    b.situacaoRegistro = situacao;
  }

  /**
   * The settlement of one instalment, in memory: the payment allocated in docs/workflow.md's order over the
   * instalment and its processes, the payment row, the movements, and QUITADO once every instalment is
   * paid. `valor` is what the payer paid for this instalment. `arredondamento` (bank only, within the
   * body's tolerance): > 0 a shortfall forgiven, the instalment settled anyway; < 0 a small excess
   * kept, only the open amount allocated.
   */
  liquidar(p: LiquidacaoPreparada, o: OpcoesDaLiquidacao): Liquidada {
    const { alocado, quitada, arred } = this.#baixarParcela(p, o);
    const rateio = this.#ratearNosProcessos(p.processos, alocado, o.usuarioId);
    const r: Liquidada = { quitada, alocado, idPagamento: 0, idAndamento: 0 };
    const detalhes = this.#registrarPagamento(p, o, alocado, arred, rateio, r);
    // the payment's id is known once written: `gravar` fills it in the movement and its audit entry
    detalhes.push(...this.#movimentarCobranca(p, o, quitada, r));
    return r;
  }

  /** The instalment's components paid by the payment (domain `alocarPagamento`), kept for `gravar`. */
  #baixarParcela({ c, l, devido, valorCorrecaoPagamento, pago }: LiquidacaoPreparada, o: OpcoesDaLiquidacao) {
    const arred = o.arredondamento ?? toDecimal(0);
    const aAlocar = arred.lt(0) ? o.valor.plus(arred) : o.valor;
    const { alocado } = alocarPagamento(devido, pago, aAlocar);
    const pagoDepois = Object.fromEntries(
      ORDEM_ALOCACAO.map((k) => [k, pago[k].plus(alocado[k])]),
    ) as ValoresPorComponente;
    const quitada = totalDosComponentes(pagoDepois)
      .plus(arred.gt(0) ? arred : 0)
      .gte(totalDosComponentes(devido));
    const lDepois: LinhaLancamento = {
      ...l,
      valorHonorarios: devido.valorHonorarios,
      valorJurosMesPagamento: devido.valorJurosMesPagamento,
      valorCorrecaoPagamento,
      valorTotal: totalDosComponentes(devido),
      valorHonorariosPago: pagoDepois.valorHonorarios,
      valorJurosMesPagamentoPago: pagoDepois.valorJurosMesPagamento,
      valorJurosPago: pagoDepois.valorJuros,
      valorMultaPago: pagoDepois.valorMulta,
      valorCorrecaoPago: pagoDepois.valorCorrecao,
      valorPrincipalPago: pagoDepois.valorPrincipal,
      valorPago: l.valorPago.plus(o.valor),
      dataPagamento: o.dataPagamento,
      dataBaixa: o.hoje,
      baixaManual: o.manual,
      situacao: quitada ? 'BAIXADO' : 'PREVISTO',
      atualizadoEm: new Date(),
    };
    this.#lancamentos.set(l.id, lDepois);
    const parcelas = this.#parcelas.get(c.id)!;
    parcelas[parcelas.findIndex((x) => x.id === l.id)] = lDepois;
    // a settled instalment's slips can no longer be paid (one the bank holds gets its 02)
    if (quitada) this.#quitadas.add(l.id);
    return { alocado, quitada, arred };
  }

  /**
   * The payment shared among the collection's processes (domain `ratearNosProcessos`), their balances
   * audited before and after; answers each process's share of each component, as text for the payment.
   */
  #ratearNosProcessos(processos: LinhaProcesso[], alocado: ValoresPorComponente, usuarioId: number) {
    const { novos, partes } = ratearNosProcessos(processos, alocado);
    const antesDoPagamento = new Map(processos.map((pr) => [pr.id, pr]));
    const rateio: Record<string, Record<string, string>> = {};
    novos.forEach((pr, i) => {
      for (const [k, v] of Object.entries(partes[i]!)) (rateio[String(pr.id)] ??= {})[k] = toCentsText(v);
    });
    for (const pr of novos) {
      this.#processos.set(pr.id, pr);
      this.#valoresProcesso.set(pr.id, pr);
    }
    // each process's balances before and after the payment
    const saldos = (pr: (typeof novos)[number]) => ({
      valorAtualizado: pr.valorAtualizado,
      valorCorrecao: pr.valorCorrecao,
      jurosAtualizado: pr.jurosAtualizado,
      multaAtualizada: pr.multaAtualizada,
      totalCorrigido: pr.totalCorrigido,
      valorAtualizadoPago: pr.valorAtualizadoPago,
      valorHonorariosPago: pr.valorHonorariosPago,
    });
    for (const pr of novos)
      this.#acoes.auditar({
        usuarioId,
        entidade: 'processoConstituicaoCredito',
        entidadeId: pr.id,
        orgaoCredorId: pr.orgaoCredorId,
        acao: 'ALTERAR',
        antes: saldos(antesDoPagamento.get(pr.id)!),
        depois: saldos(pr),
      });
    return rateio;
  }

  /** The payment's row and the collection's paid total, kept for `gravar`; answers where its id goes. */
  #registrarPagamento(
    { c, l }: LiquidacaoPreparada,
    o: OpcoesDaLiquidacao,
    alocado: ValoresPorComponente,
    arred: Money,
    rateio: Record<string, Record<string, string>>,
    r: Liquidada,
  ) {
    const doPagamento = {
      linha: {
        lancamentoId: l.id,
        processoCobrancaId: c.id,
        dataPagamento: o.dataPagamento,
        valor: o.valor,
        valorPrincipal: alocado.valorPrincipal,
        valorCorrecao: alocado.valorCorrecao,
        valorJuros: alocado.valorJuros,
        valorMulta: alocado.valorMulta,
        valorJurosMesPagamento: alocado.valorJurosMesPagamento,
        valorHonorarios: alocado.valorHonorarios,
        manual: o.manual,
        rateio,
        usuarioId: o.usuarioId,
        arquivoBancarioId: o.origem?.arquivoBancarioId ?? null,
        linhaArquivo: o.origem?.linha ?? null,
        diferencaArredondamento: arred,
      },
      r,
      detalhes: [] as Record<string, unknown>[],
    };
    this.#pagamentos.push(doPagamento);
    this.#cobrancas.set(c.id, { ...c, valorPago: c.valorPago.plus(o.valor), atualizadoEm: new Date() });
    this.#cobrancasAlteradas.add(c.id);
    return doPagamento.detalhes;
  }

  /**
   * The collection's movements: a payment is a row of BAIXA_MANUAL (by hand or by the bank), its
   * status the machine's; the last instalment paid runs QUITAR too. Answers where the payment's id goes.
   */
  #movimentarCobranca(
    { c, ls, l }: LiquidacaoPreparada,
    o: OpcoesDaLiquidacao,
    quitada: boolean,
    r: Liquidada,
  ) {
    const parcial = quitada ? '' : ' (pagamento parcial)';
    const baixa = this.#executar(c.id, 'BAIXA_MANUAL', {
      usuarioId: o.usuarioId,
      r,
      m: {
        acao: o.manual ? 'BAIXA_MANUAL' : 'BAIXA_ARQUIVO_RETORNO',
        descricao: o.origem
          ? `Baixa da parcela ${l.parcela} pelo retorno bancário (NSA ${o.origem.nsa}, linha ${o.origem.linha})${parcial}`
          : `Baixa manual da parcela ${l.parcela}${parcial}`,
        detalhes: {
          parcela: l.parcela,
          valor: toCentsText(o.valor),
          idPagamento: 0,
          ...(o.documentos && { documentos: o.documentos }),
          ...(o.origem && { idArquivoBancario: o.origem.arquivoBancarioId, linha: o.origem.linha }),
        },
        hoje: o.hoje,
      },
    });
    const todasQuitadas = ls.every((x) => (x.id === l.id ? quitada : x.situacao === 'BAIXADO'));
    if (todasQuitadas) {
      // the payoff: the machine's QUITAR row gives QUITADO; each process by QUITAR_COBRANCA
      this.#executar(c.id, 'QUITAR', {
        usuarioId: o.usuarioId,
        m: {
          acao: 'QUITAR',
          descricao: 'Cobrança quitada',
          hoje: o.hoje,
          processo: {
            acao: 'QUITAR_COBRANCA',
            descricao: `Débito quitado pela cobrança ${c.numero}`,
          },
        },
      });
    }
    return baixa;
  }

  /**
   * An action of the collection's machine run by the batch runner (a refusal thrown); answers where
   * the payment's id goes: the movement's details and its audit entry's.
   */
  #executar(id: number, acao: AcaoDaMaquinaCobranca, d: MovimentoDaLiquidacao) {
    const { auditados } = this.#acoes.executar(id, acao, d, contexto(d.m.hoje));
    return [this.#movimentos.at(-1)!.linha.detalhes, auditados[0]!.depois].filter(
      (x): x is Record<string, unknown> => !!x,
    );
  }

  /** A collection's movement planned (acoes.ts) in the status the machine gave, kept for `gravar`. */
  #planejar(c: LinhaCobranca, processos: LinhaProcesso[], r: AplicadaCobranca, d: MovimentoDaLiquidacao) {
    const plano = planejarMovimento({ id: d.usuarioId }, c, processos, {
      ...d.m,
      situacaoId: r.proximo.situacaoId,
    });
    if (plano.situacaoId !== undefined) {
      const atual = this.#cobrancas.get(c.id)!;
      this.#cobrancas.set(c.id, { ...atual, situacaoId: plano.situacaoId, versao: atual.versao + 1 });
      this.#cobrancasAlteradas.add(c.id);
    }
    this.#movimentos.push({ linha: plano.movimento, r: d.r });
    this.#transicoes.push(...plano.transicoes);
    for (const p of plano.depois) this.#processos.set(p.id, p);
    return plano.auditados;
  }

  /**
   * Writes what the batch settled: instalments, slips invalidated, processes, payments, collections,
   * movements, then `antesDaAuditoria` (the caller's own rows: a return's line outcomes), and the
   * audit entries last, chained in one pass.
   */
  async gravar(antesDaAuditoria?: () => Promise<void>) {
    const tx = this.tx;
    const porSituacao = new Map<string, number[]>();
    for (const [id, e] of this.#situacoesBoleto) {
      const chave = JSON.stringify([e.situacao, e.dataRegistro]);
      porSituacao.set(chave, [...(porSituacao.get(chave) ?? []), id]);
    }
    for (const [chave, ids] of porSituacao) {
      const [situacao, dataRegistro] = JSON.parse(chave) as [
        SituacaoRegistroBoleto,
        IsoDate | null | undefined,
      ];
      await situacaoNoBanco(tx, ids, situacao, dataRegistro ?? undefined);
    }
    await atualizarEmLote(
      tx,
      lancamento,
      [...this.#lancamentos.values()].map((l) => ({
        id: l.id,
        valorHonorarios: l.valorHonorarios,
        valorJurosMesPagamento: l.valorJurosMesPagamento,
        valorCorrecaoPagamento: l.valorCorrecaoPagamento,
        valorTotal: l.valorTotal,
        valorHonorariosPago: l.valorHonorariosPago,
        valorJurosMesPagamentoPago: l.valorJurosMesPagamentoPago,
        valorJurosPago: l.valorJurosPago,
        valorMultaPago: l.valorMultaPago,
        valorCorrecaoPago: l.valorCorrecaoPago,
        valorPrincipalPago: l.valorPrincipalPago,
        valorPago: l.valorPago,
        dataPagamento: l.dataPagamento,
        dataBaixa: l.dataBaixa,
        baixaManual: l.baixaManual,
        situacao: l.situacao,
        atualizadoEm: l.atualizadoEm,
      })),
    );
    if (this.#quitadas.size) await invalidarBoletos(tx, naLista(boleto.lancamentoId, [...this.#quitadas]));
    const idsPagamento = await inserirEmLote(
      tx,
      pagamento,
      this.#pagamentos.map((p) => p.linha),
    );
    this.#pagamentos.forEach((p, i) => {
      p.r.idPagamento = idsPagamento[i]!;
      for (const d of p.detalhes) d.idPagamento = idsPagamento[i]!;
    });
    // written by registrarAndamentos with the processes' state (#gravarCobrancas)
    this.#valoresAGravar = new Map(
      [...this.#valoresProcesso.values()].map((p) => [
        p.id,
        Object.fromEntries(VALORES_PROCESSO.map((k) => [k, p[k]])),
      ]),
    );
    this.#lancamentos = new Map();
    this.#quitadas = new Set();
    this.#valoresProcesso = new Map();
    this.#pagamentos = [];
    this.#situacoesBoleto = new Map();
    // the collections, their movements and their processes', then the audit entries (LoteDeAcoes)
    await this.#acoes.gravar(antesDaAuditoria);
  }

  /** The collections the batch changed, their movements and their processes' (registrarAndamentos). */
  async #gravarCobrancas() {
    const tx = this.tx;
    await atualizarEmLote(
      tx,
      processoCobranca,
      [...this.#cobrancasAlteradas].map((id) => {
        const c = this.#cobrancas.get(id)!;
        return {
          id,
          valorPago: c.valorPago,
          situacaoId: c.situacaoId,
          versao: c.versao,
          atualizadoEm: new Date(),
        };
      }),
    );
    const idsMovimento = await inserirEmLote(
      tx,
      andamentoCobranca,
      this.#movimentos.map((m) => m.linha),
    );
    this.#movimentos.forEach((m, i) => {
      if (m.r) m.r.idAndamento = idsMovimento[i]!;
    });
    // the processes' new balances with their state (QUITAR's), one row version each
    await registrarAndamentos(tx, this.#transicoes, this.#valoresAGravar);
    this.#valoresAGravar = new Map();
    this.#cobrancasAlteradas = new Set();
    this.#movimentos = [];
    this.#transicoes = [];
  }
}

/**
 * `POST processoCobranca/baixaManual` (spec 03 §4, §5): a payment on the first open instalment, with
 * its proof (type 8), settled by `liquidar`. A partial payment leaves the instalment open; once every
 * instalment is settled the collection is QUITADO (202) and each process goes to phase 2, situation 4.
 */
export async function baixaManual(
  ctx: Ctx,
  user: AuthUser,
  b: {
    idProcessoCobranca: number;
    dataPagamento: IsoDate;
    valorPago: number;
    lancamentos: number[];
    documentos: DocumentosDoTipo[];
  },
) {
  const hoje = ctx.relogio.hoje();
  if (problemaDaDataDePagamento(b.dataPagamento, { hoje })) throw invalido('dataPagamento', M.dataFutura);
  const valor = toDecimal(b.valorPago);
  if (!valor.gt(0)) throw invalido('valorPago', M.campoObrigatorio);
  return ctx.db.transaction(async (tx) => {
    const lote = new LoteLiquidacao(tx, user);
    const p = await lote.preparar(
      b.idProcessoCobranca,
      (ls) => ls.find((x) => x.situacao === 'PREVISTO'),
      b.dataPagamento,
    );
    // the collection's machine: a payment is taken only where its table offers Baixa Manual
    lote.conferir(p.c.id, 'BAIXA_MANUAL', hoje);
    if (problemaDaDataDePagamento(b.dataPagamento, { hoje, dataAcordo: p.c.dataAcordo })) {
      throw invalido('dataPagamento', M.dataAnteriorAcordo);
    }
    // spec 03 §4: only the first open instalment is selectable
    if (!p.l || b.lancamentos.length !== 1 || b.lancamentos[0] !== p.l.id) {
      throw invalido('lancamentos', M.somentePrimeiraParcela);
    }
    // the date rule of every settlement (domain `dataPagamento`): not before the instalment's slip
    const limites = {
      hoje,
      dataAcordo: p.c.dataAcordo,
      emissaoBoleto: await primeiraEmissaoDaParcela(tx, p.l.id),
    };
    const problema = problemaDaDataDePagamento(b.dataPagamento, limites);
    if (problema) throw invalido('dataPagamento', mensagemDataDePagamento(problema, limites));
    const preparada = p as LiquidacaoPreparada;
    if (alocarPagamento(preparada.devido, preparada.pago, valor).excedente.gt(0)) {
      throw invalido('valorPago', M.valorAcimaParcela(formatBRL(preparada.aberto)));
    }
    const docs = await anexarDocumentos(
      tx,
      user,
      { tipo: 'processoCobranca', id: p.c.id, orgaoCredorId: p.c.orgaoCredorId },
      b.documentos,
    );
    const r = lote.liquidar(preparada, {
      valor,
      dataPagamento: b.dataPagamento,
      hoje,
      usuarioId: user.id,
      manual: true,
      documentos: docs,
    });
    await lote.gravar();
    return { message: M.baixaSucesso, idAndamento: r.idAndamento };
  });
}
