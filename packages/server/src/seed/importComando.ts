import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database as DatabaseConfig } from '../config.ts';
import { openDatabase, type Executor } from '../platform/db/database.ts';
import { loadReferenceData } from './reference.ts';

/** What the import commands share: the summary, the database they open, the command-line frame. */

export interface Rejeicao {
  motivo: string;
  quantidade: number;
  /** The first few line numbers, to look them up in the file. */
  linhas: number[];
}

export interface Resumo {
  lidos: number;
  rejeitados: Rejeicao[];
}

export class Rejeicoes {
  private readonly porMotivo = new Map<string, Rejeicao>();

  add(motivo: string, linha: number) {
    const r = this.porMotivo.get(motivo) ?? { motivo, quantidade: 0, linhas: [] };
    r.quantidade++;
    if (r.linhas.length < 5) r.linhas.push(linha);
    this.porMotivo.set(motivo, r);
  }

  lista(): Rejeicao[] {
    return [...this.porMotivo.values()];
  }

  static texto(rejeitados: Rejeicao[]): string[] {
    const total = rejeitados.reduce((n, r) => n + r.quantidade, 0);
    if (total === 0) return ['  rejeitados: 0'];
    return [
      `  rejeitados ou ignorados: ${total}`,
      ...rejeitados.map(
        (r) =>
          `    ${r.quantidade} × ${r.motivo} (linhas ${r.linhas.join(', ')}${r.quantidade > 5 ? '…' : ''})`,
      ),
    ];
  }
}

/** Is this module the script node was started with (and not imported by a test)? */
export const invocadoDiretamente = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;

/** A path typed by the user: relative to where they ran npm (npm run changes the directory). */
export const arquivoDoUsuario = (arquivo: string) => resolve(process.env.INIT_CWD ?? process.cwd(), arquivo);

/** The server's database, named as the server names it (DATABASE_URL, else DATA_DIR/db). */
export function bancoDoAmbiente(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? './data', 'db') };
}

const descrever = (db: DatabaseConfig) => {
  if (db.kind === 'pglite') return `banco embutido em ${db.dataDir}`;
  const u = new URL(db.url);
  return `PostgreSQL ${u.host}${u.pathname}`;
};

/** A server answering on PORT: the embedded database must not be opened by a second process. */
async function servidorNoAr(port: string): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(800) });
    const body = (await res.json()) as { database?: string };
    return body.database === 'pglite';
  } catch {
    return false;
  }
}

/**
 * Runs an import command: --help, the database (migrations applied, reference data loaded
 * as at a server start, so that the import works before the server's first start), the summary on stdout, exit 1 on
 * error. Progress goes to stderr.
 */
export async function executarComando(c: {
  args: string[];
  ajuda: string;
  minArgs: number;
  run: (ex: Executor, args: string[]) => Promise<string[]>;
  /**
   * The command reads what the server wrote (`banco:retorno`): an embedded database that does not
   * exist is refused with the folder looked at, never created empty (a DATA_DIR other than the server's).
   */
  exigeBancoExistente?: boolean;
}) {
  if (c.args.includes('--help') || c.args.includes('-h') || c.args.length < c.minArgs) {
    console.log(c.ajuda);
    process.exitCode = c.args.length < c.minArgs ? 1 : 0;
    return;
  }
  const config = bancoDoAmbiente();
  if (config.kind === 'pglite' && (await servidorNoAr(process.env.PORT ?? '3000'))) {
    console.error(
      `Um servidor com banco embutido responde na porta ${process.env.PORT ?? '3000'}: pare-o antes de importar ` +
        '(o banco embutido aceita um só processo por vez) e inicie-o de novo depois.',
    );
    process.exitCode = 1;
    return;
  }
  if (
    config.kind === 'pglite' &&
    c.exigeBancoExistente &&
    !(config.dataDir && existsSync(join(config.dataDir, 'PG_VERSION')))
  ) {
    console.error(
      `Não há banco embutido em ${config.dataDir}. Rode o comando com o mesmo DATA_DIR do servidor ` +
        '(por exemplo DATA_DIR=/caminho/dos/dados npm run banco:retorno -- …), ou com a DATABASE_URL dele.',
    );
    process.exitCode = 1;
    return;
  }
  console.error(`Banco: ${descrever(config)}`);
  const database = await openDatabase(config, 2);
  try {
    await loadReferenceData(database.db);
    for (const linha of await c.run(database.db, c.args)) console.log(linha);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** A percentage line on stderr: redrawn in place on a terminal, every 10 % otherwise. */
export function progress(
  label: string,
  total: number,
  fmt: (n: number) => string = String,
  out: NodeJS.WriteStream = process.stderr,
) {
  let lastShown = -1;
  const tty = out.isTTY === true;
  return {
    update(done: number) {
      const pct = total === 0 ? 100 : Math.floor((done * 100) / total);
      if (tty) {
        if (pct === lastShown && done !== total) return;
        const width = 30;
        const full = Math.round((pct / 100) * width);
        out.write(
          `\r${label} [${'#'.repeat(full)}${' '.repeat(width - full)}] ${pct}% ${fmt(done)}/${fmt(total)}`,
        );
      } else if (Math.floor(pct / 10) > Math.floor(lastShown / 10) || (done === total && pct !== lastShown)) {
        out.write(`${label}: ${pct}% (${fmt(done)}/${fmt(total)})\n`);
      }
      lastShown = pct;
    },
    end() {
      if (tty) out.write('\n');
    },
  };
}
