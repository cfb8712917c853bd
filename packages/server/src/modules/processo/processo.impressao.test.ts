import type { Permissao } from '@divida/domain/permissions';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { pdfText } from '../../test/pdfText.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { MENSAGENS_IMPRESSAO } from './processo.impressao.ts';
import { processo } from './processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
let app: FastifyInstance;
let equipe: string; // body A: consult, register, certidão
let consulta: string; // body A: consult only
let outro: string; // body B
let id: number;

const get = (url: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/processoConstituicaoCredito/${id}/${url}`,
    headers: bearerOf(token),
  });

const texto = async (url: string, token = equipe) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).join(' ');
};

const situacao = (situacaoId: number, faseId: number, dataReferenciaPrazo: string | null = null) =>
  app.ctx.db.update(processo).set({ situacaoId, faseId, dataReferenciaPrazo }).where(eq(processo.id, id));

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  await app.ctx.db
    .update(orgaoCredor)
    .set({
      nomeAutoridade: 'Carlos Eduardo Menezes',
      cargoAutoridade: 'Secretário de Meio Ambiente',
      municipioId: 2611606,
    })
    .where(eq(orgaoCredor.id, a.id));
  const b = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  equipe = await token(a.id, [`${P}_CONSULTAR`, `${P}_CADASTRAR`, `${P}_SOLICITAR_INSCRICAO_DIVIDA_ATIVA`]);
  consulta = await token(a.id, [`${P}_CONSULTAR`]);
  outro = await token(b.id, [`${P}_CONSULTAR`, `${P}_SOLICITAR_INSCRICAO_DIVIDA_ATIVA`]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/processoConstituicaoCredito',
    headers: bearerOf(equipe),
    payload: processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json().id;
}, 60_000);
afterAll(() => app.close());

describe('printable documents of a process (GET /{id}/print, /modeloNotificacao, /gerarDespacho, /imprimirCertidao)', () => {
  it('prints the TCC on the body letterhead, signed by its authority', async () => {
    const t = await texto('print', consulta);
    expect(t).toContain('Termo de Constituição de Crédito nº');
    expect(t).toContain('Joaquim Nabuco de Araújo');
    expect(t).toContain('CPF 529.982.247-25');
    expect(t).toContain('R$ 1.000,00');
    expect(t).toContain('Carlos Eduardo Menezes');
    expect(t).toContain('Recife,');
  });

  it('answers 404 for another body, for every document', async () => {
    for (const url of ['print', 'modeloNotificacao', 'gerarDespacho', 'imprimirCertidao']) {
      expect((await get(url, outro)).statusCode, url).toBe(404);
    }
  });

  it('prints the notification only while the process awaits an intimation', async () => {
    await situacao(27, 1);
    const cedo = await get('modeloNotificacao', consulta);
    expect(cedo.statusCode).toBe(409);
    expect(problemOf(cedo).errormsg).toBe(MENSAGENS_IMPRESSAO.notificacao);
    await situacao(1, 6);
    expect(await texto('modeloNotificacao', consulta)).toContain('no prazo de 10 (dez) dias');
  });

  it('prints the certidão only with its permission and once the term has run out', async () => {
    await situacao(3, 6, todayInSaoPaulo());
    expect((await get('imprimirCertidao', consulta)).statusCode).toBe(403);
    const cedo = await get('imprimirCertidao', equipe);
    expect(cedo.statusCode).toBe(409);
    expect(problemOf(cedo).errormsg).toBe(MENSAGENS_IMPRESSAO.certidao);
    await situacao(3, 6, addDays(todayInSaoPaulo(), -40));
    const t = await texto('imprimirCertidao');
    expect(t).toContain('Certidão para Inscrição em Dívida Ativa');
    expect(t).toContain('Joaquim Nabuco de Araújo');
    // with the term over, the dispatch sends it to the PGE
    expect(await texto('gerarDespacho')).toContain('Procuradoria Geral do Estado para inscrição');
  });
});
