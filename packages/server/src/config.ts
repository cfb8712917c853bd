import { LIMITE_EXPORTACAO_DIRETA } from '@divida/domain/exportacao/exportacao.schema';
import { NIVEIS_CONFIABILIDADE, type NivelConfiabilidade } from '@divida/domain/portal/portal.schema';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Environment, validated once at start (ARCHITECTURE "Configuration"). */
/** A comma-separated setting (empty: none), each item checked. */
const listaPorVirgulas = (valido: (item: string) => boolean, mensagem: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((l) => l.every(valido), mensagem);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // by default the loopback on the embedded demo database (known passwords), every interface with
  // DATABASE_URL; behind a reverse proxy, the loopback (README)
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dívida Ativa <nao-responda@divida-ativa.local>'),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(10),
  S3_URL: z.string().optional(),
  UPLOAD_PENDENTES_MAX: z.coerce.number().int().min(1).default(30),
  UPLOAD_DIARIO_MAX: z.coerce.number().int().min(1).default(300),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(32).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET deve ter ao menos 32 caracteres').optional(),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'CAPTCHA_HMAC_KEY deve ter ao menos 32 caracteres').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(20 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JOBS_WORKERS: z.enum(['true', 'false']).default('true'),
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  EXPORTACAO_LIMITE_DIRETO: z.coerce.number().int().min(0).max(1_000_000).default(LIMITE_EXPORTACAO_DIRETA),
  RETORNO_LOTES_SIMULTANEOS: z.coerce.number().int().min(1).max(8).default(2),
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  // the debtor portal's OpenID provider (docs/portal.md): gov.br, or a broker (Keycloak) in front of it
  PORTAL_OIDC_ISSUER: z.url().optional(),
  PORTAL_OIDC_CLIENT_ID: z.string().trim().min(1).max(200).default('divida-ativa-portal'),
  PORTAL_OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  PORTAL_NIVEL_ACORDO: z.enum(NIVEIS_CONFIABILIDADE).default('prata'),
  DEMO_DATA: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CORS_ORIGINS: listaPorVirgulas(
    (o) => URL.canParse(o) && new URL(o).origin === o,
    'CORS_ORIGINS deve listar origens como https://painel.orgao.gov.br, separadas por vírgula',
  ),
  CAPTCHA_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  NODE_ID: z.string().trim().max(100).optional(),
  // the Banco Central's public series API (SGS); empty: the indexes are not fetched (entered by hand)
  INDICES_BACEN_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? 'https://api.bcb.gov.br').replace(/\/+$/, ''))
    .refine(
      (v) => v === '' || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
      'INDICES_BACEN_URL deve ser um endereço http(s), ou vazia para não buscar os índices',
    ),
  TRUST_PROXY: listaPorVirgulas(
    proxyValido,
    'TRUST_PROXY deve listar endereços IP ou redes CIDR dos proxies, separados por vírgula',
  ),
});

/** An address, a CIDR network, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function proxyValido(s: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(s)) return true;
  const [ip, bits, ...resto] = s.split('/');
  const versao = isIP(ip ?? '');
  if (versao === 0 || resto.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (versao === 4 ? 32 : 128);
}

const TODAS_INTERFACES = new Set(['0.0.0.0', '::']);

/** The listener's address as a URL's host: every interface is reached as localhost; IPv6 in brackets. */
function hostDaUrl(host: string): string {
  if (TODAS_INTERFACES.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** The start line: where to open the application, and who can reach it. */
export function linhaDePartida(c: Pick<Config, 'host' | 'publicUrl' | 'database'>): string {
  const alcance = TODAS_INTERFACES.has(c.host)
    ? 'escutando em todas as interfaces'
    : `escutando só em ${c.host}`;
  return `Dívida Ativa pronta: abra ${c.publicUrl} (banco: ${c.database.kind}; ${alcance})`;
}

export type Database = { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: Database;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  maxUploadBytes: number;
  maxUploadMb: number;
  /** Where uploaded files live: an S3-compatible bucket, else DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Uploads per user: unattached at once, and in any 24 hours (documento/cota.ts). */
  cotaUpload: { pendentes: number; diario: number };
  admin: { email: string; password: string } | undefined;
  /**
   * Demo data and the documented demo credentials: embedded database without ADMIN_PASSWORD, or
   * DEMO_DATA=true (any database).
   */
  demo: boolean;
  jwtSecret: string;
  captchaHmacKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  dbPoolSize: number;
  /** Background jobs (pg-boss): whether this node runs handlers and schedules, and how often it polls. */
  jobs: { workers: boolean; intervaloSegundos: number };
  /** Seconds before an unsent e-mail's first retry (doubling after each failure). */
  mailRetrySeconds: number;
  /** Exports of more rows than this run as background tasks (platform/exportacao). */
  exportacaoLimiteDireto: number;
  /** batches of a bank return applied at once, each in its own transaction (retorno.ts) */
  retornoLotesSimultaneos: number;
  logLevel: string;
  webDist: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR networks). Empty: the
   * client address is the connection's, since any client can write that header itself (and would
   * escape the per-address sign-in lockout).
   */
  trustProxy: string[];
  /** Requests per client address or e-mail on the public endpoints (platform/http/rateLimit.ts). */
  limites: {
    captchaPorMinuto: number;
    recuperacaoPorEndereco: number;
    recuperacaoPorEmail: number;
    janelaRecuperacaoMs: number;
  };
  /** The end-to-end suite moves "today" (platform/relogio.ts); never set in a deployment. */
  relogioDeTeste: boolean;
  /** Other sites' origins allowed to call the API from a browser (CORS); empty: same origin only. */
  corsOrigins: string[];
  /**
   * This process among the API nodes (NODE_ID; default host name and port): answered by
   * `/api/health` and recorded with each scheduled job's run.
   */
  nodeId: string;
  /**
   * The base address of the Banco Central's series API (INDICES_BACEN_URL, default
   * https://api.bcb.gov.br), where the daily job fetches each index's months; null: not fetched.
   */
  indicesBacenUrl: string | null;
  /** The debtor portal's sign-in (docs/portal.md §2, §6). */
  portal: ConfigPortal;
}

export interface ConfigPortal {
  /**
   * The OpenID provider's issuer: PORTAL_OIDC_ISSUER, else the embedded development provider's
   * (`{PUBLIC_URL}/idp`) where it runs, else null (the portal's sign-in answers 503).
   */
  issuer: string | null;
  clientId: string;
  clientSecret: string;
  /** the least trust level that may sign an agreement (PORTAL_NIVEL_ACORDO) */
  nivelAcordo: NivelConfiabilidade;
  /** the embedded provider under /idp: no issuer configured, on the embedded database or with DEMO_DATA */
  idpEmbutido: boolean;
}

export class ConfigError extends Error {}

const host0 = (host: string | undefined, database: Database) =>
  host ?? (database.kind === 'pglite' ? '127.0.0.1' : '0.0.0.0');

/**
 * The embedded provider has known passwords: it runs only where the demo's staff passwords are known
 * too (the embedded database, or DEMO_DATA=true), never on a production database, and an issuer
 * pointing at it there is refused.
 */
function configPortal(
  e: z.infer<typeof envSchema>,
  database: Database,
  publicUrl: string,
  dataDir: string,
): ConfigPortal {
  const podeEmbutido = database.kind === 'pglite' || e.DEMO_DATA === 'true';
  const embutido = `${publicUrl}/idp`;
  if (e.PORTAL_OIDC_ISSUER && !podeEmbutido && e.PORTAL_OIDC_ISSUER.replace(/\/$/, '') === embutido)
    throw new ConfigError(
      'PORTAL_OIDC_ISSUER aponta para o provedor de demonstração (/idp), que não roda com DATABASE_URL sem DEMO_DATA.',
    );
  const idpEmbutido = !e.PORTAL_OIDC_ISSUER && podeEmbutido;
  return {
    issuer: e.PORTAL_OIDC_ISSUER ?? (idpEmbutido ? embutido : null),
    clientId: e.PORTAL_OIDC_CLIENT_ID,
    clientSecret:
      e.PORTAL_OIDC_CLIENT_SECRET ?? (idpEmbutido ? persistentSecret(dataDir, 'portal-idp', undefined) : ''),
    nivelAcordo: e.PORTAL_NIVEL_ACORDO,
    idpEmbutido,
  };
}

/** A secret from the environment, else generated once and kept in DATA_DIR so restarts keep sessions. */
function persistentSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * S3_URL: `https://CHAVE:SEGREDO@endpoint[:porta]/bucket[/prefixo][?region=sa-east-1]`, path-style,
 * so it works with AWS S3 and with S3-compatible servers (MinIO, Ceph, Garage...). Key and secret
 * are percent-encoded in the URL, or come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY.
 */
export interface S3Config {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function parseS3Url(raw: string, env: NodeJS.ProcessEnv = process.env): S3Config {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('S3_URL deve ser http(s)://');
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('S3_URL deve indicar o bucket: https://endpoint/bucket');
  const accessKeyId = decodeURIComponent(url.username) || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = decodeURIComponent(url.password) || env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'S3_URL sem credenciais: informe CHAVE:SEGREDO@ ou AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY',
    );
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefix.map((p) => `${p}/`).join(''),
    region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

function s3Config(url: string | undefined, env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!url) return undefined;
  try {
    return parseS3Url(url, env);
  } catch (e) {
    throw new ConfigError(`Configuração inválida: S3_URL: ${(e as Error).message}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      'Configuração inválida: ' +
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const database: Database = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dataDir, 'db') };
  // DEMO_DATA=true: the demo office also on an empty PostgreSQL database (the browser suite on
  // PostgreSQL); its documented passwords are then the first access, as on the embedded database.
  const demo = e.DEMO_DATA === 'true' || (database.kind === 'pglite' && !e.ADMIN_PASSWORD);
  if (database.kind === 'postgres' && !e.ADMIN_PASSWORD && !demo) {
    throw new ConfigError(
      'Com DATABASE_URL, defina ADMIN_EMAIL e ADMIN_PASSWORD para criar o primeiro administrador: ' +
        'o sistema não cria um acesso com senha conhecida fora do banco embutido.',
    );
  }
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://${hostDaUrl(host0(e.HOST, database))}:${port}`).replace(
    /\/$/,
    '',
  );
  const portal = configPortal(e, database, publicUrl, dataDir);
  // the demo's users have documented passwords: only this computer reaches it unless HOST says otherwise
  const host = host0(e.HOST, database);
  return {
    port,
    host,
    dataDir,
    database,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    maxUploadMb: e.MAX_UPLOAD_MB,
    maxUploadBytes: Math.floor(e.MAX_UPLOAD_MB * 1024 * 1024),
    s3: s3Config(e.S3_URL, env),
    cotaUpload: { pendentes: e.UPLOAD_PENDENTES_MAX, diario: e.UPLOAD_DIARIO_MAX },
    admin: e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL ?? 'admin@exemplo.gov.br', password: e.ADMIN_PASSWORD }
      : undefined,
    demo,
    jwtSecret: persistentSecret(dataDir, 'jwt', e.JWT_SECRET),
    captchaHmacKey: persistentSecret(dataDir, 'captcha', e.CAPTCHA_HMAC_KEY),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    dbPoolSize: e.DB_POOL_SIZE,
    jobs: { workers: e.JOBS_WORKERS === 'true', intervaloSegundos: e.JOBS_POLLING_SECONDS },
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    exportacaoLimiteDireto: e.EXPORTACAO_LIMITE_DIRETO,
    retornoLotesSimultaneos: e.RETORNO_LOTES_SIMULTANEOS,
    logLevel: e.LOG_LEVEL,
    relogioDeTeste: e.TEST_CLOCK === 'true',
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    nodeId: e.NODE_ID || `${hostname()}:${port}`,
    indicesBacenUrl: e.INDICES_BACEN_URL || null,
    limites: {
      captchaPorMinuto: e.CAPTCHA_PER_MINUTE,
      recuperacaoPorEndereco: 10,
      recuperacaoPorEmail: 3,
      janelaRecuperacaoMs: 15 * 60 * 1000,
    },
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    portal,
    ...overrides,
  };
}
