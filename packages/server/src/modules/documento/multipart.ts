import { MENSAGENS } from '@divida/domain/errors';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalido } from '../../platform/errors.ts';

const LIMITE_DE_PARTES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const campo = (message: string) => invalido('file', message);

/**
 * What a broken multipart body becomes: more parts than the one file → 400; a file past the size
 * limit → 413; anything busboy could not parse (no boundary, a body cut short, a part without its
 * blank line...) → 400. Never a 500: the client sent it.
 */
export function erroDeMultipart(e: unknown, maxUploadMb: number): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', MENSAGENS.arquivoGrande(maxUploadMb));
  if (typeof code === 'string' && LIMITE_DE_PARTES.has(code)) return campo(MENSAGENS.arquivoUnico);
  return campo(MENSAGENS.multipartInvalido);
}

/**
 * Reads a multipart body that must hold exactly one part: a file in the field `file`. The file's
 * stream goes to `guardar` as it arrives (nothing is buffered); if the body then turns out to hold
 * more, or to be broken, `descartar` undoes what `guardar` kept and the request is refused.
 */
export async function receberArquivoUnico<T>(
  request: FastifyRequest,
  opts: { maxUploadBytes: number; maxUploadMb: number },
  guardar: (file: MultipartFile) => Promise<T>,
  descartar: (guardado: T) => Promise<void>,
): Promise<T> {
  if (!request.isMultipart()) throw campo(MENSAGENS.multipartEsperado);
  // One part only: busboy reports a second one as a limit error instead of parsing it.
  const iteravel = request.parts({ limits: { fileSize: opts.maxUploadBytes, parts: 1 } });
  const partes = iteravel[Symbol.asyncIterator]();
  const proxima = () =>
    partes.next().catch((e: unknown) => Promise.reject(erroDeMultipart(e, opts.maxUploadMb)));
  let guardado: { valor: T } | undefined;
  let outras = false;
  try {
    for (let p = await proxima(); !p.done; p = await proxima()) {
      const parte = p.value;
      if (!guardado && parte.type === 'file' && parte.fieldname === 'file') {
        guardado = { valor: await guardar(parte) };
      } else {
        if (parte.type === 'file') parte.file.resume();
        outras = true;
      }
    }
  } catch (e) {
    // From `proxima`, already a client error; from `guardar`, whatever it decided (it cleans up).
    if (guardado) await descartar(guardado.valor);
    throw e;
  }
  if (!guardado) throw campo(MENSAGENS.arquivoAusente);
  if (outras) {
    await descartar(guardado.valor);
    throw campo(MENSAGENS.arquivoUnico);
  }
  return guardado.valor;
}
