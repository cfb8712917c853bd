import { aplicar, type Linha, type Maquina, type RecusaDaMaquina } from '../workflow/motor.ts';
import {
  MENSAGENS_ARQUIVO_BANCARIO as M,
  RESOLUCOES_CONCILIACAO,
  type ResolucaoConciliacao,
  type SituacaoConciliacao,
} from './arquivoBancario.schema.ts';

/**
 * A reconciliation queue line (docs/arquivos-bancarios.md §4) as a machine on the workflow engine
 * (workflow/motor.ts): each resolution is an action from PENDENTE to RESOLVIDO, so a line is resolved
 * once; the server runs it with the workflow runner (platform/workflow/executarAcao.ts), whose lock
 * makes the second of two resolutions at once meet RESOLVIDO.
 */
export type TransicaoConciliacao = Linha<
  ResolucaoConciliacao,
  SituacaoConciliacao,
  SituacaoConciliacao,
  never
>;

export const TRANSICOES_CONCILIACAO: readonly TransicaoConciliacao[] = RESOLUCOES_CONCILIACAO.map((acao) => ({
  acao,
  de: ['PENDENTE'],
  para: 'RESOLVIDO',
  guardas: [],
  permissao: 'CONCILIAR_PAGAMENTOS',
}));

const MAQUINA: Maquina<TransicaoConciliacao, SituacaoConciliacao> = {
  linhas: TRANSICOES_CONCILIACAO,
  origem: (s) => s,
  recusaDaGuarda: () => undefined,
  naoDisponivel: () => M.jaResolvido,
};

/** A resolution the machine allows: the line's status before and after. */
export interface AplicadaConciliacao {
  ok: true;
  acao: ResolucaoConciliacao;
  anterior: { situacao: SituacaoConciliacao };
  proximo: { situacao: SituacaoConciliacao };
}

/** A resolution of a queue line: where it leads, or why not (409: the line was already resolved). */
export function aplicarResolucao(
  situacao: SituacaoConciliacao,
  resolucao: ResolucaoConciliacao,
): AplicadaConciliacao | RecusaDaMaquina {
  const r = aplicar(MAQUINA, situacao, resolucao, undefined);
  if (!r.ok) return r;
  return { ok: true, acao: resolucao, anterior: { situacao }, proximo: { situacao: r.linhas[0].para } };
}
