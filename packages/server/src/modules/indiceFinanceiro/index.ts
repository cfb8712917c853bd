/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { indiceFinanceiroLeitura } from './indiceFinanceiro.leitura.ts';
export { serieMensal } from './indiceFinanceiro.repository.ts';
