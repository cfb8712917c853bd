import { orgaoValido } from '../../test/payloads.ts';
import { formatCnpj } from '@divida/domain/format';
import { chaveBusca } from '@divida/domain/texto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdfText.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { lerPlanilha, TIPO_XLSX } from '../../test/planilha.ts';

let app: FastifyInstance;
let gestor: string;
let semBanco: string;
let leitor: string;
let ipca: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/orgaoCredor${url}`,
    headers: bearerOf(token),
    ...(payload ? { payload } : {}),
  });

const CRUD = [
  'ORGAO_CREDOR_CONSULTAR',
  'ORGAO_CREDOR_CADASTRAR',
  'ORGAO_CREDOR_ALTERAR',
  'ORGAO_CREDOR_EXCLUIR',
] as const;

const valido = (extra: object = {}) =>
  orgaoValido(ipca, {
    sigla: 'sema',
    url: 'https://sema.exemplo.gov.br',
    utilizarJuros: true,
    utilizarMulta: false,
    tiposDocumentos: [
      { id: 1, opcional: false },
      { id: 14, opcional: true },
    ],
    ...extra,
  });

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  // All-bodies staff: creating, deleting and reaching other bodies is theirs (orgaoCredor.escopo.test.ts).
  const g = await seedUsuario(app, {
    orgaoCredorId: o.id,
    permissoes: [...CRUD, 'ALTERAR_DADOS_BANCARIOS', 'ACESSO_TODOS_ORGAOS'],
  });
  const s = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [...CRUD, 'ACESSO_TODOS_ORGAOS'] });
  const l = await seedUsuario(app, {
    orgaoCredorId: o.id,
    permissoes: ['ORGAO_CREDOR_CONSULTAR', 'ACESSO_TODOS_ORGAOS'],
    nome: 'Leitor de Órgãos',
  });
  gestor = (await login(app, g.email, g.senha)).accessToken;
  semBanco = (await login(app, s.email, s.senha)).accessToken;
  leitor = (await login(app, l.email, l.senha)).accessToken;
  const indices = (await call('POST', '/listIndiceFinanceiro', leitor, {})).json() as {
    id: number;
    sigla: string;
  }[];
  ipca = indices.find((i) => i.sigla === 'IPCA')!.id;
});
afterAll(() => app.close());

describe('creditor bodies', () => {
  it('creates with bank data and documents, reads every section back, prints a PDF', async () => {
    const res = await call(
      'POST',
      '',
      gestor,
      valido({
        convenio: '1234567',
        agencia: '1234',
        digitoAgencia: 'x',
        conta: '99999',
        digitoConta: '1',
        carteira: '17',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Órgão Credor cadastrado com sucesso');
    const o = (await call('GET', `/${res.json().id}`, leitor)).json();
    expect(o).toMatchObject({
      nome: 'Secretaria de Estado do Meio Ambiente',
      cnpj: '11222333000181',
      sigla: 'SEMA',
      ativo: true,
      indiceFinanceiro: { id: ipca, sigla: 'IPCA' },
      municipio: { id: 3550308, nome: 'São Paulo' },
      cep: '01001000',
      telefoneContato: '1133334444',
      convenio: '1234567',
      digitoAgencia: 'X',
    });
    expect(o.tiposDocumentos).toEqual([
      { id: 1, nome: 'DOCUMENTO DE IDENTIFICAÇÃO', opcional: false },
      { id: 14, nome: 'PROCURAÇÃO', opcional: true },
    ]);
    const pdf = await call('GET', `/${o.id}/imprimir`, leitor);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    for (const s of [
      'Órgão Credor: Secretaria de Estado do Meio Ambiente',
      '11.222.333/0001-81',
      'SEMA',
      'Dados Bancários',
      '1234567',
      'São Paulo/SP',
      'Dados da Autoridade',
      'José de Arruda',
      'Emitido em',
      'Leitor de Órgãos',
      'Página 1 de',
    ])
      expect(text).toContain(s);
  });

  it('accepts the alphanumeric CNPJ and refuses bad check digits', async () => {
    const ok = await call(
      'POST',
      '',
      gestor,
      valido({ cnpj: '12.ABC.345/01DE-35', sigla: 'ALFA', nome: 'Órgão de CNPJ Alfanumérico' }),
    );
    expect(ok.statusCode).toBe(201);
    const bad = await call('POST', '', gestor, valido({ cnpj: '11.222.333/0001-82', sigla: 'RUIM' }));
    expect(problemOf(bad)).toMatchObject({ errorfields: ['cnpj'], errormessages: ['CNPJ inválido'] });
  });

  it('refuses duplicates with 409 naming the field, and a type both required and optional', async () => {
    await call('POST', '', gestor, valido({ cnpj: '04.252.011/0001-10', sigla: 'DUPA' }));
    const cnpj = await call('POST', '', gestor, valido({ cnpj: '04.252.011/0001-10', sigla: 'DUPB' }));
    expect(cnpj.statusCode).toBe(409);
    expect(problemOf(cnpj).errorfields).toEqual(['cnpj']);
    const sigla = await call('POST', '', gestor, valido({ cnpj: '45.997.418/0001-53', sigla: 'dupa' }));
    expect(problemOf(sigla)).toMatchObject({
      errorfields: ['sigla'],
      errormessages: ['Já existe um Órgão Credor com esta sigla'],
    });
    const both = await call(
      'POST',
      '',
      gestor,
      valido({
        cnpj: '45.997.418/0001-53',
        sigla: 'BOTH',
        tiposDocumentos: [
          { id: 1, opcional: false },
          { id: 1, opcional: true },
        ],
      }),
    );
    expect(problemOf(both).errorfields).toEqual(['tiposDocumentos']);
    const none = await call(
      'POST',
      '',
      gestor,
      valido({ cnpj: '45.997.418/0001-53', sigla: 'NONE', tiposDocumentos: [{ id: 14, opcional: true }] }),
    );
    expect(problemOf(none).errormessages).toEqual(['Necessário informar Documentos Obrigatórios']);
  });

  it('takes as Chave do Banco only the COMPE code of a known bank', async () => {
    const com = (chaveBanco: string, cnpj: string, sigla: string) =>
      call('POST', '', gestor, valido({ cnpj, sigla, chaveBanco }));
    const letras = await com('ABC', '71.882.945/0001-22', 'CHAVEA');
    expect(letras.statusCode).toBe(400);
    expect(problemOf(letras)).toMatchObject({
      errorfields: ['chaveBanco'],
      errormessages: ['A Chave do Banco aceita apenas dígitos (ex: 001)'],
    });
    const desconhecido = await com('999', '71.882.945/0001-22', 'CHAVEB');
    expect(desconhecido.statusCode).toBe(400);
    expect(problemOf(desconhecido)).toMatchObject({
      errorfields: ['chaveBanco'],
      errormessages: ['Banco não encontrado'],
    });
    const caixa = await com('104', '71.882.945/0001-22', 'CHAVEC');
    expect(caixa.statusCode).toBe(201);
    expect((await call('GET', `/${caixa.json().id}`, leitor)).json().chaveBanco).toBe('104');
  });

  it('gates bank data on ALTERAR_DADOS_BANCARIOS and keeps them on edits without it', async () => {
    const denied = await call(
      'POST',
      '',
      semBanco,
      valido({ cnpj: '33.000.167/0001-01', sigla: 'BANCO', convenio: '1234567' }),
    );
    expect(denied.statusCode).toBe(403);
    const { id } = (
      await call(
        'POST',
        '',
        gestor,
        valido({ cnpj: '33.000.167/0001-01', sigla: 'BANCO', convenio: '7654321' }),
      )
    ).json();
    const edit = await call(
      'PUT',
      `/${id}`,
      semBanco,
      valido({ cnpj: '33.000.167/0001-01', sigla: 'BANCO', nome: 'Nome Alterado sem Banco', versao: 0 }),
    );
    expect(edit.json().message).toBe('Órgão Credor atualizado com sucesso');
    expect((await call('GET', `/${id}`, leitor)).json()).toMatchObject({
      nome: 'Nome Alterado sem Banco',
      convenio: '7654321',
    });
  });

  it('lists sorted by name descending, filters, and deletes only an unused body', async () => {
    const list = (await call('POST', '/list', leitor, {})).json();
    const nomes = list.content.map((o: { nome: string }) => o.nome);
    // Portuguese order (ÓRGÃO with the O's), not code-unit order
    const chaves = nomes.map(chaveBusca);
    expect(chaves).toEqual([...chaves].sort().reverse());
    expect((await call('POST', '/list', leitor, { nome: 'alfanum' })).json().totalElements).toBe(1);
    const usado = await seedOrgao(app);
    await seedUsuario(app, { orgaoCredorId: usado.id, permissoes: [] });
    const res = await call('DELETE', `/${usado.id}`, gestor);
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe(
      'Este Órgão Credor possui usuários ou processos e não pode ser excluído',
    );
    const livre = await seedOrgao(app);
    expect((await call('DELETE', `/${livre.id}`, gestor)).json().message).toBe(
      'Exclusão realizada com sucesso!',
    );
    expect((await call('GET', `/${livre.id}`, leitor)).statusCode).toBe(404);
  });

  it('guards each action by its permission', async () => {
    expect((await call('POST', '', leitor, valido())).statusCode).toBe(403);
    expect((await call('PUT', '/1', leitor, valido())).statusCode).toBe(403);
    expect((await call('DELETE', '/1', leitor)).statusCode).toBe(403);
    expect((await call('POST', '/list', 'invalido', {})).statusCode).toBe(401);
  });
});

describe('POST /api/orgaoCredor/exportar', () => {
  const CABECALHO = ['Denominação', 'CNPJ', 'Sigla', 'Número Identificador'];
  type Resumo = { nome: string; cnpj: string; sigla: string; numeroIdentificador: string | null };
  const comoNaPlanilha = (o: Resumo) => [o.nome, formatCnpj(o.cnpj), o.sigla, o.numeroIdentificador];

  it('answers the .xlsx of the list’s rows, in its filter and order', async () => {
    await seedOrgao(app, 'EXPA');
    await seedOrgao(app, 'EXPB');
    const lista = (await call('POST', '/list?sort=sigla,desc&size=100', leitor, { nome: 'de teste' })).json();
    expect(lista.totalElements).toBeGreaterThanOrEqual(2);
    const res = await call('POST', '/exportar?sort=sigla,desc', leitor, { nome: 'de teste' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Órgãos Credores.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.aba).toBe('Órgãos Credores');
    expect(planilha.cabecalho).toEqual(CABECALHO);
    expect(planilha.linhas).toEqual(lista.content.map(comoNaPlanilha));
    expect(planilha.linhas.map((l) => l[2])).toEqual(expect.arrayContaining(['EXPA', 'EXPB']));
  });

  it('gives a body’s staff its own body only', async () => {
    const proprio = await seedOrgao(app, 'EXPPROPRIO');
    const u = await seedUsuario(app, { orgaoCredorId: proprio.id, permissoes: ['ORGAO_CREDOR_CONSULTAR'] });
    const token = (await login(app, u.email, u.senha)).accessToken;
    const res = await call('POST', '/exportar', token, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await lerPlanilha(res.rawPayload)).linhas).toEqual([comoNaPlanilha(proprio)]);
  });

  it('answers 403 without ORGAO_CREDOR_CONSULTAR, 400 for a bad sort or body', async () => {
    const o = await seedOrgao(app);
    const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: ['PAINEL'] });
    const sem = (await login(app, u.email, u.senha)).accessToken;
    expect((await call('POST', '/exportar', sem, {})).statusCode).toBe(403);
    expect((await call('POST', '/exportar?sort=convenio', leitor, {})).statusCode).toBe(400);
    expect((await call('POST', '/exportar', leitor, { nome: 'x'.repeat(151) })).statusCode).toBe(400);
  });
});
