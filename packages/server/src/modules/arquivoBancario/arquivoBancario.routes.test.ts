import { escreverRetorno, lerRetorno, type MovimentoRetorno } from '@divida/domain/arquivoBancario/retorno';
import { chaveDoBoleto, seuNumeroDoBoleto, type Beneficiario } from '@divida/domain/arquivoBancario/remessa';
import { addDays, formatDateBR, todayInSaoPaulo } from '@divida/domain/calendar';
import { rotuloDaParcela } from '@divida/domain/cobranca/cobranca.schema';
import { toDecimal, type Money } from '@divida/domain/money';
import type { Permissao } from '@divida/domain/permissions';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ate,
  bearerOf,
  createTestApp,
  login,
  problemOf,
  seedOrgao,
  seedUsuario,
} from '../../test/harness.ts';
import { tarefa } from '../../platform/jobs/tarefa.table.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { pdfText } from '../../test/pdfText.ts';
import { camposSemRotulo } from '../../test/rotulosAuditoria.ts';
import {
  cobrancaComBoleto as cobrancaDeTeste,
  enviarRetorno as enviarRetornoDeTeste,
  processado as processadoDeTeste,
  type BoletoDeTeste,
} from '../../test/retornoBancario.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';
import {
  boleto,
  lancamento,
  pagamento,
  processoCobranca,
} from '../processoCobranca/processoCobranca.table.ts';
import { arquivoBancario, linhaArquivoBancario } from './arquivoBancario.table.ts';
import { aplicarLinha } from './linhaRetorno.ts';
import { processarRetorno, receberRetornoSemTarefa } from './retorno.ts';

const HOJE = todayInSaoPaulo();
const CONVENIO_A = '7654321';
const CONVENIO_B = '1112223';
const TUDO: Permissao[] = [
  'NEGOCIACAO_CONSULTAR',
  'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  'PROCESSO_COBRANCA_CONSULTAR',
  'PROCESSO_COBRANCA_EMITIR_BOLETO',
  'BAIXA_MANUAL_BOLETO',
  'PROCESSO_COBRANCA_CANCELAR',
  'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  'ARQUIVO_BANCARIO_CONSULTAR',
  'ARQUIVO_BANCARIO_ENVIAR',
  'CONCILIAR_PAGAMENTOS',
];

let app: FastifyInstance;
let cadastra: string;
let banco: string; // body A: negotiates, issues slips, bank files, queue
let outro: string; // body B, same permissions
let semPermissao: string; // body A, collections only
let orgaoA: number;
let orgaoB: number;

const chamar = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

const enviarRetorno = (token: string, bytes: Uint8Array, campo?: string) =>
  enviarRetornoDeTeste(app, token, bytes, campo);
const cobrancaComBoleto = () => cobrancaDeTeste(app, { cadastra, banco }, addDays(HOJE, 5));

const BENEF: Beneficiario = {
  cnpj: '11222333000181',
  convenio: CONVENIO_A,
  carteira: '17',
  variacao: '019',
  agencia: '1234',
  digitoAgencia: '5',
  conta: '98765',
  digitoConta: '0',
  nome: 'ORGAO A',
};
let nsaRetorno = 100;
type Slip = BoletoDeTeste;
const movimento = (s: Slip, codigo: string, pago: Money | string, over: Partial<MovimentoRetorno> = {}) => ({
  movimento: codigo,
  nossoNumero: s.boleto.nossoNumero,
  seuNumero: seuNumeroDoBoleto(s.numero, 1),
  chave: chaveDoBoleto(s.cobranca, 1, s.boleto.id),
  dataVencimento: s.boleto.dataVencimento,
  valorNominal: s.boleto.valorTotalBoleto,
  tarifa: toDecimal('2.50'),
  motivos: '',
  acrescimos: toDecimal(0),
  desconto: toDecimal(0),
  valorPago: toDecimal(pago),
  valorLiquido: toDecimal(0),
  dataOcorrencia: HOJE,
  dataCredito: HOJE,
  ...over,
});
const retorno = (movs: MovimentoRetorno[], convenio = CONVENIO_A) =>
  new TextEncoder().encode(
    escreverRetorno(
      { beneficiario: { ...BENEF, convenio }, nsa: ++nsaRetorno, data: HOJE, hora: '101010' },
      movs,
    ),
  );

const processado = (id: number) => processadoDeTeste(app, id);

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = a.id;
  orgaoB = b.id;
  for (const [o, convenio] of [
    [a, CONVENIO_A],
    [b, CONVENIO_B],
  ] as const)
    await app.ctx.db
      .update(orgaoCredor)
      .set({
        chaveBanco: '001',
        convenio,
        carteira: '17',
        agencia: '1234',
        digitoAgencia: '5',
        conta: '98765',
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
  banco = await token(a.id, TUDO);
  outro = await token(b.id, TUDO);
  semPermissao = await token(a.id, ['PROCESSO_COBRANCA_CONSULTAR']);
}, 180_000);
afterAll(() => app?.close());

describe('remessa (docs/arquivos-bancarios.md §2)', () => {
  it('issuing marks the slip pending; one file per call with every pending slip, never one slip in two files', async () => {
    const s1 = await cobrancaComBoleto();
    const s2 = await cobrancaComBoleto();
    expect(s1.boleto.situacaoRegistro).toBe('PENDENTE');
    const [r1, r2] = await Promise.all([
      chamar(banco, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoA }),
      chamar(banco, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoA }),
    ]);
    const codigos = [r1.statusCode, r2.statusCode].sort();
    expect(codigos).toEqual([201, 422]);
    const ok = (r1.statusCode === 201 ? r1 : r2).json();
    const nao = r1.statusCode === 201 ? r2 : r1;
    expect(problemOf(nao).errormsg).toBe('Não há boletos pendentes de registro para este órgão.');
    expect(ok.quantidade).toBeGreaterThanOrEqual(2);
    expect(ok.nome).toBe(`CBR${CONVENIO_A}${String(ok.nsa).padStart(6, '0')}.REM`);

    const d = await chamar(banco, 'GET', `/arquivoBancario/${ok.id}/download`);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-disposition']).toContain(ok.nome);
    const linhas = d.body.split('\r\n').filter(Boolean);
    expect(linhas.every((l) => l.length === 240)).toBe(true);
    const ps = linhas.filter((l) => l[7] === '3' && l[13] === 'P');
    expect(ps.map((l) => l.slice(37, 57).trim())).toEqual(
      expect.arrayContaining([s1.boleto.nossoNumero, s2.boleto.nossoNumero]),
    );
    expect(ps.every((l) => l.slice(15, 17) === '01')).toBe(true);
    const [b1] = await app.ctx.db.select().from(boleto).where(eq(boleto.id, s1.boleto.id));
    expect(b1!.situacaoRegistro).toBe('ENVIADO');

    // another body's user: 404 for our body, and our file is not found
    expect(
      (await chamar(outro, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoA })).statusCode,
    ).toBe(404);
    expect((await chamar(outro, 'GET', `/arquivoBancario/${ok.id}/download`)).statusCode).toBe(404);
    expect((await chamar(outro, 'GET', `/arquivoBancario/${ok.id}`)).statusCode).toBe(404);
    expect(
      (await chamar(semPermissao, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoA })).statusCode,
    ).toBe(403);
    const semNada = await chamar(outro, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoB });
    expect(semNada.statusCode).toBe(422);
  }, 120_000);
});

describe('what a remessa carries and what waits for one (U-11)', () => {
  it("the detail lists the remessa's slips; 'Gerar Remessa' offers only bodies with a convênio, with their pending instructions", async () => {
    const semConvenio = await seedOrgao(app);
    const pge = (
      await login(
        app,
        ...(await (async () => {
          const u = await seedUsuario(app, {
            orgaoCredorId: orgaoA,
            permissoes: ['ARQUIVO_BANCARIO_ENVIAR', 'ACESSO_TODOS_ORGAOS'],
          });
          return [u.email, u.senha] as const;
        })()),
      )
    ).accessToken;
    const s1 = await cobrancaComBoleto();
    const s2 = await cobrancaComBoleto();
    const pendentes = await chamar(banco, 'GET', '/arquivoBancario/remessa/pendentes');
    expect(pendentes.statusCode, pendentes.body).toBe(200);
    expect(pendentes.json()).toEqual([
      expect.objectContaining({ idOrgaoCredor: orgaoA, convenio: CONVENIO_A, registros: 2, baixas: 0 }),
    ]);
    const todos = (await chamar(pge, 'GET', '/arquivoBancario/remessa/pendentes')).json() as {
      idOrgaoCredor: number;
    }[];
    expect(todos.map((o) => o.idOrgaoCredor)).toEqual(expect.arrayContaining([orgaoA, orgaoB]));
    expect(todos.map((o) => o.idOrgaoCredor)).not.toContain(semConvenio.id);
    expect((await chamar(outro, 'GET', '/arquivoBancario/remessa/pendentes')).json()).toEqual([
      expect.objectContaining({ idOrgaoCredor: orgaoB }),
    ]);
    expect((await chamar(semPermissao, 'GET', '/arquivoBancario/remessa/pendentes')).statusCode).toBe(403);

    const r = (await chamar(banco, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoA })).json();
    expect((await chamar(banco, 'GET', '/arquivoBancario/remessa/pendentes')).json()).toEqual([
      expect.objectContaining({ idOrgaoCredor: orgaoA, registros: 0, baixas: 0 }),
    ]);
    const d = await chamar(banco, 'GET', `/arquivoBancario/${r.id}`);
    expect(d.statusCode, d.body).toBe(200);
    const arquivo = (await chamar(banco, 'GET', `/arquivoBancario/${r.id}/download`)).body
      .split('\r\n')
      .filter((l) => l[7] === '3' && l[13] === 'Q');
    expect(d.json().boletos).toEqual(
      [s1, s2].map((s, k) => ({
        instrucao: '01',
        nossoNumero: s.boleto.nossoNumero,
        seuNumero: seuNumeroDoBoleto(s.numero, 1),
        dataVencimento: s.boleto.dataVencimento,
        valor: Number(s.boleto.valorTotalBoleto),
        pagador: arquivo[k]!.slice(33, 73).trim(),
      })),
    );
    expect(d.json().boletos[0].pagador).not.toBe('');
    expect((await chamar(outro, 'GET', `/arquivoBancario/${r.id}`)).statusCode).toBe(404);
    expect((await chamar(semPermissao, 'GET', `/arquivoBancario/${r.id}`)).statusCode).toBe(403);
  }, 120_000);
});

describe('retorno (docs/arquivos-bancarios.md §3)', () => {
  it('refuses a bad file with the line and the fault, storing nothing; another body 400; no permission 403; > 20 MB 413', async () => {
    const s = await cobrancaComBoleto();
    const bom = retorno([movimento(s, '06', s.boleto.valorTotalBoleto)]);
    const linhas = new TextDecoder().decode(bom).split('\r\n').filter(Boolean);
    const juntar = (ls: string[]) => new TextEncoder().encode(ls.join('\r\n') + '\r\n');
    const casos: [Uint8Array, string][] = [
      [new Uint8Array(), 'Linha 1: o arquivo está vazio.'],
      [juntar(linhas.map((l) => '237' + l.slice(3))), 'Linha 1: o arquivo não é do Banco do Brasil'],
      [new TextEncoder().encode('0'.repeat(400) + '\r\n'), 'Linha 1: a linha tem 400 caracteres'],
      [juntar([linhas[0]!.slice(1), ...linhas.slice(1)]), 'Linha 1: a linha tem 239 caracteres'],
      [juntar([linhas[0]!, linhas[1]! + 'X', ...linhas.slice(2)]), 'Linha 2: a linha tem 241 caracteres'],
      [juntar(linhas.slice(0, 4)), 'Linha 4: o arquivo termina sem os trailers'],
      [
        juntar([...linhas.slice(0, 3), ...linhas.slice(4)]),
        'Linha 3: o segmento T não é seguido de um segmento U.',
      ],
      [
        juntar([...linhas.slice(0, 5), linhas[5]!.slice(0, 23) + '000003' + linhas[5]!.slice(29)]),
        'Linha 6: o trailer do arquivo informa 3 registros, mas o arquivo tem 6.',
      ],
      [
        new Uint8Array(
          [...juntar([linhas[0]!.slice(0, 72) + 'X' + linhas[0]!.slice(73)])].map((c, i) =>
            i === 72 ? 0xc9 : c,
          ),
        ),
        'Linha 1: caractere inválido na posição 73',
      ],
      [retorno([movimento(s, '06', '1.00')], CONVENIO_B), 'Linha 1: convênio não cadastrado.'],
      [new Uint8Array(5 * 1024 * 1024).map((_, i) => (i * 7919) % 256), 'Linha 1:'],
    ];
    const arquivos = join(app.ctx.config.dataDir, 'files');
    // the files (`ab/ab…`, `.part` included), not the fan-out folders, which stay
    const guardados = () =>
      existsSync(arquivos)
        ? readdirSync(arquivos, { recursive: true, encoding: 'utf8' })
            .filter((n) => n.includes('/'))
            .sort()
        : [];
    const antes = guardados();
    for (const [bytes, msg] of casos) {
      const r = await enviarRetorno(banco, bytes);
      expect(r.statusCode, msg).toBe(400);
      expect(problemOf(r).errormsg).toContain(msg);
    }
    expect(
      await app.ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.tipo, 'RETORNO')),
    ).toEqual([]);
    expect((await enviarRetorno(semPermissao, bom)).statusCode).toBe(403);
    expect((await enviarRetorno(banco, bom, 'file')).statusCode).toBe(400);
    const grande = await enviarRetorno(banco, new Uint8Array(21 * 1024 * 1024).fill(0x30));
    expect(grande.statusCode).toBe(413);
    expect(problemOf(grande).errormsg).toBe('O arquivo excede o tamanho máximo de 20 MB.');
    // streamed to the document store before the check: nothing of a refused file is left there
    expect(guardados()).toEqual(antes);
  }, 120_000);

  it('says plainly that a file not of the layout (a PDF) is not a CNAB 240 return, with the fault after (U-18)', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const r = await enviarRetorno(banco, pdf);
    expect(r.statusCode).toBe(400);
    expect(problemOf(r).errormsg).toBe(
      'O arquivo não é um retorno CNAB 240 do banco. Linha 1: a linha tem 8 caracteres; o layout CNAB 240 exige 240.',
    );
    const texto = await enviarRetorno(banco, new TextEncoder().encode('nome;valor\r\nFulano;10,00\r\n'));
    expect(problemOf(texto).errormsg).toMatch(/^O arquivo não é um retorno CNAB 240 do banco\. Linha 1: /);
    // a fault past the first line is the line's own, as before
    const s = await cobrancaComBoleto();
    const linhas = new TextDecoder()
      .decode(retorno([movimento(s, '06', s.boleto.valorTotalBoleto)]))
      .split('\r\n');
    linhas[1] += 'X';
    const segunda = await enviarRetorno(banco, new TextEncoder().encode(linhas.join('\r\n')));
    expect(problemOf(segunda).errormsg).toBe(
      'Linha 2: a linha tem 241 caracteres; o layout CNAB 240 exige 240.',
    );
  }, 120_000);

  it('refuses a line above R$ 999.999.999,99 and a file whose total paid passes the database column, naming the line (issue 36 item 8)', async () => {
    const s = await cobrancaComBoleto();
    const um = await enviarRetorno(
      banco,
      retorno([movimento(s, '02', '0'), movimento(s, '06', '1000000000.00')]),
    );
    expect(um.statusCode, um.body).toBe(400);
    expect(problemOf(um).errormsg).toBe(
      'Linha 6: o valor pago (R$ 1.000.000.000,00) excede o máximo aceito de R$ 999.999.999,99.',
    );
    // 10,001 payments of the largest amount: R$ 10.000.999.999.899,99 past numeric(15,2) at the last one
    const maximo = movimento(s, '06', '999999999.99');
    const muitos = await enviarRetorno(banco, retorno(Array.from({ length: 10_001 }, () => maximo)));
    expect(muitos.statusCode, muitos.body).toBe(400);
    expect(problemOf(muitos).errormsg).toBe(
      'Linha 20004: a soma dos valores pagos até esta linha (R$ 10.000.999.999.899,99) excede o máximo que o sistema registra (R$ 9.999.999.999.999,99).',
    );
    expect(
      await app.ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.tipo, 'RETORNO')),
    ).toEqual([]);
    // within the column the file is taken (recorded, its lines left unapplied: the check is the point)
    const usuario = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: TUDO });
    const { id } = await receberRetornoSemTarefa(
      app.ctx,
      { id: usuario.id, orgaoCredorId: orgaoA, sessaoId: 'teste', permissoes: new Set(TUDO) },
      Buffer.from(retorno(Array.from({ length: 10_000 }, () => maximo))),
    );
    const [a] = await app.ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.id, id));
    expect(a!.totalPago.toFixed(2)).toBe('9999999999900.00');
  }, 300_000);

  it('a paid slip settles exactly as Baixa Manual would; the same file again (or twice at once) is processed once', async () => {
    const viaBanco = await cobrancaComBoleto();
    const viaManual = await cobrancaComBoleto();
    const valor = viaBanco.boleto.valorTotalBoleto;
    const arquivo = retorno([movimento(viaBanco, '02', '0'), movimento(viaBanco, '06', valor)]);
    const [r1, r2] = await Promise.all([enviarRetorno(banco, arquivo), enviarRetorno(banco, arquivo)]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([202, 409]);
    const ok = (r1.statusCode === 202 ? r1 : r2).json();
    expect(ok.idTarefa).toEqual(expect.any(String));
    await processado(ok.id);
    const denovo = await enviarRetorno(banco, arquivo);
    expect(denovo.statusCode).toBe(409);
    expect(problemOf(denovo).errormsg).toMatch(
      /^Este arquivo de retorno já foi processado em \d\d\/\d\d\/\d{4}\.$/,
    );

    const manual = await chamar(banco, 'POST', '/processoCobranca/baixaManual', {
      idProcessoCobranca: viaManual.cobranca,
      dataPagamento: HOJE,
      valorPago: Number(valor),
      lancamentos: [viaManual.lancamento.id],
      documentos: [{ idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, banco), nome: 'c.pdf' }] }],
    });
    expect(manual.statusCode, manual.body).toBe(200);
    const dados = async (s: Slip) => {
      const [l] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, s.lancamento.id));
      const [p] = await app.ctx.db.select().from(processo).where(eq(processo.id, s.processoId));
      const [pg] = await app.ctx.db
        .select()
        .from(pagamento)
        .where(eq(pagamento.lancamentoId, s.lancamento.id));
      const d = (await chamar(banco, 'GET', `/processoCobranca/${s.cobranca}`)).json();
      return {
        situacao: l!.situacao,
        pagos: [
          l!.valorPrincipalPago,
          l!.valorJurosPago,
          l!.valorMultaPago,
          l!.valorHonorariosPago,
          l!.valorPago,
        ].map(String),
        processo: [p!.valorAtualizadoPago, p!.valorJurosPago, p!.valorMultaPago, p!.valorHonorariosPago].map(
          String,
        ),
        pagamento: [pg!.valor, pg!.valorPrincipal, pg!.valorJuros, pg!.valorMulta].map(String),
        cobranca: d.situacao ?? d.situacaoId ?? d.status,
        pg: pg!,
        l: l!,
      };
    };
    const b = await dados(viaBanco);
    const m = await dados(viaManual);
    expect(b.situacao).toBe('BAIXADO');
    expect(b.pagos).toEqual(m.pagos);
    expect(b.processo).toEqual(m.processo);
    expect(b.pagamento).toEqual(m.pagamento);
    expect(b.cobranca).toEqual(m.cobranca);
    expect(b.l.baixaManual).toBe(false);
    expect(m.l.baixaManual).toBe(true);
    expect(b.pg.arquivoBancarioId).toBe(ok.id);
    expect(b.pg.linhaArquivo).toBe(5);
    // the financial report (spec: acompanhamento financeiro) shows both payments alike: paid and passed on
    const u = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: ['FINANCEIRO_CONSULTAR'] });
    const financeiro = (await login(app, u.email, u.senha)).accessToken;
    const relatorio = await chamar(
      financeiro,
      'POST',
      '/processoConstituicaoCredito/acompanhamentoFinanceiro?size=100',
      { dataInicio: HOJE, dataFim: HOJE },
    );
    expect(relatorio.statusCode, relatorio.body).toBe(200);
    const linhas = relatorio.json().content as { id: number; valorPago: number; valorRepassado: number }[];
    const noRelatorio = (id: number) => {
      const l = linhas.find((x) => x.id === id);
      return l && { valorPago: l.valorPago, valorRepassado: l.valorRepassado };
    };
    expect(noRelatorio(b.pg.id)).toEqual(noRelatorio(m.pg.id));
    expect(noRelatorio(b.pg.id)?.valorPago).toBe(Number(valor));

    const det = (await chamar(banco, 'GET', `/arquivoBancario/${ok.id}`)).json();
    expect(det.linhas.map((l: { resultado: string }) => l.resultado)).toEqual(['REGISTRADO', 'LIQUIDADO']);
    const lista = (await chamar(banco, 'POST', '/arquivoBancario/list', { tipo: 'RETORNO' })).json();
    expect(lista.content.some((a: { id: number }) => a.id === ok.id)).toBe(true);
    expect((await chamar(outro, 'GET', `/arquivoBancario/${ok.id}`)).statusCode).toBe(404);
  }, 120_000);

  it('divergences go to the queue; each is resolved once (two at once: one wins); amounts add up', async () => {
    const menor = await cobrancaComBoleto();
    const maior = await cobrancaComBoleto();
    const quase = await cobrancaComBoleto();
    const v = (s: Slip) => s.boleto.valorTotalBoleto;
    const r = await enviarRetorno(
      banco,
      retorno([
        movimento(menor, '06', v(menor).minus(10)),
        movimento(maior, '06', v(maior).plus(10)),
        movimento(maior, '06', v(maior)),
        movimento(maior, '17', v(maior)),
        {
          ...movimento(maior, '06', '12.34'),
          nossoNumero: `${CONVENIO_A}9999999999`,
          chave: '',
          seuNumero: '',
        },
        { ...movimento(menor, '06', '1.00'), chave: 'C1P1B1' },
        movimento(quase, '06', v(quase).minus('0.04')),
      ]),
    );
    expect(r.statusCode, r.body).toBe(202);
    await processado(r.json().id);
    const det = (await chamar(banco, 'GET', `/arquivoBancario/${r.json().id}`)).json();
    expect(
      det.linhas.map((l: { resultado: string; motivo: string | null }) => [l.resultado, l.motivo]),
    ).toEqual([
      ['CONCILIACAO', 'PAGO_A_MENOR'],
      ['LIQUIDADO', 'PAGO_A_MAIOR'],
      ['CONCILIACAO', 'DUPLICADO'],
      ['CONCILIACAO', 'PAGO_APOS_BAIXA'],
      ['CONCILIACAO', 'NAO_IDENTIFICADO'],
      ['CONCILIACAO', 'DIVERGENTE'],
      // within the R$ 0,05 tolerance: settled, the difference a rounding
      ['LIQUIDADO', null],
    ]);
    const fila = (await chamar(banco, 'POST', '/conciliacao/list?size=50', { situacao: 'PENDENTE' })).json();
    const desteArquivo = fila.content.filter(
      (q: { arquivo: { id: number } }) => q.arquivo.id === r.json().id,
    );
    expect(desteArquivo).toHaveLength(6);
    // settled + queue = paid, over the file
    const pagos = await app.ctx.db
      .select()
      .from(linhaArquivoBancario)
      .where(eq(linhaArquivoBancario.arquivoBancarioId, r.json().id));
    const totalPago = pagos.reduce((s, l) => s.plus(l.valorPago), toDecimal(0));
    const liquidado = pagos.reduce((s, l) => s.plus(l.valorLiquidado), toDecimal(0));
    const naFila = desteArquivo.reduce((s: Money, q: { valor: number }) => s.plus(q.valor), toDecimal(0));
    expect(liquidado.plus(naFila).toFixed(2)).toBe(totalPago.toFixed(2));
    const [lMaior] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, maior.lancamento.id));
    expect(lMaior!.situacao).toBe('BAIXADO');
    expect(lMaior!.valorPago.toFixed(2)).toBe(v(maior).toFixed(2));

    const id = (m: string) => desteArquivo.find((q: { motivo: string }) => q.motivo === m).id as number;
    const j = { justificativa: 'Conferido com o extrato bancário.' };
    expect(
      (await chamar(banco, 'POST', `/conciliacao/${id('DUPLICADO')}/devolver`, { justificativa: 'curta' }))
        .statusCode,
    ).toBe(400);
    expect((await chamar(outro, 'POST', `/conciliacao/${id('DUPLICADO')}/devolver`, j)).statusCode).toBe(404);
    expect(
      (await chamar(semPermissao, 'POST', `/conciliacao/${id('DUPLICADO')}/devolver`, j)).statusCode,
    ).toBe(403);
    const duas = await Promise.all([
      chamar(banco, 'POST', `/conciliacao/${id('DUPLICADO')}/devolver`, j),
      chamar(banco, 'POST', `/conciliacao/${id('DUPLICADO')}/descartar`, j),
    ]);
    expect(duas.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    // the short payment: refused until the person accepts it as partial (issue 36 item 11), nothing
    // settled meanwhile; then the instalment takes it, still open for the rest, and reads partly paid
    const semParcial = await chamar(banco, 'POST', `/conciliacao/${id('PAGO_A_MENOR')}/aceitar`, j);
    expect(semParcial.statusCode, semParcial.body).toBe(400);
    expect(problemOf(semParcial).errormessages).toEqual([
      'Pagamento parcial: restarão R$ 10,00 em aberto na parcela. Confirme o aceite como pagamento parcial.',
    ]);
    const [antes] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, menor.lancamento.id));
    expect(antes!.valorPago.toFixed(2)).toBe('0.00');
    const aceita = await chamar(banco, 'POST', `/conciliacao/${id('PAGO_A_MENOR')}/aceitar`, {
      ...j,
      parcial: true,
    });
    expect(aceita.statusCode, aceita.body).toBe(200);
    const [lMenor] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, menor.lancamento.id));
    expect(lMenor!.valorPago.toFixed(2)).toBe(v(menor).minus(10).toFixed(2));
    const parcela = (await chamar(banco, 'GET', `/processoCobranca/${menor.cobranca}`)).json().lancamentos[0];
    expect(rotuloDaParcela(parcela)).toBe('PAGO PARCIALMENTE');
    expect(parcela.saldo).toBe(10);
    expect((await chamar(banco, 'POST', `/conciliacao/${id('PAGO_A_MENOR')}/aceitar`, j)).statusCode).toBe(
      409,
    );
    // not identified: accepting asks for the instalment
    expect(
      (await chamar(banco, 'POST', `/conciliacao/${id('NAO_IDENTIFICADO')}/aceitar`, j)).statusCode,
    ).toBe(400);
  }, 120_000);

  it('a payment in a return for a slip already settled by Baixa Manual goes to the queue and changes no balance', async () => {
    const s = await cobrancaComBoleto();
    const valor = s.boleto.valorTotalBoleto;
    const manual = await chamar(banco, 'POST', '/processoCobranca/baixaManual', {
      idProcessoCobranca: s.cobranca,
      dataPagamento: HOJE,
      valorPago: Number(valor),
      lancamentos: [s.lancamento.id],
      documentos: [{ idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, banco), nome: 'c.pdf' }] }],
    });
    expect(manual.statusCode, manual.body).toBe(200);
    // every balance the settlement touches: the instalment, the collection, the process, the payments
    const saldos = async () => ({
      lancamento: await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, s.lancamento.id)),
      cobranca: await app.ctx.db.select().from(processoCobranca).where(eq(processoCobranca.id, s.cobranca)),
      processo: await app.ctx.db.select().from(processo).where(eq(processo.id, s.processoId)),
      pagamentos: await app.ctx.db
        .select()
        .from(pagamento)
        .where(eq(pagamento.processoCobrancaId, s.cobranca)),
    });
    const antes = await saldos();
    expect(antes.lancamento[0]!.situacao).toBe('BAIXADO');
    expect(antes.pagamentos).toHaveLength(1);

    // the bank paid the same slip (06), and reports a payment after its cancellation (17)
    const r = await enviarRetorno(banco, retorno([movimento(s, '06', valor), movimento(s, '17', valor)]));
    expect(r.statusCode, r.body).toBe(202);
    await processado(r.json().id);
    const det = (await chamar(banco, 'GET', `/arquivoBancario/${r.json().id}`)).json();
    expect(
      det.linhas.map((l: { resultado: string; motivo: string | null }) => [l.resultado, l.motivo]),
    ).toEqual([
      ['CONCILIACAO', 'DUPLICADO'],
      ['CONCILIACAO', 'PAGO_APOS_BAIXA'],
    ]);
    expect(await saldos()).toEqual(antes);
    // the whole amount waits in the queue, none of it settled
    const linhas = await app.ctx.db
      .select()
      .from(linhaArquivoBancario)
      .where(eq(linhaArquivoBancario.arquivoBancarioId, r.json().id));
    expect(linhas.map((l) => l.valorLiquidado.toFixed(2))).toEqual(['0.00', '0.00']);
    const fila = (await chamar(banco, 'POST', '/conciliacao/list?size=50', { situacao: 'PENDENTE' })).json();
    const desteArquivo = fila.content.filter(
      (q: { arquivo: { id: number } }) => q.arquivo.id === r.json().id,
    );
    expect(desteArquivo.map((q: { motivo: string; valor: number }) => [q.motivo, q.valor]).sort()).toEqual([
      ['DUPLICADO', Number(valor)],
      ['PAGO_APOS_BAIXA', Number(valor)],
    ]);
  }, 120_000);

  it('a liquidation dated after today or before its slip was issued settles nothing: queued, accepted on a valid date; Baixa Manual refuses both (issue 36 item 7)', async () => {
    const futura = await cobrancaComBoleto();
    const antes = await cobrancaComBoleto();
    const manual = await cobrancaComBoleto();
    // agreements of ten days ago whose slips were issued today: only the slip's issue bounds the date
    for (const s of [antes, manual])
      await app.ctx.db
        .update(processoCobranca)
        .set({ dataAcordo: addDays(HOJE, -10) })
        .where(eq(processoCobranca.id, s.cobranca));
    const v = (s: Slip) => s.boleto.valorTotalBoleto;
    const r = await enviarRetorno(
      banco,
      retorno([
        movimento(futura, '06', v(futura), { dataOcorrencia: addDays(HOJE, 365) }),
        movimento(antes, '06', v(antes), { dataOcorrencia: addDays(HOJE, -3) }),
      ]),
    );
    expect(r.statusCode, r.body).toBe(202);
    await processado(r.json().id);
    const det = (await chamar(banco, 'GET', `/arquivoBancario/${r.json().id}`)).json();
    expect(
      det.linhas.map((l: { resultado: string; motivo: string | null }) => [l.resultado, l.motivo]),
    ).toEqual([
      ['CONCILIACAO', 'PAGO_EM_DATA_FUTURA'],
      ['CONCILIACAO', 'PAGO_ANTES_DA_EMISSAO'],
    ]);
    for (const s of [futura, antes]) {
      const [l] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, s.lancamento.id));
      expect(l!.situacao).toBe('PREVISTO');
      expect(l!.dataPagamento).toBeNull();
      expect(
        await app.ctx.db.select().from(pagamento).where(eq(pagamento.lancamentoId, s.lancamento.id)),
      ).toEqual([]);
    }
    // a person accepts each with a justification: settled on the nearest valid day (today, the issue)
    const fila = (await chamar(banco, 'POST', '/conciliacao/list?size=50', { situacao: 'PENDENTE' })).json();
    const j = { justificativa: 'Conferido com o extrato bancário.' };
    for (const s of [futura, antes]) {
      const q = fila.content.find(
        (x: { arquivo: { id: number }; lancamento: { id: number } | null }) =>
          x.arquivo.id === r.json().id && x.lancamento?.id === s.lancamento.id,
      );
      const aceita = await chamar(banco, 'POST', `/conciliacao/${q.id}/aceitar`, j);
      expect(aceita.statusCode, aceita.body).toBe(200);
      const [l] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.id, s.lancamento.id));
      expect([l!.situacao, l!.dataPagamento]).toEqual(['BAIXADO', HOJE]);
    }
    // Baixa Manual: the same rule, a 400 in Portuguese
    const baixa = async (dataPagamento: string) =>
      chamar(banco, 'POST', '/processoCobranca/baixaManual', {
        idProcessoCobranca: manual.cobranca,
        dataPagamento,
        valorPago: Number(v(manual)),
        lancamentos: [manual.lancamento.id],
        documentos: [
          { idTipoDocumento: 8, arquivos: [{ uuid: await enviarPdf(app, banco), nome: 'c.pdf' }] },
        ],
      });
    const futuro = await baixa(addDays(HOJE, 1));
    expect(futuro.statusCode).toBe(400);
    expect(problemOf(futuro).errormessages).toEqual(['A data não pode ser posterior a hoje.']);
    const anterior = await baixa(addDays(HOJE, -3));
    expect(anterior.statusCode).toBe(400);
    expect(problemOf(anterior).errormessages).toEqual([
      `A data do pagamento não pode ser anterior à emissão do boleto (${formatDateBR(HOJE)}).`,
    ]);
    expect((await baixa(HOJE)).statusCode).toBe(200);
  }, 120_000);

  it('a crash in the middle resumes: every line applied once', async () => {
    const s = await cobrancaComBoleto();
    const t = await cobrancaComBoleto();
    const r = await enviarRetorno(
      banco,
      retorno([movimento(s, '06', s.boleto.valorTotalBoleto), movimento(t, '06', t.boleto.valorTotalBoleto)]),
    );
    const a = await processado(r.json().id);
    // as if the worker had died after the first line and the job ran again, twice
    await app.ctx.db
      .update(arquivoBancario)
      .set({ situacao: 'PROCESSANDO' })
      .where(eq(arquivoBancario.id, a.id));
    const [primeira] = await app.ctx.db
      .select()
      .from(linhaArquivoBancario)
      .where(and(eq(linhaArquivoBancario.arquivoBancarioId, a.id), eq(linhaArquivoBancario.linha, 3)));
    await app.ctx.db.transaction((tx) => aplicarLinha(tx, a, primeira!.id, HOJE));
    await Promise.all([processarRetorno(app.ctx, a.id), processarRetorno(app.ctx, a.id)]);
    for (const x of [s, t]) {
      const pgs = await app.ctx.db
        .select()
        .from(pagamento)
        .where(eq(pagamento.lancamentoId, x.lancamento.id));
      expect(pgs).toHaveLength(1);
    }
    expect(lerRetorno(retorno([])).linhas).toEqual([]);
  }, 120_000);
});

describe('a node that dies mid-file (issue 36 item 9)', () => {
  it('its half-applied file is resumed within a minute by the running node, saying so; every line applied once', async () => {
    const s = await cobrancaComBoleto();
    const t = await cobrancaComBoleto();
    const usuario = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: TUDO });
    const { id } = await receberRetornoSemTarefa(
      app.ctx,
      { id: usuario.id, orgaoCredorId: orgaoA, sessaoId: 'teste', permissoes: new Set(TUDO) },
      Buffer.from(
        retorno([
          movimento(s, '06', s.boleto.valorTotalBoleto),
          movimento(t, '06', t.boleto.valorTotalBoleto),
        ]),
      ),
    );
    const [a] = await app.ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.id, id));
    // the dead node had applied the first line, and held the file's task (active, its lease not renewed
    // since 50 seconds ago)
    const [primeira] = await app.ctx.db
      .select()
      .from(linhaArquivoBancario)
      .where(and(eq(linhaArquivoBancario.arquivoBancarioId, id), eq(linhaArquivoBancario.linha, 3)));
    await app.ctx.db.transaction((tx) => aplicarLinha(tx, a!, primeira!.id, HOJE));
    const idTarefa = await app.ctx.db.transaction((tx) =>
      app.ctx.jobs.enfileirar(
        tx,
        'processar-retorno',
        { idArquivo: id },
        { dono: usuario.id, iniciarApos: new Date(Date.now() + 3_600_000) },
      ),
    );
    await app.ctx.db.execute(sql`
      update pgboss.job set state = 'active', start_after = now(), started_on = now() - interval '50 seconds'
       where name = 'processar-retorno' and id = ${idTarefa}`);
    await app.ctx.db.update(arquivoBancario).set({ tarefaId: idTarefa }).where(eq(arquivoBancario.id, id));
    const inicio = Date.now();
    await ate(async () => {
      const [x] = await app.ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.id, id));
      return x?.situacao === 'PROCESSADO' ? x : undefined;
    }, 60_000);
    expect(Date.now() - inicio).toBeLessThan(60_000);
    const [tf] = await app.ctx.db.select().from(tarefa).where(eq(tarefa.id, idTarefa));
    expect(tf!.etapa).toBe('Retomando o processamento interrompido: 1 de 1 linhas restantes');
    for (const x of [s, t]) {
      const pgs = await app.ctx.db
        .select()
        .from(pagamento)
        .where(eq(pagamento.lancamentoId, x.lancamento.id));
      expect(pgs).toHaveLength(1);
    }
  }, 120_000);
});

describe('batches two at a time (processarRetorno)', () => {
  it("batches of one line: a slip's lines keep the file's order, the others settle alongside", async () => {
    const [s, t, u] = [await cobrancaComBoleto(), await cobrancaComBoleto(), await cobrancaComBoleto()];
    const usuario = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: TUDO });
    const falta = s.boleto.valorTotalBoleto.minus(10);
    // s: paid, then written off by the bank (after a payment it stays PAGO), then paid again;
    // t: paid between them; u: registered, then paid short (the slip is PAGO, the shortfall queued)
    const bytes = retorno([
      movimento(s, '06', s.boleto.valorTotalBoleto),
      movimento(s, '09', '0.00'),
      movimento(t, '06', t.boleto.valorTotalBoleto),
      movimento(s, '06', s.boleto.valorTotalBoleto),
      movimento(u, '02', '0.00'),
      movimento(u, '06', falta),
    ]);
    const { id } = await receberRetornoSemTarefa(
      app.ctx,
      { id: usuario.id, orgaoCredorId: orgaoA, sessaoId: 'teste', permissoes: new Set(TUDO) },
      Buffer.from(bytes),
    );
    await processarRetorno(app.ctx, id, undefined, 1);
    const linhas = await app.ctx.db
      .select()
      .from(linhaArquivoBancario)
      .where(eq(linhaArquivoBancario.arquivoBancarioId, id))
      .orderBy(linhaArquivoBancario.linha);
    expect(linhas.map((l) => l.resultado)).toEqual([
      'LIQUIDADO',
      'BAIXADO',
      'LIQUIDADO',
      'CONCILIACAO',
      'REGISTRADO',
      'CONCILIACAO',
    ]);
    const situacao = async (x: Slip) =>
      (await app.ctx.db.select().from(boleto).where(eq(boleto.id, x.boleto.id)))[0]!.situacaoRegistro;
    expect(await situacao(s)).toBe('PAGO');
    expect(await situacao(u)).toBe('PAGO');
    for (const [x, n] of [
      [s, 1],
      [t, 1],
      [u, 0],
    ] as const)
      expect(
        await app.ctx.db.select().from(pagamento).where(eq(pagamento.lancamentoId, x.lancamento.id)),
      ).toHaveLength(n);
  }, 120_000);
});

describe('the trail of the bank files (issue 26 §2)', () => {
  it('has a Portuguese label for every field the files, settlements and reconciliations wrote', async () => {
    const { vistos, semRotulo } = await camposSemRotulo(app.ctx.db);
    expect(vistos).toBeGreaterThan(10);
    expect(semRotulo).toEqual([]);
  });
});

describe('seu número and espécie (issue 36 item 10)', () => {
  it("the remessa sends the slip's Nº do Documento as seu número and the espécie the slip prints; the return checks it", async () => {
    const s = await cobrancaComBoleto();
    const pdf = await chamar(banco, 'GET', `/cobrancaBB/${s.cobranca}/parcela/1/boleto`);
    const texto = (await pdfText(pdf.rawPayload)).join(' ');
    expect(texto).toContain(`${s.numero}/1`);
    expect(texto).toContain('DAE');
    expect(texto).not.toMatch(/\bDM\b/);
    const r = await chamar(banco, 'POST', '/arquivoBancario/remessa', { idOrgaoCredor: orgaoA });
    expect(r.statusCode, r.body).toBe(201);
    const d = await chamar(banco, 'GET', `/arquivoBancario/${r.json().id}/download`);
    const p = d.body
      .split('\r\n')
      .find((l) => l[13] === 'P' && l.slice(37, 57).trim() === s.boleto.nossoNumero)!;
    expect(p.slice(62, 77).trim()).toBe(`${s.numero}/1`);
    expect(p.slice(106, 108)).toBe('27');
    // the return: the slip's number settles; the old internal id (cobrança id-parcela) is DIVERGENTE
    const t = await cobrancaComBoleto();
    const ret = await enviarRetorno(
      banco,
      retorno([
        movimento(s, '06', s.boleto.valorTotalBoleto),
        movimento(t, '06', t.boleto.valorTotalBoleto, { seuNumero: `${t.cobranca}-1` }),
      ]),
    );
    expect(ret.statusCode, ret.body).toBe(202);
    await processado(ret.json().id);
    const det = (await chamar(banco, 'GET', `/arquivoBancario/${ret.json().id}`)).json();
    expect(
      det.linhas.map((l: { resultado: string; motivo: string | null; seuNumero: string }) => [
        l.resultado,
        l.motivo,
        l.seuNumero,
      ]),
    ).toEqual([
      ['LIQUIDADO', null, `${s.numero}/1`],
      ['CONCILIACAO', 'DIVERGENTE', `${t.cobranca}-1`],
    ]);
  }, 120_000);
});
