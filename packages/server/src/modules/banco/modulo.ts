import type { Modulo } from '../../platform/modulo.ts';
import { carregarBancos } from './banco.seed.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'banco',
  seeds: [carregarBancos],
};
