import type { Modulo } from '../../platform/modulo.ts';
import { arquivoBancarioRoutes } from './arquivoBancario.routes.ts';
import { processarRetorno } from './retorno.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'arquivoBancario',
  rotas: [arquivoBancarioRoutes],
  jobs: (ctx) => ({
    // a retry resumes at the first line not applied (each line is applied once: retorno.ts); the
    // heartbeat (every 15 s, a lease of 45 s) has a file of a node that died resumed within a minute
    'processar-retorno': {
      tentativas: 5,
      esperaSegundos: 5,
      batidaSegundos: 15,
      executar: (d, job) => processarRetorno(ctx, d.idArquivo, job),
    },
  }),
};
