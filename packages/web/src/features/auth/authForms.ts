import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, recoverPasswordSchema, resetPasswordFormSchema } from '@divida/domain/auth/auth.schema';

/** The public forms' resolvers: loaded after the page shows, so zod is not in the login page's first bundle. */
export const loginResolver = zodResolver(loginSchema.pick({ email: true, senha: true }));
export const recoverPasswordResolver = zodResolver(recoverPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
