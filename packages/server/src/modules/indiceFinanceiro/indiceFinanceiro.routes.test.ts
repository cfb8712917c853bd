import { readFileSync } from 'node:fs';
import { serieIndice } from '@divida/domain/correcao';
import { Decimal } from '@divida/domain/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importarIndice } from '../../seed/importIndice.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { serieMensal } from './indiceFinanceiro.repository.ts';

let app: FastifyInstance;
let token: string;

const fixture = (name: string) =>
  readFileSync(new URL(`../../seed/__fixtures__/${name}`, import.meta.url), 'utf8');
const listar = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/orgaoCredor/listIndiceFinanceiro',
      headers: bearerOf(token),
    })
  ).json() as { sigla: string; ultimaDataReferencia: string | null }[];
const ipca = async () => (await listar()).find((i) => i.sigla === 'IPCA')!;

beforeAll(async () => {
  app = await createTestApp();
  const orgao = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

describe('financial indexes', () => {
  it('lists the four indexes with their SGS codes and last reference month', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orgaoCredor/listIndiceFinanceiro',
      headers: bearerOf(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: 1,
        nome: 'Índice Nacional de Preços ao Consumidor Amplo',
        sigla: 'IPCA',
        periodicidade: 'MENSAL',
        codigoBacen: 433,
        ultimaDataReferencia: '2025-12-01',
      },
      {
        id: 2,
        nome: 'Taxa Selic acumulada no mês',
        sigla: 'SELIC',
        periodicidade: 'MENSAL',
        codigoBacen: 4390,
        ultimaDataReferencia: '2026-05-01',
      },
      {
        id: 3,
        nome: 'Índice Nacional de Preços ao Consumidor',
        sigla: 'INPC',
        periodicidade: 'MENSAL',
        codigoBacen: 188,
        ultimaDataReferencia: '2025-12-01',
      },
      {
        id: 4,
        nome: 'Índice Geral de Preços do Mercado',
        sigla: 'IGP-M',
        periodicidade: 'MENSAL',
        codigoBacen: 189,
        ultimaDataReferencia: '2025-12-01',
      },
    ]);
    const anon = await app.inject({ method: 'POST', url: '/api/orgaoCredor/listIndiceFinanceiro' });
    expect(anon.statusCode).toBe(401);
  });

  it('reads a series as exact decimal strings, ready for the monetary correction', async () => {
    const serie = await serieMensal(app.ctx.db, 1, '2024-01', '2024-12');
    expect(serie).toHaveLength(12);
    expect(serie[0]).toEqual({ mes: '2024-01', taxa: '0.42' });
    // IPCA 2024 compounded is 4.83 % (the bundled file's README).
    const s = serieIndice(
      'IPCA',
      serie.map((l) => [l.mes, l.taxa] as const),
    );
    const fator = [...s.taxas.values()].reduce((f, t) => f.times(t.div(100).plus(1)), new Decimal(1));
    expect(fator.minus(1).times(100).toDecimalPlaces(2).toString()).toBe('4.83');
    // Hyperinflation months keep their size: IPCA March 1990 was 82.39 %.
    expect(await serieMensal(app.ctx.db, 1, '1990-03', '1990-03')).toEqual([
      { mes: '1990-03', taxa: '82.39' },
    ]);
  });

  it('imports the SGS site CSV (dd/MM/yyyy, decimal comma), idempotently, moving the last reference date', async () => {
    const r = await importarIndice(app.ctx.db, 433, fixture('sgs-433.csv'));
    expect(r).toMatchObject({ lidos: 5, inseridos: 2, alterados: 0, inalterados: 3, rejeitados: [] });
    expect(r.ultimaDataReferencia).toBe('2026-02-01');
    expect((await ipca()).ultimaDataReferencia).toBe('2026-02-01');
    const again = await importarIndice(app.ctx.db, 433, fixture('sgs-433.csv'));
    expect(again).toMatchObject({ inseridos: 0, alterados: 0, inalterados: 5 });
    expect(await serieMensal(app.ctx.db, 1, '2026-01', '2026-02')).toEqual([
      { mes: '2026-01', taxa: '0.41' },
      { mes: '2026-02', taxa: '0.5' },
    ]);
  });

  it('imports the SGS API JSON: corrects a month, adds one, rejects what is not a monthly figure', async () => {
    const r = await importarIndice(app.ctx.db, 433, fixture('sgs-433.json'));
    expect(r).toMatchObject({ lidos: 4, inseridos: 1, alterados: 1, inalterados: 0 });
    expect(r.rejeitados.map((x) => [x.motivo.split(' (')[0], x.linhas])).toEqual([
      ['data inválida', [3]],
      ['valor inválido', [4]],
    ]);
    expect(r.ultimaDataReferencia).toBe('2026-03-01');
    expect(await serieMensal(app.ctx.db, 1, '2026-02', '2026-03')).toEqual([
      { mes: '2026-02', taxa: '0.55' },
      { mes: '2026-03', taxa: '0.38' },
    ]);
  });

  it('imports our data,valor CSV; trailing zeros are the same figure', async () => {
    const r = await importarIndice(app.ctx.db, 433, fixture('ipca-data-valor.csv'));
    expect(r).toMatchObject({ lidos: 2, inseridos: 1, alterados: 0, inalterados: 1 });
    expect((await ipca()).ultimaDataReferencia).toBe('2026-04-01');
    expect(await serieMensal(app.ctx.db, 1, '2026-04', '2026-04')).toEqual([
      { mes: '2026-04', taxa: '0.43' },
    ]);
  });

  it('refuses an unknown SGS code, naming the known ones', async () => {
    await expect(importarIndice(app.ctx.db, 999, fixture('sgs-433.csv'))).rejects.toThrow(
      'Nenhum índice com o código SGS 999. Códigos cadastrados: 433 (IPCA), 4390 (SELIC), 188 (INPC), 189 (IGP-M)',
    );
  });
});
