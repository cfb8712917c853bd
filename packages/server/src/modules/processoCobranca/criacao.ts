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
import { SISTEMA, type Caller } from '../../platform/auth/scope.ts';
import type { AceiteDoTermo } from '@divida/domain/cobranca/origem.schema';
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
import { bloquear, inserirMovimentoCobranca, regrasDaCobranca, registrar } from './acoes.ts';
import { lancamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';
import { gravarRequerente, gravarRequerenteDoPortal } from './requerente.ts';
import { prepararNegociacao, simular } from './simulacao.ts';

export interface CobrancaCriada {
  id: number;
  numero: string;
  message: string;
}

/**
 * Who makes a collection: a staff user (spec 03 §7), or the debtor on the portal (docs/portal.md
 * §5.5), who has no staff user: the portal has already judged the debts theirs, the requester is the
 * person gov.br vouched for (no identification file), and an accepted term makes the agreement
 * PARCELADO at once (the acceptance is the signed term).
 */
export type AutorDaCobranca =
  | { origem: 'SISTEMA'; user: AuthUser }
  | {
      origem: 'PORTAL';
      pessoa: { cpf: string; nome: string; email: string | null };
      aceite: AceiteDoTermo | null;
    };

const callerDo = (a: AutorDaCobranca): Caller => (a.origem === 'SISTEMA' ? a.user : SISTEMA);
const usuarioDo = (a: AutorDaCobranca) => (a.origem === 'SISTEMA' ? a.user.id : null);

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
  const autor: AutorDaCobranca = { origem: 'SISTEMA', user };
  try {
    return await ctx.db.transaction((tx) => criarEm(tx, ctx.relogio.hoje(), autor, input, chave, hash));
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

/**
 * The portal's agreement (docs/portal.md §5.5): the same engine and writes as the staff's, in one
 * transaction, with the person as requester and PORTAL as its origin. The caller (modules/portal) has
 * checked that every debt is the person's; `conferirTermo` runs inside the transaction before anything
 * is written (the portal's term checked against the figures read under the locks) and answers the
 * term's text, kept with the acceptance.
 */
export async function criarCobrancaDoPortal(
  ctx: Ctx,
  autor: Extract<AutorDaCobranca, { origem: 'PORTAL' }>,
  input: Omit<CriarCobrancaInput, 'requerente'>,
  conferirTermo?: (tx: Tx) => Promise<string>,
): Promise<CobrancaCriada> {
  return ctx.db.transaction(async (tx) => {
    const termo = (await conferirTermo?.(tx)) ?? null;
    return criarEm(tx, ctx.relogio.hoje(), autor, input, undefined, '', termo);
  });
}

async function criarEm(
  tx: Tx,
  hoje: IsoDate,
  autor: AutorDaCobranca,
  input: Omit<CriarCobrancaInput, 'requerente'> & { requerente?: CriarCobrancaInput['requerente'] },
  chave: string | undefined,
  hash: string,
  textoDoTermo: string | null = null,
): Promise<CobrancaCriada> {
  const usuarioId = usuarioDo(autor);
  const aceite = autor.origem === 'PORTAL' ? autor.aceite : null;
  const forma = input.formaPagamento ?? (input.totalParcelas === 1 ? 'A_VISTA' : 'PARCELADO');
  if (forma === 'A_VISTA' && input.totalParcelas !== 1) {
    throw badRequest(M.erroParcelamento, [{ field: 'totalParcelas', message: M.aVistaUmaParcela }]);
  }
  const n = await prepararNegociacao(tx, callerDo(autor), input.idsProcessos, hoje, true);
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
  if (aceite && forma === 'A_VISTA') throw badRequest(M.erroParcelamento);
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
  const cpfRequerente = autor.origem === 'PORTAL' ? autor.pessoa.cpf : input.requerente!.cpf;
  const tipoRequerente =
    (autor.origem === 'SISTEMA' ? input.requerente!.tipo : undefined) ??
    (await tipoInferido(tx, n.debitos[0]!.p.devedorId, cpfRequerente));
  const requerenteId =
    autor.origem === 'PORTAL'
      ? await gravarRequerenteDoPortal(tx, { ...autor.pessoa, tipo: tipoRequerente })
      : await gravarRequerente(
          tx,
          autor.user,
          { ...input.requerente!, tipo: tipoRequerente },
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
    criadoPor: usuarioId,
    origem: autor.origem,
    aceite,
    termoAceito: textoDoTermo,
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
    usuarioId,
    detalhes: {
      processos: n.debitos.map((x) => x.p.numero),
      ...(autor.origem === 'PORTAL' && { origem: 'PORTAL', requerente: autor.pessoa.cpf }),
    },
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
      usuarioId,
      hoje,
      proximo: {},
      processo: 'nada',
      movimento: { dataReferencia: hoje, detalhes: { idProcessoCobranca: id, numeroCobranca: numero } },
    },
  );
  await audit(tx, {
    usuarioId: usuarioId ?? undefined,
    entidade: 'processoCobranca',
    entidadeId: id,
    orgaoCredorId,
    acao: 'CRIAR',
    depois: {
      numero,
      situacaoId,
      formaPagamento: forma,
      valorTotalAcordo: toCentsText(resumo.valorTotalAcordo),
      ...(autor.origem === 'PORTAL' && { origem: 'PORTAL', requerente: autor.pessoa.cpf }),
    },
  });
  for (const [i, deb] of n.debitos.entries()) {
    const v = n.valores[i]!;
    await audit(tx, {
      usuarioId: usuarioId ?? undefined,
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
  if (aceite) await firmarPeloAceite(tx, id, aceite, hoje);
  return { id, numero, message: M.negociacaoSucesso };
}

/**
 * The accepted term is the signed term (docs/portal.md §5.5): the agreement moves EM_NEGOCIACAO →
 * PARCELADO by the same movement as the staff's attaching of the signed term, the acceptance in its
 * details and so in the audit chain.
 */
async function firmarPeloAceite(tx: Tx, id: number, aceite: AceiteDoTermo, hoje: IsoDate) {
  const { c, processos } = await bloquear(tx, SISTEMA, id);
  const r = regrasDaCobranca(c, 'ANEXAR_TERMO_PARCELAMENTO');
  if (!r.ok) throw conflict(r.motivo);
  await registrar(tx, { id: null }, c, processos, {
    acao: 'ANEXAR_TERMO_PARCELAMENTO',
    descricao: 'Termo de parcelamento aceito no portal do devedor',
    situacaoId: r.proximo.situacaoId,
    detalhes: { aceite },
    hoje,
    processo: {
      acao: 'ANEXAR_TERMO_PARCELAMENTO_COBRANCA',
      descricao: `Termo de parcelamento da cobrança ${formatarNumeroCobranca(c.numero)} aceito no portal do devedor`,
    },
  });
}
