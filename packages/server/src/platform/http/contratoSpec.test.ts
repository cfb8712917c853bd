import { MENSAGENS } from '@divida/domain/errors';
import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { orgaoValido, processoValido, usuarioValido } from '../../test/payloads.ts';

/**
 * Issue 23 §1-2: an integrator who sends the payloads of the spec's call tables (01-03) exactly as
 * they list them is never refused for a field the spec does not list; every record's GET can be
 * PUT back as read; another body's record is a 404 whatever the payload.
 */
let app: FastifyInstance;
let token: string; // body A, every permission (also ACESSO_TODOS_ORGAOS)
let tokenB: string; // body B, every permission but ACESSO_TODOS_ORGAOS
const ids: Record<string, number> = {};

const chamar = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, t = token) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: bearerOf(t),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: a.id, permissoes: [...TODAS_PERMISSOES] });
  token = (await login(app, u.email, u.senha)).accessToken;
  const ub = await seedUsuario(app, {
    orgaoCredorId: b.id,
    permissoes: TODAS_PERMISSOES.filter((p) => p !== 'ACESSO_TODOS_ORGAOS'),
  });
  tokenB = (await login(app, ub.email, ub.senha)).accessToken;

  const criar = async (url: string, payload: object) => {
    const res = await chamar('POST', url, payload);
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res.json().id as number;
  };
  ids.tipoDocumento = await criar('tipoDocumento', { nome: 'CONTRATO DE TESTE' });
  ids.perfil = await criar('perfil', { nome: 'PERFIL DO CONTRATO', permissoes: ['PAINEL'] });
  const indices = (await chamar('POST', 'orgaoCredor/listIndiceFinanceiro', {})).json() as { id: number }[];
  ids.orgaoCredor = await criar('orgaoCredor', orgaoValido(indices[0]!.id));
  ids.usuario = await criar('usuario', usuarioValido(a.id, ids.perfil));
  ids.processo = await criar('processoConstituicaoCredito', processoValido('529.982.247-25'));
}, 300_000);
afterAll(() => app.close());

/** The records a GET reads and a PUT writes back (spec 01 §7, 02 §7). */
const registros = () => [
  { get: `tipoDocumento/${ids.tipoDocumento}`, put: `tipoDocumento/${ids.tipoDocumento}` },
  { get: `perfil/${ids.perfil}`, put: `perfil/${ids.perfil}` },
  { get: `orgaoCredor/${ids.orgaoCredor}`, put: `orgaoCredor/${ids.orgaoCredor}` },
  { get: `usuario/${ids.usuario}`, put: `usuario/${ids.usuario}` },
  { get: 'conf/buscarConfiguracoes', put: 'conf/editar' },
];

describe('a PUT takes the record as its GET answers it', () => {
  it('every record, PUT back exactly as read', async () => {
    const recusas: string[] = [];
    for (const r of registros()) {
      const lido = await chamar('GET', r.get);
      expect(lido.statusCode, r.get).toBe(200);
      const res = await chamar('PUT', r.put, lido.json());
      if (res.statusCode !== 200)
        recusas.push(
          `${r.put} → ${res.statusCode} ${problemOf(res).errorfields ?? ''} ${problemOf(res).errormsg}`,
        );
    }
    expect(recusas).toEqual([]);
  });
});

describe('optimistic locking is optional', () => {
  it('without versao the PUT saves; with a stale one, 409; If-Match works like versao', async () => {
    const url = `tipoDocumento/${ids.tipoDocumento}`;
    const lido = await chamar('GET', url);
    const { versao } = lido.json() as { versao: number };
    expect(lido.headers.etag).toBe(`"${versao}"`);

    const semVersao = await chamar('PUT', url, { nome: 'CONTRATO SEM VERSAO' });
    expect(semVersao.statusCode, semVersao.body).toBe(200);

    const velha = await chamar('PUT', url, { nome: 'CONTRATO VELHO', versao });
    expect(velha.statusCode).toBe(409);
    expect(problemOf(velha).errormsg).toBe(MENSAGENS.registroAlterado);

    const ifMatchVelho = await app.inject({
      method: 'PUT',
      url: `/api/${url}`,
      headers: { ...bearerOf(token), 'if-match': `"${versao}"` },
      payload: { nome: 'CONTRATO IF MATCH' },
    });
    expect(ifMatchVelho.statusCode).toBe(409);
    const atual = (await chamar('GET', url)).headers.etag as string;
    const ifMatch = await app.inject({
      method: 'PUT',
      url: `/api/${url}`,
      headers: { ...bearerOf(token), 'if-match': atual },
      payload: { nome: 'CONTRATO IF MATCH' },
    });
    expect(ifMatch.statusCode, ifMatch.body).toBe(200);
    expect((await chamar('GET', url)).json().nome).toBe('CONTRATO IF MATCH');
  });

  it('PUT conf/editar with the four fields of spec 01 keeps the term', async () => {
    const antes = (await chamar('GET', 'conf/buscarConfiguracoes')).json();
    const res = await chamar('PUT', 'conf/editar', {
      maxParcelas: 12,
      valorMinParcelas: 100,
      porcentagemJurosMes: 0.01,
      porcentagemHonorarios: 0.1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const depois = (await chamar('GET', 'conf/buscarConfiguracoes')).json();
    expect(depois).toMatchObject({ maxParcelas: 12, prazoDias: antes.prazoDias });
  });
});

describe('scope before the payload', () => {
  it("another body's process answers 404 whatever the payload", async () => {
    const p = ids.processo;
    for (const [url, payload] of [
      [`processoConstituicaoCredito/${p}`, {}],
      [`processoConstituicaoCredito/${p}`, processoValido('529.982.247-25')],
    ] as const) {
      const res = await chamar('PUT', url, payload, tokenB);
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
    }
    for (const [rota, payload] of [
      ['anexarTCC', { idTipoDocumento: 999, arquivos: [] }],
      ['anexarTCC', {}],
      ['cancelarUltimaAcao', {}],
      ['registrarAjuizamento', {}],
    ] as const) {
      const res = await chamar('POST', `processoConstituicaoCredito/${p}/${rota}`, payload, tokenB);
      expect(res.statusCode, `${rota} ${res.body}`).toBe(404);
    }
    // the owner's bad payload is still a 400
    const dono = await chamar('POST', `processoConstituicaoCredito/${p}/anexarTCC`, {});
    expect(dono.statusCode).toBe(400);
  });

  it('retornarProcessos identifies the process by numeroProcesso, within the scope', async () => {
    const numero = (await chamar('GET', `processoConstituicaoCredito/${ids.processo}`)).json()
      .numero as string;
    const item = { idFase: 1, idSituacao: 27, numeroProcesso: numero, dataReferencia: null };
    // body B does not see it: 404, not 'Processo inválido'
    const outro = await chamar('POST', 'processoConstituicaoCredito/retornarProcessos', [item], tokenB);
    expect(outro.statusCode, outro.body).toBe(404);
    // the owner reaches it by number: the workflow judges it (it is not a returned process)
    const dono = await chamar('POST', 'processoConstituicaoCredito/retornarProcessos', [item]);
    expect(dono.statusCode, dono.body).toBe(409);
  });
});

/**
 * The spec's call tables (01 §7, 02 §7, 03 §7): each call with exactly the fields listed, in values
 * an integrator would send. A 400 may only name a listed field (a value the rules refuse); a field
 * the spec does not list must never be required.
 */
const CHAMADAS: { method: 'POST' | 'PUT'; url: () => string; corpo: () => unknown }[] = [
  // spec 01 §7
  { method: 'POST', url: () => 'auth/recoverPassword', corpo: () => ({ email: 'ninguem@exemplo.gov.br' }) },
  { method: 'POST', url: () => 'auth/resetPassword', corpo: () => ({ novaSenha: 'senhaNova1', token: 'x' }) },
  {
    method: 'PUT',
    url: () => 'conf/editar',
    corpo: () => ({
      maxParcelas: 10,
      valorMinParcelas: 50,
      porcentagemJurosMes: 0.01,
      porcentagemHonorarios: 0.1,
    }),
  },
  { method: 'POST', url: () => 'orgaoCredor/list?size=15&page=0&sort=nome', corpo: () => ({ nome: 'a' }) },
  {
    method: 'PUT',
    url: () => `orgaoCredor/${ids.orgaoCredor}`,
    corpo: () => orgaoValido(1, { sigla: 'SEMA2' }),
  },
  { method: 'POST', url: () => 'orgaoCredor/listIndiceFinanceiro', corpo: () => ({}) },
  {
    method: 'POST',
    url: () => 'cep/listLocalidade?size=10000&page=0&sort=nome',
    corpo: () => ({ idComarca: null, uf: 'RJ' }),
  },
  { method: 'POST', url: () => 'naturezaDebito/list', corpo: () => ({}) },
  { method: 'POST', url: () => 'tipoDocumento/list?size=15&page=0&sort=nome', corpo: () => ({ nome: 'a' }) },
  { method: 'POST', url: () => 'tipoDocumento', corpo: () => ({ nome: 'OUTRO TIPO' }) },
  {
    method: 'PUT',
    url: () => `tipoDocumento/${ids.tipoDocumento}`,
    corpo: () => ({ id: ids.tipoDocumento, nome: 'TIPO ALTERADO' }),
  },
  { method: 'POST', url: () => 'perfil/list?size=15&page=0&sort=nome', corpo: () => ({ nome: 'a' }) },
  { method: 'POST', url: () => 'perfil', corpo: () => ({ nome: 'OUTRO PERFIL', permissoes: ['PAINEL'] }) },
  {
    method: 'PUT',
    url: () => `perfil/${ids.perfil}`,
    corpo: () => ({ nome: 'PERFIL ALTERADO', permissoes: ['PAINEL'] }),
  },
  {
    method: 'POST',
    url: () => 'usuario/list?size=15&page=0&sort=nome',
    corpo: () => ({ nome: 'a', orgaoCredor: null }),
  },
  { method: 'PUT', url: () => `usuario/${ids.usuario}`, corpo: () => usuarioValido(1, ids.perfil!) },
  {
    method: 'POST',
    url: () => 'usuario/changeUserPassword',
    corpo: () => ({ idUsuario: ids.usuario, senhaNova: 'senhaNova1', confirmacaoSenha: 'senhaNova1' }),
  },
  // spec 02 §7 (processoConstituicaoCredito base)
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/list?size=15&page=0&sort=data,desc',
    corpo: () => ({ numero: '2026', dataInicio: '2026-01-01', dataFim: '2026-01-31', idFaseProcesso: 1 }),
  },
  {
    method: 'PUT',
    url: () => `processoConstituicaoCredito/${ids.processo}`,
    corpo: () => ({ ...processoValido('529.982.247-25'), removerCorresponsaveis: [] }),
  },
  {
    method: 'POST',
    url: () => `processoConstituicaoCredito/${ids.processo}/cancelarUltimaAcao`,
    corpo: () => ({ motivoCancelamento: 'Motivo do cancelamento' }),
  },
  {
    method: 'POST',
    url: () => `processoConstituicaoCredito/${ids.processo}/arquivarProcessoDevolvido`,
    corpo: () => ({ observacao: 'Arquivamento do processo' }),
  },
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/retornarProcessos',
    corpo: () => [{ idFase: 1, idSituacao: 27, numeroProcesso: '000000000000', dataReferencia: null }],
  },
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/relatorioSinteticoProcessos',
    corpo: () => ({
      idDevedor: null,
      idFaseProcesso: null,
      idSituacaoProcesso: null,
      excluido: false,
      dataInicio: '2026-01-01',
      dataFim: '2026-01-31',
    }),
  },
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/aptosNegociacao?size=15&page=0',
    corpo: () => ({ numero: '', cpfCnpj: '', nomeDevedor: '' }),
  },
  { method: 'POST', url: () => 'devedor/list', corpo: () => ({ nome: 'Maria', documentoIdentificacao: '' }) },
  { method: 'POST', url: () => 'devedor/listRelatorio', corpo: () => ({ nome: 'Maria' }) },
  // spec 03 §7
  {
    method: 'POST',
    url: () => 'processoCobranca/list?size=15&page=0&sort=data,desc',
    corpo: () => ({
      numeroCDA: '',
      numeroProcessoCobranca: '',
      cpfCnpj: '',
      idSituacao: null,
      dataInicial: '2026-01-01',
      dataFinal: '2026-01-31',
    }),
  },
  { method: 'POST', url: () => 'situacaoProcesso/list', corpo: () => ({ tiposProcesso: ['COBRANCA'] }) },
  {
    method: 'POST',
    url: () => 'processoCobranca',
    corpo: () => ({
      idsProcessos: [ids.processo],
      totalParcelas: 1,
      valorPrimeiraParcela: null,
      requerente: {
        nome: 'Maria das Dores',
        cpf: '529.982.247-25',
        telefone: '(21) 98888-7777',
        email: 'maria@exemplo.com.br',
      },
      desconto: 0,
      primeiroVencimento: '2026-12-01',
    }),
  },
  {
    method: 'POST',
    url: () => 'processoCobranca/simularParcelamento',
    corpo: () => ({
      precessosIds: [ids.processo],
      quantidadeParcelas: 2,
      valorPrimeiraParcela: 100,
      desconto: 0,
    }),
  },
  {
    method: 'POST',
    url: () => 'processoCobranca/cancelar',
    corpo: () => ({ idProcessoCobranca: 999999, motivo: 'Motivo do cancelamento' }),
  },
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/acompanhamentoFinanceiro?size=15&page=0',
    corpo: () => ({ dataInicio: '2026-01-01', dataFim: '2026-01-31' }),
  },
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/buscarValorTotalRepassado',
    corpo: () => ({ dataInicio: '2026-01-01', dataFim: '2026-01-31' }),
  },
  {
    method: 'POST',
    url: () => 'processoConstituicaoCredito/dashboardDividaAtiva',
    corpo: () => ({
      dataInicio: '2026-01-01',
      dataFim: '2026-01-10',
      dataInicioGrafico: '2026-01-01',
      dataFimGrafico: '2026-01-10',
    }),
  },
];

/** The payload's own field names, at any depth (a 400 may name `requerente.nome`, `0.idFase`). */
function campos(v: unknown, prefixo = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => campos(x, `${prefixo}${i}.`));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => [`${prefixo}${k}`, ...campos(x, `${prefixo}${k}.`)]);
  return [];
}

describe("the spec's call tables work as written", () => {
  it.each(
    CHAMADAS.map(
      (c) =>
        [
          `${c.method} ${c
            .url()
            .split('?')[0]!
            .replace(/\d+|undefined/g, '{id}')}`,
          c,
        ] as const,
    ),
  )('%s', async (_nome, c) => {
    const corpo = c.corpo();
    const res = await chamar(c.method, c.url(), corpo);
    if (res.statusCode === 400) {
      const listados = new Set(campos(corpo));
      const alheios = (problemOf(res).errorfields ?? ['body']).filter((f) => !listados.has(f));
      expect(alheios, `${problemOf(res).errormsg}`).toEqual([]);
    }
    expect(res.statusCode).toBeLessThan(500);
  });
});
