import { addDays } from '@divida/domain/calendar';
import type { Permissao } from '@divida/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { entrarNoPortal, portaLivre } from '../../test/navegador.ts';
import { processoValido } from '../../test/payloads.ts';

/**
 * A company's representatives (docs/portal.md §3): registered by staff on the debtor's page; the person
 * sees the company's debts on the portal only while the grant holds.
 */
const EMPRESA = '11222333000181';
const ANA = '39053344705'; // a demo citizen of the embedded provider (idp/contas.ts)
const P = 'PROCESSO_CONSTITUICAO_CREDITO';
let app: FastifyInstance;
let base: string;
let equipeA: string;
let equipeB: string;
let soConsulta: string;
let empresaId: number;
let pessoaFisicaId: number;
let processoDaEmpresa: number;

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  app = await createTestApp({ PUBLIC_URL: base });
  await app.listen({ port: porta, host: '127.0.0.1' });
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const todas: Permissao[] = [`${P}_CADASTRAR`, `${P}_CONSULTAR`, 'DEVEDOR_CONSULTAR', 'DEVEDOR_ALTERAR'];
  equipeA = await token(a.id, todas);
  equipeB = await token(b.id, todas);
  soConsulta = await token(a.id, ['DEVEDOR_CONSULTAR']);
  const cadastrar = async (documento: string, nome: string) => {
    const res = await staff(
      'POST',
      '/processoConstituicaoCredito',
      equipeA,
      processoValido(documento, { nome }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const detalhe = (await staff('GET', `/processoConstituicaoCredito/${id}`, equipeA)).json();
    return { id, devedorId: detalhe.devedor.id as number };
  };
  const empresa = await cadastrar(EMPRESA, 'Empresa Devedora Ltda');
  empresaId = empresa.devedorId;
  processoDaEmpresa = empresa.id;
  pessoaFisicaId = (await cadastrar('52998224725', 'Maria das Dores Silva')).devedorId;
}, 120_000);
afterAll(() => app.close());

const debitosDe = async (nav: Awaited<ReturnType<typeof entrarNoPortal>>) => {
  const res = await nav.nav.ir('/api/portal/debito/list', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': nav.csrf },
    body: '{}',
  });
  return ((await res.json()) as { content: { id: number; papel: string }[] }).content;
};

describe("a company's representatives", () => {
  it('staff register one; scope, permission and input are checked', async () => {
    const hoje = app.ctx.relogio.hoje();
    const corpo = { cpf: '390.533.447-05', nome: 'Ana Paula Representante', dataInicio: addDays(hoje, -10) };
    expect((await staff('POST', `/devedor/${empresaId}/representantes`, equipeB, corpo)).statusCode).toBe(
      404,
    );
    expect((await staff('POST', `/devedor/${empresaId}/representantes`, soConsulta, corpo)).statusCode).toBe(
      403,
    );
    const pf = await staff('POST', `/devedor/${pessoaFisicaId}/representantes`, equipeA, corpo);
    expect(pf.statusCode).toBe(400);
    const invertidas = await staff('POST', `/devedor/${empresaId}/representantes`, equipeA, {
      ...corpo,
      dataFim: addDays(hoje, -20),
    });
    expect(invertidas.statusCode).toBe(400);
    expect(
      (await staff('POST', `/devedor/${empresaId}/representantes`, equipeA, { ...corpo, cpf: '111' }))
        .statusCode,
    ).toBe(400);
    const ok = await staff('POST', `/devedor/${empresaId}/representantes`, equipeA, corpo);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ cpf: ANA, vigente: true, dataFim: null });
    const lista = (await staff('GET', `/devedor/${empresaId}/representantes`, soConsulta)).json();
    expect(lista).toHaveLength(1);
    expect((await staff('GET', `/devedor/${empresaId}/representantes`, equipeB)).statusCode).toBe(404);
  });

  it("on the portal the person sees the company's debts while the grant holds, and not after", async () => {
    const ana = await entrarNoPortal(base, ANA, 'empresa123');
    const s = (await (await ana.nav.ir('/api/portal/sessao')).json()) as { empresas: { cnpj: string }[] };
    expect(s.empresas).toEqual([
      expect.objectContaining({ cnpj: EMPRESA, origem: 'REPRESENTANTE', ate: null }),
    ]);
    expect(await debitosDe(ana)).toEqual([
      expect.objectContaining({ id: processoDaEmpresa, papel: 'REPRESENTANTE' }),
    ]);
    expect((await ana.nav.ir(`/api/portal/debito/${processoDaEmpresa}`)).status).toBe(200);

    // the grant ends yesterday: the company's debts are unlisted and 404
    const [rep] = (await staff('GET', `/devedor/${empresaId}/representantes`, equipeA)).json() as {
      id: number;
    }[];
    const hoje = app.ctx.relogio.hoje();
    const fim = await staff('PUT', `/devedor/${empresaId}/representantes/${rep!.id}`, equipeA, {
      cpf: ANA,
      nome: 'Ana Paula Representante',
      dataInicio: addDays(hoje, -10),
      dataFim: addDays(hoje, -1),
    });
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json().vigente).toBe(false);
    expect(await debitosDe(ana)).toEqual([]);
    expect((await ana.nav.ir(`/api/portal/debito/${processoDaEmpresa}`)).status).toBe(404);
    const depois = (await (await ana.nav.ir('/api/portal/sessao')).json()) as { empresas: unknown[] };
    expect(depois.empresas).toEqual([]);

    // one starting tomorrow does not hold yet
    await staff('PUT', `/devedor/${empresaId}/representantes/${rep!.id}`, equipeA, {
      cpf: ANA,
      nome: 'Ana Paula Representante',
      dataInicio: addDays(hoje, 1),
    });
    expect(await debitosDe(ana)).toEqual([]);
  });
});
