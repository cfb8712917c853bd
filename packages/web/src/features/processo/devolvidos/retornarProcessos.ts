import type { ProcessoListItem } from '@divida/domain/processo/processo.schema';
import { SITUACOES_COM_PRAZO } from '@divida/domain/workflow/situacoes';

/** A term runs from a reference date in 3, 12 and 22: returning there asks for it (spec 02 §4). */
export const exigeDataReferencia = (idSituacao: number | null | undefined) =>
  idSituacao !== null &&
  idSituacao !== undefined &&
  (SITUACOES_COM_PRAZO as readonly number[]).includes(idSituacao);

/** One item per selected process, nothing chosen yet. */
export const itensIniciais = (processos: readonly Pick<ProcessoListItem, 'id' | 'numero'>[]) =>
  processos.map((p) => ({
    id: p.id,
    numeroProcesso: p.numero,
    idFase: null,
    idSituacao: null,
    dataReferencia: null,
  }));
