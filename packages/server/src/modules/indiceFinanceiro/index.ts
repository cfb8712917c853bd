/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { indiceFinanceiro, indiceFinanceiroValor } from './indiceFinanceiro.table.ts';
export { serieMensal } from './indiceFinanceiro.repository.ts';
