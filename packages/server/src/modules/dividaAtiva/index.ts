/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
// The CDA tables belong to the process aggregate (processo/dividaAtiva.table.ts).
export { inscreverCda } from './dividaAtiva.inscricao.ts';
export { dividaAtivaDoProcesso } from './dividaAtiva.detalhe.ts';
