import { compareDates, type IsoDate } from '@divida/domain/calendar';
import { emAberto, totalDosComponentes } from '@divida/domain/cobranca/alocacao';
import { MENSAGENS_COBRANCA as M, SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { gerarBoletoBB, BoletoError, BANCO_DO_BRASIL, MENSAGENS_BOLETO } from '@divida/domain/boleto';
import { roundCents, type Money } from '@divida/domain/money';
import { brCodePixEstatico } from '@divida/domain/pix';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { instanteDoDia } from '../../platform/relogio.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { invalidarBoletos } from './registroBoleto.ts';
import { orgaoScope, SISTEMA, type Caller } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { devedorEndereco as devedor } from '../devedor/index.ts';
import { municipioNome as municipio } from '../localidade/index.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import { processoResumo as processo, cdaNumero as dividaAtiva } from '../processo/index.ts';
import { devidoNoPagamento, pagoDoLancamento } from './acoes.ts';
import {
  boleto,
  boletoSequencialSeq,
  lancamento,
  processoCobranca,
  processoCobrancaCda,
} from './processoCobranca.table.ts';
import { documentoBoleto, type DadosBoletoImpresso } from './boleto.impressao.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';

type LinhaBoleto = typeof boleto.$inferSelect;

/** The slip's due date: the instalment's, or today when that day has passed (a late payment). */
export const vencimentoDoBoleto = (vencimentoParcela: IsoDate, hoje: IsoDate): IsoDate =>
  compareDates(vencimentoParcela, hoje) < 0 ? hoje : vencimentoParcela;

/**
 * Issues (or reissues) the slip of an instalment (spec 03 §4, §7 `cobrancaBB/{id}/parcela/{n}/boleto`):
 * the rules of the collection's state, the amount due on the slip's date (the schedule plus the
 * monthly correction of spec 03 §9, as a settlement on that day would charge), the barcode, the linha
 * digitável and the Pix BR Code. Under the instalment's row lock: the same instalment, date and value
 * answer the slip already issued (same nosso número); another date or value invalidates it and issues a
 * new one with the next number of a sequence that never repeats.
 */
export async function emitirBoleto(ctx: Ctx, user: AuthUser, cobrancaId: number, parcela: number) {
  const dados = await emitir(ctx, { caller: user, usuarioId: user.id, staff: user }, cobrancaId, parcela);
  const pdf = await renderDocumento(documentoBoleto(dados, ctx.relogio.hoje()));
  return { pdf, nome: `BOLETO_PARCELA_${parcela}_${dados.cobranca.numero}_${ctx.relogio.hoje()}.pdf` };
}

/**
 * The same slip for the debtor on the portal (docs/portal.md §5.5): the portal has judged the
 * collection the person's and writes its own access log row (PORTAL_BOLETO); the rules, the value and
 * the reuse of a slip still valid are the staff's.
 */
export const emitirBoletoDoPortal = (ctx: Ctx, cobrancaId: number, parcela: number) =>
  emitir(ctx, { caller: SISTEMA, usuarioId: null, staff: null }, cobrancaId, parcela);

/** The slip's PDF, as the staff's prints it. */
export const pdfDoBoleto = (dados: DadosBoletoImpresso, hoje: IsoDate) =>
  renderDocumento(documentoBoleto(dados, hoje));

interface Emissor {
  caller: Caller;
  usuarioId: number | null;
  /** a staff user: the à vista slip's permission and the staff access log */
  staff: AuthUser | null;
}

async function emitir(ctx: Ctx, quem: Emissor, cobrancaId: number, parcela: number) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(processoCobranca)
      .where(
        and(eq(processoCobranca.id, cobrancaId), orgaoScope(quem.caller, processoCobranca.orgaoCredorId)),
      );
    if (!c) throw notFound();
    const unica = c.totalParcelas === 1;
    if (unica && quem.staff && !quem.staff.permissoes.has('PROCESSO_COBRANCA_EMITIR_BOLETO'))
      throw forbidden();
    const ls = await tx
      .select()
      .from(lancamento)
      .where(eq(lancamento.processoCobrancaId, c.id))
      .orderBy(asc(lancamento.parcela));
    const l = ls.find((x) => x.parcela === parcela);
    if (!l) throw notFound(MENSAGENS_BOLETO.parcelaInexistente(parcela));
    if (unica && c.situacaoId !== SITUACAO_COBRANCA.ATIVO) throw conflict(MENSAGENS_BOLETO.somenteAtivo);
    if (!unica && c.situacaoId !== SITUACAO_COBRANCA.PARCELADO)
      throw conflict(MENSAGENS_BOLETO.somenteParcelado);
    if (l.situacao !== 'PREVISTO') throw conflict(MENSAGENS_BOLETO.parcelaQuitada(parcela));
    const anterior = ls.find((x) => x.parcela === parcela - 1);
    if (anterior && !anterior.dataPagamento) throw conflict(MENSAGENS_BOLETO.parcelaAnteriorEmAberto);

    const [o] = await tx.select().from(orgaoCredor).where(eq(orgaoCredor.id, c.orgaoCredorId));
    const convenio = o?.convenio?.trim() ?? '';
    if (!convenio) throw conflict(M.semConvenio);
    if ((o?.chaveBanco ?? BANCO_DO_BRASIL) !== BANCO_DO_BRASIL || !/^\d{7}$/.test(convenio))
      throw conflict(MENSAGENS_BOLETO.bancoNaoSuportado);

    // the instalment's row: two requests for the same slip wait for each other
    await tx.select({ id: lancamento.id }).from(lancamento).where(eq(lancamento.id, l.id)).for('update');
    const vencimento = vencimentoDoBoleto(l.dataVencimento, hoje);
    const { devido, valorCorrecaoPagamento } = await devidoNoPagamento(tx, c, l, vencimento);
    const aberto = emAberto(devido, pagoDoLancamento(l));
    const valor = roundCents(totalDosComponentes(aberto));
    const b = await boletoValido(tx, l.id, vencimento, valor);
    const emitido =
      b ??
      (await novoBoleto(tx, {
        c,
        lancamentoId: l.id,
        hoje,
        convenio,
        carteira: o!.carteira?.trim() || '17',
        vencimento,
        valor,
        valorCorrecao: valorCorrecaoPagamento,
        valorJurosMesPagamento: aberto.valorJurosMesPagamento,
        valorHonorarios: aberto.valorHonorarios,
        pix: o!.chavePix
          ? { chave: o!.chavePix, nome: o!.sigla, cidade: await cidadeDoOrgao(tx, o!.municipioId) }
          : null,
      }));
    const { devedorId, ...pagador } = await pagadorDaCobranca(tx, c.id);
    // the slip shows the payer's name, CPF/CNPJ and address (LGPD art. 37)
    if (quem.staff) await registrarAcesso(tx, quem.staff, 'COBRANCA_IMPRESSO', [{ devedorId }], c.numero);
    // a slip issued is a state change (the older ones of the instalment stop being valid); one reused is not
    if (!b)
      await audit(tx, {
        usuarioId: quem.usuarioId ?? undefined,
        entidade: 'processoCobranca',
        entidadeId: c.id,
        orgaoCredorId: c.orgaoCredorId,
        acao: 'ACAO_PROCESSO',
        antes: { acao: null },
        depois: {
          acao: 'EMITIR_BOLETO',
          parcela,
          nossoNumero: emitido.nossoNumero,
          dataVencimento: emitido.dataVencimento,
          valorBoleto: emitido.valorBoleto,
        },
      });
    return {
      boleto: emitido,
      cobranca: { numero: c.numero, totalParcelas: c.totalParcelas, parcela },
      orgao: {
        nome: o!.nome,
        sigla: o!.sigla,
        cnpj: o!.cnpj,
        agencia: [o!.agencia, o!.digitoAgencia].filter(Boolean).join('-'),
        convenio,
        carteira: o!.carteira?.trim() || '17',
      },
      pagador,
      cdas: pagador.cdas,
      devedorId,
    } satisfies DadosBoletoImpresso & { devedorId: number };
  });
}

async function boletoValido(tx: Tx, lancamentoId: number, vencimento: IsoDate, valor: Money) {
  const validos = await tx
    .select()
    .from(boleto)
    .where(and(eq(boleto.lancamentoId, lancamentoId), eq(boleto.valido, true)));
  const mesmo = validos.find((b) => b.dataVencimento === vencimento && b.valorTotalBoleto.eq(valor));
  // another date or value: the slips issued before can no longer be paid
  const velhos = validos.filter((b) => b !== mesmo);
  if (velhos.length)
    await invalidarBoletos(
      tx,
      inArray(
        boleto.id,
        velhos.map((v) => v.id),
      ),
    );
  return mesmo ?? null;
}

async function novoBoleto(
  tx: Tx,
  p: {
    c: typeof processoCobranca.$inferSelect;
    lancamentoId: number;
    hoje: IsoDate;
    convenio: string;
    carteira: string;
    vencimento: IsoDate;
    valor: Money;
    valorCorrecao: Money;
    valorJurosMesPagamento: Money;
    valorHonorarios: Money;
    pix: { chave: string; nome: string; cidade: string } | null;
  },
): Promise<LinhaBoleto> {
  const [seq] = (
    (await tx.execute(sql`select nextval(${boletoSequencialSeq.seqName}::regclass) as n`)) as unknown as {
      rows: { n: string | number }[];
    }
  ).rows;
  const sequencial = Number(seq!.n);
  let bb;
  try {
    bb = gerarBoletoBB({
      convenio: p.convenio,
      carteira: p.carteira,
      sequencial,
      valor: p.valor,
      vencimento: p.vencimento,
    });
  } catch (e) {
    if (e instanceof BoletoError) throw conflict(e.message);
    throw e;
  }
  const pixCopiaECola = p.pix
    ? brCodePixEstatico({
        chave: p.pix.chave,
        nomeRecebedor: p.pix.nome,
        cidadeRecebedor: p.pix.cidade,
        valor: p.valor,
        txid: bb.nossoNumero,
        unicoUso: true,
      })
    : null;
  const [b] = await tx
    .insert(boleto)
    .values({
      processoCobrancaId: p.c.id,
      lancamentoId: p.lancamentoId,
      sequencial,
      nossoNumero: bb.nossoNumero,
      convenio: p.convenio,
      carteira: p.carteira.padStart(2, '0').slice(-2),
      dataVencimento: p.vencimento,
      valorBoleto: p.valor,
      valorCorrecao: p.valorCorrecao,
      valorJurosMesPagamento: p.valorJurosMesPagamento,
      valorHonorarios: p.valorHonorarios,
      valorTotalBoleto: p.valor,
      codigoBarras: bb.codigoBarras,
      linhaDigitavel: bb.linhaDigitavel,
      pixCopiaECola,
      // docs/arquivos-bancarios.md §2: a slip is registered at the bank by the next remessa
      situacaoRegistro: 'PENDENTE',
      // the issue day the payment-date rule reads back (the clock's day, demo and test clocks too)
      criadoEm: instanteDoDia(p.hoje),
    })
    .returning();
  return b!;
}

async function cidadeDoOrgao(tx: Tx, municipioId: number | null) {
  if (!municipioId) return 'Rio de Janeiro';
  const [m] = await tx.select({ nome: municipio.nome }).from(municipio).where(eq(municipio.id, municipioId));
  return m?.nome ?? 'Rio de Janeiro';
}

/** The payer: the debtor of the collection's first process, with its address, and the CDAs covered. */
async function pagadorDaCobranca(tx: Tx, cobrancaId: number) {
  const linhas = await tx
    .select({
      numeroCda: dividaAtiva.numeroCda,
      numeroProcesso: processo.numero,
      devedorId: devedor.id,
      nome: devedor.nome,
      documento: devedor.documentoIdentificacao,
      rua: devedor.rua,
      numero: devedor.numero,
      complemento: devedor.complemento,
      bairro: devedor.bairro,
      cep: devedor.cep,
      uf: devedor.uf,
      cidade: municipio.nome,
    })
    .from(processoCobrancaCda)
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(dividaAtiva, eq(dividaAtiva.id, processoCobrancaCda.dividaAtivaId))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .leftJoin(municipio, eq(municipio.id, devedor.municipioId))
    .where(eq(processoCobrancaCda.processoCobrancaId, cobrancaId))
    .orderBy(asc(processoCobrancaCda.ordem));
  const t = linhas[0]!;
  return {
    devedorId: t.devedorId,
    nome: t.nome,
    documento: t.documento,
    endereco: [
      [t.rua, t.numero, t.complemento].filter(Boolean).join(', '),
      t.bairro,
      [t.cidade, t.uf].filter(Boolean).join('/'),
      t.cep,
    ],
    cdas: linhas.map((l) => ({ numeroCda: l.numeroCda, numeroProcesso: l.numeroProcesso })),
  };
}
