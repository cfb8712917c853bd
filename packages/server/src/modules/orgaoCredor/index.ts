/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { orgaoCredor, orgaoCredorTipoDocumento } from './orgaoCredor.table.ts';
export { municipioDaUf, municipioResumo } from './referencias.ts';
