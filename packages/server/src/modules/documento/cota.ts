import { TIME_ZONE } from '@divida/domain/calendar';
import { MENSAGENS } from '@divida/domain/errors';
import { and, eq, gt, isNull, min } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { countAll } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { arquivo } from './arquivo.table.ts';
import { ORPHAN_TTL_MS } from './documento.service.ts';

const JANELA_MS = 24 * 60 * 60 * 1000;

const horaSaoPaulo = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);

/** Uploads of a user since `desde` (only unattached ones if asked): how many, and the oldest. */
async function contar(ctx: Ctx, usuarioId: number, desde: Date, soPendentes: boolean) {
  const [r] = await ctx.db
    .select({ n: countAll(), primeiro: min(arquivo.criadoEm) })
    .from(arquivo)
    .where(
      and(
        eq(arquivo.usuarioId, usuarioId),
        gt(arquivo.criadoEm, desde),
        soPendentes ? isNull(arquivo.anexadoEm) : undefined,
      ),
    );
  return { n: r?.n ?? 0, primeiro: r?.primeiro ? new Date(r.primeiro) : undefined };
}

const excedida = (mensagem: (n: number, hora: string) => string, n: number, ate: Date) =>
  new AppError('THROTTLED', mensagem(n, horaSaoPaulo(ate)), [], {
    'retry-after': String(Math.max(1, Math.ceil((ate.getTime() - Date.now()) / 1000))),
  });

/**
 * Refuses (429) an upload past the user's quotas, before its body is read: uploads left unattached
 * (they stay for 24 hours; past that the purge takes them, so they no longer count), and uploads in
 * any 24 hours. A refused upload is not stored, so it does not count.
 */
export async function verificarCotaUpload(ctx: Ctx, usuarioId: number): Promise<void> {
  const { pendentes, diario } = ctx.config.cotaUpload;
  const agora = Date.now();
  const p = await contar(ctx, usuarioId, new Date(agora - ORPHAN_TTL_MS), true);
  if (p.n >= pendentes && p.primeiro)
    throw excedida(MENSAGENS.uploadsPendentes, p.n, new Date(p.primeiro.getTime() + ORPHAN_TTL_MS));
  const d = await contar(ctx, usuarioId, new Date(agora - JANELA_MS), false);
  if (d.n >= diario && d.primeiro)
    throw excedida(MENSAGENS.cotaDiariaUpload, diario, new Date(d.primeiro.getTime() + JANELA_MS));
}
