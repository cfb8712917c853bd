import { z } from 'zod';
import { contrato } from '../contrato.ts';
import { devedorListItemSchema, devedorRelatorioFiltroSchema } from '../devedor/devedor.schema.ts';
import { pageSchema } from '../list.ts';
import {
  relatorioSinteticoConsultaSchema,
  relatorioSinteticoFiltroSchema,
  relatorioSinteticoLinhaSchema,
} from './relatorioSintetico.schema.ts';

/**
 * The synthetic report's routes (server: modules/relatorio/relatorioSintetico.routes.ts) and the
 * debtor search it offers (modules/devedor/devedor.routes.ts).
 */
export const CONTRATO_RELATORIO = contrato({
  'POST processoConstituicaoCredito/relatorioSinteticoProcessos': {
    query: relatorioSinteticoConsultaSchema,
    body: relatorioSinteticoFiltroSchema,
    resposta: z.array(relatorioSinteticoLinhaSchema),
  },
  'POST devedor/listRelatorio': {
    body: devedorRelatorioFiltroSchema.nullish(),
    resposta: pageSchema(devedorListItemSchema),
  },
});
