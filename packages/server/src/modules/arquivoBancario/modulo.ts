import type { Modulo } from '../../platform/modulo.ts';
import { arquivoBancarioRoutes } from './arquivoBancario.routes.ts';
import { processarRetorno } from './retorno.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'arquivoBancario',
  rotas: [arquivoBancarioRoutes],
  jobs: (ctx) => ({
    // a retry resumes at the first line not applied (each line is applied once: retorno.ts)
    'processar-retorno': {
      tentativas: 3,
      esperaSegundos: 10,
      limiteSegundos: 60 * 60,
      executar: (d, job) => processarRetorno(ctx, d.idArquivo, job),
    },
  }),
};
