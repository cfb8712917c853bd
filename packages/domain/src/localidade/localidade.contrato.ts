import { contrato } from '../contrato.ts';
import { pageSchema } from '../list.ts';
import { enderecoCepSchema, listLocalidadeBodySchema, localidadeSchema } from './localidade.schema.ts';

/** The address lookups (server: modules/localidade/localidade.routes.ts). */
export const CONTRATO_LOCALIDADE = contrato({
  'POST cep/listLocalidade': { body: listLocalidadeBodySchema, resposta: pageSchema(localidadeSchema) },
  'GET cep/:cep': { resposta: enderecoCepSchema },
});
