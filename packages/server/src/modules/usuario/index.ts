/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { usuario } from './usuario.table.ts';
export {
  buscarPorEmail,
  buscarUsuario,
  cabecalhoDoEmissor,
  permissoesDoPerfil,
} from './usuario.repository.ts';
