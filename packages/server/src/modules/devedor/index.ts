/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { devedorLeitura } from './devedor.leitura.ts';
export { conferirMunicipio, gravarDevedor, type DevedorGravado } from './devedor.gravacao.ts';
