/** What other features may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { ComHistorico } from './ComHistorico.tsx';
export { Historico } from './Historico.tsx';
