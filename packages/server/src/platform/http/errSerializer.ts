/**
 * How an error appears in the log. A failed query carries its parameters: Drizzle puts them in the
 * message ("params: …") and in `params`, and PostgreSQL repeats key values in `detail` ("Key
 * (lower(email))=(…) already exists"). Those are CPFs, e-mails, addresses and password hashes, so
 * the log keeps the statement (with its $1 placeholders) and the SQLSTATE code, never the values.
 */
export interface ErroLogado {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: ErroLogado;
}

const MAX_CAUSAS = 4;

/** The message of a database error, without a quoted value at its end ('…for type uuid: "x"'). */
const semValorCitado = (message: string) => message.replace(/: ".*"$/s, ': "[valor omitido]"');

/** `query` and `params`: a Drizzle DrizzleQueryError (the class is not exported by the drivers). */
const isFalhaDeConsulta = (e: Error): e is Error & { query: string; params: unknown[] } =>
  typeof (e as { query?: unknown }).query === 'string' && Array.isArray((e as { params?: unknown }).params);

/** A PostgreSQL error (node-postgres or PGlite): a five-character SQLSTATE and a severity. */
const isErroDoBanco = (e: Error) =>
  typeof (e as { severity?: unknown }).severity === 'string' &&
  /^[0-9A-Z]{5}$/.test(String((e as { code?: unknown }).code));

const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

export function serializarErro(err: unknown): ErroLogado {
  return serializar(err, 0);
}

function serializar(err: unknown, profundidade: number): ErroLogado {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? e.name;
  let message = e.message;
  const out: ErroLogado = { type, message, stack: '' };
  if (isFalhaDeConsulta(e)) {
    message = `Failed query: ${e.query}`;
    out.query = e.query;
  } else if (isErroDoBanco(e)) {
    message = semValorCitado(e.message);
    for (const k of ['constraint', 'table', 'column', 'routine'] as const) {
      const v = texto(e[k]);
      if (v) out[k] = v;
    }
  }
  out.message = message;
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  // The stack's first lines repeat the message: keep only its frames.
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && profundidade < MAX_CAUSAS) out.cause = serializar(e.cause, profundidade + 1);
  return out;
}
