/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { tipoDocumento } from './tipoDocumento.table.ts';
export { documentosNecessarios } from './documentosNecessarios.ts';
