import { createHash, randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { MENSAGENS } from '@divida/domain/errors';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { AppError, invalido } from '../../platform/errors.ts';
import { arquivo } from './arquivo.table.ts';
import { erroDeMultipart } from './multipart.ts';
import { InspetorPdf } from './pdfAtivo.ts';

const PDF_SIGNATURE = Buffer.from('%PDF-');
/** How long an upload may wait to be attached to a record before the purge deletes it. */
export const ORPHAN_TTL_MS = 24 * 60 * 60 * 1000;

const naoPdf = () => new AppError('UNSUPPORTED_MEDIA', MENSAGENS.arquivoNaoPdf);

/** The client's file name, without any path, control characters or excessive length. */
export function nomeSeguro(nome: string): string {
  const base = nome.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const limpo = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return limpo.slice(-255) || 'documento.pdf';
}

/**
 * Stores one uploaded PDF: judged by its name and by its content (the %PDF- signature, and no
 * active content: see pdfAtivo.ts), bounded by the size limit (multipart truncates past it),
 * hashed on the way, and recorded as unattached.
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
  const inspetor = new InspetorPdf();
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
      inspetor.escrever(chunk);
      cb(null, chunk);
    },
  });
  // A body cut short or malformed errors the part's stream (maybe before we got it): the client's
  // fault, not the storage's.
  let fonteFalhou: unknown = file.file.errored;
  file.file.once('error', (e) => (fonteFalhou = e));
  // Errors of either stream reach the storage's pipeline; this callback only keeps them handled.
  const checked = pipeline(file.file, inspect, () => {});
  try {
    await ctx.storage.put(uuid, checked);
  } catch (e) {
    file.file.resume();
    await ctx.storage.delete(uuid);
    if (signatureError) throw signatureError;
    fonteFalhou ??= file.file.errored;
    if (fonteFalhou) throw erroDeMultipart(fonteFalhou, ctx.config.maxUploadMb);
    throw e;
  }
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MENSAGENS.arquivoGrande(ctx.config.maxUploadMb));
  if (file.file.truncated) {
    await ctx.storage.delete(uuid);
    throw tooLarge();
  }
  if (size === 0) {
    await ctx.storage.delete(uuid);
    throw invalido('file', MENSAGENS.arquivoVazio);
  }
  if (size < PDF_SIGNATURE.length) {
    await ctx.storage.delete(uuid);
    throw naoPdf();
  }
  const veredito = await inspetor.concluir();
  if (veredito !== 'ok') {
    await ctx.storage.delete(uuid);
    throw new AppError(
      'UNSUPPORTED_MEDIA',
      veredito === 'ativo' ? MENSAGENS.pdfConteudoAtivo : MENSAGENS.pdfNaoVerificavel,
    );
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

/** Undoes an upload the request turned out not to deserve (a second part followed the file). */
export async function descartarUpload(ctx: Ctx, uuid: string): Promise<void> {
  await ctx.db.delete(arquivo).where(eq(arquivo.uuid, uuid));
  await ctx.storage.delete(uuid);
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
