import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { MENSAGENS } from '@divida/domain/errors';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { Executor } from '../../platform/db/database.ts';
import { arquivo } from './arquivo.table.ts';

const PDF_SIGNATURE = Buffer.from('%PDF-');
const ORPHAN_TTL_MS = 24 * 60 * 60 * 1000;

const naoPdf = () => new AppError('UNSUPPORTED_MEDIA', MENSAGENS.arquivoNaoPdf);

/** The client's file name, without any path, control characters or excessive length. */
export function nomeSeguro(nome: string): string {
  const base = nome.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const limpo = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return limpo.slice(-255) || 'documento.pdf';
}

/**
 * Stores one uploaded PDF: judged by its name and by its content (the %PDF- signature), bounded by
 * the size limit (multipart truncates past it), hashed on the way, and recorded as unattached.
 */
export async function salvarUpload(
  ctx: Ctx,
  file: { filename: string; file: Readable & { truncated?: boolean } },
  usuarioId: number,
): Promise<{ uuid: string; fileName: string }> {
  const fileName = nomeSeguro(file.filename);
  if (!/\.pdf$/i.test(fileName)) {
    file.file.resume();
    throw naoPdf();
  }
  const uuid = randomUUID();
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let signatureError: AppError | undefined;
  const inspect = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (head.length < PDF_SIGNATURE.length) {
        head = Buffer.concat([head, chunk.subarray(0, PDF_SIGNATURE.length - head.length)]);
        if (head.length >= PDF_SIGNATURE.length && !head.equals(PDF_SIGNATURE)) {
          signatureError = naoPdf();
          return cb(signatureError);
        }
      }
      size += chunk.length;
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  // Errors of either stream reach the storage's pipeline; this callback only keeps them handled.
  const checked = pipeline(file.file, inspect, () => {});
  try {
    await ctx.storage.put(uuid, checked);
  } catch (e) {
    file.file.resume();
    await ctx.storage.delete(uuid);
    if (signatureError) throw signatureError;
    throw e;
  }
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MENSAGENS.arquivoGrande(ctx.config.maxUploadMb));
  if (file.file.truncated) {
    await ctx.storage.delete(uuid);
    throw tooLarge();
  }
  if (size === 0) {
    await ctx.storage.delete(uuid);
    throw badRequest(MENSAGENS.arquivoVazio, [{ field: 'file', message: MENSAGENS.arquivoVazio }]);
  }
  if (size < PDF_SIGNATURE.length) {
    await ctx.storage.delete(uuid);
    throw naoPdf();
  }
  await ctx.db.insert(arquivo).values({
    uuid,
    nome: fileName,
    tamanho: size,
    sha256: hash.digest('hex'),
    contentType: 'application/pdf',
    usuarioId,
  });
  return { uuid, fileName };
}

/** Marks uploaded files as attached to a record (inside the record's transaction), so they are kept. */
export async function anexarArquivos(ex: Executor, uuids: string[]): Promise<void> {
  for (const uuid of uuids) {
    const r = await ex
      .update(arquivo)
      .set({ anexadoEm: new Date() })
      .where(eq(arquivo.uuid, uuid))
      .returning({ uuid: arquivo.uuid });
    if (r.length === 0)
      throw badRequest('Arquivo não encontrado: envie-o novamente', [
        { field: 'uuid', message: 'Arquivo não encontrado' },
      ]);
  }
}

/** Streams a stored file as a download with its original name. */
export async function enviarArquivo(ctx: Ctx, reply: FastifyReply, uuid: string) {
  const [a] = await ctx.db.select().from(arquivo).where(eq(arquivo.uuid, uuid));
  if (!a || !(await ctx.storage.exists(uuid))) throw notFound('Arquivo não encontrado');
  return reply
    .type(a.contentType)
    .header('content-length', String(a.tamanho))
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(a.nome)}`)
    .send(await ctx.storage.get(uuid));
}

/** Deletes files never attached to a record within 24 hours of their upload. */
export async function purgarOrfaos(ctx: Ctx, now = new Date()): Promise<number> {
  const orfaos = await ctx.db
    .delete(arquivo)
    .where(and(isNull(arquivo.anexadoEm), lt(arquivo.criadoEm, new Date(now.getTime() - ORPHAN_TTL_MS))))
    .returning({ uuid: arquivo.uuid });
  for (const o of orfaos) await ctx.storage.delete(o.uuid);
  return orfaos.length;
}
