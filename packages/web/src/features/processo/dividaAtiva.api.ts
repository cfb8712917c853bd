import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespostaAcao } from '@divida/domain/processo/acao.schema';
import { ACOES_CDA_DEF, type AcaoCda } from '@divida/domain/workflow/cda';
import { http } from '../../lib/http.ts';
import { processoKeys } from './processo.api.ts';

/** The PGE's court and protest calls on a CDA (WORKFLOW.md) and its print. */
const BASE = 'processoConstituicaoCredito';

export const dividaAtivaApi = {
  acao: (idProcesso: number, acao: AcaoCda, payload: unknown) =>
    http.post<RespostaAcao>(`${BASE}/${idProcesso}/${ACOES_CDA_DEF[acao].rota}`, payload),
};

/** The CDA as a PDF, opened with lib/abrirPdf. */
export const cdaPdf = (idProcesso: number) => `${BASE}/${idProcesso}/imprimirCda`;

/** Runs a CDA action; the process (detail and lists) is refreshed afterwards. */
export function useAcaoCda(idProcesso: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { acao: AcaoCda; payload: unknown }) =>
      dividaAtivaApi.acao(idProcesso, v.acao, v.payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: processoKeys.all }),
  });
}
