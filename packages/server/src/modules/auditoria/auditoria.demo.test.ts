import type { AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { formatarNumeroProcesso } from '@divida/domain/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { bearerOf } from '../../test/harness.ts';
import { camposSemRotulo } from '../../test/rotulosAuditoria.ts';

// The demo office's agreements and settlements are made through the services: its trail shows that
// each of those writes leaves its row, chained, within its body and without secrets.
let app: FastifyInstance;
let admin: string;
let doOrgao: string;
let orgaoId: number;

beforeAll(async () => {
  ({ app, admin, doOrgao, orgaoId } = await appDaDemo({ com: ['AUDITORIA_CONSULTAR'], sem: [] }));
}, 240_000);
afterAll(() => app?.close());

const linhas = async () =>
  (
    (await app.ctx.db.execute(sql`select * from auditoria order by id`)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;

describe('the demo office’s audit trail', () => {
  it('has a row for each kind of collection write, each with its body', async () => {
    const rows = await linhas();
    const acoes = new Set(
      rows.map((r) => {
        const c = r.campos as AuditoriaLinha['campos'] | null;
        const acao = c?.acao?.para;
        return `${String(r.entidade)} ${String(r.acao)}${typeof acao === 'string' ? ` ${acao}` : ''}`;
      }),
    );
    for (const esperada of [
      'processoCobranca CRIAR',
      'processoConstituicaoCredito ALTERAR',
      'processoCobranca ACAO_PROCESSO BAIXA_MANUAL',
      'processoCobranca ACAO_PROCESSO QUITAR',
      'processoConstituicaoCredito ACAO_PROCESSO QUITAR_COBRANCA',
    ])
      expect([...acoes], [...acoes].join(' | ')).toContain(esperada);
    const doProcesso = rows.filter((r) => r.entidade === 'processoConstituicaoCredito');
    expect(doProcesso.every((r) => r.orgao_credor_id !== null)).toBe(true);
  });

  it('has a Portuguese label for every field its rows carry', async () => {
    const { vistos, semRotulo } = await camposSemRotulo(app.ctx.db);
    expect(vistos).toBeGreaterThan(10);
    expect(semRotulo).toEqual([]);
  });

  it("answers a process's and a collection's rows with the number users know", async () => {
    for (const entidade of ['processoConstituicaoCredito', 'processoCobranca']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auditoria/list?size=5',
        headers: bearerOf(admin),
        payload: { entidade },
      });
      const [l] = (r.json() as { content: AuditoriaLinha[] }).content;
      const tabela = entidade === 'processoCobranca' ? sql`processo_cobranca` : sql`processo`;
      const { rows } = (await app.ctx.db.execute(
        sql`select numero from ${tabela} where id = ${Number(l!.entidadeId)}`,
      )) as unknown as { rows: { numero: string }[] };
      expect(l!.numero).toBe(rows[0]!.numero);
      expect(formatarNumeroProcesso(l!.numero)).toMatch(/^\d{4}\/\d{8}$/);
    }
    const h = await app.inject({
      method: 'GET',
      url: '/api/auditoria/configuracao/1',
      headers: bearerOf(admin),
    });
    expect((h.json() as AuditoriaLinha[]).every((l) => l.numero === undefined)).toBe(true);
  });

  it('is one valid chain', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/auditoria/verificar', headers: bearerOf(admin) });
    expect(r.json()).toMatchObject({ ok: true, primeiraDivergencia: null });
  });

  it("shows a body's user only its body's rows", async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auditoria/list?size=100',
      headers: bearerOf(doOrgao),
      payload: {},
    });
    expect(r.statusCode).toBe(200);
    const { content } = r.json() as { content: AuditoriaLinha[] };
    expect(content.length).toBeGreaterThan(0);
    const ids = content.map((l) => l.id);
    const [{ n }] = (
      (await app.ctx.db.execute(
        sql`select count(*)::int as n from auditoria where id = any(${`{${ids.join(',')}}`}::bigint[]) and orgao_credor_id is distinct from ${orgaoId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('keeps no password hash', async () => {
    const trilha = JSON.stringify(await linhas());
    const hashes = (await app.ctx.db.execute(sql`select senha_hash as s from usuario`)) as unknown as {
      rows: { s: string }[];
    };
    for (const { s } of hashes.rows) expect(trilha).not.toContain(s);
  });
});
