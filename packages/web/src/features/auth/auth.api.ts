import { api, type CorpoDe } from '../../lib/api.ts';

export type LoginBody = CorpoDe<'POST', 'auth/login'>;

/** Auth calls of spec 01 §7. The public pages call them directly (see lib/useAction). */
export const authApi = {
  login: (body: LoginBody) => api.post('auth/login', body, { auth: false }),
  recoverPassword: (email: string) => api.post('auth/recoverPassword', { email }, { auth: false }),
  resetPassword: (novaSenha: string, token: string) =>
    api.post('auth/resetPassword', { novaSenha, token }, { auth: false }),
  changePassword: (senhaAtual: string, senhaNova: string) =>
    api.post('usuario/changePassword', { senhaAtual, senhaNova }),
};
