/** What other features may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { usePerfisLookup } from './perfil.api.ts';
export { usePodeAtuarSobrePerfil } from './usePodeAtuarSobrePerfil.ts';
