import type { ExportacaoEmSegundoPlano } from '@divida/domain/exportacao/exportacao.schema';
import type { Tarefa } from '@divida/domain/tarefa/tarefa.schema';
import { http, request, type RequestOptions } from './http.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an export answers: the file itself (small), or the background task writing it (large). */
export type ResultadoExportacao = { arquivo: Blob; nome: string } | ExportacaoEmSegundoPlano;

/** The file's name from Content-Disposition (RFC 6266's UTF-8 form, or the plain one). */
export function nomeDoArquivo(disposicao: string | null, padrao: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposicao ?? '');
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const simples = /filename="?([^";]+)"?/i.exec(disposicao ?? '');
  return simples?.[1] ?? padrao;
}

/** `POST` an export (a list's `…/exportar`, a report's Excel): the file, or 202 and its task. */
export async function exportarPlanilha(
  caminho: string,
  corpo: unknown,
  query?: RequestOptions['query'],
): Promise<ResultadoExportacao> {
  const res = await request<Response>(caminho, {
    method: 'POST',
    body: corpo ?? {},
    query,
    headers: { Accept: `${XLSX}, application/json` },
    responseType: 'response',
  });
  if (res.status === 202) return (await res.json()) as ExportacaoEmSegundoPlano;
  return {
    arquivo: await res.blob(),
    nome: nomeDoArquivo(res.headers.get('content-disposition'), 'Exportação.xlsx'),
  };
}

export const tarefaApi = {
  get: (id: string) => http.get<Tarefa>(`tarefa/${id}`),
  arquivo: (id: string) =>
    request<Blob>(`tarefa/${id}/arquivo`, {
      method: 'GET',
      headers: { Accept: '*/*' },
      responseType: 'blob',
    }),
};
