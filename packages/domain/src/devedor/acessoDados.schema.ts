import { z } from 'zod';

/**
 * The personal-data access log (LGPD art. 37): every answer that reveals a debtor's or a requester's
 * personal data records who read it, when, and through which screen or call (`origem`).
 */
export const ORIGENS_ACESSO = {
  DEVEDOR_DETALHE: 'Detalhe do devedor',
  DEVEDOR_CPF_CNPJ: 'Consulta por CPF/CNPJ',
  PROCESSO_DETALHE: 'Detalhe do processo',
  PROCESSO_IMPRESSO: 'Impresso do processo (PDF)',
  COBRANCA_DETALHE: 'Detalhe da cobrança',
  COBRANCA_IMPRESSO: 'Impresso da cobrança (PDF)',
  CDA_DETALHE: 'Detalhe da CDA',
  CDA_IMPRESSO: 'Impresso da CDA (PDF)',
  EXPORTACAO: 'Exportação de planilha',
  RELATORIO_IMPRESSO: 'Relatório sintético de processos (PDF)',
  COBRANCA_RESUMO: 'Resumo da cobrança',
  REQUERENTE_CPF: 'Consulta de requerente por CPF',
  RELATORIO_ACESSOS: 'Relatório de acessos para o titular (PDF)',
} as const;

export type OrigemAcesso = keyof typeof ORIGENS_ACESSO;

export const origemAcessoSchema = z.enum(Object.keys(ORIGENS_ACESSO) as [OrigemAcesso, ...OrigemAcesso[]]);

/** One row of `GET /devedor/{id}/acessos`, newest first. */
export const acessoDadosSchema = z.object({
  id: z.number().int(),
  em: z.string(),
  usuario: z.object({ id: z.number().int(), nome: z.string() }),
  orgaoCredor: z.object({ id: z.number().int(), sigla: z.string() }),
  origem: origemAcessoSchema,
});
export type AcessoDados = z.infer<typeof acessoDadosSchema>;

export const MENSAGENS_ACESSO_DADOS = {
  tituloRelatorio: 'Relatório de Acessos aos Dados Pessoais',
  fundamento:
    'Relatório emitido a pedido do titular dos dados (Lei nº 13.709/2018 — LGPD, arts. 18 e 19), ' +
    'a partir do registro das operações de tratamento mantido pelo controlador (art. 37).',
  semAcessos: 'Nenhum acesso registrado.',
} as const;
