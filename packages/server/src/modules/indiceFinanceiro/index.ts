/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { indiceFinanceiroLeitura, indiceFinanceiroNome } from './indiceFinanceiro.leitura.ts';
export { indiceResumo, serieMensal } from './indiceFinanceiro.repository.ts';
