import { contrato, mensagemSchema } from '../contrato.ts';
import {
  loginResponseSchema,
  loginSchema,
  recoverPasswordSchema,
  resetPasswordSchema,
} from './auth.schema.ts';

/** The sign-in routes the public pages call (server: modules/auth/auth.routes.ts). */
export const CONTRATO_AUTH = contrato({
  'POST auth/login': { body: loginSchema, resposta: loginResponseSchema },
  'POST auth/recoverPassword': { body: recoverPasswordSchema, resposta: mensagemSchema },
  'POST auth/resetPassword': { body: resetPasswordSchema, resposta: mensagemSchema },
});
