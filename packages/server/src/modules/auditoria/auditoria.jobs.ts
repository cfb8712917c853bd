import { MENSAGENS_AUDITORIA } from '@divida/domain/auditoria/auditoria.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { enfileirarEmail } from '../../platform/jobs/email.job.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { permissoesDosPerfis as perfilPermissao } from '../perfil/index.ts';
import { usuarioContato as usuario } from '../usuario/index.ts';
import { verificarCadeia } from './auditoria.repository.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'verificar-auditoria': Record<string, never>;
  }
}

/** Who hears of a broken chain: active users whose profile may verify it (both permissions). */
async function administradores(ctx: Ctx) {
  const comAmbas = ctx.db
    .select({ perfilId: perfilPermissao.perfilId })
    .from(perfilPermissao)
    .where(inArray(perfilPermissao.permissao, ['AUDITORIA_CONSULTAR', 'ACESSO_TODOS_ORGAOS']))
    .groupBy(perfilPermissao.perfilId)
    .having(sql`count(distinct ${perfilPermissao.permissao}) = 2`);
  return ctx.db
    .select({ email: usuario.email })
    .from(usuario)
    .where(and(eq(usuario.ativo, true), inArray(usuario.perfilId, comAmbas)));
}

/**
 * Every night one node recomputes the audit chain; a divergence (a row changed or deleted outside
 * the application) is e-mailed to the administrators, and the job's result keeps it.
 */
export const jobVerificarAuditoria = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '40 3 * * *',
  umaPorVez: true,
  tentativas: 2,
  esperaSegundos: 300,
  limiteSegundos: 60 * 60,
  async executar(_dados, job) {
    const r = await verificarCadeia(ctx.db);
    if (r.ok) return r;
    job.log.error({ primeiraDivergencia: r.primeiraDivergencia }, 'trilha de auditoria divergente');
    const d = r.primeiraDivergencia!;
    await ctx.db.transaction(async (tx) => {
      for (const { email } of await administradores(ctx))
        await enfileirarEmail(ctx, tx, {
          to: email,
          subject: 'Trilha de auditoria divergente',
          text: `${MENSAGENS_AUDITORIA.falhaVerificacao}\n\nPrimeiro registro divergente: nº ${d.id}, gravado em ${d.em}.\nLinhas conferidas antes dele: ${r.linhasVerificadas}.\n`,
        });
    });
    return r;
  },
});
