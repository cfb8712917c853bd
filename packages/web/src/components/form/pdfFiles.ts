import { MENSAGENS } from '@divida/domain/errors';
import { http } from '../../lib/http.ts';

/** An uploaded file as the API returns it (spec 01 §3). */
export interface UploadedFile {
  uuid: string;
  fileName: string;
  size?: number;
}

/** MAX_UPLOAD_MB of the server (ARCHITECTURE, Configuration). */
export const MAX_UPLOAD_MB = 10;

/** Why a chosen file is refused, or null: PDF only, size limit, no duplicate names (spec 02 §5 wording). */
export function checkPdf(
  file: File,
  existing: readonly { fileName: string }[],
  maxMb = MAX_UPLOAD_MB,
): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return MENSAGENS.arquivoNaoPdf;
  if (file.size === 0) return MENSAGENS.arquivoVazio;
  if (file.size > maxMb * 1024 * 1024) return MENSAGENS.arquivoGrande(maxMb);
  if (existing.some((f) => f.fileName === file.name)) return MENSAGENS.arquivoRepetido(file.name);
  return null;
}

export function uploadPdf(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return http.post<UploadedFile>('documento/upload', body).then((r) => ({ ...r, size: file.size }));
}
