import { MENSAGENS_TIPO_DOCUMENTO } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { audit } from '../../platform/audit/audit.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as repo from './tipoDocumento.repository.ts';

const ENTIDADE = 'tipo_documento';

export async function criar(ctx: Ctx, actor: AuthUser, nome: string) {
  return ctx.db.transaction(async (tx) => {
    if (await repo.nomeEmUso(tx, nome)) throw conflict(MENSAGENS_TIPO_DOCUMENTO.duplicado, 'nome');
    const t = await repo.inserir(tx, nome);
    await audit(tx, { usuarioId: actor.id, entidade: ENTIDADE, entidadeId: t.id, acao: 'CRIAR', depois: t });
    return t;
  });
}

export async function alterar(ctx: Ctx, actor: AuthUser, id: number, nome: string) {
  return ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, id);
    if (!antes) throw notFound();
    if (await repo.nomeEmUso(tx, nome, id)) throw conflict(MENSAGENS_TIPO_DOCUMENTO.duplicado, 'nome');
    const depois = await repo.atualizar(tx, id, { nome });
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      acao: 'ALTERAR',
      antes,
      depois,
    });
    return depois;
  });
}

/** Soft delete; refused while a creditor body requires the type on its processes. */
export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, id);
    if (!antes) throw notFound();
    if (await repo.exigidoPorOrgao(tx, id)) throw conflict(MENSAGENS_TIPO_DOCUMENTO.emUso);
    const depois = await repo.atualizar(tx, id, { excluido: true });
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      acao: 'EXCLUIR',
      antes,
      depois,
    });
  });
}
