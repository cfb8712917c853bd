import type { Tarefa } from '@divida/domain/tarefa/tarefa.schema';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ate, bearerOf } from './harness.ts';

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An exported sheet read back: its tab, its header and its data rows, one value per header column
 * (null for an empty cell; dates as Date, money as number).
 */
export async function lerPlanilha(corpo: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(corpo as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const colunas = ws.getRow(1).cellCount;
  const valores = (row: ExcelJS.Row) =>
    Array.from({ length: colunas }, (_, i) => row.getCell(i + 1).value ?? null);
  const linhas: unknown[][] = [];
  ws.eachRow((row, n) => {
    if (n > 1) linhas.push(valores(row));
  });
  return { aba: ws.name, cabecalho: valores(ws.getRow(1)), linhas };
}

/**
 * The file of a background export (202 `{ tarefa }`): waits for its task to end, then downloads it
 * as its owner would.
 */
export async function arquivoDaTarefa(
  app: FastifyInstance,
  token: string,
  res: LightMyRequestResponse,
): Promise<{ tarefa: Tarefa; arquivo: LightMyRequestResponse }> {
  const { tarefa: id } = res.json() as { tarefa: string };
  const tarefa = await ate(async () => {
    const t = (
      await app.inject({ method: 'GET', url: `/api/tarefa/${id}`, headers: bearerOf(token) })
    ).json() as Tarefa;
    return t.estado === 'concluida' || t.estado === 'falhou' ? t : null;
  }, 60_000);
  const arquivo = await app.inject({
    method: 'GET',
    url: `/api/tarefa/${id}/arquivo`,
    headers: bearerOf(token),
  });
  return { tarefa, arquivo };
}
