import { toDecimal } from '@divida/domain/money';
import * as boletoUtils from '@mrmgomes/boleto-utils';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import {
  formatarLinhaDigitavel,
  validarCodigoBarras,
  validarLinhaDigitavel,
  MENSAGENS_BOLETO,
} from '@divida/domain/boleto';
import { formatarNumeroCda, formatarNumeroCobranca, formatBRL } from '@divida/domain/format';
import { crcValido } from '@divida/domain/pix';
import type { Permissao } from '@divida/domain/permissions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parsePix, PixElementType } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { pdfText, pdfTextItems } from '../../test/pdfText.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';
import { MENSAGENS_TERMO } from './termo.ts';
import { boleto } from './processoCobranca.table.ts';

const HOJE = todayInSaoPaulo();
const NEGOCIA: Permissao[] = [
  'NEGOCIACAO_CONSULTAR',
  'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  'PROCESSO_COBRANCA_CONSULTAR',
  'BAIXA_MANUAL_BOLETO',
  'PROCESSO_COBRANCA_CANCELAR',
  'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
];

let app: FastifyInstance;
let cadastra: string;
let procurador: string; // every body, negotiates, issues slips
let semEmitir: string; // every body, negotiates, without PROCESSO_COBRANCA_EMITIR_BOLETO
let outroOrgao: string; // body B only
let orgaoA: number;

const chamar = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

const definirHoje = (hoje: string) =>
  app.inject({ method: 'PUT', url: '/api/teste/relogio', payload: { hoje } });

async function inscrito(documento = '529.982.247-25', extra: object = {}) {
  const res = await chamar(
    cadastra,
    'POST',
    '/processoConstituicaoCredito',
    processoValido(documento, extra),
  );
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await app.ctx.db
    .update(processo)
    .set({
      valorAtualizado: toDecimal('3000.00'),
      jurosAtualizado: toDecimal('100.00'),
      multaAtualizada: toDecimal('50.00'),
      valorCorrecao: toDecimal('0.00'),
      totalCorrigido: toDecimal('3150.00'),
      indiceFinanceiroId: null,
    })
    .where(eq(processo.id, id));
  await inscreverParaTeste(app, id);
  return id;
}

async function negociar(extra: object) {
  const id = await inscrito();
  const res = await chamar(procurador, 'POST', '/processoCobranca', {
    idsProcessos: [id],
    desconto: 0,
    requerente: {
      tipo: 'TITULAR',
      nome: 'Maria das Dores Silva',
      cpf: '529.982.247-25',
      email: 'maria@exemplo.com.br',
      telefone: '(11) 98765-4321',
      arquivoIdentificacao: { uuid: await enviarPdf(app, procurador, 'rg.pdf'), nome: 'rg.pdf' },
    },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; numero: string };
}

const emitir = (token: string, cobranca: number, parcela: number) =>
  chamar(token, 'GET', `/cobrancaBB/${cobranca}/parcela/${parcela}/boleto`);

const validos = (cobranca: number) =>
  app.ctx.db
    .select()
    .from(boleto)
    .where(and(eq(boleto.processoCobrancaId, cobranca), eq(boleto.valido, true)));

beforeAll(async () => {
  app = await createTestApp({ TEST_CLOCK: 'true' });
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = a.id;
  for (const o of [a, b])
    await app.ctx.db
      .update(orgaoCredor)
      .set({
        chaveBanco: '001',
        convenio: '2873461',
        carteira: '17',
        agencia: '2234',
        chavePix: '+552123346500',
      })
      .where(eq(orgaoCredor.id, o.id));
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  cadastra = await token(a.id, [
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  ]);
  procurador = await token(b.id, [...NEGOCIA, 'PROCESSO_COBRANCA_EMITIR_BOLETO', 'ACESSO_TODOS_ORGAOS']);
  semEmitir = await token(b.id, [...NEGOCIA, 'ACESSO_TODOS_ORGAOS']);
  outroOrgao = await token(b.id, [...NEGOCIA, 'PROCESSO_COBRANCA_EMITIR_BOLETO']);
}, 60_000);
afterAll(() => app?.close());

describe('GET cobrancaBB/{id}/parcela/{n}/boleto', () => {
  it('à vista: a PDF with the FEBRABAN parts, a valid barcode and linha digitável, and a valid Pix BR Code', async () => {
    const vencimento = addDays(HOJE, 5);
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: vencimento });
    const res = await emitir(procurador, c.id, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`BOLETO_PARCELA_1_${c.numero}_`);

    const [b] = await validos(c.id);
    expect(b).toBeDefined();
    // the amount is the single instalment's total (principal, interest, fine and the fees)
    const det = (await chamar(procurador, 'GET', `/processoCobranca/${c.id}`)).json();
    expect(Number(b!.valorTotalBoleto)).toBe(det.lancamentos[0].valorTotalBoleto);
    expect(b!.dataVencimento).toBe(vencimento);
    expect(b!.nossoNumero).toMatch(/^2873461\d{10}$/);

    // FEBRABAN check digits, ours and an independent library's
    expect(validarCodigoBarras(b!.codigoBarras)).toBe(true);
    expect(validarLinhaDigitavel(b!.linhaDigitavel)).toBe(true);
    expect(boletoUtils.linhaDigitavel2CodBarras(b!.linhaDigitavel)).toBe(b!.codigoBarras);
    expect(boletoUtils.validarBoleto(b!.linhaDigitavel).sucesso).toBe(true);
    expect(boletoUtils.identificarValor(b!.codigoBarras, 'CODIGO_DE_BARRAS')).toBe(
      Number(b!.valorTotalBoleto),
    );

    // the BR Code: CRC by us and parsed by pix-utils, key, amount and txid (the nosso número)
    const pix = b!.pixCopiaECola!;
    expect(crcValido(pix)).toBe(true);
    const p = parsePix(pix);
    if ('error' in p || p.type !== PixElementType.STATIC) throw new Error(`pix-utils refused ${pix}`);
    expect(p.pixKey).toBe('+552123346500');
    expect(p.transactionAmount).toBe(Number(b!.valorTotalBoleto));
    expect(p.txid).toBe(b!.nossoNumero);

    const texto = (await pdfText(res.rawPayload)).join(' ');
    for (const esperado of [
      'Recibo do Pagador',
      'Ficha de Compensação',
      'Banco do Brasil',
      '001-9',
      formatarLinhaDigitavel(b!.linhaDigitavel),
      formatBRL(b!.valorTotalBoleto),
      b!.nossoNumero,
      det.titular.nome,
      'Pix Copia e Cola',
      // the instructions name the collection and the CDA as the screens do (U-16)
      `Cobrança ${formatarNumeroCobranca(c.numero)}, pagamento à vista.`,
      `CDA(s): ${formatarNumeroCda(det.numeroCDA[0])} (processo`,
    ])
      expect(texto).toContain(esperado);
    expect(texto).not.toContain(`Cobrança ${c.numero}`);
    expect(texto.replace(/\s/g, '')).toContain(pix.replace(/\s/g, ''));
  });

  it('reissuing for the same date gives the same nosso número; a new date a new slip and the old one invalid', async () => {
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: HOJE });
    expect((await emitir(procurador, c.id, 1)).statusCode).toBe(200);
    expect((await emitir(procurador, c.id, 1)).statusCode).toBe(200);
    const [primeiro, ...outros] = await validos(c.id);
    expect(outros).toHaveLength(0);
    // the due day passes: the slip is for today, a new one, the old no longer payable
    await definirHoje(addDays(HOJE, 3));
    try {
      expect((await emitir(procurador, c.id, 1)).statusCode).toBe(200);
      const agora = await validos(c.id);
      expect(agora).toHaveLength(1);
      expect(agora[0]!.dataVencimento).toBe(addDays(HOJE, 3));
      expect(agora[0]!.nossoNumero).not.toBe(primeiro!.nossoNumero);
      const todos = await app.ctx.db.select().from(boleto).where(eq(boleto.processoCobrancaId, c.id));
      expect(todos.find((b) => b.id === primeiro!.id)!.valido).toBe(false);
    } finally {
      await definirHoje(HOJE);
    }
  });

  it('two requests at once for the same slip give one slip', async () => {
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: HOJE });
    const [a, b] = await Promise.all([emitir(procurador, c.id, 1), emitir(procurador, c.id, 1)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await validos(c.id)).toHaveLength(1);
  });

  it('permission and scope: the single payment needs EMITIR_BOLETO (403), another body 404', async () => {
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: HOJE });
    expect((await emitir(semEmitir, c.id, 1)).statusCode).toBe(403);
    expect((await emitir(outroOrgao, c.id, 1)).statusCode).toBe(404);
    expect((await emitir(procurador, c.id, 2)).statusCode).toBe(404);
    expect((await emitir(procurador, c.id, 0)).statusCode).toBe(400);
    expect(await validos(c.id)).toHaveLength(0);
  });

  it('instalments: only once the term is attached, each after the previous one is paid', async () => {
    const c = await negociar({ totalParcelas: 3, valorPrimeiraParcela: 1000, primeiroVencimento: HOJE });
    // 204: the term not attached yet
    const cedo = await emitir(semEmitir, c.id, 1);
    expect(cedo.statusCode).toBe(409);
    expect(problemOf(cedo).errormsg).toBe(MENSAGENS_BOLETO.somenteParcelado);
    const termo = await chamar(procurador, 'POST', `/processoCobranca/anexarTermoParcelamento/${c.id}`, {
      documentos: [
        { idTipoDocumento: 9, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'termo.pdf' }] },
      ],
    });
    expect(termo.statusCode, termo.body).toBe(200);
    // reading the collection is enough for an instalment's slip
    expect((await emitir(semEmitir, c.id, 1)).statusCode).toBe(200);
    const segunda = await emitir(semEmitir, c.id, 2);
    expect(segunda.statusCode).toBe(409);
    expect(problemOf(segunda).errormsg).toBe('A parcela anterior consta como em aberto');

    const det = (await chamar(procurador, 'GET', `/processoCobranca/${c.id}`)).json();
    const baixa = await chamar(procurador, 'POST', '/processoCobranca/baixaManual', {
      idProcessoCobranca: c.id,
      dataPagamento: HOJE,
      valorPago: det.lancamentos[0].valorTotalBoleto,
      lancamentos: [det.lancamentos[0].id],
      documentos: [
        { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, procurador), nome: 'comp.pdf' }] },
      ],
    });
    expect(baixa.statusCode, baixa.body).toBe(200);
    const paga = await emitir(semEmitir, c.id, 1);
    expect(paga.statusCode).toBe(409);
    expect(problemOf(paga).errormsg).toBe(MENSAGENS_BOLETO.parcelaQuitada(1));
    const res = await emitir(semEmitir, c.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const b = (await validos(c.id)).find(
      (x) => Number(x.valorTotalBoleto) === det.lancamentos[1].valorTotalBoleto,
    );
    expect(b?.dataVencimento).toBe(det.lancamentos[1].dataVencimento);
  });

  it("refuses a body whose convênio is not Banco do Brasil's 7 digits", async () => {
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: HOJE });
    await app.ctx.db.update(orgaoCredor).set({ chaveBanco: '104' }).where(eq(orgaoCredor.id, orgaoA));
    try {
      const res = await emitir(procurador, c.id, 1);
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).errormsg).toBe(MENSAGENS_BOLETO.bancoNaoSuportado);
    } finally {
      await app.ctx.db.update(orgaoCredor).set({ chaveBanco: '001' }).where(eq(orgaoCredor.id, orgaoA));
    }
  });
});

describe('GET processoCobranca/{id}/gerarTermoParcelamento', () => {
  it('prints the term of an instalment agreement awaiting it, with the debts, the instalments and the signer', async () => {
    const c = await negociar({ totalParcelas: 3, valorPrimeiraParcela: 1000, primeiroVencimento: HOJE });
    const det = (await chamar(procurador, 'GET', `/processoCobranca/${c.id}`)).json();
    const res = await chamar(
      semEmitir,
      'GET',
      `/processoCobranca/${c.id}/gerarTermoParcelamento?tipo=REPRESENTANTE`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('TERMO_DE_PARCELAMENTO.pdf');
    const texto = (await pdfText(res.rawPayload)).join(' ');
    for (const esperado of [
      // the numbers written as every screen writes them (U-16)
      `Termo de Parcelamento – Cobrança ${formatarNumeroCobranca(c.numero)}`,
      `CDA ${formatarNumeroCda(det.numeroCDA[0])} – Processo`,
      det.titular.nome,
      'Maria das Dores Silva',
      'Requerente (representante)',
      ...det.lancamentos.map((l: { valorTotalBoleto: number }) => formatBRL(l.valorTotalBoleto)),
    ])
      expect(texto).toContain(esperado);
    // the dialog's signer replaces the saved one; bad data is a 400 with the spec's message
    const outro = await chamar(
      procurador,
      'GET',
      `/processoCobranca/${c.id}/gerarTermoParcelamento?tipo=TITULAR&nome=${encodeURIComponent('JOSÉ DA SILVA SAURO')}&cpfCnpj=52998224725`,
    );
    expect((await pdfText(outro.rawPayload)).join(' ')).toContain('JOSÉ DA SILVA SAURO');
    const curto = await chamar(procurador, 'GET', `/processoCobranca/${c.id}/gerarTermoParcelamento?nome=Jo`);
    expect(curto.statusCode).toBe(400);
    expect(problemOf(curto).errormessages).toContain('O nome deve ter no mínimo 6 caracteres');
    expect(
      (await chamar(outroOrgao, 'GET', `/processoCobranca/${c.id}/gerarTermoParcelamento`)).statusCode,
    ).toBe(404);
  });

  it("a company's term names the representative who asked for it, with a signature line for each side (U-17)", async () => {
    const id = await inscrito('11.222.333/0001-81', { nome: 'Agropecuária Serra Verde Ltda' });
    const criada = await chamar(procurador, 'POST', '/processoCobranca', {
      idsProcessos: [id],
      desconto: 0,
      totalParcelas: 3,
      valorPrimeiraParcela: 1000,
      primeiroVencimento: HOJE,
      requerente: {
        tipo: 'REPRESENTANTE_EMPRESA',
        nome: 'Luciana Alves Moreira',
        cpf: '314.159.265-90',
        email: 'luciana@exemplo.com.br',
        telefone: '(21) 98765-4321',
        arquivoIdentificacao: { uuid: await enviarPdf(app, procurador, 'rg.pdf'), nome: 'rg.pdf' },
        comprovanteRepresentacao: {
          uuid: await enviarPdf(app, procurador, 'contrato.pdf'),
          nome: 'contrato.pdf',
        },
      },
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const c = criada.json() as { id: number };
    // the wizard's conclusion prints it without a signer: the requester who made the agreement signs
    const res = await chamar(procurador, 'GET', `/processoCobranca/${c.id}/gerarTermoParcelamento`);
    expect(res.statusCode, res.body).toBe(200);
    const texto = (await pdfText(res.rawPayload)).join(' ');
    for (const esperado of [
      'Requerente (representante) Luciana Alves Moreira – CPF/CNPJ 314.159.265-90',
      'Agropecuária Serra Verde Ltda – CPF/CNPJ 11.222.333/0001-81',
      'Requerente – Representante da Empresa',
      'pelo(a) devedor(a) Agropecuária Serra Verde Ltda',
      'Procurador(a) do Estado – Procuradoria Geral do Estado',
    ])
      expect(texto).toContain(esperado);
    expect(texto).not.toContain('Requerente (titular)');

    // the two signature blocks, side by side on the last page: the debtor's side left, the creditor's right
    const ultima = (await pdfTextItems(res.rawPayload)).at(-1)!;
    const achar = (str: string) => {
      const it = ultima.items.find((i) => i.str === str);
      expect(it, str).toBeDefined();
      return it!;
    };
    const devedor = achar('Luciana Alves Moreira');
    const credor = achar('Procurador(a) do Estado – Procuradoria Geral do Estado');
    expect(Math.abs(devedor.y - credor.y)).toBeLessThan(1);
    expect(devedor.x + devedor.width).toBeLessThan(ultima.width / 2);
    expect(credor.x).toBeGreaterThan(ultima.width / 2);
    const pelo = ultima.items.find((i) => i.str.startsWith('Pelo credor: '));
    expect(pelo?.x).toBeGreaterThan(ultima.width / 2);

    // the dialog may still choose the debtor itself
    const titular = await chamar(
      procurador,
      'GET',
      `/processoCobranca/${c.id}/gerarTermoParcelamento?tipo=TITULAR`,
    );
    expect((await pdfText(titular.rawPayload)).join(' ')).toContain('Devedor(a) – Requerente (titular)');
  });

  it('is not offered for a single payment', async () => {
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: HOJE });
    const res = await chamar(procurador, 'GET', `/processoCobranca/${c.id}/gerarTermoParcelamento`);
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe(MENSAGENS_TERMO.indisponivel);
  });
});

describe('the collection seen from elsewhere', () => {
  it('buscarIdCobranca answers the follow-up; the CDA view carries its current collection', async () => {
    const c = await negociar({ totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: HOJE });
    const r = await chamar(semEmitir, 'GET', `/processoCobranca/buscarIdCobranca/${c.id}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ idProcessoCobranca: c.id, numero: c.numero, totalParcelas: 1 });
    expect((await chamar(outroOrgao, 'GET', `/processoCobranca/buscarIdCobranca/${c.id}`)).statusCode).toBe(
      404,
    );

    const processoId = (await chamar(procurador, 'GET', `/processoCobranca/${c.id}`)).json()
      .processosConstituicaoCredito[0].id;
    const p = (await chamar(procurador, 'GET', `/processoConstituicaoCredito/${processoId}`)).json();
    expect(p.dividaAtiva.cobrancaDividaAtiva).toMatchObject({
      idProcessoCobranca: c.id,
      numero: c.numero,
      situacaoProcesso: { id: 200 },
    });
    // cancelled: no current collection any more
    const cancel = await chamar(procurador, 'POST', '/processoCobranca/cancelar', {
      idProcessoCobranca: c.id,
      motivo: 'Desistência do requerente',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const depois = (await chamar(procurador, 'GET', `/processoConstituicaoCredito/${processoId}`)).json();
    expect(depois.dividaAtiva.cobrancaDividaAtiva).toBeNull();
  });
});
