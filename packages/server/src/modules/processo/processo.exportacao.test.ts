import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import { formatarNumeroProcesso } from '@divida/domain/format';
import type { ProcessoListItem } from '@divida/domain/processo/processo.schema';
import type { Tarefa } from '@divida/domain/tarefa/tarefa.schema';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobLimparExportacoes } from '../../platform/exportacao/exportacao.ts';
import { tarefa } from '../../platform/jobs/tarefa.table.ts';
import { appDaDemo } from '../../test/demo.ts';
import { processo } from '../processo/processo.table.ts';
import { ate, bearerOf, problemOf } from '../../test/harness.ts';

/**
 * 'Exportar' of the process list (platform/exportacao): small exports answer the file, larger ones a
 * background task whose file only its owner downloads. The direct limit is 20 rows here.
 */
const LIMITE = 20;
let app: FastifyInstance;
let admin: string;
let doOrgao: string;
let semPermissao: string;
let orgaoId: number;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const base = '/api/processoConstituicaoCredito';
const exportar = (token: string, payload: object, sort = 'data,desc') =>
  app.inject({
    method: 'POST',
    url: `${base}/exportar?sort=${encodeURIComponent(sort)}`,
    headers: bearerOf(token),
    payload,
  });
const listar = (token: string, payload: object, sort: string, size = 100) =>
  app.inject({
    method: 'POST',
    url: `${base}/list?sort=${encodeURIComponent(sort)}&size=${size}&page=0`,
    headers: bearerOf(token),
    payload,
  });
const tarefaDe = (id: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/tarefa/${id}`, headers: bearerOf(token) });
const arquivoDe = (id: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/tarefa/${id}/arquivo`, headers: bearerOf(token) });

/** The sheet's data rows (between the header and the end), as its process numbers. */
async function numerosDaPlanilha(corpo: Buffer): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(corpo as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  expect(ws.getRow(1).getCell(1).value).toBe('Número do Processo');
  const out: string[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) out.push(String(row.getCell(1).value));
  });
  return out;
}

beforeAll(async () => {
  ({ app, admin, doOrgao, semPermissao, orgaoId } = await appDaDemo(
    { com: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'], sem: ['PAINEL'] },
    { exportacaoLimiteDireto: LIMITE },
  ));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('POST processoConstituicaoCredito/exportar', () => {
  it('answers a small export as the .xlsx itself: the list’s rows, in its order, within the scope', async () => {
    // the first phase with a few of the body's processes
    let filtro: object | null = null;
    let lista = { content: [] as ProcessoListItem[], totalElements: 0 };
    for (let fase = 1; fase <= 5 && !filtro; fase++) {
      lista = (await listar(doOrgao, { idFaseProcesso: fase }, 'numero')).json();
      if (lista.totalElements > 0 && lista.totalElements <= LIMITE) filtro = { idFaseProcesso: fase };
    }
    expect(filtro).not.toBeNull();
    const res = await exportar(doOrgao, filtro!, 'numero');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Processos.xlsx'));
    expect(await numerosDaPlanilha(res.rawPayload)).toEqual(
      lista.content.map((p) => formatarNumeroProcesso(p.numero)),
    );
  });

  it('runs a large export in the background: progress, then the file for its owner only', async () => {
    const lista = (await listar(admin, {}, 'data,desc', 1)).json() as { totalElements: number };
    expect(lista.totalElements).toBeGreaterThan(LIMITE);
    const res = await exportar(admin, {});
    expect(res.statusCode, res.body).toBe(202);
    const { tarefa: id } = res.json() as { tarefa: string };

    // nobody else sees it, not even before it ends
    expect((await tarefaDe(id, doOrgao)).statusCode).toBe(404);
    expect((await arquivoDe(id, doOrgao)).statusCode).toBe(404);

    const fim = await ate(async () => {
      const t = (await tarefaDe(id, admin)).json() as Tarefa;
      return t.estado === 'concluida' || t.estado === 'falhou' ? t : null;
    }, 60_000);
    expect(fim).toMatchObject({
      estado: 'concluida',
      fila: 'exportar-planilha',
      progresso: 100,
      resultado: { nome: 'Processos.xlsx', linhas: lista.totalElements },
    });
    expect(fim.etapa).toMatch(/ de .* linhas$/);

    const arquivo = await arquivoDe(id, admin);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toContain(XLSX);
    expect(arquivo.headers['content-disposition']).toContain(encodeURIComponent('Processos.xlsx'));
    const numeros = await numerosDaPlanilha(arquivo.rawPayload);
    expect(numeros).toHaveLength(lista.totalElements);
    expect(new Set(numeros).size).toBe(numeros.length);
    const primeiros = (await listar(admin, {}, 'data,desc')).json() as { content: ProcessoListItem[] };
    expect(numeros.slice(0, 100)).toEqual(primeiros.content.map((p) => formatarNumeroProcesso(p.numero)));
  });

  it('exports only the caller’s body', async () => {
    const doBody = (await listar(doOrgao, {}, 'numero', 100)).json() as { totalElements: number };
    const todos = (await listar(admin, {}, 'numero', 1)).json() as { totalElements: number };
    expect(doBody.totalElements).toBeGreaterThan(LIMITE);
    expect(doBody.totalElements).toBeLessThan(todos.totalElements);
    const res = await exportar(doOrgao, {}, 'numero');
    expect(res.statusCode).toBe(202);
    const { tarefa: id } = res.json() as { tarefa: string };
    await ate(async () => ((await tarefaDe(id, doOrgao)).json() as Tarefa).estado === 'concluida', 60_000);
    const numeros = await numerosDaPlanilha((await arquivoDe(id, doOrgao)).rawPayload);
    // the file is its owner's alone, even for a user who follows every body's tasks
    expect((await tarefaDe(id, admin)).statusCode).toBe(200);
    expect((await arquivoDe(id, admin)).statusCode).toBe(404);
    expect(numeros).toHaveLength(doBody.totalElements);
    const [linha] = await app.ctx.db
      .select({ n: count() })
      .from(processo)
      .where(
        and(
          eq(processo.orgaoCredorId, orgaoId),
          eq(processo.excluido, false),
          inArray(
            processo.numero,
            numeros.map((x) => x.replace(/\D/g, '')),
          ),
        ),
      );
    expect(linha?.n).toBe(numeros.length);
  });

  it('refuses without the permission (403), without a token (401), and a bad sort or body (400)', async () => {
    expect((await exportar(semPermissao, {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `${base}/exportar`, payload: {} })).statusCode).toBe(401);
    const ruim = await exportar(doOrgao, {}, 'senha');
    expect(ruim.statusCode).toBe(400);
    expect((await exportar(doOrgao, { idFaseProcesso: 'x' })).statusCode).toBe(400);
  });

  it('removes files older than their days, after which the task answers 404 with a message', async () => {
    const res = await exportar(admin, {});
    const { tarefa: id } = res.json() as { tarefa: string };
    await ate(async () => ((await tarefaDe(id, admin)).json() as Tarefa).estado === 'concluida', 60_000);
    expect((await arquivoDe(id, admin)).statusCode).toBe(200);
    await app.ctx.db
      .update(tarefa)
      .set({ criadaEm: sql`now() - interval '8 days'` })
      .where(eq(tarefa.id, id));
    const limpeza = await jobLimparExportacoes(app.ctx).executar(
      {},
      {
        id: 'x',
        tentativa: 0,
        ultimaTentativa: true,
        log: app.log,
        progresso: async () => {},
      },
    );
    expect(limpeza).toMatchObject({ removidos: 1 });
    const depois = await arquivoDe(id, admin);
    expect(depois.statusCode).toBe(404);
    expect(problemOf(depois).errormsg).toBe(MENSAGENS_EXPORTACAO.arquivoIndisponivel);
  });
});
