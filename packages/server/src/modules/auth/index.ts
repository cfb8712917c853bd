/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { enviarBoasVindas, revogarSessoesDoUsuario, trocarSenha } from './auth.service.ts';
