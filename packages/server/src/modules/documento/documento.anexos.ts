import {
  MENSAGENS_DOCUMENTO,
  type ArquivoRef,
  type DonoDocumento,
  type Documento,
  type DocumentosDoTipo,
} from '@divida/domain/documento/documento.schema';
import type { Permissao } from '@divida/domain/permissions';
import { and, asc, eq, inArray, isNull, SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { assertOrgao } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { conflict, forbidden, invalido, notFound } from '../../platform/errors.ts';
import { tipoDocumentoNome as tipoDocumento } from '../tipoDocumento/index.ts';
import { anexo } from '../../platform/http/anexo.ts';
import { arquivo } from './arquivo.table.ts';
import { documento } from './documento.table.ts';

/** Who owns a document, and so which body's data scope it belongs to. */
export interface Dono {
  tipo: DonoDocumento;
  id: number;
  orgaoCredorId: number;
}

/** Downloading a record's documents needs what reading that record needs (spec 02 §6 for processes). */
const PERMISSAO_DOWNLOAD: Record<DonoDocumento, Permissao> = {
  processo: 'PROCESSO_CONSTITUICAO_CREDITO_DOWNLOAD_DOCUMENTO',
  andamento: 'PROCESSO_CONSTITUICAO_CREDITO_DOWNLOAD_DOCUMENTO',
  processoCobranca: 'PROCESSO_COBRANCA_CONSULTAR',
  orgaoCredor: 'ORGAO_CREDOR_CONSULTAR',
  usuario: 'USUARIO_CONSULTAR',
};

const naoEncontrado = (campo: string) => invalido(campo, MENSAGENS_DOCUMENTO.arquivoNaoEncontrado);

/**
 * Takes an upload for a record: only its uploader may, and only once (a uuid seen elsewhere
 * cannot be attached, nor one attached already). Marks it attached, so the purge keeps it.
 */
async function tomarArquivo(ex: Executor, user: AuthUser, ref: ArquivoRef, campo: string) {
  const [a] = await ex
    .update(arquivo)
    .set({ anexadoEm: new Date() })
    .where(and(eq(arquivo.uuid, ref.uuid), isNull(arquivo.anexadoEm), eq(arquivo.usuarioId, user.id)))
    .returning();
  if (!a) throw naoEncontrado(campo);
  return a;
}

async function verificarTipo(ex: Executor, id: number, campo: string) {
  const [t] = await ex
    .select({ id: tipoDocumento.id })
    .from(tipoDocumento)
    .where(and(eq(tipoDocumento.id, id), eq(tipoDocumento.excluido, false)));
  if (!t) throw invalido(campo, MENSAGENS_DOCUMENTO.tipoInvalido);
}

/**
 * Attaches uploaded files to a record, inside the record's transaction (`ex`): one document per
 * file, of the given types, in the owner's body. Returns the new documents' ids in order.
 */
export async function anexarDocumentos(
  ex: Executor,
  user: AuthUser,
  dono: Dono,
  grupos: DocumentosDoTipo[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [g, grupo] of grupos.entries()) {
    await verificarTipo(ex, grupo.idTipoDocumento, `documentos.${g}.idTipoDocumento`);
    for (const [i, ref] of grupo.arquivos.entries()) {
      const a = await tomarArquivo(ex, user, ref, `documentos.${g}.arquivos.${i}.uuid`);
      const [d] = await ex
        .insert(documento)
        .values({
          arquivoUuid: a.uuid,
          nome: a.nome,
          tipoDocumentoId: grupo.idTipoDocumento,
          donoTipo: dono.tipo,
          donoId: dono.id,
          orgaoCredorId: dono.orgaoCredorId,
          criadoPor: user.id,
        })
        .returning({ id: documento.id });
      ids.push(d!.id);
    }
  }
  return ids;
}

/**
 * Replaces the current version of a record's document by a new upload (spec 02 §7 `replace`):
 * the previous row and its file stay, marked `substituidoEm`. The row is locked, so of two
 * replacements at once the second finds it replaced (409) instead of forking the history.
 */
export async function substituirDocumento(
  ex: Executor,
  user: AuthUser,
  dono: Omit<Dono, 'orgaoCredorId'>,
  documentoId: number,
  ref: ArquivoRef,
): Promise<number> {
  const [atual] = await ex
    .select()
    .from(documento)
    .where(
      and(eq(documento.id, documentoId), eq(documento.donoTipo, dono.tipo), eq(documento.donoId, dono.id)),
    )
    .for('update');
  if (!atual) throw notFound();
  assertOrgao(user, atual.orgaoCredorId);
  if (atual.substituidoEm) throw conflict(MENSAGENS_DOCUMENTO.jaSubstituido);
  const a = await tomarArquivo(ex, user, ref, 'arquivos.0.uuid');
  await ex.update(documento).set({ substituidoEm: new Date() }).where(eq(documento.id, atual.id));
  const [novo] = await ex
    .insert(documento)
    .values({
      arquivoUuid: a.uuid,
      nome: a.nome,
      tipoDocumentoId: atual.tipoDocumentoId,
      donoTipo: atual.donoTipo,
      donoId: atual.donoId,
      orgaoCredorId: atual.orgaoCredorId,
      versao: atual.versao + 1,
      substitui: atual.id,
      criadoPor: user.id,
    })
    .returning({ id: documento.id });
  return novo!.id;
}

function selecionar(ex: Executor, onde: SQL | undefined) {
  return ex
    .select({
      id: documento.id,
      uuid: documento.arquivoUuid,
      nome: documento.nome,
      tipoId: tipoDocumento.id,
      tipoNome: tipoDocumento.nome,
      versao: documento.versao,
      tamanho: arquivo.tamanho,
      sha256: arquivo.sha256,
      criadoEm: documento.criadoEm,
      substituidoEm: documento.substituidoEm,
      substitui: documento.substitui,
      donoId: documento.donoId,
    })
    .from(documento)
    .innerJoin(arquivo, eq(arquivo.uuid, documento.arquivoUuid))
    .leftJoin(tipoDocumento, eq(tipoDocumento.id, documento.tipoDocumentoId))
    .where(onde)
    .orderBy(asc(documento.id));
}

const paraApi = (r: Awaited<ReturnType<typeof selecionar>>[number]): Documento => ({
  id: r.id,
  uuid: r.uuid,
  nome: r.nome,
  tipoDocumento: r.tipoId !== null && r.tipoNome !== null ? { id: r.tipoId, nome: r.tipoNome } : null,
  versao: r.versao,
  tamanho: r.tamanho,
  sha256: r.sha256,
  criadoEm: new Date(r.criadoEm).toISOString(),
  substituidoEm: r.substituidoEm ? new Date(r.substituidoEm).toISOString() : null,
});

/** The current documents of a record (the caller has already checked the record's scope). */
export async function listarDocumentos(
  ex: Executor,
  dono: Omit<Dono, 'orgaoCredorId'>,
): Promise<Documento[]> {
  const rows = await selecionar(
    ex,
    and(eq(documento.donoTipo, dono.tipo), eq(documento.donoId, dono.id), isNull(documento.substituidoEm)),
  );
  return rows.map(paraApi);
}

/**
 * The current documents of several records of one type (the movements of a process), in one query:
 * record id → its documents, oldest first; a record without documents is absent. The records are
 * their ids, or a subquery of them (read together with the records themselves).
 */
export async function listarDocumentosDe(
  ex: Executor,
  tipo: DonoDocumento,
  ids: readonly number[] | SQL,
): Promise<Map<number, Documento[]>> {
  const porDono = new Map<number, Documento[]>();
  const donos = ids instanceof SQL ? ids : [...ids];
  if (Array.isArray(donos) && donos.length === 0) return porDono;
  const rows = await selecionar(
    ex,
    and(eq(documento.donoTipo, tipo), inArray(documento.donoId, donos), isNull(documento.substituidoEm)),
  );
  for (const r of rows) {
    const lista = porDono.get(r.donoId) ?? [];
    lista.push(paraApi(r));
    porDono.set(r.donoId, lista);
  }
  return porDono;
}

/** Every version of a document, oldest first (follows `substitui` back from the given one). */
export async function versoesDocumento(ex: Executor, documentoId: number): Promise<Documento[]> {
  const versoes: Documento[] = [];
  let id: number | null = documentoId;
  // Back to the first version, then forward: a chain is short (one row per replacement).
  while (id !== null) {
    const [r] = await selecionar(ex, eq(documento.id, id));
    if (!r) break;
    versoes.unshift(paraApi(r));
    id = r.substitui;
  }
  for (let atual = versoes.at(-1); atual?.substituidoEm;) {
    const [r] = await selecionar(ex, eq(documento.substitui, atual.id));
    if (!r) break;
    atual = paraApi(r);
    versoes.push(atual);
  }
  return versoes;
}

/**
 * Streams a file by its uuid, applying the data scope: a document of another body, or a record
 * type the caller may not read, answers 404 / 403; an upload not yet attached is its uploader's
 * only. `dono` narrows the lookup to one record's documents (the process routes' docId).
 */
export async function enviarDocumento(
  ctx: Ctx,
  reply: FastifyReply,
  user: AuthUser,
  alvo: { uuid: string } | { id: number; dono: Omit<Dono, 'orgaoCredorId'> },
) {
  const onde =
    'uuid' in alvo
      ? eq(documento.arquivoUuid, alvo.uuid)
      : and(
          eq(documento.id, alvo.id),
          eq(documento.donoTipo, alvo.dono.tipo),
          eq(documento.donoId, alvo.dono.id),
        );
  const [d] = await ctx.db.select().from(documento).where(onde);
  const uuid = d?.arquivoUuid ?? ('uuid' in alvo ? alvo.uuid : undefined);
  const [a] = uuid ? await ctx.db.select().from(arquivo).where(eq(arquivo.uuid, uuid)) : [];
  if (!a) throw notFound();
  if (d) {
    assertOrgao(user, d.orgaoCredorId);
    if (!user.permissoes.has(PERMISSAO_DOWNLOAD[d.donoTipo])) throw forbidden();
  } else if (a.usuarioId !== user.id) {
    throw notFound();
  }
  if (!(await ctx.storage.exists(a.uuid))) throw notFound();
  return reply
    .type(a.contentType)
    .header('content-length', String(a.tamanho))
    .header('content-disposition', anexo(d?.nome ?? a.nome))
    .header('etag', `"${a.sha256}"`)
    .send(await ctx.storage.get(a.uuid));
}
