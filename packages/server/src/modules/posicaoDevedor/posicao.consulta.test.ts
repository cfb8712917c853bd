import { posicaoDevedorSchema } from '@divida/domain/devedor/posicao.schema';
import { sumMoney, toApiNumber } from '@divida/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SISTEMA, type Alcance } from '../../platform/auth/scope.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';
import { posicaoDoDevedor } from './posicao.consulta.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const CPF = '52998224725';
const SOCIO = '11144477735';
const MATRIZ = '11222333000181';
const FILIAL = '11222333000262';

let app: FastifyInstance;
let orgaoA: Alcance;
let todos: Alcance;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = { orgaoCredorId: a.id, permissoes: new Set() };
  todos = { orgaoCredorId: a.id, permissoes: new Set(['ACESSO_TODOS_ORGAOS']) };
  const token = async (orgaoCredorId: number) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: [`${P}_CADASTRAR`, `${P}_CONSULTAR`] });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const [deA, deB] = [await token(a.id), await token(b.id)];
  const cadastrar = async (nome: string, token: string, documento: string, extra: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: bearerOf(token),
      payload: processoValido(documento, extra),
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[nome] = res.json().id;
  };
  await cadastrar('cpfEmA', deA, CPF, {
    corresponsaveis: [pessoaValida(SOCIO, { nome: 'Sócio Corresponsável', tipo: 'SOCIO' })],
  });
  await cadastrar('cpfEmB', deB, CPF, { valorAtualizado: '500,00' });
  await cadastrar('matrizEmA', deA, MATRIZ, { nome: 'Empresa Matriz Ltda' });
  await cadastrar('filialEmB', deB, FILIAL, { nome: 'Empresa Filial Ltda' });
}, 120_000);
afterAll(() => app.close());

const processosDe = async (caller: Alcance | typeof SISTEMA, documento: string) =>
  (await posicaoDoDevedor(app.ctx.db, caller, documento)).processos.map((p) => p.id).sort();

describe('the debtor position (posicaoDoDevedor)', () => {
  it('reads every body for the system, answers its schema, and sums what is owed to the cent', async () => {
    const posicao = await posicaoDoDevedor(app.ctx.db, SISTEMA, CPF);
    expect(posicaoDevedorSchema.parse(posicao)).toEqual(posicao);
    expect(posicao.processos.map((p) => p.id).sort()).toEqual([ids.cpfEmA, ids.cpfEmB].sort());
    expect(posicao.processos.every((p) => p.papel === 'TITULAR' && p.cda === null)).toBe(true);
    expect(posicao.devedores.map((d) => d.documentoIdentificacao)).toEqual([CPF]);
    // nothing paid yet: each process owes its corrected total
    for (const p of posicao.processos) expect(p.saldoDevedor).toBe(p.totalCorrigido);
    expect(posicao.saldoDevedor).toBe(toApiNumber(sumMoney(posicao.processos.map((p) => p.totalCorrigido))));
    expect(posicao.acordos).toEqual([]);
  });

  it("bounds a body's user to the body's processes; every body with ACESSO_TODOS_ORGAOS", async () => {
    expect(await processosDe(orgaoA, CPF)).toEqual([ids.cpfEmA]);
    expect(await processosDe(todos, CPF)).toEqual([ids.cpfEmA, ids.cpfEmB].sort());
  });

  it("names a co-obligor's part and their own debtor id", async () => {
    const posicao = await posicaoDoDevedor(app.ctx.db, SISTEMA, SOCIO);
    expect(posicao.processos).toHaveLength(1);
    expect(posicao.processos[0]).toMatchObject({ id: ids.cpfEmA, papel: 'CORRESPONSAVEL' });
    expect(posicao.processos[0]!.devedorId).toBe(posicao.devedores[0]!.id);
  });

  it("takes a head office's CNPJ for its branches, and a branch's for itself", async () => {
    expect(await processosDe(SISTEMA, MATRIZ)).toEqual([ids.matrizEmA, ids.filialEmB].sort());
    expect(await processosDe(SISTEMA, '11.222.333/0001-81')).toEqual([ids.matrizEmA, ids.filialEmB].sort());
    expect(await processosDe(SISTEMA, FILIAL)).toEqual([ids.filialEmB]);
  });

  it('answers a debt outside the scope exactly as an unknown document: no name, no process', async () => {
    const desconhecido = await posicaoDoDevedor(app.ctx.db, orgaoA, '39053344705');
    const deOutroOrgao = await posicaoDoDevedor(app.ctx.db, orgaoA, FILIAL);
    expect(deOutroOrgao).toEqual(desconhecido);
    expect(desconhecido).toEqual({ devedores: [], processos: [], acordos: [], saldoDevedor: 0 });
  });
});
