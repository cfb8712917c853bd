/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { posicaoDoDevedor } from './posicao.consulta.ts';
export { empresasRepresentadas } from './representante.ts';
