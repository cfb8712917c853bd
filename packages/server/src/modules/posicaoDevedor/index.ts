/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { posicaoDoDevedor } from './posicao.consulta.ts';
export { empresasRepresentadas } from './representante.ts';
export { acessosDoTitular } from './devedor.acessos.ts';
export { devedorNoEscopo } from './devedor.repository.ts';
