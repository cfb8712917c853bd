import '@divida/domain/test/fastCheckSeed';
import { chaveDoBoleto, seuNumeroDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { escreverRetorno, type MovimentoRetorno } from '@divida/domain/arquivoBancario/retorno';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { fromCents, sumMoney, toCents, toDecimal, type Money } from '@divida/domain/money';
import type { Permissao } from '@divida/domain/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import {
  cobrancaComBoleto,
  enviarRetorno,
  processado,
  type BoletoDeTeste,
} from '../../test/retornoBancario.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';
import { lancamento, pagamento, processoCobranca } from '../processoCobranca/processoCobranca.table.ts';
import { arquivoBancario, conciliacao, linhaArquivoBancario } from './arquivoBancario.table.ts';
import { processarRetorno } from './retorno.ts';

/**
 * Properties of the return (issue 24 item 8, docs/arquivos-bancarios.md §3): any sequence of return files (new files,
 * the same file again, an earlier file's lines reordered as a new file, repeated lines, partial and
 * excess payments, unknown slips) leaves every balance ≥ 0, never settles an instalment twice, makes
 * the settled amounts plus the queue's amounts equal to the amounts paid, and importing or processing
 * a file a second time changes nothing.
 */
const HOJE = todayInSaoPaulo();
const CONVENIO = '7654321';
const BENEFICIARIO = {
  cnpj: '11222333000181',
  convenio: CONVENIO,
  carteira: '17',
  variacao: '019',
  agencia: '1234',
  digitoAgencia: '5',
  conta: '98765',
  digitoConta: '0',
  nome: 'ORGAO',
};

let app: FastifyInstance;
let cadastra: string;
let banco: string;
let nsa = 0;
let desconhecido = 0;

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
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
    .where(eq(orgaoCredor.id, o.id));
  const token = async (permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes });
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

const TIPOS = [
  'integral',
  'parcial',
  'maior',
  'tolerancia',
  '02',
  '09',
  '17',
  'desconhecido',
  'divergente',
] as const;
type Tipo = (typeof TIPOS)[number];
interface Mov {
  boleto: number;
  tipo: Tipo;
  centavos: number;
}
const mov = fc.record({
  boleto: fc.integer({ min: 0, max: 1 }),
  tipo: fc.constantFrom(...TIPOS),
  centavos: fc.integer({ min: 1, max: 300_000 }),
});
const passo = fc.oneof(
  fc.record({ novo: fc.array(mov, { minLength: 1, maxLength: 5 }) }),
  // the same bytes again
  fc.record({ repetir: fc.nat() }),
  // an earlier file's lines in reverse order, as a new file (another NSA)
  fc.record({ reordenar: fc.nat() }),
);

/** The bank's line for a generated movement on one of the run's slips. */
function movimento(s: BoletoDeTeste, m: Mov): MovimentoRetorno {
  const v = toCents(s.boleto.valorTotalBoleto);
  const pago: Record<Tipo, bigint> = {
    integral: v,
    parcial: 1n + (BigInt(m.centavos) % (v - 1n)),
    maior: v + 1n + BigInt(m.centavos),
    tolerancia: v + BigInt(m.centavos % 11) - 5n,
    '02': 0n,
    '09': 0n,
    '17': v,
    desconhecido: BigInt(m.centavos),
    divergente: v,
  };
  const codigo = m.tipo === '02' || m.tipo === '09' || m.tipo === '17' ? m.tipo : '06';
  return {
    movimento: codigo,
    nossoNumero:
      m.tipo === 'desconhecido'
        ? `${CONVENIO}8${String(++desconhecido).padStart(9, '0')}`
        : s.boleto.nossoNumero,
    seuNumero: seuNumeroDoBoleto(s.numero, 1),
    chave: m.tipo === 'divergente' ? 'C0P0B0' : chaveDoBoleto(s.cobranca, 1, s.boleto.id),
    dataVencimento: s.boleto.dataVencimento,
    valorNominal: s.boleto.valorTotalBoleto,
    tarifa: toDecimal(0),
    motivos: '',
    acrescimos: toDecimal(0),
    desconto: toDecimal(0),
    valorPago: fromCents(pago[m.tipo]),
    valorLiquido: fromCents(pago[m.tipo]),
    dataOcorrencia: HOJE,
    dataCredito: codigo === '06' || codigo === '17' ? HOJE : null,
  };
}

const arquivo = (movs: MovimentoRetorno[]) =>
  new TextEncoder().encode(
    escreverRetorno({ beneficiario: BENEFICIARIO, nsa: ++nsa, data: HOJE, hora: '080000' }, movs),
  );

/** Everything a return may change for the run's collections and files. */
async function estado(cobrancas: number[], processos: number[], arquivos: number[]) {
  const db = app.ctx.db;
  const linhas = arquivos.length
    ? await db
        .select()
        .from(linhaArquivoBancario)
        .where(inArray(linhaArquivoBancario.arquivoBancarioId, arquivos))
    : [];
  return {
    lancamentos: await db.select().from(lancamento).where(inArray(lancamento.processoCobrancaId, cobrancas)),
    cobrancas: await db.select().from(processoCobranca).where(inArray(processoCobranca.id, cobrancas)),
    processos: await db.select().from(processo).where(inArray(processo.id, processos)),
    pagamentos: await db.select().from(pagamento).where(inArray(pagamento.processoCobrancaId, cobrancas)),
    linhas,
    fila: linhas.length
      ? await db
          .select()
          .from(conciliacao)
          .where(
            inArray(
              conciliacao.linhaArquivoBancarioId,
              linhas.map((l) => l.id),
            ),
          )
      : [],
  };
}

const COMPONENTES = [
  ['valorAtualizado', 'valorAtualizadoPago'],
  ['valorCorrecao', 'valorCorrecaoPago'],
  ['jurosAtualizado', 'valorJurosPago'],
  ['multaAtualizada', 'valorMultaPago'],
  ['valorJurosMesPagamento', 'valorJurosMesPagamentoPago'],
  ['valorHonorarios', 'valorHonorariosPago'],
] as const;
const PAGOS_LANCAMENTO = [
  'valorPrincipalPago',
  'valorCorrecaoPago',
  'valorJurosPago',
  'valorMultaPago',
  'valorJurosMesPagamentoPago',
  'valorHonorariosPago',
] as const;
const ALOCADO = [
  'valorPrincipal',
  'valorCorrecao',
  'valorJuros',
  'valorMulta',
  'valorJurosMesPagamento',
  'valorHonorarios',
] as const;
const soma = (xs: Money[]) => sumMoney(xs).toFixed(2);

describe('return files: properties (docs/arquivos-bancarios.md §3)', () => {
  it('any sequence of files: balances ≥ 0, settled + queue = paid, one settlement per instalment, a second import changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 4 }), async (passos) => {
        const slips = [
          await cobrancaComBoleto(app, { cadastra, banco }),
          await cobrancaComBoleto(app, { cadastra, banco }),
        ];
        const cobrancas = slips.map((s) => s.cobranca);
        const processos = slips.map((s) => s.processoId);
        const enviados: { bytes: Uint8Array; movs: MovimentoRetorno[]; id: number }[] = [];
        const enviar = async (movs: MovimentoRetorno[]) => {
          const bytes = arquivo(movs);
          const r = await enviarRetorno(app, banco, bytes);
          expect(r.statusCode, r.body).toBe(202);
          await processado(app, r.json().id);
          enviados.push({ bytes, movs, id: r.json().id as number });
        };
        for (const p of passos) {
          if ('novo' in p) await enviar(p.novo.map((m) => movimento(slips[m.boleto]!, m)));
          else if (!enviados.length) continue;
          else if ('reordenar' in p)
            await enviar([...enviados[p.reordenar % enviados.length]!.movs].reverse());
          else {
            // the same file again: refused, nothing changes
            const antes = await estado(
              cobrancas,
              processos,
              enviados.map((e) => e.id),
            );
            const r = await enviarRetorno(app, banco, enviados[p.repetir % enviados.length]!.bytes);
            expect(r.statusCode).toBe(409);
            expect(
              await estado(
                cobrancas,
                processos,
                enviados.map((e) => e.id),
              ),
            ).toEqual(antes);
          }
        }
        const ids = enviados.map((e) => e.id);
        const e = await estado(cobrancas, processos, ids);

        // every balance ≥ 0: each process's component at least its paid part, each instalment's
        // paid parts ≥ 0 and together at most what it is due
        for (const pr of e.processos)
          for (const [devido, pago] of COMPONENTES) expect(pr[devido].gte(pr[pago]), devido).toBe(true);
        for (const l of e.lancamentos) {
          for (const k of PAGOS_LANCAMENTO) expect(l[k].gte(0), k).toBe(true);
          expect(sumMoney(PAGOS_LANCAMENTO.map((k) => l[k])).lte(l.valorTotal)).toBe(true);
        }
        // no instalment settled twice, however often the bank reported its payment
        for (const l of e.lancamentos)
          expect(e.pagamentos.filter((p) => p.lancamentoId === l.id).length).toBeLessThanOrEqual(1);

        // settled + queue = paid, over every line of every file
        const pagas = e.linhas.filter((l) => l.movimento === '06' || l.movimento === '17');
        expect(soma([...e.linhas.map((l) => l.valorLiquidado), ...e.fila.map((q) => q.valor)])).toBe(
          soma(pagas.map((l) => l.valorPago)),
        );
        // what was settled is the payments recorded from these files, allocated over the processes
        const dosArquivos = e.pagamentos.filter((p) => p.arquivoBancarioId !== null);
        expect(dosArquivos.every((p) => ids.includes(p.arquivoBancarioId!))).toBe(true);
        expect(soma(dosArquivos.map((p) => p.valor))).toBe(soma(e.linhas.map((l) => l.valorLiquidado)));
        expect(soma(e.processos.flatMap((pr) => COMPONENTES.map(([, pago]) => pr[pago])))).toBe(
          soma(e.pagamentos.flatMap((p) => ALOCADO.map((k) => p[k]))),
        );
        expect(e.linhas.every((l) => l.resultado !== null)).toBe(true);

        // a second import changes nothing: each file again is refused, and processing it again
        // (a retry of its task) applies no line twice
        for (const x of enviados) expect((await enviarRetorno(app, banco, x.bytes)).statusCode).toBe(409);
        for (const id of ids) {
          await app.ctx.db
            .update(arquivoBancario)
            .set({ situacao: 'PROCESSANDO' })
            .where(eq(arquivoBancario.id, id));
          await processarRetorno(app.ctx, id);
        }
        const depois = await estado(cobrancas, processos, ids);
        expect(depois).toEqual(e);
      }),
      { numRuns: 6 },
    );
  }, 300_000);
});
