import type { RespostaAcao } from '@divida/domain/processo/acao.schema';
import { ACOES_CDA_DEF, type AcaoCda } from '@divida/domain/workflow/cda';
import { http } from '../../lib/http.ts';

/** The PGE's court and protest calls on a CDA (docs/workflow.md) and its print. */
const BASE = 'processoConstituicaoCredito';

export const dividaAtivaApi = {
  acao: (idProcesso: number, acao: AcaoCda, payload: unknown) =>
    http.post<RespostaAcao>(`${BASE}/${idProcesso}/${ACOES_CDA_DEF[acao].rota}`, payload),
};

/** The CDA as a PDF, opened with lib/abrirPdf. */
export const cdaPdf = (idProcesso: number) => `${BASE}/${idProcesso}/imprimirCda`;
