import { and, asc, eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, QueryBuilder, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { bloqueioDe, colunasDe, leitura, leituraComo } from './leitura.ts';

/**
 * A read model must cost nothing: the queries another area writes on it are, to the character, the
 * ones it wrote on the table (so the plans, the index-only scans and the prepared statements stay).
 * Two tables in the shape of the process and its body, with the database's snake_case casing.
 */
const orgao = pgTable('orgao_teste', {
  id: integer().primaryKey(),
  convenioBanco: varchar({ length: 20 }),
});
const proc = pgTable('processo_teste', {
  id: integer().primaryKey(),
  orgaoCredorId: integer().notNull(),
  numeroProcesso: varchar({ length: 16 }).notNull(),
  excluido: boolean().notNull().default(false),
});
const qb = new QueryBuilder({ casing: 'snake_case' });

describe('leitura', () => {
  it('renders the same SQL as the table: columns, joins, filters, order, whole rows and row locks', () => {
    const consulta = (p: typeof proc | ReturnType<typeof leitura<typeof proc>>, o: typeof orgao) =>
      qb
        .select({ id: p.id, numero: p.numeroProcesso, convenio: o.convenioBanco, n: sql<number>`count(*)` })
        .from(p)
        .innerJoin(o, eq(o.id, p.orgaoCredorId))
        .where(and(eq(p.excluido, false), eq(p.orgaoCredorId, 3)))
        .groupBy(p.id, o.convenioBanco)
        .orderBy(asc(p.numeroProcesso))
        .toSQL();
    expect(consulta(leitura(proc), orgao)).toEqual(consulta(proc, orgao));

    const inteira = qb
      .select({ p: proc })
      .from(proc)
      .where(eq(proc.id, 1))
      .for('update', { of: proc })
      .toSQL();
    const l = leitura(proc);
    const lida = qb
      .select({ p: colunasDe(l) })
      .from(l)
      .where(eq(l.id, 1))
      .for('update', { of: bloqueioDe(l) })
      .toSQL();
    expect(lida).toEqual(inteira);
    expect(qb.select().from(leitura(proc)).toSQL()).toEqual(qb.select().from(proc).toSQL());
  });

  it("reads with the table's own columns (no renaming proxies to map every row through)", () => {
    const l = leitura(proc);
    expect(l.id).toBe(proc.id);
    expect(colunasDe(l).numeroProcesso).toBe(proc.numeroProcesso);
    expect(l.excluido.mapFromDriverValue(true)).toBe(true);
  });

  it('under another name it is a subquery of the whole table, joined by that name', () => {
    const motivo = leituraComo(proc, 'motivo');
    const q = qb
      .select({ id: orgao.id, numero: motivo.numeroProcesso })
      .from(orgao)
      .leftJoin(motivo, eq(motivo.orgaoCredorId, orgao.id))
      .toSQL();
    expect(q.sql).toBe(
      'select "orgao_teste"."id", "motivo"."numero_processo" from "orgao_teste" left join ' +
        '(select "id", "orgao_credor_id", "numero_processo", "excluido" from "processo_teste") "motivo" ' +
        'on "motivo"."orgao_credor_id" = "orgao_teste"."id"',
    );
  });

  it('refuses insert, update and delete (checked by npm run typecheck)', () => {
    const escrever = (db: Db) => [
      // @ts-expect-error a read model is not a table
      db.insert(leitura(proc)),
      // @ts-expect-error a read model is not a table
      db.update(leitura(proc)),
      // @ts-expect-error a read model is not a table
      db.delete(leitura(proc)),
    ];
    expect(escrever).toBeTypeOf('function');
  });
});
