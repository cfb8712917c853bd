/** What other features (and the shell) may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { SinoPendencias } from './SinoPendencias.tsx';
export { PreferenciaResumoItem } from './PreferenciaResumoItem.tsx';
