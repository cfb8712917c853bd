import type { Writable } from 'node:stream';
import pino from 'pino';

/**
 * The server's logger: JSON lines (what a service manager or a log collector reads), or, when stdout
 * is a terminal (`npm start` by hand), pino-pretty's readable lines: time, level, message, fields.
 * Pretty printing runs in this thread, synchronously: only for a person watching, never in a
 * deployment (stdout a file or a pipe).
 */
export async function loggerDoServidor(
  opcoes: pino.LoggerOptions,
  saida: Writable & { isTTY?: boolean } = process.stdout,
): Promise<pino.Logger> {
  if (!saida.isTTY) return pino(opcoes, saida);
  const { default: pretty } = await import('pino-pretty');
  return pino(
    opcoes,
    pretty({ destination: saida, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true }),
  );
}
