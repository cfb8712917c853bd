import { MENSAGENS_TIPO_DOCUMENTO } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { audit } from '../../platform/audit/audit.ts';
import { assertPodeAlterarCompartilhado } from '../../platform/auth/alcance.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { comUnicos, type Unicos } from '../../platform/db/uniqueViolation.ts';
import { conferirVersao } from '../../platform/db/versao.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import * as repo from './tipoDocumento.repository.ts';
import { tipoDocumento } from './tipoDocumento.table.ts';

const ENTIDADE = 'tipoDocumento';

const UNICOS: Unicos = {
  tipo_documento_nome_vivo: { field: 'nome', message: MENSAGENS_TIPO_DOCUMENTO.duplicado },
};

/** Document types are of no body: every body uses them, only the PGE changes them. */
export async function criar(ctx: Ctx, actor: AuthUser, nome: string) {
  assertPodeAlterarCompartilhado(actor, true);
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      if (await repo.nomeEmUso(tx, nome)) throw conflict(MENSAGENS_TIPO_DOCUMENTO.duplicado, 'nome');
      const t = await repo.inserir(tx, nome);
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        orgaoCredorId: null,
        entidadeId: t.id,
        acao: 'CRIAR',
        depois: t,
      });
      return t;
    }),
  );
}

export async function alterar(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  versao: number | undefined,
  nome: string,
) {
  assertPodeAlterarCompartilhado(actor);
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      const antes = await repo.buscar(tx, id);
      if (!antes) throw notFound();
      conferirVersao(antes.versao, versao);
      if (await repo.nomeEmUso(tx, nome, id)) throw conflict(MENSAGENS_TIPO_DOCUMENTO.duplicado, 'nome');
      const depois = await repo.renomear(tx, id, versao, nome);
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        orgaoCredorId: null,
        entidadeId: id,
        acao: 'ALTERAR',
        antes,
        depois,
      });
      return depois;
    }),
  );
}

/** Soft delete; refused while the type is in use (repository emUso). */
export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  assertPodeAlterarCompartilhado(actor);
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.buscarParaExcluir(tx, id);
    if (!antes) throw notFound();
    if (await repo.emUso(tx, ctx.referencias.para(tipoDocumento), id))
      throw conflict(MENSAGENS_TIPO_DOCUMENTO.emUso);
    // Of two simultaneous deletes only one marks the row: the other answers 404, one audit entry.
    const depois = await repo.marcarExcluido(tx, id);
    if (!depois) throw notFound();
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      orgaoCredorId: null,
      entidadeId: id,
      acao: 'EXCLUIR',
      antes,
      depois,
    });
  });
}
