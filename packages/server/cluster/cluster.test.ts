import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfMinimo } from '../src/test/pdfs.ts';
import { usuarioValido } from '../src/test/payloads.ts';

/**
 * Two API nodes from the same build, as a deployment runs them (README "Vários nós"): separate
 * processes started with `npm run serve`, one PostgreSQL database (a fresh `cluster_<random>`,
 * dropped at the end) and one S3-compatible store (s3rver), addressed directly (no balancer needed
 * to prove they behave as one).
 */
const PG = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const raiz = new URL('../../..', import.meta.url).pathname;
const banco = `cluster_${randomBytes(6).toString('hex')}`;
const bancoUrl = (() => {
  const u = new URL(PG);
  u.pathname = `/${banco}`;
  return u.toString();
})();
const ADMIN = { email: 'admin@cluster.gov.br', senha: 'Cluster#Senha2026' };
const dir = mkdtempSync(join(tmpdir(), 'divida-cluster-'));

interface No {
  nome: string;
  url: string;
  processo: ChildProcess;
  saida: string[];
}
const nos: No[] = [];
let s3: S3rver;
let s3Url = '';
let admin: pg.Client;

const portaLivre = () =>
  new Promise<number>((ok, erro) => {
    const s = createServer();
    s.once('error', erro);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

/** Waits until `condicao` holds, failing after `limiteMs` (never a fixed sleep). */
async function ate<T>(
  condicao: () => Promise<T> | T,
  limiteMs = 30_000,
  oQue = 'condição',
): Promise<NonNullable<T>> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const v = await condicao();
    if (v) return v;
    if (Date.now() > fim) throw new Error(`${oQue}: não atingida em ${limiteMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function iniciarNo(nome: string): Promise<No> {
  const porta = await portaLivre();
  const dataDir = join(dir, nome);
  const env = {
    ...process.env,
    PORT: String(porta),
    HOST: '127.0.0.1',
    NODE_ID: nome,
    DATA_DIR: dataDir,
    DATABASE_URL: bancoUrl,
    S3_URL: s3Url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.senha,
    // every node of a deployment shares these two secrets
    JWT_SECRET: 'segredo-do-cluster-de-teste-0123456789abcdef',
    CAPTCHA_HMAC_KEY: 'chave-do-cluster-de-teste-0123456789abcdef',
    WEB_DIST: join(dataDir, 'sem-web'),
    LOG_LEVEL: 'warn',
    JOBS_POLLING_SECONDS: '0.5',
    // every export runs as a background task, on whichever node takes it
    EXPORTACAO_LIMITE_DIRETO: '0',
    DB_POOL_SIZE: '6',
    // never the Banco Central's series API from a test (the 07:20 fetch of the indexes)
    INDICES_BACEN_URL: '',
  };
  // its own process group, so that kill -9 reaches the server under npm and tsx
  const processo = spawn('npm', ['run', 'serve', '--silent'], { cwd: raiz, env, detached: true });
  const saida: string[] = [];
  processo.stdout!.on('data', (d: Buffer) => saida.push(d.toString()));
  processo.stderr!.on('data', (d: Buffer) => saida.push(d.toString()));
  const no = { nome, url: `http://127.0.0.1:${porta}`, processo, saida };
  nos.push(no);
  await ate(
    async () => {
      if (processo.exitCode !== null) throw new Error(`${nome} terminou: ${saida.join('')}`);
      const r = await fetch(`${no.url}/api/health`).catch(() => undefined);
      return r?.status === 200;
    },
    90_000,
    `${nome} no ar`,
  );
  return no;
}

function matar(no: No, sinal: NodeJS.Signals) {
  if (no.processo.exitCode !== null || no.processo.signalCode !== null) return;
  try {
    process.kill(-no.processo.pid!, sinal);
  } catch {
    // already gone
  }
}

const terminou = (no: No) =>
  new Promise<void>((r) => {
    if (no.processo.exitCode !== null || no.processo.signalCode !== null) return r();
    no.processo.once('exit', () => r());
  });

const api = (no: No, caminho: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
  const { token, json, ...resto } = init;
  const headers = new Headers(resto.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${no.url}/api${caminho}`, {
    ...resto,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json), method: resto.method ?? 'POST' } : {}),
  });
};

/** The captcha asked on one node and solved, as the widget does; the sign-in may go to another. */
async function captcha(no: No) {
  const challenge = (await (await api(no, '/auth/captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function entrar(desafio: No, no: No, email: string, senha: string) {
  return api(no, '/auth/login', { json: { email, senha, recaptchaToken: await captcha(desafio) } });
}

async function token(desafio: No, no: No, email: string, senha: string) {
  const r = await entrar(desafio, no, email, senha);
  if (r.status !== 200)
    throw new Error(`login: ${r.status} ${decodeURIComponent(r.headers.get('errormsg') ?? '')}`);
  return (await r.json()) as {
    accessToken: string;
    user: { id: number; orgaoCredor: { id: number }; perfil: { id: number } };
  };
}

const listar = (no: No, t: string) => api(no, '/usuario/list?size=1', { token: t, json: {} });

/** Milliseconds until `no` refuses the token (401), polled as fast as it answers. */
async function ateRecusar(no: No, t: string) {
  const inicio = Date.now();
  await ate(async () => (await listar(no, t)).status === 401, 5_000, 'token recusado');
  return Date.now() - inicio;
}

const linhas = async <T>(texto: string, valores: unknown[] = []) =>
  (await admin.query(texto, valores)).rows as T[];

let a: No;
let b: No;
let adm: Awaited<ReturnType<typeof token>>;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${banco}`);
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'cluster', configs: [] }],
  });
  const { port } = await s3.run();
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/cluster`;
  // the first node applies the migrations and creates the administrator; the second finds them
  a = await iniciarNo('no-a');
  b = await iniciarNo('no-b');
  // the hourly purge every minute from now on, to see within the test that a schedule fires once
  // across both nodes (pg-boss keeps the schedules in the database; both nodes watch them)
  await admin.end();
  admin = new pg.Client({ connectionString: bancoUrl });
  await admin.connect();
  await admin.query(`update pgboss.schedule set cron = '* * * * *' where name = 'purgar-orfaos'`);
  adm = await token(a, b, ADMIN.email, ADMIN.senha);
});

afterAll(async () => {
  for (const no of nos) matar(no, 'SIGTERM');
  await Promise.all(
    nos.map((no) =>
      Promise.race([terminou(no), new Promise((r) => setTimeout(r, 8_000))]).then(() => matar(no, 'SIGKILL')),
    ),
  );
  await admin?.end().catch(() => {});
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  await c.query(`drop database if exists ${banco} with (force)`);
  await c.end();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('two API nodes behave as one', () => {
  it('each node answers its health with its own name', async () => {
    for (const no of [a, b]) {
      const r = await api(no, '/health');
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ status: 'ok', node: no.nome, database: 'ok', store: 'ok' });
    }
  });

  it('a token issued by one node works on the other; a logout on one is refused on the other within one second', async () => {
    const t = await token(b, a, ADMIN.email, ADMIN.senha);
    expect((await listar(b, t.accessToken)).status).toBe(200);
    expect((await api(a, '/auth/logout', { token: t.accessToken, method: 'POST' })).status).toBe(200);
    expect(await ateRecusar(b, t.accessToken)).toBeLessThan(1_000);
  });

  it('a deactivation on one node is refused on the other within one second', async () => {
    const criado = await api(a, '/usuario', {
      token: adm.accessToken,
      json: usuarioValido(adm.user.orgaoCredor.id, adm.user.perfil.id, {
        email: 'desativado@cluster.gov.br',
      }),
    });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    const senha = 'Outra#Senha2026';
    const definida = await api(b, '/usuario/changeUserPassword', {
      token: adm.accessToken,
      json: { idUsuario: id, senhaNova: senha, confirmacaoSenha: senha },
    });
    expect(definida.status).toBe(200);
    const t = await token(a, b, 'desativado@cluster.gov.br', senha);
    expect((await listar(b, t.accessToken)).status).toBe(200);
    expect((await api(a, `/usuario/${id}`, { token: adm.accessToken, method: 'DELETE' })).status).toBe(200);
    expect(await ateRecusar(b, t.accessToken)).toBeLessThan(1_000);
  });

  it('a profile change and a password change on one node are refused on the other within one second', async () => {
    const email = 'perfil@cluster.gov.br';
    const criado = await api(a, '/usuario', {
      token: adm.accessToken,
      json: usuarioValido(adm.user.orgaoCredor.id, adm.user.perfil.id, { email, cpf: '390.533.447-05' }),
    });
    expect(criado.status).toBe(201);
    const { id } = (await criado.json()) as { id: number };
    const senha = 'Cluster#Chave2026';
    const trocarSenha = (nova: string) =>
      api(a, '/usuario/changeUserPassword', {
        token: adm.accessToken,
        json: { idUsuario: id, senhaNova: nova, confirmacaoSenha: nova },
      });
    expect((await trocarSenha(senha)).status).toBe(200);

    // another profile, created on node B and given on node A
    const novoPerfil = await api(b, '/perfil', {
      token: adm.accessToken,
      json: { nome: 'CONSULTA DO CLUSTER', permissoes: ['USUARIO_CONSULTAR'] },
    });
    expect(novoPerfil.status).toBe(201);
    const outro = (await novoPerfil.json()) as { id: number };
    const t1 = await token(b, b, email, senha);
    expect((await listar(b, t1.accessToken)).status).toBe(200);
    const atual = (await (await api(b, `/usuario/${id}`, { token: adm.accessToken })).json()) as {
      versao: number;
    };
    const alterado = await api(a, `/usuario/${id}`, {
      token: adm.accessToken,
      method: 'PUT',
      json: {
        ...usuarioValido(adm.user.orgaoCredor.id, outro.id, { email, cpf: '390.533.447-05' }),
        id,
        versao: atual.versao,
      },
    });
    expect(alterado.status).toBe(200);
    expect(await ateRecusar(b, t1.accessToken)).toBeLessThan(1_000);

    const t2 = await token(a, b, email, senha);
    expect((await listar(b, t2.accessToken)).status).toBe(200);
    expect((await trocarSenha('Nova#Senha2026x')).status).toBe(200);
    expect(await ateRecusar(b, t2.accessToken)).toBeLessThan(1_000);
  });

  it('a document uploaded through one node downloads through the other', async () => {
    const pdf = pdfMinimo();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cluster.pdf');
    const up = await api(a, '/documento/upload', { token: adm.accessToken, method: 'POST', body: form });
    expect(up.status).toBe(200);
    const { uuid } = (await up.json()) as { uuid: string };
    const down = await api(b, `/documento/${uuid}`, { token: adm.accessToken });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('an export started on one node is processed exactly once and its file downloads from the other', async () => {
    const r = await api(a, '/usuario/exportar', { token: adm.accessToken, json: {} });
    expect(r.status).toBe(202);
    const { tarefa } = (await r.json()) as { tarefa: string };
    await ate(
      async () =>
        ((await (await api(b, `/tarefa/${tarefa}`, { token: adm.accessToken })).json()) as { estado: string })
          .estado === 'concluida',
      60_000,
      'exportação concluída',
    );
    const arquivo = await api(b, `/tarefa/${tarefa}/arquivo`, { token: adm.accessToken });
    expect(arquivo.status).toBe(200);
    expect(
      Buffer.from(await arquivo.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // one attempt, never retried nor taken twice (pg-boss hands a job to one worker of one node)
    const [job] = await linhas<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where id = $1
       union all select state, retry_count from pgboss.archive where id = $1`,
      [tarefa],
    );
    expect(job).toEqual({ state: 'completed', retry_count: 0 });
  });

  it('the sign-in throttle counts attempts across both nodes', async () => {
    const email = 'ninguem@cluster.gov.br';
    // five wrong passwords, alternating nodes (the limit per e-mail in 15 minutes)
    for (let i = 0; i < 5; i++) {
      const r = await entrar(a, i % 2 ? a : b, email, 'errada-errada');
      expect(r.status).toBe(401);
    }
    for (const no of [a, b]) expect((await entrar(a, no, email, 'errada-errada')).status).toBe(429);
  });

  it('a node killed with -9 under a write load loses no acknowledged write, and the other keeps serving', async () => {
    const letras = (n: number) => String(n).replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!);
    const confirmados: string[] = [];
    const falhasEmB: number[] = [];
    let seq = 0;
    let parar = false;
    const escrever = async (no: No) => {
      while (!parar) {
        const nome = `TIPO CLUSTER ${no.nome === 'no-a' ? 'A' : 'B'} ${letras(++seq)}`;
        const r = await api(no, '/tipoDocumento', { token: adm.accessToken, json: { nome } }).catch(
          () => undefined,
        );
        if (r?.status === 201) confirmados.push(nome);
        else if (no === b) falhasEmB.push(r?.status ?? 0);
        if (!r && no === a) return; // its node is gone
      }
    };
    const cargas = [escrever(a), escrever(a), escrever(a), escrever(b), escrever(b)];
    await ate(() => confirmados.length >= 60, 30_000, 'carga de escrita');
    matar(a, 'SIGKILL');
    await terminou(a);
    const noMomento = confirmados.length;
    await ate(() => confirmados.length >= noMomento + 30, 30_000, 'B escreve depois da queda de A');
    parar = true;
    await Promise.all(cargas);
    expect(falhasEmB).toEqual([]);
    const gravados = new Set(
      (
        await linhas<{ nome: string }>(`select nome from tipo_documento where nome like 'TIPO CLUSTER %'`)
      ).map((l) => l.nome),
    );
    expect(confirmados.filter((n) => !gravados.has(n))).toEqual([]);
    expect((await api(b, '/health')).status).toBe(200);
  });

  it('the daily jobs run once per schedule across both nodes, and an administrator reads the runs', async () => {
    const execucoes = await ate(
      async () => {
        const r = (await (await api(b, '/tarefa/agendadas', { token: adm.accessToken })).json()) as {
          agendadas: { fila: string; execucoes: { no: string; inicio: string; resultado: string }[] }[];
        };
        const e = r.agendadas.find((x) => x.fila === 'purgar-orfaos')?.execucoes ?? [];
        return e.some((x) => x.resultado === 'concluida') ? e : undefined;
      },
      120_000,
      'execução agendada',
    );
    const minutos = execucoes.map((e) => e.inicio.slice(0, 16));
    expect(new Set(minutos).size).toBe(minutos.length);
    for (const e of execucoes) expect(['no-a', 'no-b']).toContain(e.no);
    // the schedule enqueued one job per minute, whichever node's clock noticed it
    const porMinuto = await linhas<{ n: number }>(
      `select count(*)::int as n from (select created_on from pgboss.job where name = 'purgar-orfaos'
         union all select created_on from pgboss.archive where name = 'purgar-orfaos') j
        group by date_trunc('minute', created_on)`,
    );
    for (const m of porMinuto) expect(m.n).toBe(1);
  });
});
