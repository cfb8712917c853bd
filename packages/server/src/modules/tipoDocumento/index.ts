/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { tipoDocumentoLeitura, tipoDocumentoNome } from './tipoDocumento.leitura.ts';
export { documentosNecessarios } from './documentosNecessarios.ts';
