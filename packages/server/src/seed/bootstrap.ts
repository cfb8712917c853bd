import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { hashSenha } from '../platform/auth/password.ts';
import { countAll, type Db } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { perfil, perfilPermissao } from '../modules/perfil/perfil.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { loadReferenceData } from './reference.ts';
import { loadDemoData, DEMO_ADMIN } from './demo.ts';
import { corrigirValoresDemo } from './demoCorrecao.ts';
import { carregarBancoDemo } from './demoBanco.ts';
import { carregarCobrancasDemo } from './demoCobrancas.ts';
import { carregarPrescricaoDemo } from './demoPrescricao.ts';
import { carregarPortalDemo } from './demoPortal.ts';
import type { Ctx } from '../platform/context.ts';

export const PERFIL_ADMINISTRADOR = 'ADMINISTRADOR';

/**
 * On every start: reference data. On an empty database (no users): the first administrator, from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or on the embedded database without them (or with DEMO_DATA=true), the demo data and its
 * documented credentials (files of the demo's documents go to `storage`).
 */
export async function bootstrap(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  storage?: FileStorage,
  ctx?: Ctx,
): Promise<void> {
  await loadReferenceData(db);
  const [{ n } = { n: 0 }] = await db.select({ n: countAll() }).from(usuario);
  if (n > 0) return;
  if (config.demo) {
    const carga = await loadDemoData(db, { storage });
    await corrigirValoresDemo(db, ctx?.relogio.hoje() ?? todayInSaoPaulo());
    // the collections through the real services, which need the whole context
    const cobrancas = ctx ? await carregarCobrancasDemo(ctx) : 0;
    // a remessa and a processed return per body with convênio (issue 24 item 6), before the queue starts
    const inicioBanco = performance.now();
    const retornos = ctx ? await carregarBancoDemo(ctx, ctx.relogio.hoje()) : 0;
    const msBanco = Math.round(performance.now() - inicioBanco);
    // the stored prescription levels, after the collections that move them (docs/prazos-e-prescricao.md §2)
    if (ctx) await carregarPrescricaoDemo(ctx);
    // the demo citizens of the portal's embedded provider take debtors of every kind (README)
    if (ctx) await carregarPortalDemo(ctx);
    log.info(
      `dados de demonstração: ${carga.processos} processos, ${carga.andamentos} andamentos, ` +
        `${carga.devedores} devedores, ${carga.documentos} documentos, ${cobrancas} cobranças em ${carga.ms} ms; ` +
        `${retornos} retornos bancários em ${msBanco} ms`,
    );
    log.warn(`banco de demonstração criado: entre com ${DEMO_ADMIN.email} / ${DEMO_ADMIN.senha}`);
    return;
  }
  if (!config.admin) return; // unreachable: config refuses PostgreSQL without ADMIN_PASSWORD
  await criarAdministrador(db, config.admin);
  log.info(`administrador ${config.admin.email} criado`);
}

export async function criarAdministrador(db: Db, admin: { email: string; password: string }) {
  const senhaHash = await hashSenha(admin.password);
  await db.transaction(async (tx) => {
    const [orgao] = await tx
      .insert(orgaoCredor)
      .values({ nome: 'PROCURADORIA GERAL DO ESTADO', cnpj: '00000000000191', sigla: 'PGE' })
      .onConflictDoNothing()
      .returning();
    const orgaoId =
      orgao?.id ?? (await tx.select().from(orgaoCredor).where(eq(orgaoCredor.sigla, 'PGE')))[0]!.id;
    const [p] = await tx.insert(perfil).values({ nome: PERFIL_ADMINISTRADOR }).returning();
    await tx.insert(perfilPermissao).values(TODAS_PERMISSOES.map((c) => ({ perfilId: p!.id, permissao: c })));
    await tx.insert(usuario).values({
      nome: 'Administrador do Sistema',
      email: admin.email.toLowerCase(),
      matricula: 'ADMIN',
      senhaHash,
      orgaoCredorId: orgaoId,
      perfilId: p!.id,
    });
  });
}
