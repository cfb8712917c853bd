import { descreverOrigem, ORIGENS_ACESSO, type AcessoDados } from '@divida/domain/devedor/acessoDados.schema';
import { formatarNumeroProcesso } from '@divida/domain/format';
import type { Permissao } from '@divida/domain/permissions';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acessoDadosPessoais } from '../../platform/lgpd/acessoDados.table.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';
import { pdfText } from '../../test/pdfText.ts';
import { processo, processoCorresponsavel } from '../processo/processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
let app: FastifyInstance;
let leitor: string; // body A: reads debtors and processes
let auditor: string; // body A: DADOS_PESSOAIS_AUDITAR only
let semAuditar: string; // body A: reads debtors, may not audit
let auditorB: string; // body B
let auditorGlobal: string; // body B, every body
let leitorGlobal: string; // body B, reads processes of every body
let siglaA: string;
let siglaB: string;
let nomeLeitor: string;
let processoId: number;
let devedorId: number;
let corresponsavelId: number;

const chamar = (token: string, url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: bearerOf(token) });

/** The log rows of a person, of one origin or all. */
const linhas = async (pessoa: number, origem?: keyof typeof ORIGENS_ACESSO) => {
  const [r] = await app.ctx.db
    .select({ n: count() })
    .from(acessoDadosPessoais)
    .where(
      and(
        eq(acessoDadosPessoais.devedorId, pessoa),
        origem ? eq(acessoDadosPessoais.origem, origem) : undefined,
      ),
    );
  return r!.n;
};

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  siglaA = a.sigla;
  siglaB = b.sigla;
  const token = async (orgaoCredorId: number, permissoes: Permissao[], nome?: string) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes, nome });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  nomeLeitor = 'Lúcia Leitora de Dados';
  leitor = await token(a.id, [`${P}_CADASTRAR`, `${P}_CONSULTAR`, 'DEVEDOR_CONSULTAR'], nomeLeitor);
  auditor = await token(a.id, ['DADOS_PESSOAIS_AUDITAR']);
  semAuditar = await token(a.id, ['DEVEDOR_CONSULTAR']);
  auditorB = await token(b.id, ['DADOS_PESSOAIS_AUDITAR']);
  auditorGlobal = await token(b.id, ['DADOS_PESSOAIS_AUDITAR', 'ACESSO_TODOS_ORGAOS']);
  leitorGlobal = await token(b.id, [`${P}_CONSULTAR`, 'ACESSO_TODOS_ORGAOS'], 'Paulo Procurador Geral');
  const res = await app.inject({
    method: 'POST',
    url: '/api/processoConstituicaoCredito',
    headers: bearerOf(leitor),
    payload: processoValido('529.982.247-25', {
      nome: 'Abigail Titular dos Dados',
      corresponsaveis: [
        pessoaValida('11.222.333/0001-81', {
          nome: 'Sócia Corresponsável',
          rua: 'Rua A',
          numero: '1',
          tipo: 'SOCIO',
        }),
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  processoId = res.json().id;
  const [p] = await app.ctx.db
    .select({ devedorId: processo.devedorId })
    .from(processo)
    .where(eq(processo.id, processoId));
  devedorId = p!.devedorId;
  const [c] = await app.ctx.db
    .select({ devedorId: processoCorresponsavel.devedorId })
    .from(processoCorresponsavel)
    .where(eq(processoCorresponsavel.processoId, processoId));
  corresponsavelId = c!.devedorId;
}, 120_000); // five users with their password hashes: slow on a busy machine
afterAll(() => app.close());

describe('personal-data access log (LGPD art. 37)', () => {
  it('a read of each kind writes exactly one row per person shown, before the answer', async () => {
    expect(await linhas(devedorId)).toBe(0);
    const leituras: [string, keyof typeof ORIGENS_ACESSO][] = [
      [`/devedor/${devedorId}`, 'DEVEDOR_DETALHE'],
      ['/devedor/cpfCnpj/52998224725', 'DEVEDOR_CPF_CNPJ'],
      [`/processoConstituicaoCredito/${processoId}`, 'PROCESSO_DETALHE'],
      [`/processoConstituicaoCredito/${processoId}/print`, 'PROCESSO_IMPRESSO'],
    ];
    let total = 0;
    for (const [url, origem] of leituras) {
      const res = await chamar(leitor, url);
      expect(res.statusCode, url).toBe(200);
      total += 1;
      expect(await linhas(devedorId, origem), url).toBe(1);
      expect(await linhas(devedorId), url).toBe(total);
    }
    // the process's detail and print show the co-responsible party too: one row each
    expect(await linhas(corresponsavelId)).toBe(2);
  });

  it('a refused read writes nothing', async () => {
    const antes = await linhas(devedorId);
    expect((await chamar(semAuditar, `/processoConstituicaoCredito/${processoId}`)).statusCode).toBe(403);
    expect((await chamar(leitor, '/devedor/999999')).statusCode).toBe(404);
    expect(await linhas(devedorId)).toBe(antes);
  });

  it('GET devedor/{id}/acessos: who, when, which body and screen, newest first, paged', async () => {
    const res = await chamar(auditor, `/devedor/${devedorId}/acessos?page=0&size=2`);
    expect(res.statusCode, res.body).toBe(200);
    const { content, totalElements } = res.json() as { content: AcessoDados[]; totalElements: number };
    expect(totalElements).toBe(4);
    expect(content).toHaveLength(2);
    expect(content.map((c) => c.origem)).toEqual(['PROCESSO_IMPRESSO', 'PROCESSO_DETALHE']);
    expect(content[0]!.usuario!.nome).toBe(nomeLeitor);
    expect(content[0]!.orgaoCredor!.sigla).toBe(siglaA);
    expect(Date.parse(content[0]!.em)).toBeGreaterThanOrEqual(Date.parse(content[1]!.em));
    const resto = (await chamar(auditor, `/devedor/${devedorId}/acessos?page=1&size=2`)).json();
    expect(resto.content.map((c: AcessoDados) => c.origem)).toEqual(['DEVEDOR_CPF_CNPJ', 'DEVEDOR_DETALHE']);
    // reading the log reveals no personal data: it is not logged itself
    expect(await linhas(devedorId)).toBe(4);
  });

  it("answers 404 for another body's debtor, 403 without the permission; every body with ACESSO_TODOS_ORGAOS", async () => {
    for (const url of [`/devedor/${devedorId}/acessos`, `/devedor/${devedorId}/relatorioAcessos`]) {
      expect((await chamar(auditorB, url)).statusCode, url).toBe(404);
      expect((await chamar(semAuditar, url)).statusCode, url).toBe(403);
      expect((await chamar(leitor, url)).statusCode, url).toBe(403);
    }
    expect((await chamar(auditor, '/devedor/999999/acessos')).statusCode).toBe(404);
    expect((await chamar(auditorGlobal, `/devedor/${devedorId}/acessos`)).json().totalElements).toBe(4);
  });

  it('GET devedor/{id}/relatorioAcessos: the PDF the data subject receives', async () => {
    const res = await chamar(auditor, `/devedor/${devedorId}/relatorioAcessos`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const t = (await pdfText(res.rawPayload)).join(' ');
    expect(t).toContain('Relatório de Acessos aos Dados Pessoais');
    expect(t).toContain('Abigail Titular dos Dados');
    expect(t).toContain('LGPD');
    expect(t).toContain(nomeLeitor);
    expect(t).toContain(ORIGENS_ACESSO.DEVEDOR_DETALHE);
    expect(t).toContain(ORIGENS_ACESSO.PROCESSO_IMPRESSO);
    expect(t).toContain('DE TESTE'); // the issuer body's letterhead
    // printing it names the holder: it is logged too (after the rows it lists)
    expect(await linhas(devedorId, 'RELATORIO_ACESSOS')).toBe(1);
  });

  it('an export of debtors logs each debtor of the file once (one insert per batch)', async () => {
    const antes = await linhas(devedorId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/devedor/exportar',
      headers: bearerOf(leitor),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await linhas(devedorId, 'EXPORTACAO')).toBe(1);
    expect(await linhas(corresponsavelId, 'EXPORTACAO')).toBe(1);
    expect(await linhas(devedorId)).toBe(antes + 1);
  });

  it("the data subject's report lists every access in the office, each with the body that read it and which process (issue 37)", async () => {
    // body B, working across bodies, reads the holder's process
    const detalhe = await chamar(leitorGlobal, `/processoConstituicaoCredito/${processoId}`);
    expect(detalhe.statusCode, detalhe.body).toBe(200);
    const numero = formatarNumeroProcesso(detalhe.json().numero as string);
    const res = await chamar(auditor, `/devedor/${devedorId}/relatorioAcessos`);
    expect(res.statusCode, res.body).toBe(200);
    const t = (await pdfText(res.rawPayload)).join(' ');
    expect(t).toContain('Paulo Procurador Geral');
    expect(t).toContain(siglaB);
    expect(t).toContain(siglaA);
    expect(t).toContain(`Detalhe do processo — nº ${numero}`);
    // the screen's rows say which process too
    const tela = (await chamar(auditorGlobal, `/devedor/${devedorId}/acessos?size=50`)).json();
    const deB = tela.content.find((c: AcessoDados) => c.orgaoCredor?.sigla === siglaB);
    expect(deB).toMatchObject({ origem: 'PROCESSO_DETALHE', referencia: detalhe.json().numero });
    expect(descreverOrigem(deB.origem, deB.referencia)).toBe(`Detalhe do processo — nº ${numero}`);
  });
});
