import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from '../orgaoCredor/orgaoCredor.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const URL = '/api/processoConstituicaoCredito/configuracaoOrgao';

let app: FastifyInstance;
let orgaoA: number;

const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
  const u = await seedUsuario(app, { orgaoCredorId, permissoes });
  return (await login(app, u.email, u.senha)).accessToken;
};
const get = (t: string, url = URL) => app.inject({ method: 'GET', url, headers: bearerOf(t) });

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  orgaoA = a.id;
  await app.ctx.db
    .update(orgaoCredor)
    .set({
      descricaoFatoPadrao: 'Débito apurado em processo administrativo regular, não pago no prazo legal.',
      fundamentoLegalPadrao: 'Lei estadual de processo administrativo e regulamento de cobrança.',
      utilizarMulta: true,
      utilizarJuros: false,
    })
    .where(eq(orgaoCredor.id, orgaoA));
  await app.ctx.db.insert(orgaoCredorTipoDocumento).values([
    { orgaoCredorId: orgaoA, tipoDocumentoId: 1, opcional: false },
    { orgaoCredorId: orgaoA, tipoDocumentoId: 4, opcional: true },
  ]);
  await seedOrgao(app); // another body, with settings of its own (none)
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('GET processoConstituicaoCredito/configuracaoOrgao (spec 02 §2.3: the body settings the form uses)', () => {
  it('answers the caller’s body settings to a process analyst, who may not read the body itself', async () => {
    // the process permissions of the demo's ANALISTA DE PROCESSOS, none of the body's (ORGAO_CREDOR_*)
    const analista = await token(orgaoA, [`${P}_CONSULTAR`, `${P}_CADASTRAR`, `${P}_ALTERAR`]);
    expect((await get(analista, `/api/orgaoCredor/${orgaoA}`)).statusCode).toBe(403);

    const res = await get(analista);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      descricaoFatoPadrao: 'Débito apurado em processo administrativo regular, não pago no prazo legal.',
      fundamentoLegalPadrao: 'Lei estadual de processo administrativo e regulamento de cobrança.',
      utilizarMulta: true,
      utilizarJuros: false,
      tiposDocumentos: [
        { id: 4, nome: 'AVISO DE RECEBIMENTO', opcional: true },
        { id: 1, nome: 'DOCUMENTO DE IDENTIFICAÇÃO', opcional: false },
      ],
    });
  });

  it('edit alone is enough (the form shows fine and interest by the same settings)', async () => {
    const editor = await token(orgaoA, [`${P}_ALTERAR`]);
    expect((await get(editor)).statusCode).toBe(200);
  });

  it('403 without the create or edit permission; 401 without a token', async () => {
    const consulta = await token(orgaoA, [`${P}_CONSULTAR`]);
    expect((await get(consulta)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
