import { z } from 'zod';
import { FORMATOS } from './formatos.ts';

/**
 * A period as the API names it everywhere: `dataInicio` and `dataFim`, ISO dates (YYYY-MM-DD), both
 * days included. Each route adds its own rules (required, not in the future, end after start).
 */
export const periodoSchema = z.object({
  dataInicio: z.string().meta(FORMATOS.data),
  dataFim: z.string().meta(FORMATOS.data),
});
export type Periodo = z.output<typeof periodoSchema>;
