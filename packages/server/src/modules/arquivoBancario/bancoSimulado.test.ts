import { lerRemessa, TARIFA_SIMULADA } from '@divida/domain/arquivoBancario/bancoSimulado';
import { lerRetorno } from '@divida/domain/arquivoBancario/retorno';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import type { Money } from '@divida/domain/money';
import type { Permissao } from '@divida/domain/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import {
  cobrancaComBoleto,
  enviarRetorno,
  processado,
  type BoletoDeTeste,
} from '../../test/retornoBancario.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { lancamento, pagamento } from '../processoCobranca/processoCobranca.table.ts';
import { gerarRetornoSimulado } from './bancoSimulado.ts';

/**
 * The round trip through the one simulated bank (issue 24 items 6 and 8): slips issued through the API,
 * the remessa generated, the bank reads it (the domain's lerRemessa, as the browser specs do) and
 * `gerarRetornoSimulado` (`npm run banco:retorno`) answers its day; the return uploaded settles the paid
 * slips to the cent and puts the divergences in the queue.
 */
const HOJE = todayInSaoPaulo();
const CONVENIO = '7654321';
let app: FastifyInstance;
let orgao: number;
let cadastra: string;
let banco: string;

beforeAll(async () => {
  app = await createTestApp();
  orgao = (await seedOrgao(app)).id;
  await app.ctx.db
    .update(orgaoCredor)
    .set({
      chaveBanco: '001',
      convenio: CONVENIO,
      carteira: '17',
      agencia: '1234',
      digitoAgencia: '5',
      conta: '98765',
    })
    .where(eq(orgaoCredor.id, orgao));
  const token = async (permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId: orgao, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  cadastra = await token([
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  ]);
  banco = await token([
    'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
    'PROCESSO_COBRANCA_CONSULTAR',
    'PROCESSO_COBRANCA_EMITIR_BOLETO',
    'ARQUIVO_BANCARIO_ENVIAR',
    'ARQUIVO_BANCARIO_CONSULTAR',
  ]);
}, 120_000);
afterAll(() => app?.close());

describe('the simulated bank (npm run banco:retorno)', () => {
  it('reads the remessa, answers its day, and the return settles the paid slips to the cent', async () => {
    expect(await gerarRetornoSimulado(app.ctx.db, orgao, { data: HOJE })).toBeNull();
    const slips: BoletoDeTeste[] = [];
    for (let i = 0; i < 7; i++) slips.push(await cobrancaComBoleto(app, { cadastra, banco }));

    const rem = await app.inject({
      method: 'POST',
      url: '/api/arquivoBancario/remessa',
      headers: bearerOf(banco),
      payload: { idOrgaoCredor: orgao },
    });
    expect(rem.statusCode, rem.body).toBe(201);
    const bytes = await app.inject({
      method: 'GET',
      url: `/api/arquivoBancario/${rem.json().id}/download`,
      headers: bearerOf(banco),
    });
    // the bank reads every slip of the remessa as the product issued it
    const lida = lerRemessa(bytes.body);
    expect(lida.beneficiario.convenio).toBe(CONVENIO);
    expect(lida.boletos.map((b) => [b.nossoNumero, b.valor.toFixed(2)])).toEqual(
      slips.map((s) => [s.boleto.nossoNumero, s.boleto.valorTotalBoleto.toFixed(2)]),
    );

    const r = await gerarRetornoSimulado(app.ctx.db, orgao, { data: HOJE });
    expect(r!.nome).toBe(`RETORNO_${CONVENIO}_000001.RET`);
    const retorno = lerRetorno(new TextEncoder().encode(r!.texto));
    // seven confirmations; every divergence once on the first three slips (issue 36 item 13): 0 paid
    // twice, 1 short by R$ 10,00 then paid without its seu número, 2 over by R$ 10,00 then reported
    // paid after the bank's cancellation (17); then 3, 4 paid, 5 over by R$ 10,00, 6 open; and a
    // payment of a nosso número nobody issued
    const v = (i: number) => slips[i]!.boleto.valorTotalBoleto;
    const n = (i: number) => slips[i]!.boleto.nossoNumero;
    const pagos: Record<number, [string, Money][]> = {
      0: [
        ['06', v(0)],
        ['06', v(0)],
      ],
      1: [
        ['06', v(1).minus(10)],
        ['06', v(1)],
      ],
      2: [
        ['06', v(2).plus(10)],
        ['17', v(2)],
      ],
      3: [['06', v(3)]],
      4: [['06', v(4)]],
      5: [['06', v(5).plus(10)]],
      6: [],
    };
    expect(retorno.linhas.map((l) => [l.movimento, l.nossoNumero, l.valorPago.toFixed(2)])).toEqual([
      ...slips.flatMap((s, i) => [
        ['02', s.boleto.nossoNumero, '0.00'],
        ...pagos[i]!.map(([c, p]) => [c, n(i), p.toFixed(2)]),
      ]),
      ['06', `${CONVENIO}9999999999`, '57.30'],
    ]);
    const pago = retorno.linhas.find((l) => l.movimento === '06')!;
    expect(pago.valorLiquido.toFixed(2)).toBe(pago.valorPago.minus(TARIFA_SIMULADA).toFixed(2));
    expect(pago.dataOcorrencia).toBe(HOJE);

    const up = await enviarRetorno(app, banco, new TextEncoder().encode(r!.texto));
    expect(up.statusCode, up.body).toBe(202);
    await processado(app, up.json().id);
    const det = (
      await app.inject({
        method: 'GET',
        url: `/api/arquivoBancario/${up.json().id}`,
        headers: bearerOf(banco),
      })
    ).json();
    const pagamentos = det.linhas
      .filter((l: { resultado: string }) => l.resultado !== 'REGISTRADO')
      .map((l: { resultado: string; motivo: string | null }) => [l.resultado, l.motivo]);
    expect(pagamentos).toEqual([
      ['LIQUIDADO', null],
      ['CONCILIACAO', 'DUPLICADO'],
      ['CONCILIACAO', 'PAGO_A_MENOR'],
      ['CONCILIACAO', 'DIVERGENTE'],
      ['LIQUIDADO', 'PAGO_A_MAIOR'],
      ['CONCILIACAO', 'PAGO_APOS_BAIXA'],
      ['LIQUIDADO', null],
      ['LIQUIDADO', null],
      ['LIQUIDADO', 'PAGO_A_MAIOR'],
      ['CONCILIACAO', 'NAO_IDENTIFICADO'],
    ]);
    // every settled instalment paid to the cent of its slip, by one payment from this file
    const ls = await app.ctx.db
      .select()
      .from(lancamento)
      .where(
        inArray(
          lancamento.id,
          slips.map((s) => s.lancamento.id),
        ),
      );
    const pgs = await app.ctx.db
      .select()
      .from(pagamento)
      .where(
        inArray(
          pagamento.lancamentoId,
          slips.map((s) => s.lancamento.id),
        ),
      );
    slips.forEach((s, i) => {
      const l = ls.find((x) => x.id === s.lancamento.id)!;
      const liquidada = [0, 2, 3, 4, 5].includes(i);
      expect(l.situacao, `parcela ${i}`).toBe(liquidada ? 'BAIXADO' : 'PREVISTO');
      expect(l.valorPago.toFixed(2)).toBe(liquidada ? v(i).toFixed(2) : '0.00');
      expect(l.baixaManual).toBe(false);
      const p = pgs.filter((x) => x.lancamentoId === s.lancamento.id);
      expect(p.map((x) => [x.valor.toFixed(2), x.arquivoBancarioId])).toEqual(
        liquidada ? [[v(i).toFixed(2), up.json().id]] : [],
      );
    });
  }, 180_000);
});
