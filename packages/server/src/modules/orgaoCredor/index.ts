/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { orgaoCredorLeitura, orgaoCredorTipoDocumentoLeitura } from './orgaoCredor.leitura.ts';
export { municipioDaUf, municipioResumo } from './referencias.ts';
