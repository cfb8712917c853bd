import { z } from 'zod';
import { formatarNumeroProcesso } from '../format.ts';

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
  // the debtor portal (docs/portal.md): the person's own reads
  PORTAL_RESUMO: 'Portal do devedor: início',
  PORTAL_DEBITOS: 'Portal do devedor: débitos',
  PORTAL_DEBITO_DETALHE: 'Portal do devedor: detalhe do débito',
  PORTAL_MEMORIA: 'Portal do devedor: memória de cálculo',
  PORTAL_BOLETO: 'Portal do devedor: boleto',
  PORTAL_DOCUMENTO: 'Portal do devedor: documento recebido',
  PORTAL_ACORDO: 'Portal do devedor: acordo',
  PORTAL_MEUS_DADOS: 'Portal do devedor: meus dados',
} as const;

export type OrigemAcesso = keyof typeof ORIGENS_ACESSO;

/**
 * The 'Origem' of an access as the screen and the data subject's report show it: the screen or call,
 * and which process or collection it showed when one (U-18: 'Detalhe do processo — nº 2026/00000026').
 */
export function descreverOrigem(origem: OrigemAcesso, referencia: string | null | undefined): string {
  const nome = ORIGENS_ACESSO[origem] ?? origem;
  if (!referencia) return nome;
  const alvo = origem.startsWith('COBRANCA') ? 'cobrança' : 'processo';
  const numero = `nº ${formatarNumeroProcesso(referencia)}`;
  return nome.includes(alvo) ? `${nome} — ${numero}` : `${nome} — ${alvo} ${numero}`;
}

export const origemAcessoSchema = z.enum(Object.keys(ORIGENS_ACESSO) as [OrigemAcesso, ...OrigemAcesso[]]);

/** One row of `GET /devedor/{id}/acessos`, newest first. */
export const acessoDadosSchema = z.object({
  id: z.number().int(),
  em: z.string(),
  /** SERVIDOR: a staff user's read; PORTAL: a person's own read on the debtor portal */
  canal: z.enum(['SERVIDOR', 'PORTAL']),
  /** the staff reader and their body; null on the portal */
  usuario: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  orgaoCredor: z.object({ id: z.number().int(), sigla: z.string() }).nullable(),
  /** the person who read on the portal (as the identity provider vouched); null for staff */
  pessoa: z.object({ cpf: z.string(), nome: z.string() }).nullable(),
  origem: origemAcessoSchema,
  /** the number of the process or collection the read showed, when one */
  referencia: z.string().nullable(),
});
export type AcessoDados = z.infer<typeof acessoDadosSchema>;

/** Who read, as the screen and the holder's report name them: the staff user, or the person on the portal. */
export const leitorDoAcesso = (a: Pick<AcessoDados, 'usuario' | 'pessoa'>) =>
  a.usuario?.nome ?? `${a.pessoa?.nome ?? ''} (portal do devedor)`;
export const orgaoDoAcesso = (a: Pick<AcessoDados, 'orgaoCredor'>) => a.orgaoCredor?.sigla ?? 'Portal';

export const MENSAGENS_ACESSO_DADOS = {
  tituloRelatorio: 'Relatório de Acessos aos Dados Pessoais',
  fundamento:
    'Relatório emitido a pedido do titular dos dados (Lei nº 13.709/2018 — LGPD, arts. 18 e 19), ' +
    'a partir do registro das operações de tratamento mantido pelo controlador (art. 37).',
  semAcessos: 'Nenhum acesso registrado.',
} as const;
