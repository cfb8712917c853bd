/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export * from './dividaAtiva.table.ts';
export { inscreverCda } from './dividaAtiva.inscricao.ts';
export { dividaAtivaDoProcesso } from './dividaAtiva.detalhe.ts';
export { proximoDaSequencia } from './dividaAtiva.inscricao.ts';
