import '@divida/domain/test/fastCheckSeed';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { fromCents, type Decimal } from '@divida/domain/money';
import type { Permissao } from '@divida/domain/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { valoresDoDia } from '../../test/correcao.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';

/**
 * Properties of negotiation and payments, through the API (issue 13 item 9): for random debts, discounts
 * and quantities the instalments sum to the agreement's total to the cent and none is below the minimum;
 * for any sequence of payments every balance stays ≥ 0 and the paid components sum to what was paid.
 */
const HOJE = todayInSaoPaulo();
const MINIMO = 10_000; // R$ 100,00, the configuration's default minimum instalment, in cents

let app: FastifyInstance;
let cadastra: string;
let negocia: string;

const chamar = (method: 'GET' | 'POST', url: string, payload?: object, token = negocia) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });
const reais = (c: number) => fromCents(c);
const cents = (v: number | string | Decimal) => Math.round(Number(v) * 100);

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  await app.ctx.db
    .update(orgaoCredor)
    .set({ convenio: '7654321', carteira: '17' })
    .where(eq(orgaoCredor.id, o.id));
  const token = async (permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  cadastra = await token(['PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR']);
  negocia = await token([
    'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
    'PROCESSO_COBRANCA_CONSULTAR',
    'BAIXA_MANUAL_BOLETO',
    'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  ]);
}, 60_000);
afterAll(() => app?.close());

async function debito(c: { principal: number; correcao: number; juros: number; multa: number }) {
  const res = await chamar(
    'POST',
    '/processoConstituicaoCredito',
    processoValido('529.982.247-25'),
    cadastra,
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await valoresDoDia(app, id, {
    principal: reais(c.principal),
    correcao: reais(c.correcao),
    juros: reais(c.juros),
    multa: reais(c.multa),
  });
  await inscreverParaTeste(app, id);
  return id;
}

const componentes = fc.record({
  principal: fc.integer({ min: 5_000, max: 5_000_000 }),
  correcao: fc.integer({ min: 0, max: 200_000 }),
  juros: fc.integer({ min: 0, max: 200_000 }),
  multa: fc.integer({ min: 0, max: 200_000 }),
});

const PAGOS = [
  'valorHonorarios',
  'valorJurosMesPagamento',
  'valorJuros',
  'valorMulta',
  'valorCorrecao',
  'valorPrincipal',
] as const;

describe('propriedades do acordo e dos pagamentos', () => {
  it('instalments sum to the total, none below the minimum; payments keep balances ≥ 0 and add up', async () => {
    let validos = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(componentes, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 0, max: 9900 }), // discount in hundredths of a percent
        fc.integer({ min: 2, max: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        async (debitos, descontoCentesimos, quantidade, fracaoPrimeira, fracoesPagamento) => {
          const ids = [];
          for (const d of debitos) ids.push(await debito(d));
          const desconto = descontoCentesimos / 100;
          const principalComDesconto = debitos.reduce(
            (s, d) => s + d.principal - Math.round((d.principal * descontoCentesimos) / 10_000 + 1e-9),
            0,
          );
          // mostly a first instalment that leaves the others at or above the minimum, sometimes any
          const teto =
            fracaoPrimeira < 0.1 ? principalComDesconto : principalComDesconto - (quantidade - 1) * MINIMO;
          const primeira = MINIMO + Math.floor(fracaoPrimeira * Math.max(0, teto - MINIMO));
          const corpo = {
            precessosIds: ids,
            quantidadeParcelas: quantidade,
            valorPrimeiraParcela: primeira / 100,
            desconto,
            primeiroVencimento: HOJE,
          };
          const sim = (await chamar('POST', '/processoCobranca/simularParcelamento', corpo)).json();
          if (!sim.valido) {
            expect(sim.titulo).toBe('Erro no parcelamento');
            expect(sim.criticas.length).toBeGreaterThan(0);
            return;
          }
          validos++;
          const criada = await chamar('POST', '/processoCobranca', {
            idsProcessos: ids,
            totalParcelas: quantidade,
            valorPrimeiraParcela: primeira / 100,
            desconto,
            primeiroVencimento: HOJE,
            requerente: {
              tipo: 'TITULAR',
              nome: 'Maria das Dores Silva',
              cpf: '52998224725',
              email: 'maria@exemplo.com.br',
              telefone: '11987654321',
              arquivoIdentificacao: { uuid: await enviarPdf(app, negocia), nome: 'rg.pdf' },
            },
          });
          expect(criada.statusCode, criada.body).toBe(201);
          const id = criada.json().id as number;
          let d = (await chamar('GET', `/processoCobranca/${id}`)).json();
          // the server's agreement is the simulation's
          expect(d.lancamentos.map((l: { valorTotalBoleto: number }) => l.valorTotalBoleto)).toEqual(
            sim.parcelas.map((p: { valorTotal: number }) => p.valorTotal),
          );
          const soma = d.lancamentos.reduce(
            (s: number, l: { valorTotalBoleto: number }) => s + cents(l.valorTotalBoleto),
            0,
          );
          expect(soma).toBe(cents(sim.valorTotalAcordo));
          expect(soma).toBe(cents(d.valorTotalAtualizado));
          for (const l of d.lancamentos) expect(cents(l.valor)).toBeGreaterThanOrEqual(MINIMO);

          const termo = await chamar('POST', `/processoCobranca/anexarTermoParcelamento/${id}`, {
            documentos: [
              { idTipoDocumento: 9, arquivos: [{ uuid: await enviarPdf(app, negocia), nome: 't.pdf' }] },
            ],
          });
          expect(termo.statusCode, termo.body).toBe(200);

          let pagoTotal = 0;
          for (const f of fracoesPagamento) {
            const aberta = d.lancamentos.find(
              (l: { situacaoLancamento: string }) => l.situacaoLancamento === 'PREVISTO',
            );
            if (!aberta) break;
            const valor = Math.max(1, Math.round(cents(aberta.saldo) * f));
            const r = await chamar('POST', '/processoCobranca/baixaManual', {
              idProcessoCobranca: id,
              dataPagamento: HOJE,
              valorPago: valor / 100,
              lancamentos: [aberta.id],
              documentos: [
                { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, negocia), nome: 'c.pdf' }] },
              ],
            });
            expect(r.statusCode, r.body).toBe(200);
            pagoTotal += valor;
            d = (await chamar('GET', `/processoCobranca/${id}`)).json();
            const pagosLanc = d.lancamentos.reduce(
              (s: number, l: { pagos: Record<string, number> }) =>
                s + PAGOS.reduce((t, k) => t + cents(l.pagos[k]!), 0),
              0,
            );
            expect(pagosLanc).toBe(pagoTotal);
            for (const l of d.lancamentos) {
              expect(cents(l.saldo)).toBeGreaterThanOrEqual(0);
              for (const k of PAGOS) expect(cents(l.pagos[k])).toBeGreaterThanOrEqual(0);
            }
            const ps = await app.ctx.db.select().from(processo).where(inArray(processo.id, ids));
            let pagoProcessos = 0;
            for (const p of ps) {
              const pares = [
                [p.valorAtualizado, p.valorAtualizadoPago],
                [p.valorCorrecao, p.valorCorrecaoPago],
                [p.jurosAtualizado, p.valorJurosPago],
                [p.multaAtualizada, p.valorMultaPago],
                [p.valorJurosMesPagamento, p.valorJurosMesPagamentoPago],
                [p.valorHonorarios, p.valorHonorariosPago],
              ] as const;
              for (const [valor, pago] of pares) {
                expect(cents(valor) - cents(pago)).toBeGreaterThanOrEqual(0);
                pagoProcessos += cents(pago);
              }
            }
            expect(pagoProcessos).toBe(pagoTotal);
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(validos).toBeGreaterThan(0);
  }, 240_000);
});
