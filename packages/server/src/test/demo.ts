import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { DEMO_ADMIN } from '../seed/demo.ts';
import { createTestApp, login, seedUsuario } from './harness.ts';

/**
 * An app on the demo office (every body, every state) for the tests of what reads across it: the
 * administrator's token, and two users of one body (INEA), one with `com` and one with `sem`.
 */
export async function appDaDemo(
  permissoes: { com: Permissao[]; sem: Permissao[] },
  config: Partial<Config> = {},
): Promise<{
  app: FastifyInstance;
  admin: string;
  doOrgao: string;
  semPermissao: string;
  orgaoId: number;
}> {
  const app = await createTestApp({}, { demo: true, ...config });
  const admin = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
  const [o] = await app.ctx.db
    .select({ id: orgaoCredor.id })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.sigla, 'INEA'));
  const token = async (p: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId: o!.id, permissoes: p });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  return {
    app,
    admin,
    doOrgao: await token(permissoes.com),
    semPermissao: await token(permissoes.sem),
    orgaoId: o!.id,
  };
}
