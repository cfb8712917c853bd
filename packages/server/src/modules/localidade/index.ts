/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { municipioLeitura, municipioNome } from './localidade.leitura.ts';
export { municipioDaUf, municipioResumo } from './localidade.repository.ts';
