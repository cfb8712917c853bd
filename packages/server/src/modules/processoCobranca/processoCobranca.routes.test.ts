import { comoNoBanco } from '../../test/comoNoBanco.ts';
import {
  addDays,
  addMonthsClamped,
  endOfMonth,
  formatDateBR,
  todayInSaoPaulo,
  yearMonthOf,
  addMonthsToYearMonth,
} from '@divida/domain/calendar';
import { primeiroVencimentoPadrao } from '@divida/domain/negociacao';
import {
  type AptoNegociacao,
  type cobrancaListItemSchema,
  MENSAGENS_COBRANCA as M,
  ROTULO_SITUACAO_COBRANCA,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';
import { corrigir, serieIndice } from '@divida/domain/correcao';
import {
  formatarNumeroCda,
  formatarNumeroCobranca,
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
} from '@divida/domain/format';
import type { Permissao } from '@divida/domain/permissions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOnly } from '../../app.ts';
import { inscreverParaTeste } from '../../test/cda.ts';
import { valoresDoDia } from '../../test/correcao.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { lerPlanilha, TIPO_XLSX } from '../../test/planilha.ts';
import { processoValido } from '../../test/payloads.ts';
import { pdfText, pdfTextItems } from '../../test/pdfText.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { dividaAtiva } from '../processo/dividaAtiva.table.ts';
import { indiceFinanceiro, indiceFinanceiroValor } from '../indiceFinanceiro/indiceFinanceiro.table.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { andamento, processo } from '../processo/processo.table.ts';
import { lancamento, processoCobranca, requerente } from './processoCobranca.table.ts';

const HOJE = todayInSaoPaulo();
const NEGOCIA: Permissao[] = [
  'NEGOCIACAO_CONSULTAR',
  'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  'PROCESSO_COBRANCA_CONSULTAR',
  'PROCESSO_COBRANCA_CONSULTAR_DETALHE',
  'PROCESSO_COBRANCA_CANCELAR',
  'BAIXA_MANUAL_BOLETO',
  'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
];

let app: FastifyInstance;
let cadastra: string; // body A: registers processes
let procurador: string; // PGE: every body, negotiates
let procurador2: string;
let regional: string; // body B: negotiates, only its own body
let semPermissao: string; // body A: consults processes only
let orgaoA: number;
let orgaoSemConvenio: number;
let cadastraSemConvenio: string;

const chamar = (token: string, method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearerOf(token), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A registered process of body A put straight into situation 101 with its CDA, values of the day as given. */
async function inscrito(
  valores: { principal?: string; juros?: string; multa?: string; correcao?: string } = {},
  token = cadastra,
  devedor = '529.982.247-25',
) {
  const res = await chamar(token, 'POST', '/processoConstituicaoCredito', processoValido(devedor));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await valoresDoDia(app, id, {
    principal: valores.principal ?? '10000.00',
    juros: valores.juros ?? '800.00',
    multa: valores.multa ?? '200.00',
    correcao: valores.correcao ?? '1500.00',
  });
  await inscreverParaTeste(app, id);
  return id;
}

async function requerentePayload(token: string, extra: object = {}) {
  return {
    tipo: 'TITULAR',
    nome: 'Maria das Dores Silva',
    cpf: '529.982.247-25',
    email: 'maria@exemplo.com.br',
    telefone: '(11) 98765-4321',
    arquivoIdentificacao: { uuid: await enviarPdf(app, token, 'rg.pdf'), nome: 'rg.pdf' },
    ...extra,
  };
}

async function negociar(ids: number[], extra: object = {}, token = procurador, headers: object = {}) {
  return chamar(
    token,
    'POST',
    '/processoCobranca',
    {
      idsProcessos: ids,
      totalParcelas: 4,
      valorPrimeiraParcela: 2000,
      desconto: 10,
      primeiroVencimento: HOJE,
      requerente: await requerentePayload(token),
      ...extra,
    },
    headers,
  );
}

const detalhe = async (id: number, token = procurador) => {
  const res = await chamar(token, 'GET', `/processoCobranca/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const pge = await seedOrgao(app);
  const semConv = await seedOrgao(app);
  orgaoA = a.id;
  orgaoSemConvenio = semConv.id;
  for (const o of [a, b, pge]) {
    await app.ctx.db
      .update(orgaoCredor)
      .set({ convenio: '1234567', carteira: '17' })
      .where(eq(orgaoCredor.id, o.id));
  }
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const cad: Permissao[] = [
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  ];
  cadastra = await token(a.id, cad);
  cadastraSemConvenio = await token(semConv.id, cad);
  procurador = await token(pge.id, [...NEGOCIA, 'ACESSO_TODOS_ORGAOS']);
  procurador2 = await token(pge.id, [...NEGOCIA, 'ACESSO_TODOS_ORGAOS']);
  regional = await token(b.id, NEGOCIA);
  semPermissao = await token(a.id, ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR']);
}, 60_000);
afterAll(() => app?.close());

describe('aptosNegociacao', () => {
  it('lists exactly the inscribed debts without agreement, suspension or court suspension, of bodies with convênio, in scope', async () => {
    const apto = await inscrito();
    const suspenso = await inscrito();
    await app.ctx.db.update(processo).set({ suspenso: true }).where(eq(processo.id, suspenso));
    const judicial = await inscrito();
    await app.ctx.db
      .update(dividaAtiva)
      .set({ statusJustica: 'PROCESSO_SUSPENSO' })
      .where(eq(dividaAtiva.processoId, judicial));
    const negociado = await inscrito();
    await app.ctx.db
      .update(processo)
      .set({ statusCobranca: 'PARCELAMENTO_VIGENTE' })
      .where(eq(processo.id, negociado));
    const semConv = await inscrito({}, cadastraSemConvenio);

    const res = await chamar(procurador, 'POST', '/processoConstituicaoCredito/aptosNegociacao?size=100', {});
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().content.map((r: { id: number }) => r.id);
    expect(ids).toContain(apto);
    for (const x of [suspenso, judicial, negociado, semConv]) expect(ids).not.toContain(x);
    const linha = res.json().content.find((r: { id: number }) => r.id === apto);
    expect(linha).toMatchObject({ totalCorrigido: 12500, saldoDevedor: 12500, cpfCnpj: '52998224725' });

    // another body's staff does not see body A's debts
    const b = await chamar(regional, 'POST', '/processoConstituicaoCredito/aptosNegociacao?size=100', {});
    expect(b.json().content.map((r: { id: number }) => r.id)).not.toContain(apto);

    // filters and their limits
    const numero = linha.numero as string;
    const f = await chamar(procurador, 'POST', '/processoConstituicaoCredito/aptosNegociacao', { numero });
    expect(f.json().content.map((r: { id: number }) => r.id)).toEqual([apto]);
    const longo = await chamar(procurador, 'POST', '/processoConstituicaoCredito/aptosNegociacao', {
      numero: '1'.repeat(17),
      nomeDevedor: 'x'.repeat(151),
    });
    expect(longo.statusCode).toBe(400);
    expect(problemOf(longo).errormessages).toEqual(expect.arrayContaining([M.numeroMaximo, M.nomeMaximo150]));
    expect(
      (await chamar(semPermissao, 'POST', '/processoConstituicaoCredito/aptosNegociacao', {})).statusCode,
    ).toBe(403);
  });
});

describe('a consumed prescription (issue 36 item 3)', () => {
  it('is not offered, simulated nor agreed (400 with the date), and is again once its level changes', async () => {
    const id = await inscrito();
    await app.ctx.db
      .update(processo)
      .set({ prescricaoNivel: 'PRESCRITO', prescricaoPrazo: '2025-09-10' })
      .where(eq(processo.id, id));
    const listados = async () =>
      (await chamar(procurador, 'POST', '/processoConstituicaoCredito/aptosNegociacao?size=100', {})).json()
        .content as { id: number; nivelPrescricao?: string | null }[];
    expect((await listados()).some((a) => a.id === id)).toBe(false);
    const sim = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      formaPagamento: 'A_VISTA',
      desconto: 0,
    });
    expect(sim.statusCode, sim.body).toBe(400);
    expect(problemOf(sim).errormsg).toMatch(/está prescrito desde 10\/09\/2025: não pode ser negociado/);
    const antes = (await app.ctx.db.select().from(processoCobranca)).length;
    const acordo = await negociar([id], { totalParcelas: 1, formaPagamento: 'A_VISTA', desconto: 0 });
    expect(acordo.statusCode, acordo.body).toBe(400);
    expect((await app.ctx.db.select().from(processoCobranca)).length).toBe(antes);
    // an interrupting event moved the deadline: the level changed, the credit is offered again
    await app.ctx.db
      .update(processo)
      .set({ prescricaoNivel: 'VERMELHO', prescricaoPrazo: addDays(HOJE, 60) })
      .where(eq(processo.id, id));
    const apto = (await listados()).find((a) => a.id === id);
    expect(apto?.nivelPrescricao).toBe('VERMELHO');
    const depois = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      formaPagamento: 'A_VISTA',
      desconto: 0,
    });
    expect(depois.statusCode, depois.body).toBe(200);
  });
});

describe('the first due date and the proposal (issue 36 items 4 and 5)', () => {
  it('with neither given: instalment 1 falls due on the default day, the principal in equal parts', async () => {
    const id = await inscrito({ principal: '1000.00', correcao: '0.00', juros: '0.00', multa: '0.00' });
    const res = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      quantidadeParcelas: 3,
      desconto: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const parcelas = res.json().parcelas as { dataVencimento: string; valorParceladoPrincipal: number }[];
    expect(parcelas.map((p) => p.valorParceladoPrincipal)).toEqual([333.33, 333.33, 333.34]);
    expect(parcelas[0]!.dataVencimento).toBe(primeiroVencimentoPadrao(HOJE));
    expect(parcelas[0]!.dataVencimento > HOJE).toBe(true);
    // a past date is refused
    const passado = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      quantidadeParcelas: 3,
      desconto: 0,
      primeiroVencimento: addDays(HOJE, -1),
    });
    expect(passado.json().valido).toBe(false);
  });
});

describe('simulação', () => {
  it('runs the domain engine on the server figures (calculos.md §8 example)', async () => {
    const id = await inscrito();
    const res = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      quantidadeParcelas: 4,
      valorPrimeiraParcela: 2000,
      desconto: 10,
      primeiroVencimento: HOJE,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.valido).toBe(true);
    expect(r.parcelas.map((p: { valorTotal: number }) => p.valorTotal)).toEqual([
      4717.5, 2589.99, 2589.99, 2590,
    ]);
    expect(r.valorTotalAcordo).toBe(12487.48);
    // the first instalment's bounds for the wizard: the principal after 10 % off, the configured minimum
    expect(r.valorPrincipal).toBe(
      r.parcelas.reduce(
        (s: number, p: { valorParceladoPrincipal: number }) => s + p.valorParceladoPrincipal * 100,
        0,
      ) / 100,
    );
    expect(r.valorMinimoParcela).toBeGreaterThan(0);
    expect(r.parcelas[0]).toMatchObject({
      correcao: 1350,
      valorJuros: 720,
      valorMulta: 180,
      honorarios: 425,
    });
  });

  it("answers the critiques under 'Erro no parcelamento': quantity, first instalment minimum and maximum", async () => {
    const id = await inscrito();
    const res = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      quantidadeParcelas: 500,
      valorPrimeiraParcela: 50,
      desconto: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valido: false,
      titulo: 'Erro no parcelamento',
      criticas: [
        'O parcelamento deve ter entre 2 e 60 parcelas',
        'O valor da primeira parcela deve ser maior que R$ 100,00',
      ],
    });
    const acima = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      valorPrimeiraParcela: 10_000.01,
    });
    expect(acima.json().criticas).toEqual([
      'O valor da primeira parcela não deve ser maior que o valor principal da dívida',
    ]);
    // quantity defaults to 2
    const padrao = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      valorPrimeiraParcela: 5000,
    });
    expect(padrao.json().parcelas).toHaveLength(2);
  });

  it('bounds the first due date as the agreement does: past the end of next month, valido false naming the latest date', async () => {
    const id = await inscrito();
    const ultimo = endOfMonth(addMonthsClamped(HOJE, 1));
    const critica = `A data do primeiro vencimento deve ser igual ou anterior a ${formatDateBR(ultimo)}`;
    const simular = (primeiroVencimento: string) =>
      chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
        precessosIds: [id],
        valorPrimeiraParcela: 5000,
        primeiroVencimento,
      });
    for (const data of ['2999-01-01', addDays(ultimo, 1)]) {
      const res = await simular(data);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        valido: false,
        titulo: 'Erro no parcelamento',
        criticas: [critica],
      });
    }
    expect((await simular(ultimo)).json()).toMatchObject({ valido: true, criticas: [] });
    // the agreement itself: the same rule, the same critique
    const acordo = await negociar([id], { primeiroVencimento: '2999-01-01' });
    expect(acordo.statusCode).toBe(400);
    expect(problemOf(acordo).errormessages).toEqual([critica]);
  });

  it('refreshes a debt whose last correction is not current, from the index series in the database', async () => {
    const [ind] = await app.ctx.db
      .insert(indiceFinanceiro)
      .values({ id: 9901, nome: 'Índice de teste', sigla: 'TST', codigoBacen: 990001 })
      .returning();
    const inicio = '2023-01';
    const fim = addMonthsToYearMonth(yearMonthOf(HOJE), 0);
    const meses: { indiceFinanceiroId: number; mes: string; valor: string }[] = [];
    for (let m = inicio; m <= fim; m = addMonthsToYearMonth(m, 1))
      meses.push({ indiceFinanceiroId: ind!.id, mes: `${m}-01`, valor: '0.5' });
    await app.ctx.db.insert(indiceFinanceiroValor).values(meses);
    const id = await inscrito({ correcao: '0.00' });
    await app.ctx.db
      .update(processo)
      .set({
        indiceFinanceiroId: ind!.id,
        dataReferenciaCalculo: '2023-01-15',
        ultimaCorrecaoValor: '2023-01-15',
      })
      .where(eq(processo.id, id));
    const esperado = corrigir({
      valor: '10000.00',
      dataInicial: '2023-01-15',
      dataAvaliacao: HOJE,
      serie: serieIndice(
        'TST',
        meses.map((m) => [m.mes, m.valor] as const),
      ),
    }).correcao;
    const res = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', {
      precessosIds: [id],
      formaPagamento: 'A_VISTA',
      desconto: 0,
      primeiroVencimento: HOJE,
    });
    expect(res.json().parcelas[0].correcao).toBe(Number(esperado.toFixed(2)));
    // the agreement stores the refreshed values on the process and its CDA
    const c = await negociar([id], { totalParcelas: 1, formaPagamento: 'A_VISTA', desconto: 0 });
    expect(c.statusCode, c.body).toBe(201);
    const [p] = (await app.ctx.db.select().from(processo).where(eq(processo.id, id))).map(comoNoBanco);
    expect(p).toMatchObject({ valorCorrecao: esperado.toFixed(2), ultimaCorrecaoValor: HOJE });
  });

  it('prints the simulation as a PDF', async () => {
    const id = await inscrito();
    const res = await chamar(procurador, 'POST', '/processoCobranca/imprimirSimulacaoParcelamento', {
      precessosIds: [id],
      quantidadeParcelas: 3,
      valorPrimeiraParcela: 3000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the debt's numbers as every screen writes them (U-16)
    const cda = (await app.ctx.db.select().from(dividaAtiva).where(eq(dividaAtiva.processoId, id)))[0]!;
    const numero = (await app.ctx.db.select().from(processo).where(eq(processo.id, id)))[0]!.numero;
    const texto = (await pdfText(res.rawPayload)).join(' ');
    expect(texto).toContain(
      `Processo ${formatarNumeroProcesso(numero)} – CDA ${formatarNumeroCda(cda.numeroCda)}`,
    );
  });

  it("prints the instalments as a table with the wizard's columns, each amount whole on its line (U-17)", async () => {
    const id = await inscrito({
      principal: '987654.32',
      juros: '12345.67',
      multa: '9876.54',
      correcao: '54321.09',
    });
    const pedido = { precessosIds: [id], quantidadeParcelas: 5, valorPrimeiraParcela: 400000 };
    const sim = await chamar(procurador, 'POST', '/processoCobranca/simularParcelamento', pedido);
    expect(sim.statusCode, sim.body).toBe(200);
    expect(sim.json().valido, sim.body).toBe(true);
    const res = await chamar(procurador, 'POST', '/processoCobranca/imprimirSimulacaoParcelamento', pedido);
    expect(res.statusCode).toBe(200);
    const paginas = await pdfTextItems(res.rawPayload);
    const itens = paginas.flatMap((p) => p.items);
    // the header row: the titles of the wizard's table, in its order, on one line
    const titulos = [
      'Parcela',
      'Vencimento',
      'Principal',
      'Correção',
      'Juros',
      'Multa',
      'Juros do Mês',
      'Honorários',
      'Valor Total',
    ];
    const y = itens.find((i) => i.str === 'Vencimento')?.y;
    const cabecalho = titulos.map((t) => itens.find((i) => i.str === t && i.y === y));
    expect(cabecalho.every(Boolean), JSON.stringify(cabecalho)).toBe(true);
    const xs = cabecalho.map((i) => i!.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    // one row per instalment: its cells on one line, under the header, in the columns' order
    type P = Record<string, number | string>;
    for (const p of sim.json().parcelas as P[]) {
      const celulas = [
        String(p.parcela),
        formatDate(p.dataVencimento as string),
        ...[
          'valorParceladoPrincipal',
          'correcao',
          'valorJuros',
          'valorMulta',
          'valorJurosMesPagamento',
          'valorHonorarios',
          'valorTotal',
        ].map((k) => formatBRL(p[k] as number)),
      ];
      const linha = itens.find((i) => i.str === celulas[1]);
      expect(linha, celulas[1]).toBeDefined();
      const naLinha = itens.filter((i) => Math.abs(i.y - linha!.y) < 1).map((i) => i.str);
      expect(naLinha).toEqual(celulas);
    }
    // no instalment as a line of text any more
    expect(itens.some((i) => i.str.startsWith('Parcela 1 –'))).toBe(false);
  });
});

describe('requerente', () => {
  it('never logs the CPF of the path', () => {
    expect(pathOnly('/api/requerente/porCpf/52998224725')).toBe('/api/requerente/porCpf/***');
    expect(pathOnly('/api/devedor/cpfCnpj/11222333000181?x=1')).toBe('/api/devedor/cpfCnpj/***');
    expect(pathOnly('/api/processoCobranca/202400000001')).toBe('/api/processoCobranca/202400000001');
  });

  it('looks a requester up by CPF (404 when unknown) and validates the e-mail and CPF pair', async () => {
    expect((await chamar(procurador, 'GET', '/requerente/porCpf/11144477735')).statusCode).toBe(404);
    expect((await chamar(procurador, 'GET', '/requerente/porCpf/11144477700')).statusCode).toBe(400);
    const id = await inscrito();
    const c = await negociar([id], {
      requerente: await requerentePayload(procurador, {
        cpf: '111.444.777-35',
        email: 'joao@exemplo.com.br',
      }),
    });
    expect(c.statusCode, c.body).toBe(201);
    const r = await chamar(procurador, 'GET', '/requerente/porCpf/11144477735');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ cpf: '11144477735', email: 'joao@exemplo.com.br', tipo: 'TITULAR' });
    expect(r.json().documentoIdentificacao).toMatchObject({ nome: 'rg.pdf' });

    const ok = await chamar(
      procurador,
      'GET',
      '/requerente/validar?cpf=11144477735&email=joao@exemplo.com.br',
    );
    expect(ok.statusCode).toBe(200);
    const outroCpf = await chamar(
      procurador,
      'GET',
      '/requerente/validar?cpf=52998224725&email=joao@exemplo.com.br',
    );
    expect(outroCpf.statusCode).toBe(409);
    expect(problemOf(outroCpf).errorfields).toEqual(['email']);
    expect(
      (await chamar(procurador, 'GET', '/requerente/validar?cpf=86288366757&email=novo@exemplo.com.br'))
        .statusCode,
    ).toBe(404);
  });

  it("a body's user finds a requester only among their body's collections: another body's is a 404 as an unknown CPF (issue 37)", async () => {
    const c = await negociar([await inscrito()], {
      requerente: await requerentePayload(procurador, {
        cpf: '123.456.789-09',
        email: 'requerente.a@exemplo.com.br',
      }),
    });
    expect(c.statusCode, c.body).toBe(201);
    const u = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: NEGOCIA });
    const doOrgaoA = (await login(app, u.email, u.senha)).accessToken;
    // the collection's body, and every body, find it in full
    for (const token of [doOrgaoA, procurador]) {
      const r = await chamar(token, 'GET', '/requerente/porCpf/12345678909');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ cpf: '12345678909', email: 'requerente.a@exemplo.com.br' });
    }
    // body B: exactly what a CPF never seen answers, nothing of the person
    const desconhecido = await chamar(regional, 'GET', '/requerente/porCpf/93541134780');
    const deOutro = await chamar(regional, 'GET', '/requerente/porCpf/12345678909');
    expect(deOutro.statusCode).toBe(404);
    expect(problemOf(deOutro)).toEqual(problemOf(desconhecido));
    expect(deOutro.body).toBe(desconhecido.body);
    expect(deOutro.body).not.toContain('exemplo.com.br');
    // and the pair's check does not tell that the CPF was saved with another e-mail
    const validar = (token: string) =>
      chamar(token, 'GET', '/requerente/validar?cpf=12345678909&email=outro@exemplo.com.br');
    expect((await validar(regional)).statusCode).toBe(404);
    expect((await validar(doOrgaoA)).statusCode).toBe(409);
  });

  it('refuses an invalid requester with the spec messages, and a representative without proof', async () => {
    const id = await inscrito();
    const res = await negociar([id], {
      requerente: {
        tipo: 'TITULAR',
        nome: 'Ana',
        cpf: '111.444.777-00',
        email: 'x',
        telefone: '(11) 1111-1111',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual(
      expect.arrayContaining([M.nomeTamanho, M.cpfInvalido, M.emailInvalido, M.telefoneInvalido]),
    );
    const rep = await negociar([id], {
      requerente: await requerentePayload(procurador, {
        tipo: 'PROCURADOR',
        cpf: '862.883.667-57',
        email: 'rep@exemplo.com.br',
      }),
    });
    expect(rep.statusCode).toBe(400);
    expect(problemOf(rep).errorfields).toEqual(['requerente.comprovanteRepresentacao']);
    // nothing was written
    const [p] = (await app.ctx.db.select().from(processo).where(eq(processo.id, id))).map(comoNoBanco);
    expect(p!.statusCobranca).toBe('SEM_ACORDO');
    expect(await app.ctx.db.select().from(requerente).where(eq(requerente.cpf, '86288366757'))).toEqual([]);
  });
});

describe('comprovante de representação', () => {
  it("a power of attorney sent for one debtor does not stand for another's debt (issue 23)", async () => {
    const procuracao = async (extra: object = {}) =>
      requerentePayload(procurador, {
        tipo: 'PROCURADOR',
        cpf: '314.159.265-90',
        email: 'procurador.rep@exemplo.com.br',
        ...extra,
      });
    const primeiro = await inscrito();
    const c = await negociar([primeiro], {
      requerente: await procuracao({
        comprovanteRepresentacao: {
          uuid: await enviarPdf(app, procurador, 'procuracao.pdf'),
          nome: 'procuracao.pdf',
        },
      }),
    });
    expect(c.statusCode, c.body).toBe(201);
    const mesmoDevedor = await inscrito();
    const outroDevedor = await inscrito({}, cadastra, '987.654.321-00');

    const porCpf = (idProcesso: number) =>
      chamar(procurador, 'GET', `/requerente/porCpf/31415926590?idProcesso=${idProcesso}`);
    expect((await porCpf(mesmoDevedor)).json().comprovanteRepresentacao).toMatchObject({
      nome: 'procuracao.pdf',
    });
    expect((await porCpf(outroDevedor)).json().comprovanteRepresentacao).toBeNull();
    // a requester only of another body's collections is not found at all (issue 37)
    const fora = await chamar(regional, 'GET', `/requerente/porCpf/31415926590?idProcesso=${mesmoDevedor}`);
    expect(fora.statusCode).toBe(404);

    const semProcuracao = await negociar([outroDevedor], { requerente: await procuracao() });
    expect(semProcuracao.statusCode, semProcuracao.body).toBe(400);
    expect(problemOf(semProcuracao).errorfields).toEqual(['requerente.comprovanteRepresentacao']);
    const doMesmo = await negociar([mesmoDevedor], { requerente: await procuracao() });
    expect(doMesmo.statusCode, doMesmo.body).toBe(201);
  });
});

describe('criação do acordo', () => {
  it('PARCELADO: 204 and PARCELAMENTO_NEGOCIADO, instalments recomputed on the server, a movement per process', async () => {
    const a = await inscrito();
    const b = await inscrito({ principal: '500.00', juros: '0.00', multa: '0.00', correcao: '0.00' });
    const res = await negociar([b, a], { valorTotalAcordo: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: M.negociacaoSucesso });
    expect(res.json().numero).toMatch(new RegExp(`^${HOJE.slice(0, 4)}\\d{8}$`));
    const d = await detalhe(res.json().id);
    expect(d).toMatchObject({
      situacaoProcesso: { id: 204 },
      formaPagamento: 'PARCELADO',
      totalParcelas: 4,
      desconto: 10,
      valorTotal: 13000,
      valorTotalDesconto: 1300,
      percentualHonorarios: 0.1,
      percentualJurosMesPagamento: 0.01,
      acoesDisponiveis: ['CANCELAR', 'ANEXAR_TERMO_PARCELAMENTO', 'GERAR_TERMO_PARCELAMENTO'],
    });
    const soma = d.lancamentos.reduce(
      (s: number, l: { valorTotalBoleto: number }) => s + Math.round(l.valorTotalBoleto * 100),
      0,
    );
    expect(soma).toBe(Math.round(d.valorTotalAtualizado * 100));
    expect(d.processosConstituicaoCredito.map((p: { id: number }) => p.id)).toEqual(
      [a, b].sort((x, y) => x - y),
    );
    for (const pid of [a, b]) {
      const [p] = await app.ctx.db.select().from(processo).where(eq(processo.id, pid));
      expect(p!.statusCobranca).toBe('PARCELAMENTO_NEGOCIADO');
      const movs = await app.ctx.db
        .select()
        .from(andamento)
        .where(and(eq(andamento.processoId, pid), eq(andamento.acao, 'NEGOCIAR_COBRANCA')));
      expect(movs).toHaveLength(1);
      expect(movs[0]!.origem).toBe('DIVIDA_ATIVA');
      // the collection's number as every screen prints it (issue 37 item 15)
      expect(movs[0]!.descricao).toBe(
        `Cobrança ${formatarNumeroCobranca(d.numero)} negociada (parcelamento em ${d.lancamentos.length} parcelas)`,
      );
    }
    // no longer apt
    const again = await negociar([a]);
    expect(again.statusCode).toBe(409);
    const [pa] = await app.ctx.db.select().from(processo).where(eq(processo.id, a));
    expect(problemOf(again).errormsg).toBe(
      `O processo ${formatarNumeroProcesso(pa!.numero)} não está apto para negociação.`,
    );
  });

  it('À VISTA: 200 and PAGAMENTO_NEGOCIADO; due date from today to the end of next month', async () => {
    const id = await inscrito();
    const fora = await negociar([id], {
      totalParcelas: 1,
      primeiroVencimento: endOfMonth(addMonthsClamped(HOJE, 2)),
    });
    expect(fora.statusCode).toBe(400);
    expect(problemOf(fora).errormsg).toBe(M.erroParcelamento);
    const res = await negociar([id], {
      totalParcelas: 1,
      primeiroVencimento: endOfMonth(addMonthsClamped(HOJE, 1)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = await detalhe(res.json().id);
    expect(d).toMatchObject({ situacaoProcesso: { id: 200 }, formaPagamento: 'A_VISTA', totalParcelas: 1 });
    expect(d.lancamentos[0].valorTotalBoleto).toBe(12375);
    // the procurador here lacks PROCESSO_COBRANCA_EMITIR_BOLETO
    expect(d.acoesDisponiveis).toEqual(['CANCELAR', 'BAIXA_MANUAL']);
    const [p] = (await app.ctx.db.select().from(processo).where(eq(processo.id, id))).map(comoNoBanco);
    expect(p!.statusCobranca).toBe('PAGAMENTO_NEGOCIADO');
  });

  it('refuses a body without convênio with the spec message, another body 404, no permission 403', async () => {
    const sem = await inscrito({}, cadastraSemConvenio);
    const r = await negociar([sem]);
    expect(r.statusCode).toBe(409);
    expect(problemOf(r).errormsg).toBe(M.semConvenio);
    const a = await inscrito();
    expect((await negociar([a], {}, regional)).statusCode).toBe(404);
    expect((await chamar(semPermissao, 'POST', '/processoCobranca', {})).statusCode).toBe(403);
    void orgaoSemConvenio;
  });

  it('the same Idempotency-Key twice gives the same collection; with another payload it is refused', async () => {
    const id = await inscrito();
    const corpo = {
      idsProcessos: [id],
      totalParcelas: 3,
      valorPrimeiraParcela: 3000,
      desconto: 0,
      primeiroVencimento: HOJE,
      requerente: await requerentePayload(procurador),
    };
    const h = { 'idempotency-key': `chave-${id}-abcdef` };
    const [r1, r2] = await Promise.all([
      chamar(procurador, 'POST', '/processoCobranca', corpo, h),
      chamar(procurador, 'POST', '/processoCobranca', corpo, h),
    ]);
    expect(r1.statusCode, r1.body).toBe(201);
    expect(r2.statusCode, r2.body).toBe(201);
    expect(r2.json().id).toBe(r1.json().id);
    const r3 = await chamar(procurador, 'POST', '/processoCobranca', corpo, h);
    expect(r3.json().id).toBe(r1.json().id);
    const outro = await chamar(procurador, 'POST', '/processoCobranca', { ...corpo, desconto: 5 }, h);
    expect(outro.statusCode).toBe(409);
    const cobrancas = await app.ctx.db
      .select()
      .from(processoCobranca)
      .where(eq(processoCobranca.chaveIdempotencia, h['idempotency-key']));
    expect(cobrancas).toHaveLength(1);
  });

  it('the same CDA negotiated by two users at once: one collection, the other 409', async () => {
    const id = await inscrito();
    const [r1, r2] = await Promise.all([negociar([id], {}, procurador), negociar([id], {}, procurador2)]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const criados = await app.ctx.db
      .select({ id: processoCobranca.id })
      .from(processoCobranca)
      .innerJoin(
        lancamento,
        and(eq(lancamento.processoCobrancaId, processoCobranca.id), eq(lancamento.parcela, 1)),
      )
      .where(eq(processoCobranca.id, (r1.statusCode === 201 ? r1 : r2).json().id));
    expect(criados).toHaveLength(1);
  });
});

describe('acompanhamento e ações', () => {
  it('lists with filters, answers the follow-up and the collections of a process; another body 404', async () => {
    const id = await inscrito();
    const c = (await negociar([id])).json();
    const lista = await chamar(procurador, 'POST', '/processoCobranca/list?sort=data,desc', {
      numeroProcessoCobranca: c.numero,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().content).toHaveLength(1);
    expect(lista.json().content[0]).toMatchObject({
      idProcessoCobranca: c.id,
      situacao: { id: 204 },
      titular: { documentoIdentificacao: '52998224725' },
    });
    const porCpf = await chamar(procurador, 'POST', '/processoCobranca/list', {
      cpfCnpj: '529.982.247-25',
      idSituacao: 204,
    });
    expect(porCpf.json().content.map((x: { idProcessoCobranca: number }) => x.idProcessoCobranca)).toContain(
      c.id,
    );
    const datas = await chamar(procurador, 'POST', '/processoCobranca/list', { dataInicial: HOJE });
    expect(datas.statusCode).toBe(400);
    expect(
      (await chamar(procurador, 'POST', '/processoCobranca/list?sort=titular.nome', {})).statusCode,
    ).toBe(200);

    const acomp = await chamar(procurador, 'GET', `/processoCobranca/acompanhamentoCobranca/${c.id}`);
    expect(acomp.statusCode, acomp.body).toBe(200);
    expect(acomp.json()).toMatchObject({
      numero: c.numero,
      totalParcelas: 4,
      requerente: { cpf: '52998224725' },
    });
    const doProcesso = await chamar(procurador, 'GET', `/processoCobranca/processo/${id}`);
    expect(doProcesso.json().map((x: { idProcessoCobranca: number }) => x.idProcessoCobranca)).toEqual([
      c.id,
    ]);

    for (const url of [
      `/processoCobranca/${c.id}`,
      `/processoCobranca/acompanhamentoCobranca/${c.id}`,
      `/processoCobranca/processo/${id}`,
    ]) {
      expect((await chamar(regional, 'GET', url)).statusCode).toBe(404);
    }
    const cancelOutro = await chamar(regional, 'POST', '/processoCobranca/cancelar', {
      idProcessoCobranca: c.id,
      motivo: 'Pedido do devedor',
    });
    expect(cancelOutro.statusCode).toBe(404);
    expect(
      (await chamar(regional, 'POST', '/processoCobranca/list', {}))
        .json()
        .content.map((x: { idProcessoCobranca: number }) => x.idProcessoCobranca),
    ).not.toContain(c.id);
  });

  it('attaches the signed term (204 → 201, PARCELAMENTO_VIGENTE), settles the first open instalment only, pays off and closes the processes', async () => {
    const id = await inscrito({ principal: '300.00', juros: '10.00', multa: '5.00', correcao: '0.00' });
    const c = (await negociar([id], { totalParcelas: 2, valorPrimeiraParcela: 150, desconto: 0 })).json();
    // manual settlement is not offered before the term
    const lanc = (await detalhe(c.id)).lancamentos;
    const comprovante = async () => [
      { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'comp.pdf' }] },
    ];
    const cedo = await chamar(procurador, 'POST', '/processoCobranca/baixaManual', {
      idProcessoCobranca: c.id,
      dataPagamento: HOJE,
      valorPago: 1,
      lancamentos: [lanc[0].id],
      documentos: await comprovante(),
    });
    expect(cedo.statusCode).toBe(409);

    const semTermo = await chamar(procurador, 'POST', `/processoCobranca/anexarTermoParcelamento/${c.id}`, {
      documentos: [],
    });
    expect(semTermo.statusCode).toBe(400);
    expect(problemOf(semTermo).errormessages).toContain(M.termoObrigatorio);
    const termo = await chamar(procurador, 'POST', `/processoCobranca/anexarTermoParcelamento/${c.id}`, {
      documentos: [
        { idTipoDocumento: 9, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'termo.pdf' }] },
      ],
    });
    expect(termo.statusCode, termo.body).toBe(200);
    expect(termo.json().message).toBe('Acordo Firmado com Sucesso');
    expect((await detalhe(c.id)).situacaoProcesso.id).toBe(201);
    expect((await app.ctx.db.select().from(processo).where(eq(processo.id, id)))[0]!.statusCobranca).toBe(
      'PARCELAMENTO_VIGENTE',
    );

    const baixa = (lancamentos: number[], valorPago: number, dataPagamento = HOJE) =>
      comprovante().then((documentos) =>
        chamar(procurador, 'POST', '/processoCobranca/baixaManual', {
          idProcessoCobranca: c.id,
          dataPagamento,
          valorPago,
          lancamentos,
          documentos,
        }),
      );
    const segunda = await baixa([lanc[1].id], 10);
    expect(segunda.statusCode).toBe(400);
    expect(problemOf(segunda).errormsg).toBe(M.somentePrimeiraParcela);
    const futuro = await baixa([lanc[0].id], 10, addMonthsClamped(HOJE, 1));
    expect(futuro.statusCode).toBe(400);
    const demais = await baixa([lanc[0].id], lanc[0].valorTotalBoleto + 0.01);
    expect(demais.statusCode).toBe(400);
    expect(problemOf(demais).errorfields).toEqual(['valorPago']);

    // a partial payment settles fees first; the instalment stays open
    const parcial = await baixa([lanc[0].id], 20);
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json().message).toBe('Baixa Realizada com Sucesso');
    let d = await detalhe(c.id);
    expect(d.lancamentos[0]).toMatchObject({ situacaoLancamento: 'PREVISTO', valorPago: 20 });
    expect(d.lancamentos[0].pagos.valorHonorarios).toBe(Math.min(20, lanc[0].valorHonorarios));
    const resto1 = Math.round(lanc[0].valorTotalBoleto * 100 - 2000) / 100;
    expect((await baixa([lanc[0].id], resto1)).statusCode).toBe(200);
    d = await detalhe(c.id);
    expect(d.lancamentos[0].situacaoLancamento).toBe('BAIXADO');
    expect((await baixa([lanc[1].id], lanc[1].valorTotalBoleto)).statusCode).toBe(200);
    d = await detalhe(c.id);
    expect(d).toMatchObject({ situacaoProcesso: { id: 202 }, saldoDevedor: 0, acoesDisponiveis: [] });
    const [p] = (await app.ctx.db.select().from(processo).where(eq(processo.id, id))).map(comoNoBanco);
    expect(p).toMatchObject({
      faseId: 2,
      situacaoId: 4,
      valorAtualizadoPago: '300.00',
      valorJurosPago: '10.00',
      valorMultaPago: '5.00',
    });
    const quit = await app.ctx.db
      .select()
      .from(andamento)
      .where(and(eq(andamento.processoId, id), eq(andamento.acao, 'QUITAR_COBRANCA')));
    expect(quit).toHaveLength(1);
    // nothing left to cancel
    expect(
      (
        await chamar(procurador, 'POST', '/processoCobranca/cancelar', {
          idProcessoCobranca: c.id,
          motivo: 'Tentativa',
        })
      ).statusCode,
    ).toBe(409);
  });

  it("'Saldo com Desconto' is what is open of the discounted debt: below the balance, falling with each payment, zero when QUITADO (issue 36 item 6)", async () => {
    const id = await inscrito({ principal: '300.00', juros: '10.00', multa: '5.00', correcao: '0.00' });
    const c = (await negociar([id], { totalParcelas: 2, valorPrimeiraParcela: 150, desconto: 10 })).json();
    const termo = await chamar(procurador, 'POST', `/processoCobranca/anexarTermoParcelamento/${c.id}`, {
      documentos: [
        { idTipoDocumento: 9, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'termo.pdf' }] },
      ],
    });
    expect(termo.statusCode, termo.body).toBe(200);
    const pagar = async (lancamentoId: number, valorPago: number) => {
      const r = await chamar(procurador, 'POST', '/processoCobranca/baixaManual', {
        idProcessoCobranca: c.id,
        dataPagamento: HOJE,
        valorPago,
        lancamentos: [lancamentoId],
        documentos: [
          { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'c.pdf' }] },
        ],
      });
      expect(r.statusCode, r.body).toBe(200);
      return detalhe(c.id);
    };
    const cents = (x: number) => Math.round(x * 100);
    type L = { valor: number; valorCorrecao: number; valorJuros: number; valorMulta: number };
    const divida = (l: L) =>
      (cents(l.valor) + cents(l.valorCorrecao) + cents(l.valorJuros) + cents(l.valorMulta)) / 100;

    const d0 = await detalhe(c.id);
    // 10 % off each component: 270.00 + 9.00 + 4.50, before any payment
    expect(d0.saldoComDesconto).toMatchObject({ valorAtualizado: 270, valorJuros: 9, valorMulta: 4.5 });
    expect(d0.saldoComDesconto.valorTotal).toBe(
      (cents(divida(d0.lancamentos[0])) + cents(divida(d0.lancamentos[1]))) / 100,
    );
    expect(d0.saldoComDesconto.valorTotal).toBeLessThanOrEqual(d0.saldoDevedor);

    // instalment 1 paid: what is left is instalment 2's share of the discounted debt
    const d1 = await pagar(d0.lancamentos[0].id, d0.lancamentos[0].valorTotalBoleto);
    expect(d1.situacaoProcesso.id).toBe(201);
    expect(d1.saldoDevedor).toBe(d1.lancamentos[1].valorTotalBoleto);
    expect(d1.saldoComDesconto.valorTotal).toBe(divida(d1.lancamentos[1]));
    expect(d1.saldoComDesconto.valorAtualizado).toBe(d1.lancamentos[1].valor);
    expect(d1.saldoComDesconto.valorTotal).toBeLessThan(d0.saldoComDesconto.valorTotal);
    expect(d1.saldoComDesconto.valorTotal).toBeLessThanOrEqual(d1.saldoDevedor);
    const naLista = await chamar(procurador, 'POST', '/processoCobranca/list', {
      numeroProcessoCobranca: c.numero,
    });
    expect(naLista.json().content[0].saldoDevedor).toBe(d1.saldoDevedor);

    // instalment 2 paid: QUITADO, nothing owed, with or without the discount
    const d2 = await pagar(d1.lancamentos[1].id, d1.lancamentos[1].valorTotalBoleto);
    expect(d2.situacaoProcesso.id).toBe(202);
    expect(d2.saldoDevedor).toBe(0);
    expect(d2.saldoComDesconto).toEqual({
      valorAtualizado: 0,
      valorMulta: 0,
      valorCorrecao: 0,
      valorJuros: 0,
      valorTotal: 0,
    });
    expect(d2.lancamentos.map((l: { saldo: number }) => l.saldo)).toEqual([0, 0]);
  });

  it('cancels with a reason of 5 to 200 characters: the CDA back to SEM_ACORDO, payments kept', async () => {
    const id = await inscrito();
    const c = (await negociar([id], { totalParcelas: 1, desconto: 0 })).json();
    const curto = await chamar(procurador, 'POST', '/processoCobranca/cancelar', {
      idProcessoCobranca: c.id,
      motivo: 'abc',
    });
    expect(problemOf(curto).errormessages).toEqual([M.motivoMinimo]);
    const longo = await chamar(procurador, 'POST', '/processoCobranca/cancelar', {
      idProcessoCobranca: c.id,
      motivo: 'x'.repeat(201),
    });
    expect(problemOf(longo).errormessages).toEqual([M.motivoMaximo]);
    const d0 = await detalhe(c.id);
    const pg = await chamar(procurador, 'POST', '/processoCobranca/baixaManual', {
      idProcessoCobranca: c.id,
      dataPagamento: HOJE,
      valorPago: 1000,
      lancamentos: [d0.lancamentos[0].id],
      documentos: [
        { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'c.pdf' }] },
      ],
    });
    expect(pg.statusCode, pg.body).toBe(200);
    const ok = await chamar(procurador, 'POST', '/processoCobranca/cancelar', {
      idProcessoCobranca: c.id,
      motivo: 'Pedido do devedor',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(`Processo ${formatarNumeroCobranca(c.numero)} cancelado com sucesso.`);
    expect((await detalhe(c.id)).situacaoProcesso.id).toBe(203);
    const [p] = (await app.ctx.db.select().from(processo).where(eq(processo.id, id))).map(comoNoBanco);
    expect(p!.statusCobranca).toBe('SEM_ACORDO');
    // fees first: 1000 of the 1250.00 of fees; the process's balance is unchanged
    expect(p).toMatchObject({
      valorHonorariosPago: '1000.00',
      valorHonorarios: '1000.00',
      valorAtualizadoPago: '0.00',
    });
    // and it is apt again
    const apto = await chamar(
      procurador,
      'POST',
      '/processoConstituicaoCredito/aptosNegociacao?size=100',
      {},
    );
    expect(apto.json().content.map((r: { id: number }) => r.id)).toContain(id);
    void orgaoA;
  });
});

/** A date-only value as the exported sheet holds it (midnight UTC). */
const dataNaPlanilha = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('exportar', () => {
  it('aptosNegociacao: the .xlsx of the list’s rows, in its filter and order; another body’s never', async () => {
    const ids = [await inscrito(), await inscrito()];
    const filtro = { cpfCnpj: '529.982.247-25' };
    const url = '/processoConstituicaoCredito/aptosNegociacao?size=100&sort=numero,desc';
    const lista = (await chamar(procurador, 'POST', url, filtro)).json() as { content: AptoNegociacao[] };
    expect(lista.content.map((a) => a.id)).toEqual(expect.arrayContaining(ids));
    const res = await chamar(
      procurador,
      'POST',
      '/processoConstituicaoCredito/exportarAptosNegociacao?sort=numero,desc',
      filtro,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Aptos para Negociação.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.cabecalho).toEqual([
      'Número do Processo',
      'Data',
      'CPF/CNPJ',
      'Devedor',
      'Valor Corrigido',
      'Saldo Devedor',
      'Última Correção',
      'Nº CDA',
      'Data de Inscrição',
      'Órgão Credor',
    ]);
    expect(planilha.linhas).toEqual(
      lista.content.map((a) => [
        formatarNumeroProcesso(a.numero),
        dataNaPlanilha(a.data),
        formatCpfCnpj(a.cpfCnpj),
        a.nomeDevedor,
        a.totalCorrigido,
        a.saldoDevedor,
        a.ultimaCorrecaoValor ? dataNaPlanilha(a.ultimaCorrecaoValor) : null,
        formatarNumeroCda(a.numeroCda),
        dataNaPlanilha(a.dataInscricao),
        a.orgaoCredor.sigla,
      ]),
    );
    const deBodyA = lista.content.filter((a) => a.orgaoCredor.id === orgaoA).map((a) => a.numero);
    expect(deBodyA.length).toBeGreaterThanOrEqual(2);
    const deFora = await chamar(regional, 'POST', '/processoConstituicaoCredito/exportarAptosNegociacao', {});
    expect(deFora.statusCode).toBe(200);
    const numerosDeFora = (await lerPlanilha(deFora.rawPayload)).linhas.map((l) => l[0]);
    for (const n of deBodyA) expect(numerosDeFora).not.toContain(formatarNumeroProcesso(n));

    const exportar = (token: string, query: string, body: object) =>
      chamar(token, 'POST', `/processoConstituicaoCredito/exportarAptosNegociacao${query}`, body);
    expect((await exportar(semPermissao, '', {})).statusCode).toBe(403);
    expect((await exportar(procurador, '?sort=cpfCnpj', {})).statusCode).toBe(400);
    expect((await exportar(procurador, '', { numero: '1'.repeat(17) })).statusCode).toBe(400);
  });

  it('processoCobranca: the .xlsx of the list’s rows, in its filter and order; another body’s never', async () => {
    const c1 = (await negociar([await inscrito()])).json();
    const c2 = (await negociar([await inscrito()], { totalParcelas: 1, desconto: 0 })).json();
    const filtro = { cpfCnpj: '529.982.247-25' };
    const lista = (
      await chamar(procurador, 'POST', '/processoCobranca/list?size=100&sort=numero,desc', filtro)
    ).json() as { content: z.infer<typeof cobrancaListItemSchema>[] };
    expect(lista.content.map((c) => c.idProcessoCobranca)).toEqual(expect.arrayContaining([c1.id, c2.id]));
    const res = await chamar(procurador, 'POST', '/processoCobranca/exportar?sort=numero,desc', filtro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Cobranças.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.cabecalho).toEqual([
      'Data',
      'N° Processo de Cobrança',
      'N° Processo',
      'Titular',
      'CPF/CNPJ',
      'Situação',
      'Saldo da Cobrança',
      'Órgão Credor',
      'Nº CDA',
      'Forma de Pagamento',
      'Valor Total',
      'Valor Total Atualizado',
    ]);
    expect(planilha.linhas).toEqual(
      lista.content.map((c) => [
        dataNaPlanilha(c.dataAcordo),
        formatarNumeroCobranca(c.numero),
        c.numeroProcessoConstituicaoCredito.map(formatarNumeroProcesso).join(', '),
        c.titular.nome.toLocaleUpperCase('pt-BR'),
        formatCpfCnpj(c.titular.documentoIdentificacao),
        ROTULO_SITUACAO_COBRANCA[c.situacao.id as SituacaoCobrancaId],
        c.saldoDevedor,
        c.orgao.sigla,
        c.numeroCDA.map(formatarNumeroCda).join(', '),
        c.descricao,
        c.valorTotal,
        c.valorTotalAtualizado,
      ]),
    );
    const deFora = await chamar(regional, 'POST', '/processoCobranca/exportar', {});
    expect(deFora.statusCode).toBe(200);
    const numerosDeFora = (await lerPlanilha(deFora.rawPayload)).linhas.map((l) => l[1]);
    for (const c of [c1, c2]) expect(numerosDeFora).not.toContain(formatarNumeroCobranca(c.numero));

    const exportar = (token: string, query: string, body: object) =>
      chamar(token, 'POST', `/processoCobranca/exportar${query}`, body);
    expect((await exportar(semPermissao, '', {})).statusCode).toBe(403);
    expect((await exportar(procurador, '?sort=saldoDevedor', {})).statusCode).toBe(400);
    expect((await exportar(procurador, '', { dataInicial: HOJE })).statusCode).toBe(400);
    expect((await exportar(procurador, '', { idSituacao: 'x' })).statusCode).toBe(400);
  });
});
