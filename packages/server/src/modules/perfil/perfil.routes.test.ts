import { MENSAGENS } from '@divida/domain/errors';
import type { AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { lerPlanilha, TIPO_XLSX } from '../../test/planilha.ts';
import { usuarioValido } from '../../test/payloads.ts';

let app: FastifyInstance;
let admin: string; // the PGE (every body): profiles are shared by all bodies
let doOrgao: string; // a body's user holding every profile permission, and the audit's
let doOutroOrgao: string; // another body's user reading the audit
let leitor: string;
let orgaoId: number;
const all = ['PERFIL_CONSULTAR', 'PERFIL_CADASTRAR', 'PERFIL_ALTERAR', 'PERFIL_EXCLUIR'] as const;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
  // Acting on a profile needs its permissions too (podeAtuarSobrePerfil).
  const extras = ['PAINEL', 'BAIXA_MANUAL_BOLETO', 'PROCESSO_COBRANCA_CONSULTAR'] as const;
  const a = await seedUsuario(app, {
    orgaoCredorId: orgaoId,
    permissoes: [...all, ...extras, 'ACESSO_TODOS_ORGAOS'],
  });
  const o = await seedUsuario(app, {
    orgaoCredorId: orgaoId,
    permissoes: [...all, ...extras, 'AUDITORIA_CONSULTAR'],
  });
  const outro = await seedUsuario(app, {
    orgaoCredorId: (await seedOrgao(app)).id,
    permissoes: ['AUDITORIA_CONSULTAR'],
  });
  doOrgao = (await login(app, o.email, o.senha)).accessToken;
  doOutroOrgao = (await login(app, outro.email, outro.senha)).accessToken;
  const l = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['PERFIL_CONSULTAR'] });
  admin = (await login(app, a.email, a.senha)).accessToken;
  leitor = (await login(app, l.email, l.senha)).accessToken;
});
afterAll(() => app.close());

describe('profiles', () => {
  it('creates with the parent rule, reads back, lists and refuses a duplicate', async () => {
    const res = await call('POST', '/perfil', admin, {
      nome: 'Cobrança  regional',
      permissoes: ['BAIXA_MANUAL_BOLETO', 'PAINEL'],
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ nome: 'COBRANÇA REGIONAL', message: 'Perfil cadastrado com sucesso' });
    expect((await call('GET', `/perfil/${p.id}`, leitor)).json().permissoes).toEqual([
      'BAIXA_MANUAL_BOLETO',
      'PAINEL',
      'PROCESSO_COBRANCA_CONSULTAR',
    ]);
    const list = await call('POST', '/perfil/list?sort=nome', leitor, { nome: 'regional' });
    expect(list.json()).toEqual({
      content: [{ id: p.id, nome: 'COBRANÇA REGIONAL', orgaoCredor: null }],
      totalElements: 1,
    });
    const dup = await call('POST', '/perfil', admin, { nome: 'cobrança regional', permissoes: ['PAINEL'] });
    expect(dup.statusCode).toBe(409);
    expect(problemOf(dup).errorfields).toEqual(['nome']);
  });

  it('validates with the spec messages', async () => {
    const cases: [object, string, string][] = [
      [
        { nome: '', permissoes: ['PAINEL'] },
        'nome',
        'O nome do perfil é obrigatório e deve ter entre 5 e 30 caracteres',
      ],
      [{ nome: 'Perfil 2', permissoes: ['PAINEL'] }, 'nome', 'Caracteres especiais não são permitidos'],
      [
        { nome: 'Perfil bom', permissoes: [] },
        'permissoes',
        'O perfil deverá ter ao menos uma permissão selecionada',
      ],
      [{ nome: 'Perfil bom', permissoes: ['NAO_EXISTE'] }, 'permissoes.0', 'Permissão desconhecida'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/perfil', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({ errorfields: [field], errormessages: [message] });
    }
    expect(
      problemOf(await call('POST', '/perfil/list', leitor, { nome: 'x'.repeat(151) })).errormessages,
    ).toEqual(['O nome deve ter no máximo 150 caracteres.']);
  });

  it('a change reaches the users at their next token refresh', async () => {
    const p = (await call('POST', '/perfil', admin, { nome: 'Mutante', permissoes: ['PAINEL'] })).json();
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.ctx.db.execute(`update usuario set perfil_id = ${p.id} where id = ${u.id}` as never);
    const s = await login(app, u.email, u.senha);
    const upd = await call('PUT', `/perfil/${p.id}`, admin, {
      nome: 'Mutante',
      permissoes: ['PAINEL', 'PERFIL_CONSULTAR'],
      versao: 0,
    });
    expect(upd.json().message).toBe('Perfil "MUTANTE" atualizado com sucesso');
    expect((await call('POST', '/perfil/list', s.accessToken, {})).statusCode).toBe(403);
    const renewed = (
      await app.inject({ method: 'GET', url: '/api/auth/token', headers: bearerOf(s.refreshToken) })
    ).json();
    expect((await call('POST', '/perfil/list', renewed.accessToken, {})).statusCode).toBe(200);
  });

  it('refuses to delete a profile users hold, deletes an unused one', async () => {
    const p = (await call('POST', '/perfil', admin, { nome: 'Usado', permissoes: ['PAINEL'] })).json();
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.ctx.db.execute(`update usuario set perfil_id = ${p.id} where id = ${u.id}` as never);
    const res = await call('DELETE', `/perfil/${p.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe('Este Perfil está atribuído a usuários e não pode ser excluído');
    const livre = (await call('POST', '/perfil', admin, { nome: 'Livre', permissoes: ['PAINEL'] })).json();
    expect((await call('DELETE', `/perfil/${livre.id}`, admin)).json().message).toBe(
      'Exclusão realizada com sucesso!',
    );
    expect((await call('GET', `/perfil/${livre.id}`, admin)).statusCode).toBe(404);
  });

  it('guards each action; only all-bodies staff may grant ACESSO_TODOS_ORGAOS', async () => {
    expect(
      (await call('POST', '/perfil', leitor, { nome: 'Outro', permissoes: ['PAINEL'] })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', '/perfil/1', leitor)).statusCode).toBe(403);
    const esc = await call('POST', '/perfil', doOrgao, {
      nome: 'Escalada',
      permissoes: ['ACESSO_TODOS_ORGAOS'],
    });
    expect(esc.statusCode).toBe(403);
    expect(problemOf(esc).errormsg).toBe(MENSAGENS.perfilAlemDoAlcance);
  });
});

describe('profiles are shared by every body (issue 37 item 1)', () => {
  it("a body's user holding every profile permission creates, changes and deletes no shared one: 403 saying why", async () => {
    const comum = (
      await call('POST', '/perfil', admin, { nome: 'Analistas comuns', permissoes: ['PAINEL'] })
    ).json();
    expect(comum.orgaoCredor).toBeNull();

    const criar = await call('POST', '/perfil', doOrgao, {
      nome: 'Do órgão',
      permissoes: ['PAINEL'],
      idOrgaoCredor: null,
    });
    expect(criar.statusCode).toBe(403);
    expect(problemOf(criar).errormsg).toBe(MENSAGENS.cadastroCompartilhado);
    expect(MENSAGENS.cadastroCompartilhado).toBe(
      'Os registros deste cadastro são compartilhados por todos os órgãos: só a PGE pode incluí-los.',
    );
    const alterar = await call('PUT', `/perfil/${comum.id}`, doOrgao, {
      nome: 'Analistas comuns',
      permissoes: ['BAIXA_MANUAL_BOLETO'],
      versao: 0,
    });
    expect(alterar.statusCode).toBe(403);
    expect(problemOf(alterar).errormsg).toBe(
      'Este registro é compartilhado por todos os órgãos: só a PGE pode alterá-lo.',
    );
    const excluir = await call('DELETE', `/perfil/${comum.id}`, doOrgao);
    expect(excluir.statusCode).toBe(403);
    expect(problemOf(excluir).errormsg).toBe(MENSAGENS.registroCompartilhado);
    // the profile as it was; the body still reads it
    expect((await call('GET', `/perfil/${comum.id}`, doOrgao)).json()).toMatchObject({
      nome: 'ANALISTAS COMUNS',
      permissoes: ['PAINEL'],
      versao: 0,
    });
    // without the permission: the usual 403; malformed input: a 400, never a 5xx
    const sem = await call('PUT', `/perfil/${comum.id}`, leitor, { nome: 'X', permissoes: [] });
    expect(sem.statusCode).toBe(403);
    expect(problemOf(sem).errormsg).toBe(MENSAGENS.semPermissao);
    const invalido = await call('PUT', `/perfil/${comum.id}`, doOrgao, { nome: 7, permissoes: 'PAINEL' });
    expect(invalido.statusCode).toBe(400);
    expect(
      (await call('PUT', '/perfil/abc', doOrgao, { nome: 'Qualquer', permissoes: ['PAINEL'] })).statusCode,
    ).toBe(400);
  });

  it("the PGE changes it, and every body's audit shows the change", async () => {
    const comum = (
      await call('POST', '/perfil', admin, { nome: 'Relatórios comuns', permissoes: ['PAINEL'] })
    ).json();
    const alterado = await call('PUT', `/perfil/${comum.id}`, admin, {
      nome: 'Relatórios comuns',
      permissoes: ['PAINEL', 'BAIXA_MANUAL_BOLETO'],
      versao: 0,
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    for (const token of [doOrgao, doOutroOrgao]) {
      const lista = await call('POST', '/auditoria/list?size=100', token, {
        entidade: 'perfil',
        entidadeId: String(comum.id),
      });
      expect(lista.statusCode).toBe(200);
      expect((lista.json().content as AuditoriaLinha[]).map((l) => l.acao)).toEqual(['ALTERAR', 'CRIAR']);
      const historico = await call('GET', `/auditoria/perfil/${comum.id}`, token);
      expect(historico.statusCode).toBe(200);
      expect((historico.json() as AuditoriaLinha[])[0]?.campos.permissoes).toEqual({
        de: ['PAINEL'],
        para: ['BAIXA_MANUAL_BOLETO', 'PAINEL', 'PROCESSO_COBRANCA_CONSULTAR'],
      });
    }
  });
});

describe("a body's own profiles (issue 37 item 1)", () => {
  // body A's and body B's administrators: profiles, users, the audit; and what they hand out
  const ADMIN_ORGAO = [
    ...all,
    'PAINEL',
    'AUDITORIA_CONSULTAR',
    'USUARIO_CONSULTAR',
    'USUARIO_CADASTRAR',
    'PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA',
  ] as const;
  let orgaoB: number;
  let adminA: string;
  let adminB: string;
  let adminPge: string;
  beforeAll(async () => {
    orgaoB = (await seedOrgao(app)).id;
    const a = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [...ADMIN_ORGAO] });
    const b = await seedUsuario(app, { orgaoCredorId: orgaoB, permissoes: [...ADMIN_ORGAO] });
    adminA = (await login(app, a.email, a.senha)).accessToken;
    adminB = (await login(app, b.email, b.senha)).accessToken;
    const g = await seedUsuario(app, {
      orgaoCredorId: orgaoId,
      permissoes: [...ADMIN_ORGAO, 'ACESSO_TODOS_ORGAOS'],
    });
    adminPge = (await login(app, g.email, g.senha)).accessToken;
  });

  it("a body's user creates, changes and deletes their body's profiles; another body's is a 404", async () => {
    // left out, the body is the author's
    const criado = await call('POST', '/perfil', adminA, { nome: 'Painel do órgão', permissoes: ['PAINEL'] });
    expect(criado.statusCode, criado.body).toBe(201);
    const p = criado.json();
    expect(p.orgaoCredor).toMatchObject({ id: orgaoId });
    const alterado = await call('PUT', `/perfil/${p.id}`, adminA, {
      nome: 'Painel do órgão',
      permissoes: ['PAINEL', 'USUARIO_CONSULTAR'],
      versao: 0,
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json().orgaoCredor).toMatchObject({ id: orgaoId });
    // seen with the shared ones by its body, by none other
    const deA = (await call('GET', '/perfil/listAll', adminA)).json() as {
      id: number;
      orgaoCredor: unknown;
    }[];
    expect(deA.map((x) => x.id)).toContain(p.id);
    expect(deA.every((x) => x.orgaoCredor === null || (x.orgaoCredor as { id: number }).id === orgaoId)).toBe(
      true,
    );
    expect(
      ((await call('GET', '/perfil/listAll', adminB)).json() as { id: number }[]).map((x) => x.id),
    ).not.toContain(p.id);
    const listaB = (await call('POST', '/perfil/list?size=100', adminB, { nome: 'painel do' })).json();
    expect(listaB.content).toEqual([]);
    expect((await call('GET', `/perfil/${p.id}`, adminB)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/perfil/${p.id}`, adminB, { nome: 'Tomado', permissoes: ['PAINEL'] })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/perfil/${p.id}`, adminB)).statusCode).toBe(404);
    // nor made shared, nor another body's, by its body's user
    const compartilhar = await call('PUT', `/perfil/${p.id}`, adminA, {
      nome: 'Painel do órgão',
      permissoes: ['PAINEL'],
      idOrgaoCredor: null,
    });
    expect(compartilhar.statusCode).toBe(403);
    expect(problemOf(compartilhar).errormsg).toBe(MENSAGENS.registroCompartilhado);
    const paraB = await call('POST', '/perfil', adminA, {
      nome: 'Painel alheio',
      permissoes: ['PAINEL'],
      idOrgaoCredor: orgaoB,
    });
    expect(paraB.statusCode).toBe(403);
    expect(problemOf(paraB).errormsg).toBe('Você só pode cadastrar perfis do seu próprio Órgão Credor');
    // its body's audit shows its history, another body's does not
    const trilha = (token: string) =>
      call('POST', '/auditoria/list?size=100', token, { entidade: 'perfil', entidadeId: String(p.id) });
    expect(((await trilha(adminA)).json().content as AuditoriaLinha[]).map((l) => l.acao)).toEqual([
      'ALTERAR',
      'CRIAR',
    ]);
    expect((await trilha(adminB)).json().content).toEqual([]);
    expect((await call('DELETE', `/perfil/${p.id}`, adminA)).statusCode).toBe(200);
  });

  it('holds nothing the PGE reserves: a 400 naming it, even when the author holds it', async () => {
    const r = await call('POST', '/perfil', adminA, {
      nome: 'Inscritores do órgão',
      permissoes: ['PAINEL', 'PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA'],
    });
    expect(r.statusCode).toBe(400);
    expect(problemOf(r)).toMatchObject({
      errorfields: ['permissoes'],
      errormessages: [
        'Um perfil de órgão não pode ter permissões reservadas à PGE: Inscrever em dívida ativa',
      ],
    });
    const pge = await call('POST', '/perfil', admin, {
      nome: 'Todos de um órgão',
      permissoes: ['ACESSO_TODOS_ORGAOS'],
      idOrgaoCredor: orgaoId,
    });
    expect(pge.statusCode).toBe(400);
    expect(problemOf(pge).errorfields).toEqual(['permissoes']);
  });

  it('the PGE sees and changes every body’s, creates shared or body profiles, and keeps a body’s profile to its users', async () => {
    const deB = (
      await call('POST', '/perfil', admin, {
        nome: 'Painel de B',
        permissoes: ['PAINEL'],
        idOrgaoCredor: orgaoB,
      })
    ).json();
    expect(deB.orgaoCredor).toMatchObject({ id: orgaoB });
    expect((await call('GET', `/perfil/${deB.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/perfil/${deB.id}`, adminB)).json().nome).toBe('PAINEL DE B');
    expect((await call('GET', `/perfil/${deB.id}`, adminA)).statusCode).toBe(404);
    // a body that does not exist: a 400 on the field
    const semOrgao = await call('POST', '/perfil', admin, {
      nome: 'Painel de ninguém',
      permissoes: ['PAINEL'],
      idOrgaoCredor: 999_999,
    });
    expect(semOrgao.statusCode).toBe(400);
    expect(problemOf(semOrgao).errorfields).toEqual(['idOrgaoCredor']);

    // a shared profile held in body A cannot become body B's
    const comum = (
      await call('POST', '/perfil', admin, { nome: 'Painel comum', permissoes: ['PAINEL'] })
    ).json();
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.ctx.db.execute(`update usuario set perfil_id = ${comum.id} where id = ${u.id}` as never);
    const mover = await call('PUT', `/perfil/${comum.id}`, admin, {
      nome: 'Painel comum',
      permissoes: ['PAINEL'],
      idOrgaoCredor: orgaoB,
    });
    expect(mover.statusCode).toBe(409);
    expect(problemOf(mover).errormsg).toBe(
      'Este Perfil está atribuído a usuários de outros órgãos e não pode passar a ser de um só órgão',
    );
    const paraA = await call('PUT', `/perfil/${comum.id}`, admin, {
      nome: 'Painel comum',
      permissoes: ['PAINEL'],
      idOrgaoCredor: orgaoId,
    });
    expect(paraA.statusCode, paraA.body).toBe(200);
    expect(paraA.json().orgaoCredor).toMatchObject({ id: orgaoId });
  });

  it("a user gets a shared profile or their body's own, never another body's", async () => {
    const deA = (
      await call('POST', '/perfil', adminA, { nome: 'Atribuível de A', permissoes: ['PAINEL'] })
    ).json();
    const deB = (
      await call('POST', '/perfil', adminB, { nome: 'Atribuível de B', permissoes: ['PAINEL'] })
    ).json();
    // B's administrator does not see A's profile: not found
    const alheio = await call('POST', '/usuario', adminB, usuarioValido(orgaoB, deA.id));
    expect(alheio.statusCode).toBe(400);
    expect(problemOf(alheio)).toMatchObject({
      errorfields: ['perfil'],
      errormessages: ['Perfil não encontrado'],
    });
    // the PGE sees both, and is told why
    const pge = await call('POST', '/usuario', adminPge, usuarioValido(orgaoId, deB.id));
    expect(pge.statusCode).toBe(400);
    expect(problemOf(pge).errormessages).toEqual([
      'Este Perfil é de outro Órgão Credor: escolha um perfil comum a todos os órgãos ou do órgão do usuário',
    ]);
    const ok = await call('POST', '/usuario', adminA, usuarioValido(orgaoId, deA.id));
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('POST /api/perfil/exportar', () => {
  it('answers the .xlsx of the list’s rows, in its filter and order, names as the list shows them', async () => {
    await call('POST', '/perfil', admin, { nome: 'Exportável alfa', permissoes: ['PAINEL'] });
    await call('POST', '/perfil', admin, { nome: 'Exportável beta', permissoes: ['PAINEL'] });
    const lista = (
      await call('POST', '/perfil/list?sort=nome,desc&size=100', leitor, { nome: 'exportavel' })
    ).json();
    expect(lista.totalElements).toBe(2);
    const res = await call('POST', '/perfil/exportar?sort=nome,desc', leitor, { nome: 'exportavel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Perfis.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.cabecalho).toEqual(['Nome']);
    expect(planilha.linhas).toEqual(
      lista.content.map((p: { nome: string }) => [p.nome.toLocaleUpperCase('pt-BR')]),
    );
    expect(planilha.linhas).toEqual([['EXPORTÁVEL BETA'], ['EXPORTÁVEL ALFA']]);
  });

  it('answers 403 without PERFIL_CONSULTAR, 400 for a bad sort or body', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['PAINEL'] });
    const sem = (await login(app, u.email, u.senha)).accessToken;
    expect((await call('POST', '/perfil/exportar', sem, {})).statusCode).toBe(403);
    expect((await call('POST', '/perfil/exportar?sort=permissoes', leitor, {})).statusCode).toBe(400);
    expect((await call('POST', '/perfil/exportar', leitor, { nome: 'x'.repeat(151) })).statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('reads the defaults, updates with ALTERAR_CONFIGURACAO and audits', async () => {
    const c = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['CONSULTAR_CONFIGURACAO'] });
    // the configuration is one for the whole office: the PGE's to change (issue 37 item 1)
    const e = await seedUsuario(app, {
      orgaoCredorId: orgaoId,
      permissoes: ['CONSULTAR_CONFIGURACAO', 'ALTERAR_CONFIGURACAO', 'ACESSO_TODOS_ORGAOS'],
    });
    const o = await seedUsuario(app, {
      orgaoCredorId: orgaoId,
      permissoes: ['CONSULTAR_CONFIGURACAO', 'ALTERAR_CONFIGURACAO'],
    });
    const tc = (await login(app, c.email, c.senha)).accessToken;
    const te = (await login(app, e.email, e.senha)).accessToken;
    const to = (await login(app, o.email, o.senha)).accessToken;
    expect((await call('GET', '/conf/buscarConfiguracoes', tc)).json()).toEqual({
      maxParcelas: 60,
      valorMinParcelas: 100,
      porcentagemJurosMes: 0.01,
      porcentagemHonorarios: 0.1,
      prazoDias: 10,
      anosPrescricao: 5,
      versao: 0,
    });
    const body = {
      maxParcelas: 48,
      valorMinParcelas: 150.5,
      porcentagemJurosMes: 0.015,
      porcentagemHonorarios: 0,
      prazoDias: 15,
      versao: 0,
    };
    const denied = await call('PUT', '/conf/editar', tc, body);
    expect(denied.statusCode).toBe(403);
    expect(problemOf(denied).errormsg).toBe('Necessário obter permissão para realizar essa ação.');
    // a body's user holding the permission: the shared refusal, nothing changed
    const doOrgao = await call('PUT', '/conf/editar', to, body);
    expect(doOrgao.statusCode).toBe(403);
    expect(problemOf(doOrgao).errormsg).toBe(MENSAGENS.registroCompartilhado);
    expect((await call('GET', '/conf/buscarConfiguracoes', tc)).json().versao).toBe(0);
    const ok = await call('PUT', '/conf/editar', te, body);
    // anosPrescricao is optional on writes: absent, it stays as it was
    expect(ok.json()).toEqual({
      ...body,
      anosPrescricao: 5,
      versao: 1,
      message: 'Configurações atualizadas com sucesso.',
    });
    expect((await call('GET', '/conf/buscarConfiguracoes', tc)).json()).toEqual({
      ...body,
      anosPrescricao: 5,
      versao: 1,
    });
    const anos = await call('PUT', '/conf/editar', te, { ...body, anosPrescricao: 7, versao: 1 });
    expect(anos.json()).toMatchObject({ anosPrescricao: 7, versao: 2 });
  });

  it('validates bounds with the spec messages', async () => {
    // a body's user: the malformed request is a 400 before the shared refusal
    const e = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['ALTERAR_CONFIGURACAO'] });
    const te = (await login(app, e.email, e.senha)).accessToken;
    const base = {
      maxParcelas: 10,
      valorMinParcelas: 10,
      porcentagemJurosMes: 0.01,
      porcentagemHonorarios: 0.1,
      prazoDias: 10,
      versao: 0,
    };
    const cases: [object, string][] = [
      [{ maxParcelas: 0 }, 'A quantidade mínima é 1'],
      [{ valorMinParcelas: 0.99 }, 'O valor mínimo do valor é R$ 1,00'],
      [{ porcentagemJurosMes: 0.001 }, 'A porcentagem mínima é 1%'],
      [{ porcentagemJurosMes: 1 }, 'A porcentagem máxima é de 99%'],
      [{ porcentagemHonorarios: 0.995 }, 'A porcentagem máxima é de 99%'],
      [{ prazoDias: 0 }, 'O prazo mínimo é de 1 dia'],
      [{ prazoDias: 91 }, 'O prazo máximo é de 90 dias'],
      [{ anosPrescricao: 0 }, 'O prazo de prescrição mínimo é de 1 ano.'],
      [{ anosPrescricao: 21 }, 'O prazo de prescrição máximo é de 20 anos.'],
      [{ prazoDias: 10.5 }, 'Informe um número inteiro de dias'],
      // an absent prazoDias keeps the current term (issue 23 §1, contratoSpec.test.ts)
    ];
    for (const [patch, message] of cases) {
      const res = await call('PUT', '/conf/editar', te, { ...base, ...patch });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errormessages).toEqual([message]);
    }
  });
});
