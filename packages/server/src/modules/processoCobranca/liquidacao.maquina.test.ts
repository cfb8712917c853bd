import { aplicarAcaoCobranca, acoesDisponiveisCobranca } from '@divida/domain/cobranca/acoes';
import { MENSAGENS_COBRANCA as M, SITUACAO_COBRANCA as S } from '@divida/domain/cobranca/cobranca.schema';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SISTEMA } from '../../platform/auth/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { cobrancaComBoleto } from '../../test/retornoBancario.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { LoteLiquidacao, type LiquidacaoPreparada } from './liquidacao.ts';
import { pagamento, processoCobranca } from './processoCobranca.table.ts';

/**
 * The settlement (Baixa Manual, the bank return, an accepted reconciliation line: `LoteLiquidacao`)
 * changes a collection's status only through its machine (domain `TRANSICOES_COBRANCA`): a payment
 * where the table offers Baixa Manual, the payoff by its QUITAR row. A settlement that skipped the
 * machine would take a payment on a cancelled collection; these tests fail then.
 */

const HOJE = todayInSaoPaulo();
let app: FastifyInstance;
let procurador: string;

const chamar = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(procurador), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  await app.ctx.db
    .update(orgaoCredor)
    .set({ convenio: '1234567', carteira: '17' })
    .where(eq(orgaoCredor.id, a.id));
  // what registers, negotiates, issues the slip, cancels and settles by hand
  const permissoes: Permissao[] = [
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
    'NEGOCIACAO_CONSULTAR',
    'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
    'PROCESSO_COBRANCA_EMITIR_BOLETO',
    'PROCESSO_COBRANCA_CONSULTAR',
    'PROCESSO_COBRANCA_CONSULTAR_DETALHE',
    'PROCESSO_COBRANCA_CANCELAR',
    'BAIXA_MANUAL_BOLETO',
  ];
  const u = await seedUsuario(app, { orgaoCredorId: a.id, permissoes });
  procurador = (await login(app, u.email, u.senha)).accessToken;
}, 60_000);
afterAll(() => app?.close());

/** A single-payment collection of one inscribed process (the bank tests' setting), then cancelled. */
async function cobrancaCancelada() {
  const { cobranca } = await cobrancaComBoleto(app, { cadastra: procurador, banco: procurador });
  const cancel = await chamar('POST', '/processoCobranca/cancelar', {
    idProcessoCobranca: cobranca,
    motivo: 'Pedido do devedor',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  return cobranca;
}

describe('the settlement runs through the collection machine', () => {
  it('the table: a payoff only from where a payment is taken, never offered as a page action', () => {
    expect(aplicarAcaoCobranca({ situacao: S.ATIVO, totalParcelas: 1 }, 'QUITAR')).toMatchObject({
      ok: true,
      proximo: { situacaoId: S.QUITADO },
    });
    expect(aplicarAcaoCobranca({ situacao: S.PARCELADO, totalParcelas: 4 }, 'QUITAR')).toMatchObject({
      ok: true,
      proximo: { situacaoId: S.QUITADO },
    });
    for (const situacao of [S.CANCELADO, S.QUITADO, S.EM_NEGOCIACAO])
      expect(aplicarAcaoCobranca({ situacao, totalParcelas: 4 }, 'QUITAR').ok).toBe(false);
    const todas = new Set<string>(['BAIXA_MANUAL_BOLETO', 'PROCESSO_COBRANCA_CANCELAR']);
    expect(acoesDisponiveisCobranca(S.ATIVO, 1, todas)).not.toContain('QUITAR');
  });

  it('a payment on a cancelled collection is refused by the machine, with the Baixa Manual message, and nothing is written', async () => {
    const id = await cobrancaCancelada();
    const recusa = M.acaoIndisponivel('Baixa Manual', 'CANCELADO');
    const detalhe = (await chamar('GET', `/processoCobranca/${id}`)).json();
    // the route: 409 with the table's message
    const baixa = await chamar('POST', '/processoCobranca/baixaManual', {
      idProcessoCobranca: id,
      dataPagamento: HOJE,
      valorPago: 10,
      lancamentos: [detalhe.lancamentos[0].id],
      documentos: [
        { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'c.pdf' }] },
      ],
    });
    expect(baixa.statusCode).toBe(409);
    expect(problemOf(baixa).errormsg).toBe(recusa);

    // the settlement itself (as the bank return and the reconciliation call it): the machine refuses
    await expect(
      app.ctx.db.transaction(async (tx) => {
        const lote = new LoteLiquidacao(tx, SISTEMA);
        const p = await lote.preparar(id, (ls) => ls.find((l) => l.situacao === 'PREVISTO'), HOJE);
        expect(lote.permite(id, 'BAIXA_MANUAL', HOJE)).toBe(false);
        expect(lote.permite(id, 'QUITAR', HOJE)).toBe(false);
        lote.liquidar(p as LiquidacaoPreparada, {
          valor: p.l!.valorTotal,
          dataPagamento: HOJE,
          hoje: HOJE,
          usuarioId: 1,
          manual: false,
        });
        await lote.gravar();
      }),
    ).rejects.toSatisfy((e) => e instanceof AppError && e.kind === 'CONFLICT' && e.message === recusa);
    const [c] = await app.ctx.db.select().from(processoCobranca).where(eq(processoCobranca.id, id));
    expect(c!.situacaoId).toBe(S.CANCELADO);
    expect(await app.ctx.db.select().from(pagamento).where(eq(pagamento.processoCobrancaId, id))).toEqual([]);
  });
});
