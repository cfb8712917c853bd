import { readFileSync } from 'node:fs';
import { PERMISSOES } from '@divida/domain/permissions';
import { TIPOS_DOCUMENTO_REFERENCIA } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { MODULOS } from '../modulos.ts';
import { criarConfiguracaoInicial } from '../modules/configuracao/configuracao.service.ts';
import { estado } from '../modules/estado/estado.table.ts';
import { permissao } from '../modules/perfil/perfil.table.ts';
import { tipoDocumento } from '../modules/tipoDocumento/tipoDocumento.table.ts';

/** Parses a simple reference CSV (header line, comma separated, no quoted commas in these files). */
export function readCsv(url: URL): Record<string, string>[] {
  const [header, ...lines] = readFileSync(url, 'utf8').trim().split('\n');
  const cols = (header ?? '').split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

/**
 * Reference data, loaded at every start and idempotent: the permission catalogue follows
 * packages/domain (new codes appear, labels update), states and document types are inserted once.
 */
export async function loadReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of PERMISSOES) {
      await tx
        .insert(permissao)
        .values({ codigo: p.codigo, nome: p.nome, modulo: p.modulo, pai: p.pai ?? null })
        .onConflictDoUpdate({
          target: permissao.codigo,
          set: { nome: p.nome, modulo: p.modulo, pai: p.pai ?? null },
        });
    }
    const estados = readCsv(new URL('./reference/estados.csv', import.meta.url)).map((r) => ({
      id: Number(r.codigo_uf),
      sigla: r.uf!,
      nome: r.nome!,
      regiao: r.regiao!,
    }));
    await tx.insert(estado).values(estados).onConflictDoNothing();
    const inserted = await tx
      .insert(tipoDocumento)
      .values(TIPOS_DOCUMENTO_REFERENCIA.map((t) => ({ id: t.id, nome: t.nome })))
      .onConflictDoNothing()
      .returning({ id: tipoDocumento.id });
    await criarConfiguracaoInicial(tx);
    if (inserted.length > 0) {
      // Explicit ids were used: move the identity past them.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('tipo_documento', 'id'), (select max(id) from tipo_documento))`,
      );
    }
  });
  // The areas' reference data (municipalities with their CEP summary, index series, banks,
  // identification types, debt natures, phases and situations), in the areas' order: each loader
  // skips what is already there, so a usual start costs a few counts.
  await db.transaction(async (tx) => {
    for (const m of MODULOS) for (const carregar of m.seeds ?? []) await carregar(tx);
  });
}
