/** What other features may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { documentoFormatado } from './documentoFormatado.ts';
