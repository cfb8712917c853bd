import { Readable } from 'node:stream';
import {
  MENSAGENS_ARQUIVO_BANCARIO as M,
  TAMANHO_MAXIMO_RETORNO,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import {
  ErroArquivo,
  nossoNumeroDe,
  VerificadorRetorno,
  type CabecalhoRetorno,
} from '@divida/domain/arquivoBancario/retorno';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { toCentsText, type Money } from '@divida/domain/money';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { guardarConteudo, type ArquivoEnviado, type RegraDeEnvio } from '../../platform/arquivos/envio.ts';
import { linhasGuardadas } from '../../platform/arquivos/linhas.ts';
import { aplicarLotes, cortarEmLotes, type LoteDeLinhas } from '../../platform/arquivos/lotes.ts';
import { receberArquivo } from '../../platform/arquivos/recebimento.ts';
import { audit } from '../../platform/audit/audit.ts';
import { orgaoScope } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { JobEmExecucao } from '../../platform/jobs/jobs.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import { arquivoBancario, linhaArquivoBancario } from './arquivoBancario.table.ts';
import { aplicarLinhas, toleranciaDe } from './linhaRetorno.ts';
import { boletosPorNossoNumero } from '../processoCobranca/index.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'processar-retorno': { idArquivo: number };
  }
}

/** The columns of `linha_arquivo_bancario` a receipt stores, in file order (`inserirLinhas`). */
interface ColunasDasLinhas {
  linha: number[];
  movimento: string[];
  nossoNumero: string[];
  seuNumero: string[];
  chave: string[];
  motivos: string[];
  valorNominal: string[];
  valorPago: string[];
  tarifa: string[];
  dataOcorrencia: (string | null)[];
  dataCredito: (string | null)[];
}

interface RetornoVerificado extends CabecalhoRetorno {
  quantidade: number;
  /** Σ paid of the payment movements (domain `movimentoDePagamento`: 06, 17) */
  totalPago: Money;
}

/** The return's upload: field `arquivo`, at most 20 MB (docs/arquivos-bancarios.md §3). */
export const ENVIO_RETORNO: RegraDeEnvio = {
  campo: 'arquivo',
  limiteBytes: TAMANHO_MAXIMO_RETORNO,
  mensagens: { arquivoObrigatorio: M.arquivoObrigatorio, tamanhoMaximo: M.tamanhoMaximo },
};

/**
 * The whole file checked before anything changes (docs/arquivos-bancarios.md §3): a fault is a 400 naming its line.
 * Read back from the document store twice, as `lerRetorno` reads it (`VerificadorRetorno`): the
 * characters, lengths and bank of every line first, then the structure; only counts are kept.
 */
async function verificar(ctx: Ctx, enviado: ArquivoEnviado): Promise<RetornoVerificado> {
  const v = new VerificadorRetorno();
  try {
    for await (const ls of linhasGuardadas(ctx.storage, enviado.conteudo)) for (const l of ls) v.conferir(l);
    v.fimDaConferencia(enviado.tamanho);
    let quantidade = 0;
    for await (const ls of linhasGuardadas(ctx.storage, enviado.conteudo))
      for (const l of ls) if (v.ler(l)) quantidade++;
    // Σ paid of the payment movements, within the file row's column (the verifier refuses the line past it)
    return { ...v.fimDaLeitura(), quantidade, totalPago: v.totalPago };
  } catch (e) {
    if (e instanceof ErroArquivo) throw badRequest(e.message);
    throw e;
  }
}

/**
 * `POST /api/arquivoBancario/retorno`: a valid return of a convênio the caller may see, already in
 * the document store (`lerArquivoEnviado`), is recorded with its lines (none applied yet) and a
 * background task enqueued in the same transaction, which applies them (`processarRetorno`). The
 * same content or the same NSA again → 409. Refused, the stored content is deleted.
 */
export function receberRetorno(ctx: Ctx, user: AuthUser, enviado: ArquivoEnviado) {
  return guardarRetorno(ctx, user, enviado, async (tx, idArquivo) => {
    const idTarefa = await ctx.jobs.enfileirar(tx, 'processar-retorno', { idArquivo }, { dono: user.id });
    await tx.update(arquivoBancario).set({ tarefaId: idTarefa }).where(eq(arquivoBancario.id, idArquivo));
    return idTarefa;
  });
}

/**
 * The same without a task (the demo load, before the queue has started): the caller applies the lines
 * itself with `processarRetorno`.
 */
export async function receberRetornoSemTarefa(ctx: Ctx, user: AuthUser, bytes: Buffer) {
  const enviado = await guardarConteudo(ctx.storage, Readable.from([bytes]));
  const { id } = await guardarRetorno(ctx, user, enviado, async () => null);
  return { id };
}

/** The return through the file pipeline's receipt (platform/arquivos/recebimento.ts). */
function guardarRetorno<T>(
  ctx: Ctx,
  user: AuthUser,
  enviado: ArquivoEnviado,
  tarefa: (tx: Tx, idArquivo: number) => Promise<T>,
) {
  return receberArquivo(ctx, enviado, {
    verificar: (e) => verificar(ctx, e),
    jaRecebido: (tx, e, l) => jaRecebido(tx, e.sha256, l),
    restricoesDeRepeticao: ['arquivo_bancario_sha', 'arquivo_bancario_nsa'],
    async gravar(tx, { conteudo, sha256 }, l: RetornoVerificado) {
      const [o] = await tx
        .select({ id: orgaoCredor.id })
        .from(orgaoCredor)
        .where(and(eq(orgaoCredor.convenio, l.convenio), orgaoScope(user, orgaoCredor.id)))
        .orderBy(asc(orgaoCredor.id));
      if (!o) throw badRequest(M.linha(1, M.convenioNaoCadastrado));
      await jaRecebido(tx, sha256, l);
      const [a] = await tx
        .insert(arquivoBancario)
        .values({
          tipo: 'RETORNO',
          situacao: 'PROCESSANDO',
          orgaoCredorId: o.id,
          convenio: l.convenio,
          nsa: l.nsa,
          nome: `RETORNO_${l.convenio}_${String(l.nsa).padStart(6, '0')}.RET`,
          conteudo,
          sha256,
          quantidadeLinhas: l.quantidade,
          totalPago: l.totalPago,
          usuarioId: user.id,
        })
        .returning({ id: arquivoBancario.id });
      await inserirLinhas(ctx, tx, a!.id, conteudo);
      const idTarefa = await tarefa(tx, a!.id);
      await audit(tx, {
        usuarioId: user.id,
        entidade: 'arquivoBancario',
        entidadeId: a!.id,
        orgaoCredorId: o.id,
        acao: 'CRIAR',
        depois: { tipo: 'RETORNO', convenio: l.convenio, nsa: l.nsa, linhas: l.quantidade },
      });
      return { id: a!.id, idTarefa };
    },
  });
}

async function jaRecebido(tx: Tx, sha256: string, lido: CabecalhoRetorno) {
  const [mesmo] = await tx
    .select({ criadoEm: arquivoBancario.criadoEm })
    .from(arquivoBancario)
    .where(and(eq(arquivoBancario.tipo, 'RETORNO'), eq(arquivoBancario.sha256, sha256)));
  if (mesmo) throw conflict(M.jaProcessado(todayInSaoPaulo(mesmo.criadoEm)));
  const [nsa] = await tx
    .select({ id: arquivoBancario.id })
    .from(arquivoBancario)
    .where(
      and(
        eq(arquivoBancario.tipo, 'RETORNO'),
        eq(arquivoBancario.convenio, lido.convenio),
        eq(arquivoBancario.nsa, lido.nsa),
      ),
    );
  if (nsa) throw conflict(M.nsaRepetido(lido.nsa));
}

/** Lines per `insert … unnest`: a few milliseconds to serialize its arrays on the event loop. */
const LINHAS_POR_INSERT = 2000;

const colunasVazias = (): ColunasDasLinhas => ({
  linha: [],
  movimento: [],
  nossoNumero: [],
  seuNumero: [],
  chave: [],
  motivos: [],
  valorNominal: [],
  valorPago: [],
  tarifa: [],
  dataOcorrencia: [],
  dataCredito: [],
});

/**
 * The lines stored from the file read back a third time (already checked: one pass over each line
 * suffices), 2,000 per `insert … select from unnest(…)`: a dozen array parameters, not a
 * 6,000-parameter SQL text per 500 rows; only one statement's columns are held at a time.
 */
async function inserirLinhas(ctx: Ctx, tx: Tx, idArquivo: number, conteudo: string) {
  const v = new VerificadorRetorno();
  let c = colunasVazias();
  for await (const ls of linhasGuardadas(ctx.storage, conteudo)) {
    for (const linha of ls) {
      v.conferir(linha);
      const l = v.ler(linha);
      if (!l) continue;
      c.linha.push(l.linha);
      c.movimento.push(l.movimento);
      c.nossoNumero.push(l.nossoNumero);
      c.seuNumero.push(l.seuNumero);
      c.chave.push(l.chave);
      c.motivos.push(l.motivos);
      c.valorNominal.push(toCentsText(l.valorNominal));
      c.valorPago.push(toCentsText(l.valorPago));
      c.tarifa.push(toCentsText(l.tarifa));
      c.dataOcorrencia.push(l.dataOcorrencia);
      c.dataCredito.push(l.dataCredito);
    }
    if (c.linha.length >= LINHAS_POR_INSERT) {
      await inserir(tx, idArquivo, c);
      c = colunasVazias();
    }
  }
  if (c.linha.length > 0) await inserir(tx, idArquivo, c);
}

async function inserir(tx: Tx, idArquivo: number, c: ColunasDasLinhas) {
  // sql.param: one array parameter (a bare array would be spread into a list of parameters)
  const col = <T>(xs: T[]) => sql.param(xs);
  await tx.execute(sql`
    insert into linha_arquivo_bancario (arquivo_bancario_id, linha, movimento, nosso_numero, seu_numero,
      chave, motivos, valor_nominal, valor_pago, tarifa, data_ocorrencia, data_credito)
    select ${idArquivo}::int, * from unnest(${col(c.linha)}::int[], ${col(c.movimento)}::text[],
      ${col(c.nossoNumero)}::text[], ${col(c.seuNumero)}::text[], ${col(c.chave)}::text[],
      ${col(c.motivos)}::text[], ${col(c.valorNominal)}::numeric[],
      ${col(c.valorPago)}::numeric[], ${col(c.tarifa)}::numeric[],
      ${col(c.dataOcorrencia)}::date[], ${col(c.dataCredito)}::date[])`);
}

/** Lines applied per transaction: the settlement's batch (`aplicarLinhas`). */
const LINHAS_POR_LOTE = 500;

type Arquivo = typeof arquivoBancario.$inferSelect;

/**
 * The pending lines cut in batches, each keyed by the collections of its lines' slips. A slip belongs
 * to one collection for ever, so this is known before any batch runs; a line whose slip is unknown (or
 * of another agreement) touches no collection.
 */
async function lotesPendentes(ctx: Ctx, a: Arquivo, linhasPorLote: number): Promise<LoteDeLinhas[]> {
  const pendentes = await ctx.db
    .select({ id: linhaArquivoBancario.id, nossoNumero: linhaArquivoBancario.nossoNumero })
    .from(linhaArquivoBancario)
    .where(and(eq(linhaArquivoBancario.arquivoBancarioId, a.id), isNull(linhaArquivoBancario.resultado)))
    .orderBy(asc(linhaArquivoBancario.linha));
  const nossos = [...new Set(pendentes.map((p) => nossoNumeroDe(p.nossoNumero)))];
  const cobrancaDe = new Map(
    (await boletosPorNossoNumero(ctx.db, nossos)).map((b) => [b.nossoNumero, b.processoCobrancaId]),
  );
  return cortarEmLotes(pendentes, linhasPorLote, (p) => cobrancaDe.get(nossoNumeroDe(p.nossoNumero)));
}

/**
 * The task: the lines not yet applied, in file order, through the file pipeline's batches
 * (platform/arquivos/lotes.ts: one transaction each, resumed after a crash, never a line twice).
 * Batches are keyed by collection: two that share one run one after the other, in file order, so a
 * slip paid twice is settled by its first line and the second is DUPLICADO, as when the batches ran
 * one at a time. Two batches that share none do not see each other's rows (each locks and reads its
 * collections, instalments, slips and processes under its own locks, in id order, so neither waits on
 * the other in a cycle).
 */
export async function processarRetorno(
  ctx: Ctx,
  idArquivo: number,
  job?: Pick<JobEmExecucao, 'progresso' | 'tentativa'>,
  linhasPorLote = LINHAS_POR_LOTE,
) {
  const [a] = await ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.id, idArquivo));
  if (!a) return;
  const lotes = await lotesPendentes(ctx, a, linhasPorLote);
  const hoje = ctx.relogio.hoje();
  const tolerancia = await toleranciaDe(ctx.db, a.orgaoCredorId);
  await aplicarLotes(ctx, lotes, (tx, ids) => aplicarLinhas(tx, a, ids, hoje, tolerancia), {
    simultaneos: ctx.config.retornoLotesSimultaneos,
    job,
  });
  await ctx.db
    .update(arquivoBancario)
    .set({ situacao: 'PROCESSADO', processadoEm: new Date() })
    .where(eq(arquivoBancario.id, a.id));
}
