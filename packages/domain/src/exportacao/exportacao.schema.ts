import { z } from 'zod';

/**
 * Exports (beyond the spec: 'Exportar' on every list, and the reports' Excel files). Up to this many
 * rows the file is written straight into the answer; beyond it the export runs as a background task
 * that the page follows with a progress bar (`GET /api/tarefa/{id}`) and downloads when ready
 * (`GET /api/tarefa/{id}/arquivo`).
 */
export const LIMITE_EXPORTACAO_DIRETA = 5_000;

/** An Excel sheet holds 1,048,576 rows: one is the header, one the totals. */
export const MAX_LINHAS_EXPORTACAO = 1_000_000;

/**
 * Background exports one user may have queued or running at once: a few tabs' worth; more would let
 * one person fill the queue (10 clients once queued 1,649 tasks in 6 s).
 */
export const EXPORTACOES_POR_USUARIO = 3;

/** How long a background export's file can be downloaded. */
export const DIAS_ARQUIVO_EXPORTADO = 7;

/** The answer (HTTP 202) of an export that went to the background. */
export const exportacaoEmSegundoPlanoSchema = z.object({ tarefa: z.uuid() });
export type ExportacaoEmSegundoPlano = z.infer<typeof exportacaoEmSegundoPlanoSchema>;

const milhar = (n: number) => n.toLocaleString('pt-BR');

export const MENSAGENS_EXPORTACAO = {
  muitasLinhas: (n: number) =>
    `A exportação encontrou ${milhar(n)} linhas; o limite é de ${milhar(MAX_LINHAS_EXPORTACAO)}. Refine os filtros.`,
  emAndamento: (n: number) => `Você já tem ${n} exportações em andamento. Aguarde a conclusão.`,
  arquivoIndisponivel: 'O arquivo desta exportação não está disponível.',
  gerando: 'Gerando o arquivo',
  /** on the button (or next to it) until the file arrives */
  gerandoBotao: 'Gerando…',
  progresso: (n: number, total: number) => `${milhar(n)} de ${milhar(total)} linhas`,
  falhou: 'Não foi possível gerar o arquivo. Tente novamente.',
  pronto: 'Arquivo pronto para download.',
  /** The dialog's title once the file is ready (it says 'gerando' while it runs). */
  prontoTitulo: 'Arquivo pronto',
} as const;
