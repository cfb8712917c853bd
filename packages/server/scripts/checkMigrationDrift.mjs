// Fails when the Drizzle schema (src/db/schema.ts) and the committed migrations disagree: runs
// `drizzle-kit generate` (the out path relative: drizzle-kit prefixes './') into a temporary copy of the migrations folder and refuses if it would write
// a new migration. Needs no database and no network.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrations = join(server, 'src/db/migrations');
const tmp = mkdtempSync(join(tmpdir(), 'drift-'));
try {
  cpSync(migrations, tmp, { recursive: true });
  const before = new Set(readdirSync(tmp));
  const run = spawnSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema.ts',
      `--out=${relative(server, tmp)}`,
      '--casing=snake_case',
      '--name=drift',
    ],
    // no terminal: a rename question (schema changed in a way that needs a choice) fails instead of waiting
    { cwd: server, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  const added = readdirSync(tmp).filter((f) => !before.has(f));
  // drizzle-kit answers 0 even when it fails: agreement is its own sentence and nothing written
  if (run.status !== 0 || added.length > 0 || !/No schema changes/.test(run.stdout + run.stderr)) {
    console.error(run.stdout, run.stderr);
    console.error(
      'O esquema Drizzle (packages/server/src/db/schema.ts) e as migrações divergem: gere a migração com\n' +
        '  cd packages/server && npx drizzle-kit generate --name <assunto>',
    );
    process.exitCode = 1;
  } else {
    console.log('esquema e migrações de acordo');
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
