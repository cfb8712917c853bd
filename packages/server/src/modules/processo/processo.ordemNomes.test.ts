import { FASES, SITUACOES } from '@divida/domain/workflow/situacoes';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { linhasDe } from '../../platform/db/database.ts';
import { bearerOf } from '../../test/harness.ts';
import { ordemDaFase, ordemDaSituacao } from './processo.ordemNomes.ts';
import { processo } from './processo.table.ts';

const portugues = new Intl.Collator('pt-BR');
type Linha = { id: number; faseProcesso: { nome: string }; situacaoProcesso: { nome: string } };

describe("the list sorted by the phase's or the situation's name (the demo office: every state)", () => {
  let app: FastifyInstance;
  let admin: string;
  let doOrgao: string;

  beforeAll(async () => {
    ({ app, admin, doOrgao } = await appDaDemo({
      com: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
      sem: [],
    }));
  }, 180_000); // the whole demo office, as the other demo tests load it
  afterAll(async () => {
    await app?.close();
  });

  async function todas(token: string, sort: string): Promise<Linha[]> {
    const out: Linha[] = [];
    for (let page = 0; ; page++) {
      const r = await app.inject({
        method: 'POST',
        url: `/api/processoConstituicaoCredito/list?size=100&page=${page}&sort=${sort}`,
        headers: bearerOf(token),
        payload: {},
      });
      expect(r.statusCode).toBe(200);
      const { content } = r.json<{ content: Linha[] }>();
      out.push(...content);
      if (content.length < 100) return out;
    }
  }

  const casos = [
    { campo: 'faseProcesso.nome', nome: (l: Linha) => l.faseProcesso.nome },
    { campo: 'situacaoProcesso.nome', nome: (l: Linha) => l.situacaoProcesso.nome },
  ];

  for (const { campo, nome } of casos)
    for (const desc of [false, true])
      it(`${campo}${desc ? ',desc' : ''}: names in Portuguese order, the id breaking ties, for all bodies and within one`, async () => {
        for (const token of [admin, doOrgao]) {
          const linhas = await todas(token, `${campo}${desc ? ',desc' : ''}`);
          expect(new Set(linhas.map(nome)).size).toBeGreaterThan(campo.startsWith('fase') ? 3 : 8);
          const esperado = [...linhas].sort((a, b) => {
            const porNome = portugues.compare(nome(a), nome(b)) || a.id - b.id;
            return desc ? -porNome : porNome;
          });
          expect(linhas.map((l) => l.id)).toEqual(esperado.map((l) => l.id));
        }
      });

  it('every phase and situation has its place, and an index serves each order', async () => {
    for (const [expr, ids, indice] of [
      [ordemDaFase(processo.faseId), FASES.map((f) => f.id), 'processo_fase_nome'],
      [ordemDaSituacao(processo.situacaoId), SITUACOES.map((s) => s.id), 'processo_situacao_nome'],
    ] as const) {
      const sqlDaOrdem = app.ctx.db.select({ o: expr }).from(processo).toSQL().sql;
      for (const id of ids) expect(sqlDaOrdem).toContain(`when ${id} then `);
      // The ORDER BY must be the index's own expression, or PostgreSQL sorts every visible process.
      const plano = await app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return linhasDe<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select ${processo.id} from ${processo} where not ${processo.excluido}
              order by ${expr}, ${processo.id} limit 15`,
        );
      });
      const explicado = plano.map((l) => l['QUERY PLAN']).join('\n');
      // read from the index alone since it holds the column too (migration 0033): still that index, no sort
      expect(explicado).toMatch(new RegExp(`Index (Only )?Scan using ${indice}\\b`));
      expect(explicado).not.toMatch(/Sort/);
    }
  });
});
