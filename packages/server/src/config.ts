import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Environment, validated once at start (ARCHITECTURE "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dívida Ativa <nao-responda@divida-ativa.local>'),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(10),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

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
  admin: { email: string; password: string } | undefined;
  /** Demo data and the documented demo credentials: embedded database without ADMIN_PASSWORD. */
  demo: boolean;
  jwtSecret: string;
  captchaHmacKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  dbPoolSize: number;
  logLevel: string;
  webDist: string;
}

export class ConfigError extends Error {}

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
  if (database.kind === 'postgres' && !e.ADMIN_PASSWORD) {
    throw new ConfigError(
      'Com DATABASE_URL, defina ADMIN_EMAIL e ADMIN_PASSWORD para criar o primeiro administrador: ' +
        'o sistema não cria um acesso com senha conhecida fora do banco embutido.',
    );
  }
  const port = e.PORT;
  return {
    port,
    host: e.HOST,
    dataDir,
    database,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    maxUploadMb: e.MAX_UPLOAD_MB,
    maxUploadBytes: Math.floor(e.MAX_UPLOAD_MB * 1024 * 1024),
    admin: e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL ?? 'admin@exemplo.gov.br', password: e.ADMIN_PASSWORD }
      : undefined,
    demo: database.kind === 'pglite' && !e.ADMIN_PASSWORD,
    jwtSecret: persistentSecret(dataDir, 'jwt', e.JWT_SECRET),
    captchaHmacKey: persistentSecret(dataDir, 'captcha', e.CAPTCHA_HMAC_KEY),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    dbPoolSize: e.DB_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    ...overrides,
  };
}
