/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { devedorLeitura, devedorIdentificado, devedorEndereco, devedorCadastro } from './devedor.leitura.ts';
export { conferirMunicipio, gravarDevedor, type DevedorGravado } from './devedor.gravacao.ts';
