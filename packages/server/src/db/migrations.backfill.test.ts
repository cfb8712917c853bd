import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { chaveBusca } from '@divida/domain/texto';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

// Migration 0007 (search and sort keys) on a database that already has rows: the keys of existing
// users, profiles, bodies and document types are filled in, and the users' indexes are back.
const pasta = fileURLToPath(new URL('./migrations', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'migracoes-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The committed migrations up to (excluding) the one tagged `ate`. */
function migracoesAte(ate: string) {
  const destino = mkdtempSync(join(tmp, 'm-'));
  cpSync(pasta, destino, { recursive: true });
  const journal = JSON.parse(readFileSync(join(destino, 'meta/_journal.json'), 'utf8'));
  const fim = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith(ate));
  expect(fim).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, fim);
  writeFileSync(join(destino, 'meta/_journal.json'), JSON.stringify(journal));
  return destino;
}

it('0007 fills the keys of existing rows', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migracoesAte('0007_') });
  await client.exec(`
    insert into orgao_credor (nome, cnpj, sigla) values ('ÓRGÃO DE ÉDEN', '11111111111111', 'ÉDEN');
    insert into perfil (nome) values ('ÂNCORA');
    insert into tipo_documento (nome) values ('PROCURAÇÃO  Pública');
    insert into usuario (nome, nome_busca, email, senha_hash, orgao_credor_id, perfil_id)
      values ('João  Ávila', 'qualquer', 'j@x.gov.br', 'h', 1, 1);`);
  await migrate(db, { migrationsFolder: pasta });
  const { rows } = await client.query<{ texto: string; chave: string }>(`
    select nome as texto, nome_busca as chave from orgao_credor
    union all select sigla, sigla_busca from orgao_credor
    union all select nome, nome_busca from perfil
    union all select nome, nome_busca from tipo_documento
    union all select nome, nome_busca from usuario`);
  expect(rows).toHaveLength(5);
  for (const r of rows) expect(r.chave).toBe(chaveBusca(r.texto));
  const { rows: indices } = await client.query<{ indexname: string }>(
    `select indexname from pg_indexes where tablename = 'usuario' and indexname like '%nome_busca%' order by 1`,
  );
  expect(indices.map((i) => i.indexname)).toEqual(['usuario_nome_busca_ordem', 'usuario_orgao_nome_busca']);
  await client.close();
}, 120_000); // two migration runs on a fresh PGlite
