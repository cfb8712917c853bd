/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { estadoLeitura, estadoSigla } from './estado.leitura.ts';
