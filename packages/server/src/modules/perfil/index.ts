/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { perfil, perfilPermissao } from './perfil.table.ts';
