import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from './context.ts';
import type { DefinicaoExportacao } from './exportacao/exportacoes.ts';
import type { FilasDeJobs } from './jobs/filas.ts';
import type { DefinicaoJob } from './jobs/jobs.ts';

/**
 * What an area adds to the application, declared once in its `modulo.ts`: app.ts registers the
 * routes, job handlers and exports of every area in modulos.ts, so none of them lists the areas. Its
 * reference data (`<area>.seed.ts`) is loaded by seed/reference.ts, which is above the areas.
 */
export interface Modulo {
  nome: string;
  /** its route plugins, under /api */
  rotas?: FastifyPluginAsyncZod[];
  /**
   * its route plugins of the debtor portal, under /api/portal: a surface of its own (a person's
   * session cookie, never a staff token), registered apart from the staff routes (app.ts)
   */
  rotasDoPortal?: FastifyPluginAsyncZod[];
  /** the handlers of its queues (each queue declared beside its job, in FilasDeJobs) */
  jobs?: (ctx: Ctx) => { [F in keyof FilasDeJobs]?: DefinicaoJob<FilasDeJobs[F]> };
  /** its exports (the Exportar button, reports), by the kind the routes name */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own request and row
  exportacoes?: Record<string, DefinicaoExportacao<any, any>>;
  /**
   * The columns of its own tables that hold back the deletion of another area's record (a user's
   * body and profile...): gathered in `ctx.referencias`, which the referenced area asks.
   */
  referencias?: readonly PgColumn[];
}
