import { z } from 'zod';
import { ESTADOS_TAREFA } from './tarefa.schema.ts';

/**
 * The scheduled jobs and their last runs (`GET /api/tarefa/agendadas`): with several API nodes, an
 * administrator sees that a daily job ran once a day, and on which node.
 */
export const execucaoAgendadaSchema = z.object({
  /** NODE_ID of the node that ran it. */
  no: z.string(),
  inicio: z.string(),
  /** null while it runs, or when its node stopped during it. */
  fim: z.string().nullable(),
  resultado: z.enum(ESTADOS_TAREFA),
});

export const agendadasSchema = z.object({
  agendadas: z.array(
    z.object({
      fila: z.string(),
      /** Cron expression, in America/Sao_Paulo. */
      agenda: z.string(),
      /** Newest first. */
      execucoes: z.array(execucaoAgendadaSchema),
    }),
  ),
});
export type Agendadas = z.infer<typeof agendadasSchema>;
