import { createHash, randomUUID } from 'node:crypto';
import { type Readable, Transform, pipeline } from 'node:stream';
import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyRequest } from 'fastify';
import { AppError, invalido } from '../errors.ts';
import type { FileStorage } from '../files/storage.ts';

/**
 * The file pipeline's first step (docs/arquitetura.md, "The file pipeline"): an uploaded file streamed
 * to the document store, measured and hashed on the way, within its size limit.
 */

/** A file already in the document store (`conteudo`), with its size and SHA-256. */
export interface ArquivoEnviado {
  conteudo: string;
  tamanho: number;
  sha256: string;
}

/**
 * Stores a stream under a new uuid, hashing and measuring it as it passes: the file is never whole
 * in memory (two 12 MB returns at once were most of the server's memory peak).
 */
export async function guardarConteudo(storage: FileStorage, fonte: Readable): Promise<ArquivoEnviado> {
  const conteudo = randomUUID();
  const hash = createHash('sha256');
  let tamanho = 0;
  const medir = new Transform({
    transform(chunk: Buffer, _, cb) {
      tamanho += chunk.length;
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  // an error of the source reaches the storage's pipeline through `medir`; the callback only keeps it handled
  await storage.put(
    conteudo,
    pipeline(fonte, medir, () => {}),
  );
  return { conteudo, tamanho, sha256: hash.digest('hex') };
}

/** The storage failed, not the client's body: not a 400. */
class FalhaDoArmazenamento {
  constructor(readonly causa: unknown) {}
}

/** What an upload accepts: its multipart field, its size limit and the two refusals' messages. */
export interface RegraDeEnvio {
  campo: string;
  limiteBytes: number;
  mensagens: { arquivoObrigatorio: string; tamanhoMaximo: string };
}

/**
 * The file of a multipart body (the rule's field), streamed to the document store within the rule's
 * limit; the caller checks it there and deletes it unless it is accepted. Past the size → 413 (nothing
 * kept); no file, or anything else malformed → 400.
 */
export async function lerArquivoEnviado(
  request: FastifyRequest,
  storage: FileStorage,
  regra: RegraDeEnvio,
): Promise<ArquivoEnviado> {
  const { campo, mensagens: M } = regra;
  if (!request.isMultipart()) throw invalido(campo, M.arquivoObrigatorio);
  let enviado: ArquivoEnviado | undefined;
  let truncado = false;
  try {
    for await (const parte of request.parts({ limits: { fileSize: regra.limiteBytes, files: 1 } })) {
      if (parte.type === 'file' && parte.fieldname === campo && !enviado) {
        const fonte = parte.file;
        try {
          enviado = await guardarConteudo(storage, fonte);
        } catch (e) {
          fonte.resume();
          if (fonte.errored || fonte.truncated) throw fonte.errored ?? e;
          throw new FalhaDoArmazenamento(e);
        }
        truncado = fonte.truncated;
      } else if (parte.type === 'file') parte.file.resume();
    }
    if (truncado) throw new AppError('PAYLOAD_TOO_LARGE', M.tamanhoMaximo);
  } catch (e) {
    if (enviado) await storage.delete(enviado.conteudo).catch(() => undefined);
    if (e instanceof FalhaDoArmazenamento) throw e.causa;
    const code = (e as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', M.tamanhoMaximo);
    if (e instanceof AppError) throw e;
    throw invalido(campo, MENSAGENS.multipartInvalido);
  }
  if (!enviado) throw invalido(campo, M.arquivoObrigatorio);
  return enviado;
}
