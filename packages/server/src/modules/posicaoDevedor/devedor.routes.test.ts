import { formatDocumento } from '@divida/domain/format';
import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provarEscopo, provarListaEscopo } from '../../test/escopo.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { lerPlanilha, TIPO_XLSX } from '../../test/planilha.ts';
import { processo } from '../processo/processo.table.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';

let app: FastifyInstance;
let tokenA: string; // body A: registers and consults
let tokenB: string; // body B: consults debtors
let tokenGlobal: string; // body B, every body
let tokenSem: string; // body A, no debtor permission
let tokenRelatorio: string; // body A, reports
let devedorId: number;
let processoId: number;

const P = 'PROCESSO_CONSTITUICAO_CREDITO';

const corresponsavel = pessoaValida('11.222.333/0001-81', {
  nome: 'Sócio Corresponsável',
  email: undefined,
  rua: 'Rua A',
  numero: '1',
  tipo: 'SOCIO',
});
const formulario = (documentoIdentificacao: string, nome: string) =>
  processoValido(documentoIdentificacao, {
    nome,
    email: undefined,
    numeroProcessoAdministrativo: '77/2024',
    valorOriginario: 500,
    valorAtualizado: 600.1,
    multaAtualizada: 0.2,
    jurosAtualizado: undefined,
    corresponsaveis: [{ ...corresponsavel }],
  });

const chamar = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  tokenA = await token(a.id, [`${P}_CADASTRAR`, `${P}_CONSULTAR`, 'DEVEDOR_CONSULTAR']);
  tokenB = await token(b.id, ['DEVEDOR_CONSULTAR']);
  tokenGlobal = await token(b.id, ['DEVEDOR_CONSULTAR', 'ACESSO_TODOS_ORGAOS']);
  tokenSem = await token(a.id, [`${P}_CONSULTAR`]);
  tokenRelatorio = await token(a.id, ['RELATORIO_CONSULTAR']);
  const res = await chamar(
    tokenA,
    'POST',
    '/processoConstituicaoCredito',
    formulario('529.982.247-25', 'Abigail Devedora'),
  );
  expect(res.statusCode, res.body).toBe(201);
  processoId = res.json().id;
  const d = await chamar(tokenA, 'GET', `/processoConstituicaoCredito/${processoId}`);
  devedorId = d.json().devedor.id;
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('devedores', () => {
  it('busca pelo CPF/CNPJ para o formulário, sem escopo; 404 quando não existe', async () => {
    const res = await chamar(tokenA, 'GET', '/devedor/cpfCnpj/52998224725');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: devedorId, nome: 'Abigail Devedora', municipio: { id: 3550308 } });
    expect((await chamar(tokenA, 'GET', '/devedor/cpfCnpj/11144477735')).statusCode).toBe(404);
    expect((await chamar(tokenA, 'GET', '/devedor/cpfCnpj/123')).statusCode).toBe(400);
    expect((await chamar(tokenRelatorio, 'GET', '/devedor/cpfCnpj/52998224725')).statusCode).toBe(403);
  });

  it('a busca pelo CPF/CNPJ de um devedor sem processo no escopo de quem pergunta é um 404 igual ao de um CPF desconhecido (issue 37)', async () => {
    // body B has no process of this debtor: nothing tells that the person owes another body, nor their name
    const desconhecido = await chamar(tokenB, 'GET', '/devedor/cpfCnpj/11144477735');
    const deFora = await chamar(tokenB, 'GET', '/devedor/cpfCnpj/52998224725');
    expect(deFora.statusCode).toBe(404);
    expect(deFora.body).toBe(desconhecido.body);
    expect(deFora.headers.errormsg).toBe(desconhecido.headers.errormsg);
    expect(deFora.body).not.toContain('Abigail');
    // within scope (its body, or every body): the whole record, to fill the form
    for (const token of [tokenA, tokenGlobal]) {
      const res = await chamar(token, 'GET', '/devedor/cpfCnpj/52998224725');
      expect(res.json()).toMatchObject({ id: devedorId, municipio: { id: 3550308 } });
      expect(res.json()).toHaveProperty('rua');
    }
  });

  it('a busca pelo CPF/CNPJ tem limite por usuário: 60 por minuto, depois 429 com a hora', async () => {
    const u = await seedUsuario(app, {
      orgaoCredorId: (await seedOrgao(app)).id,
      permissoes: ['DEVEDOR_CONSULTAR'],
    });
    const token = (await login(app, u.email, u.senha)).accessToken;
    for (let i = 0; i < 60; i++) {
      const res = await chamar(token, 'GET', '/devedor/cpfCnpj/11144477735');
      expect(res.statusCode).toBe(404);
    }
    const excedeu = await chamar(token, 'GET', '/devedor/cpfCnpj/52998224725');
    expect(excedeu.statusCode).toBe(429);
    expect(decodeURIComponent(String(excedeu.headers.errormsg))).toMatch(
      /^Muitas solicitações\. Tente novamente após \d{2}:\d{2}\.$/,
    );
    expect(Number(excedeu.headers['retry-after'])).toBeGreaterThan(0);
    // per user: another user is not held back
    expect((await chamar(tokenA, 'GET', '/devedor/cpfCnpj/52998224725')).statusCode).toBe(200);
  });

  it('o detalhe mostra os processos visíveis com o saldo exato; outro órgão não o vê', async () => {
    const res = await chamar(tokenA, 'GET', `/devedor/${devedorId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      documentoIdentificacao: '52998224725',
      processos: [
        { id: processoId, faseProcesso: { id: 1 }, situacaoProcesso: { id: 27 }, saldoDevedor: 600.3 },
      ],
    });
    await provarEscopo(app, {
      deFora: tokenB,
      deDentro: tokenGlobal,
      pedidos: { ler: { method: 'GET', url: `/api/devedor/${devedorId}` } },
    });
    expect((await chamar(tokenSem, 'GET', `/devedor/${devedorId}`)).statusCode).toBe(403);
  });

  it('a lista respeita o escopo, filtra por nome e documento e ordena por nome', async () => {
    await provarListaEscopo(app, {
      deFora: tokenB,
      deDentro: tokenGlobal,
      lista: { method: 'POST', url: '/api/devedor/list', payload: {} },
      id: devedorId,
    });
    const nomes = (await chamar(tokenA, 'POST', '/devedor/list', {}))
      .json()
      .content.map((d: { nome: string }) => d.nome);
    expect(nomes).toEqual(['Abigail Devedora', 'Sócio Corresponsável']);
    const porDoc = await chamar(tokenA, 'POST', '/devedor/list', { documentoIdentificacao: '11.222.333' });
    expect(
      porDoc.json().content.map((d: { documentoIdentificacao: string }) => d.documentoIdentificacao),
    ).toEqual(['11222333000181']);
    const porNome = await chamar(tokenA, 'POST', '/devedor/list?sort=nome,desc', { nome: 'devedora' });
    expect(porNome.json().totalElements).toBe(1);
    const longo = await chamar(tokenA, 'POST', '/devedor/list', { nome: 'x'.repeat(151) });
    expect(longo.statusCode).toBe(400);
  });

  it('some do escopo quando o processo do órgão é excluído', async () => {
    await app.ctx.db.update(processo).set({ excluido: true }).where(eq(processo.id, processoId));
    try {
      expect((await chamar(tokenA, 'GET', `/devedor/${devedorId}`)).statusCode).toBe(404);
      expect((await chamar(tokenA, 'POST', '/devedor/list', {})).json().totalElements).toBe(0);
    } finally {
      await app.ctx.db.update(processo).set({ excluido: false }).where(eq(processo.id, processoId));
    }
  });

  it('o autocompletar do relatório: nome contém, no máximo 50 por página', async () => {
    const res = await chamar(tokenRelatorio, 'POST', '/devedor/listRelatorio?size=50', { nome: 'abig' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.map((d: { id: number }) => d.id)).toEqual([devedorId]);
    expect((await chamar(tokenRelatorio, 'POST', '/devedor/listRelatorio?size=51', {})).statusCode).toBe(400);
    expect((await chamar(tokenB, 'POST', '/devedor/listRelatorio', {})).statusCode).toBe(403);
  });
});

describe('POST /api/devedor/exportar', () => {
  type Item = {
    nome: string;
    documentoIdentificacao: string;
    tipoDocumentoIdentificacao: { id: number; nome: string };
  };
  const comoNaPlanilha = (d: Item) => [
    d.nome,
    formatDocumento(d.tipoDocumentoIdentificacao.id, d.documentoIdentificacao),
    d.tipoDocumentoIdentificacao.nome,
  ];

  it('answers the .xlsx of the list’s rows, in its filter and order, documents as the list shows them', async () => {
    const lista = (await chamar(tokenA, 'POST', '/devedor/list?sort=nome,desc', { nome: 'o' })).json();
    expect(lista.totalElements).toBe(2);
    const res = await chamar(tokenA, 'POST', '/devedor/exportar?sort=nome,desc', { nome: 'o' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Devedores.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.cabecalho).toEqual(['Nome', 'Documento de Identificação', 'Tipo de Documento']);
    expect(planilha.linhas).toEqual(lista.content.map(comoNaPlanilha));
    expect(planilha.linhas.map((l) => l.slice(0, 2))).toEqual([
      ['Sócio Corresponsável', '11.222.333/0001-81'],
      ['Abigail Devedora', '529.982.247-25'],
    ]);
  });

  it('never exports another body’s debtors; every body with ACESSO_TODOS_ORGAOS', async () => {
    const deFora = await chamar(tokenB, 'POST', '/devedor/exportar', {});
    expect(deFora.statusCode).toBe(200);
    expect((await lerPlanilha(deFora.rawPayload)).linhas).toEqual([]);
    const global = await lerPlanilha((await chamar(tokenGlobal, 'POST', '/devedor/exportar', {})).rawPayload);
    expect(global.linhas.map((l) => l[0])).toEqual(['Abigail Devedora', 'Sócio Corresponsável']);
  });

  it('answers 403 without DEVEDOR_CONSULTAR, 400 for a bad sort or body', async () => {
    expect((await chamar(tokenSem, 'POST', '/devedor/exportar', {})).statusCode).toBe(403);
    expect((await chamar(tokenA, 'POST', '/devedor/exportar?sort=email', {})).statusCode).toBe(400);
    expect((await chamar(tokenA, 'POST', '/devedor/exportar', { nome: 'x'.repeat(151) })).statusCode).toBe(
      400,
    );
  });
});

// last: its debtor, of two bodies of their own, is in every body's list from then on
describe('cadastro de um devedor de outro órgão', () => {
  it('o cadastro de outro órgão, sem ter achado o devedor, grava no mesmo registro do documento, sem dizê-lo', async () => {
    // two bodies of their own: the other tests' lists stay as they are
    const cadastrador = async () => {
      const u = await seedUsuario(app, {
        orgaoCredorId: (await seedOrgao(app)).id,
        permissoes: [`${P}_CADASTRAR`, `${P}_CONSULTAR`, 'DEVEDOR_CONSULTAR'],
      });
      return (await login(app, u.email, u.senha)).accessToken;
    };
    const [um, outro] = [await cadastrador(), await cadastrador()];
    const primeiro = await chamar(
      um,
      'POST',
      '/processoConstituicaoCredito',
      formulario('390.533.447-05', 'Bento Devedor'),
    );
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    const idA = (await chamar(um, 'GET', `/processoConstituicaoCredito/${primeiro.json().id}`)).json().devedor
      .id;
    expect((await chamar(outro, 'GET', '/devedor/cpfCnpj/39053344705')).statusCode).toBe(404);
    // the form then asks for the data; the save answers as for a new debtor
    const res = await chamar(
      outro,
      'POST',
      '/processoConstituicaoCredito',
      formulario('390.533.447-05', 'Bento D.'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain('Bento Devedor');
    const detalhe = (await chamar(outro, 'GET', `/processoConstituicaoCredito/${res.json().id}`)).json();
    expect(detalhe.devedor.id).toBe(idA);
    // now a debtor of that body too: the lookup answers it there
    expect((await chamar(outro, 'GET', '/devedor/cpfCnpj/39053344705')).statusCode).toBe(200);
  });
});
