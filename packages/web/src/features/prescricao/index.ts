/** What other features may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { CartaoPrescricao } from './CartaoPrescricao.tsx';
export { BlocoPrescricao } from './BlocoPrescricao.tsx';
export { NIVEIS_REQUEREM_ACAO } from './nivel.ts';
