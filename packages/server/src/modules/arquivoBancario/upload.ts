import {
  MENSAGENS_ARQUIVO_BANCARIO as M,
  TAMANHO_MAXIMO_RETORNO,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyRequest } from 'fastify';
import { AppError, invalido } from '../../platform/errors.ts';

/**
 * The return file of a multipart body (field `arquivo`), read whole (at most 20 MB: the file is
 * checked whole before anything changes). Past the size → 413; anything else malformed → 400.
 */
export async function lerArquivoEnviado(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalido('arquivo', M.arquivoObrigatorio);
  let bytes: Buffer | undefined;
  try {
    for await (const parte of request.parts({ limits: { fileSize: TAMANHO_MAXIMO_RETORNO, files: 1 } })) {
      if (parte.type === 'file' && parte.fieldname === 'arquivo' && !bytes) bytes = await parte.toBuffer();
      else if (parte.type === 'file') parte.file.resume();
    }
  } catch (e) {
    const code = (e as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', M.tamanhoMaximo);
    if (e instanceof AppError) throw e;
    throw invalido('arquivo', MENSAGENS.multipartInvalido);
  }
  if (!bytes) throw invalido('arquivo', M.arquivoObrigatorio);
  return bytes;
}
