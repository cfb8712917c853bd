import { createHash } from 'node:crypto';
import {
  MENSAGENS_COBRANCA as M,
  inferirTipoRequerente,
  SITUACAO_COBRANCA,
  type CriarCobrancaInput,
} from '@divida/domain/cobranca/cobranca.schema';
import { parseIsoDate, type IsoDate } from '@divida/domain/calendar';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { toCentsText } from '@divida/domain/money';
import { aplicarPelaCobranca } from '@divida/domain/workflow/pelaCobranca';
import { primeiroVencimentoPadrao } from '@divida/domain/negociacao';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import {
  atualizarCda,
  estadoDe,
  gravarCobrancaNoProcesso,
  proximoDaSequencia,
  registrarAndamento,
} from '../processo/index.ts';
import { inserirMovimentoCobranca } from './acoes.ts';
import { lancamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';
import { gravarRequerente } from './requerente.ts';
import { prepararNegociacao, simular } from './simulacao.ts';

export interface CobrancaCriada {
  id: number;
  numero: string;
  message: string;
}

/** AAAA + 8-digit yearly sequence (as the CDA's). */
export const numeroCobranca = (ano: number, sequencial: number) =>
  `${ano}${String(sequencial).padStart(8, '0')}`;

const hashDe = (input: CriarCobrancaInput) =>
  createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** The collection this user created with this key, if any: the same payload gets the same answer. */
async function repetida(
  ctx: Ctx,
  user: AuthUser,
  chave: string,
  hash: string,
): Promise<CobrancaCriada | undefined> {
  const [c] = await ctx.db
    .select({ id: processoCobranca.id, numero: processoCobranca.numero, hash: processoCobranca.hashPedido })
    .from(processoCobranca)
    .where(and(eq(processoCobranca.criadoPor, user.id), eq(processoCobranca.chaveIdempotencia, chave)));
  if (!c) return undefined;
  if (c.hash !== hash) throw new AppError('CONFLICT', M.idempotenciaOutroPedido);
  return { id: c.id, numero: c.numero, message: M.negociacaoSucesso };
}

/**
 * `POST processoCobranca` (spec 03 §4, §7): the agreement, computed again here from the domain's engine
 * on the debts read under their locks (the client's figures are never used). One transaction: the
 * processes are locked in id order, judged apt again, refreshed, and the collection, its CDAs, its
 * instalments, its requester and the movements are written. With an `Idempotency-Key`, a repeated call
 * of the same user and payload answers the collection already created (also when the twin request
 * was running at the same moment and committed first).
 */
export async function criarCobranca(
  ctx: Ctx,
  user: AuthUser,
  input: CriarCobrancaInput,
  chave: string | undefined,
): Promise<CobrancaCriada> {
  const hash = hashDe(input);
  if (chave) {
    const r = await repetida(ctx, user, chave, hash);
    if (r) return r;
  }
  try {
    return await ctx.db.transaction((tx) => criarEm(tx, ctx.relogio.hoje(), user, input, chave, hash));
  } catch (err) {
    if (chave) {
      const r = await repetida(ctx, user, chave, hash);
      if (r) return r;
    }
    throw err;
  }
}

/** The requester's type the payload left out (spec 03 §7 does not list it): from the debtor's document. */
async function tipoInferido(tx: Tx, devedorId: number, cpf: string) {
  const [d] = await tx
    .select({ documento: devedor.documentoIdentificacao })
    .from(devedor)
    .where(eq(devedor.id, devedorId));
  return inferirTipoRequerente(cpf, d?.documento ?? '');
}

async function criarEm(
  tx: Tx,
  hoje: IsoDate,
  user: AuthUser,
  input: CriarCobrancaInput,
  chave: string | undefined,
  hash: string,
): Promise<CobrancaCriada> {
  const forma = input.formaPagamento ?? (input.totalParcelas === 1 ? 'A_VISTA' : 'PARCELADO');
  if (forma === 'A_VISTA' && input.totalParcelas !== 1) {
    throw badRequest(M.erroParcelamento, [{ field: 'totalParcelas', message: M.aVistaUmaParcela }]);
  }
  const n = await prepararNegociacao(tx, user, input.idsProcessos, hoje, true);
  const r = simular(
    n,
    {
      formaPagamento: forma,
      totalParcelas: input.totalParcelas,
      valorPrimeiraParcela: input.valorPrimeiraParcela,
      desconto: input.desconto,
      primeiroVencimento: input.primeiroVencimento ?? primeiroVencimentoPadrao(hoje),
    },
    hoje,
  );
  if (!r.valido || !r.resumo) {
    throw badRequest(
      M.erroParcelamento,
      r.criticas.map((c) => ({ field: 'parcelamento', message: c })),
    );
  }
  const resumo = r.resumo;
  const orgaoCredorId = n.debitos[0]!.p.orgaoCredorId;
  const ano = parseIsoDate(hoje).year;
  const situacaoId = forma === 'A_VISTA' ? SITUACAO_COBRANCA.ATIVO : SITUACAO_COBRANCA.EM_NEGOCIACAO;
  // each process's collection status from the table of what a collection does to its processes
  const acaoNosProcessos =
    forma === 'A_VISTA' ? 'NEGOCIAR_PAGAMENTO_COBRANCA' : 'NEGOCIAR_PARCELAMENTO_COBRANCA';
  const statusNegociado = n.debitos.map((deb) => {
    const t = aplicarPelaCobranca(estadoDe(deb.p), acaoNosProcessos);
    if (!t.ok) throw conflict(t.motivo);
    return t.proximo.statusCobranca;
  });

  const s = resumo.saldo;
  const d = resumo.valorDesconto;

  // the id first: the requester's documents belong to the collection
  const seq = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('processo_cobranca', 'id')) as id`,
  )) as unknown as { rows: { id: string | number }[] };
  const id = Number(seq.rows[0]!.id);
  const tipoRequerente =
    input.requerente.tipo ?? (await tipoInferido(tx, n.debitos[0]!.p.devedorId, input.requerente.cpf));
  const requerenteId = await gravarRequerente(
    tx,
    user,
    { ...input.requerente, tipo: tipoRequerente },
    { id, orgaoCredorId },
    n.debitos.map((deb) => deb.p.devedorId),
  );
  for (const [i, deb] of n.debitos.entries()) {
    const v = n.valores[i]!;
    await gravarCobrancaNoProcesso(tx, deb.p.id, {
      statusCobranca: statusNegociado[i]!,
      ...(v.atualizado
        ? {
            valorCorrecao: v.valorCorrecao,
            totalCorrigido: v.totalCorrigido,
            ultimaCorrecaoValor: v.ultimaCorrecaoValor,
          }
        : {}),
    });
    if (v.atualizado) {
      await atualizarCda(tx, deb.cda.id, {
        valorCorrecao: v.valorCorrecao,
        valorTotal: v.totalCorrigido,
        dataUltimaCorrecaoValor: v.ultimaCorrecaoValor,
        dataAtualizacao: hoje,
      });
    }
  }

  // The yearly number last: its counter row stays locked until the commit, so every agreement of the
  // year waits on it; what needs no number is already written (bench/README.md, negotiation).
  const numero = numeroCobranca(ano, await proximoDaSequencia(tx, 'cobranca', ano));
  await tx.insert(processoCobranca).values({
    id,
    numero,
    dataAcordo: hoje,
    situacaoId,
    orgaoCredorId,
    requerenteId,
    tipoRequerente,
    formaPagamento: forma,
    totalParcelas: r.parcelas.length,
    valorPrimeiraParcela: forma === 'PARCELADO' ? r.parcelas[0]!.valorParceladoPrincipal : null,
    primeiroVencimento: r.parcelas[0]!.dataVencimento,
    desconto: toCentsText(resumo.desconto),
    valorAtualizado: s.valorAtualizado,
    valorCorrecao: s.valorCorrecao,
    valorJuros: s.valorJuros,
    valorMulta: s.valorMulta,
    valorTotal: s.valorTotal,
    valorAtualizadoDesconto: d.valorAtualizado,
    valorCorrecaoDesconto: d.valorCorrecao,
    valorJurosDesconto: d.valorJuros,
    valorMultaDesconto: d.valorMulta,
    valorTotalDesconto: d.valorTotal,
    percentualJurosMesPagamento: n.configuracao.porcentagemJurosMes as string,
    percentualHonorarios: n.configuracao.porcentagemHonorarios as string,
    valorTotalJurosMesPagamento: resumo.valorTotalJurosMesPagamento,
    valorTotalHonorarios: resumo.valorTotalHonorarios,
    valorTotalAcordo: resumo.valorTotalAcordo,
    criadoPor: user.id,
    chaveIdempotencia: chave ?? null,
    hashPedido: chave ? hash : null,
  });
  await tx.insert(lancamento).values(
    r.parcelas.map((p) => ({
      processoCobrancaId: id,
      parcela: p.parcela,
      dataVencimento: p.dataVencimento,
      valorPrincipal: p.valorParceladoPrincipal,
      valorCorrecao: p.correcao,
      valorJuros: p.valorJuros,
      valorMulta: p.valorMulta,
      valorJurosMesPagamento: p.valorJurosMesPagamento,
      valorHonorarios: p.valorHonorarios,
      valorTotal: p.valorTotal,
    })),
  );
  const descricaoForma =
    forma === 'A_VISTA' ? 'pagamento à vista' : `parcelamento em ${r.parcelas.length} parcelas`;
  await inserirMovimentoCobranca(tx, {
    processoCobrancaId: id,
    acao: 'NEGOCIAR',
    descricao: `Negociação realizada: ${descricaoForma}`,
    situacaoId,
    usuarioId: user.id,
    detalhes: { processos: n.debitos.map((x) => x.p.numero) },
  });
  await tx.insert(processoCobrancaCda).values(
    n.debitos.map((deb, i) => {
      const saldo = n.saldos[i]!;
      return {
        processoCobrancaId: id,
        processoId: deb.p.id,
        dividaAtivaId: deb.cda.id,
        ordem: i,
        valorAtualizado: saldo.valorAtualizado,
        valorCorrecao: saldo.valorCorrecao,
        valorJuros: saldo.valorJuros,
        valorMulta: saldo.valorMulta,
        dataUltimaCorrecaoValor: n.valores[i]!.ultimaCorrecaoValor,
      };
    }),
  );
  // the processes' new status and values are written above; with `hoje` the agreement interrupts and
  // suspends the prescription (docs/prazos-e-prescricao.md §2)
  await registrarAndamento(
    tx,
    n.debitos.map((deb) => deb.p),
    {
      acao: 'NEGOCIAR_COBRANCA',
      descricao: `Cobrança ${formatarNumeroCobranca(numero)} negociada (${descricaoForma})`,
      origem: 'DIVIDA_ATIVA',
      usuarioId: user.id,
      hoje,
      proximo: {},
      processo: 'nada',
      movimento: { dataReferencia: hoje, detalhes: { idProcessoCobranca: id, numeroCobranca: numero } },
    },
  );
  await audit(tx, {
    usuarioId: user.id,
    entidade: 'processoCobranca',
    entidadeId: id,
    orgaoCredorId,
    acao: 'CRIAR',
    depois: {
      numero,
      situacaoId,
      formaPagamento: forma,
      valorTotalAcordo: toCentsText(resumo.valorTotalAcordo),
    },
  });
  for (const [i, deb] of n.debitos.entries()) {
    const v = n.valores[i]!;
    await audit(tx, {
      usuarioId: user.id,
      entidade: 'processoConstituicaoCredito',
      entidadeId: deb.p.id,
      orgaoCredorId: deb.p.orgaoCredorId,
      acao: 'ALTERAR',
      antes: {
        statusCobranca: deb.p.statusCobranca,
        ...(v.atualizado && { valorCorrecao: deb.p.valorCorrecao, totalCorrigido: deb.p.totalCorrigido }),
      },
      depois: {
        statusCobranca: statusNegociado[i],
        idProcessoCobranca: id,
        ...(v.atualizado && { valorCorrecao: v.valorCorrecao, totalCorrigido: v.totalCorrigido }),
      },
    });
  }
  return { id, numero, message: M.negociacaoSucesso };
}
