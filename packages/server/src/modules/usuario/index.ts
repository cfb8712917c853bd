/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  usuarioLeitura,
  usuarioAutor,
  usuarioContato,
  usuarioCredencial,
  usuarioVinculo,
} from './usuario.leitura.ts';
export {
  buscarPorEmail,
  buscarUsuario,
  cabecalhoDoEmissor,
  permissoesDoPerfil,
} from './usuario.repository.ts';
export { gravarSenha, redefinirSenhaDoAtivo } from './usuario.senha.ts';
