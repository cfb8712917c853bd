import type pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, linhaDePartida, loadConfig } from './config.ts';
import { loggerDoServidor } from './platform/http/logTerminal.ts';

/** Starts the server; stops gracefully on SIGINT/SIGTERM (in-flight requests finish, database closes). */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const loggerInstance = await loggerDoServidor(loggerOptions(config) as pino.LoggerOptions);
  const app = await buildApp(config, { loggerInstance });
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} recebido: encerrando`);
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      app.close().then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(linhaDePartida(config));
}

void main();
