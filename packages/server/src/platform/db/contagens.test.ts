import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipoDocumento } from '../../modules/tipoDocumento/tipoDocumento.table.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { ContagemCache } from './contagens.ts';
import { contagensDe } from './database.ts';

describe('ContagemCache', () => {
  const counter = (values: number[]) => {
    let calls = 0;
    return {
      contar: async () => values[calls++ % values.length]!,
      calls: () => calls,
    };
  };

  it('serves a kept total until it expires, then counts again', async () => {
    let now = 1_000;
    const cache = new ContagemCache(5_000, 10, () => now);
    const c = counter([7, 8]);
    expect(await cache.contar('k', c.contar)).toBe(7);
    now += 4_999;
    expect(await cache.contar('k', c.contar)).toBe(7);
    expect(c.calls()).toBe(1);
    now += 1;
    expect(await cache.contar('k', c.contar)).toBe(8);
    expect(c.calls()).toBe(2);
  });

  it('a write empties it, and a count that was running during a write is not kept', async () => {
    const cache = new ContagemCache();
    const c = counter([1, 2, 3]);
    expect(await cache.contar('k', c.contar)).toBe(1);
    cache.invalidar();
    expect(await cache.contar('k', c.contar)).toBe(2);

    let release!: (n: number) => void;
    const during = cache.contar('k2', () => new Promise<number>((r) => (release = r)));
    cache.invalidar(); // a write commits while the count reads the old rows
    release(10);
    expect(await during).toBe(10);
    expect(await cache.contar('k2', c.contar)).toBe(3);
  });

  it('a count past its cap outlives writes until it expires; one under it does not', async () => {
    let now = 1_000;
    const cache = new ContagemCache(5_000, 10, () => now);
    const c = counter([10_001, 9_000, 10_001]);
    expect(await cache.contar('k', c.contar, 10_000)).toBe(10_001);
    cache.invalidar();
    now += 4_999;
    expect(await cache.contar('k', c.contar, 10_000)).toBe(10_001);
    expect(c.calls()).toBe(1);
    now += 1;
    // expired: counted again, now under the cap, so the next write empties it
    expect(await cache.contar('k', c.contar, 10_000)).toBe(9_000);
    cache.invalidar();
    expect(await cache.contar('k', c.contar, 10_000)).toBe(10_001);
    expect(c.calls()).toBe(3);
    // a count past the cap that ran during a write is kept all the same
    let release!: (n: number) => void;
    const during = cache.contar('k2', () => new Promise<number>((r) => (release = r)), 10_000);
    cache.invalidar();
    release(10_001);
    expect(await during).toBe(10_001);
    expect(await cache.contar('k2', c.contar, 10_000)).toBe(10_001);
    expect(c.calls()).toBe(3);
  });

  it('keeps at most maxEntradas totals, dropping the oldest', async () => {
    const cache = new ContagemCache(60_000, 2);
    const c = counter([1, 2, 3, 4]);
    await cache.contar('a', c.contar);
    await cache.contar('b', c.contar);
    await cache.contar('c', c.contar);
    expect(await cache.contar('c', c.contar)).toBe(3);
    expect(await cache.contar('a', c.contar)).toBe(4);
    expect(c.calls()).toBe(4);
  });
});

describe('list totals on the real database', () => {
  let app: FastifyInstance;
  let token: string;

  const total = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tipoDocumento/list?size=2&page=1&sort=id',
      headers: bearerOf(token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().totalElements as number;
  };

  beforeAll(async () => {
    app = await createTestApp();
    const orgao = await seedOrgao(app);
    const u = await seedUsuario(app, {
      orgaoCredorId: orgao.id,
      // document types are shared by every body: the PGE's to write
      permissoes: [
        'TIPO_DOCUMENTO_CONSULTAR',
        'TIPO_DOCUMENTO_CADASTRAR',
        'TIPO_DOCUMENTO_EXCLUIR',
        'ACESSO_TODOS_ORGAOS',
      ],
    });
    token = (await login(app, u.email, u.senha)).accessToken;
  });
  afterAll(() => app.close());

  it('the database handle keeps totals, a transaction handle never does', async () => {
    expect(contagensDe(app.ctx.db)).toBeInstanceOf(ContagemCache);
    await app.ctx.db.transaction(async (tx) => expect(contagensDe(tx)).toBeUndefined());
  });

  it('every write of this server shows in the next total: API, plain statement, transaction', async () => {
    const antes = await total();
    expect(await total()).toBe(antes);

    const criado = await app.inject({
      method: 'POST',
      url: '/api/tipoDocumento',
      headers: bearerOf(token),
      payload: { nome: 'Certidão de teste' },
    });
    expect(criado.statusCode).toBe(201);
    expect(await total()).toBe(antes + 1);

    await app.ctx.db.insert(tipoDocumento).values({ nome: 'INSERIDO DIRETAMENTE' });
    expect(await total()).toBe(antes + 2);

    await app.ctx.db.transaction(async (tx) => {
      await tx.insert(tipoDocumento).values({ nome: 'INSERIDO NUMA TRANSAÇÃO' });
    });
    expect(await total()).toBe(antes + 3);

    await app.ctx.db.delete(tipoDocumento).where(eq(tipoDocumento.nome, 'INSERIDO DIRETAMENTE'));
    const excluido = await app.inject({
      method: 'DELETE',
      url: `/api/tipoDocumento/${criado.json().id}`,
      headers: bearerOf(token),
    });
    expect(excluido.statusCode).toBeLessThan(300);
    expect(await total()).toBe(antes + 1);
  });
});
