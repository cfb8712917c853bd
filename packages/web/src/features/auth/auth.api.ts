import type { LoginResponse } from '@divida/domain/auth/auth.schema';
import { http } from '../../lib/http.ts';

export interface LoginBody {
  email: string;
  senha: string;
  recaptchaToken: string;
}

/** Auth calls of spec 01 §7. The public pages call them directly (see lib/useAction). */
export const authApi = {
  login: (body: LoginBody) => http.post<LoginResponse>('auth/login', body, { auth: false }),
  recoverPassword: (email: string) => http.post<void>('auth/recoverPassword', { email }, { auth: false }),
  resetPassword: (novaSenha: string, token: string) =>
    http.post<void>('auth/resetPassword', { novaSenha, token }, { auth: false }),
  changePassword: (senhaAtual: string, senhaNova: string) =>
    http.post<void>('usuario/changePassword', { senhaAtual, senhaNova }),
};
