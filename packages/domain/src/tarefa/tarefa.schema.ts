import { z } from 'zod';

/**
 * A background task as its requester follows it (`GET /api/tarefa/{id}`): long work (report
 * exports, bank files, monthly corrections) answers the task's id at once and the page polls this
 * until it ends.
 */
export const ESTADOS_TAREFA = ['aguardando', 'executando', 'concluida', 'falhou'] as const;
export type EstadoTarefa = (typeof ESTADOS_TAREFA)[number];

/** Whether the page should stop polling. */
export const tarefaEncerrada = (estado: EstadoTarefa) => estado === 'concluida' || estado === 'falhou';

export const tarefaSchema = z.object({
  id: z.uuid(),
  /** The queue, which says what kind of work it is (e.g. 'exportar-relatorio'). */
  fila: z.string(),
  estado: z.enum(ESTADOS_TAREFA),
  /** 0 to 100: what the handler last reported; 100 once concluded. */
  progresso: z.number().int().min(0).max(100),
  /** The handler's short description of where it is ("Página 3 de 10"), if it gave one. */
  etapa: z.string().nullable(),
  /** What a concluded task produced (e.g. the uuid of the file to download); null otherwise. */
  resultado: z.record(z.string(), z.unknown()).nullable(),
  criadaEm: z.string(),
});
export type Tarefa = z.infer<typeof tarefaSchema>;

export const tarefaIdParam = z.object({ id: z.uuid() });
