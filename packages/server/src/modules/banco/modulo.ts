import type { Modulo } from '../../platform/modulo.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'banco',
};
