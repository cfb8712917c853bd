/**
 * The portal's words and small rules with no schema (docs/portal.md), apart from portal.schema.ts so
 * that the portal's page loads them without zod.
 */

/** gov.br's trust levels (`reliability_info.level`), weakest first. */
export const NIVEIS_CONFIABILIDADE = ['bronze', 'prata', 'ouro'] as const;
export type NivelConfiabilidade = (typeof NIVEIS_CONFIABILIDADE)[number];

const NIVEL_DO_PROVEDOR: Record<string, NivelConfiabilidade> = {
  bronze: 'bronze',
  silver: 'prata',
  gold: 'ouro',
  prata: 'prata',
  ouro: 'ouro',
  '1': 'bronze',
  '2': 'prata',
  '3': 'ouro',
};

/**
 * The level an id_token's `reliability_info.level` names (gov.br writes gold/silver/bronze; others
 * ouro/prata or 3/2/1), or bronze when it names none or an unknown one: the least trust.
 */
export function nivelDoProvedor(level: unknown): NivelConfiabilidade {
  return NIVEL_DO_PROVEDOR[String(level ?? '').toLowerCase()] ?? 'bronze';
}

/** Whether a session of `nivel` reaches `exigido` (prata reaches bronze and prata, not ouro). */
export const nivelAlcanca = (nivel: NivelConfiabilidade, exigido: NivelConfiabilidade) =>
  NIVEIS_CONFIABILIDADE.indexOf(nivel) >= NIVEIS_CONFIABILIDADE.indexOf(exigido);

export const MENSAGENS_PORTAL = {
  naoConfigurado: 'O acesso pelo gov.br não está configurado.',
  semSessao: 'Entre com o gov.br para continuar.',
  csrf: 'Sessão do portal sem o token de segurança (X-CSRF-Token). Recarregue a página.',
  credencialDaEquipe: 'O portal do devedor não aceita o acesso da equipe.',
} as const;

/** The failure pages of the sign-in (`/portal/entrar?erro=`), and what each says. */
export const ERROS_ENTRADA = {
  cancelado: 'Você cancelou a entrada pelo gov.br. Nada foi alterado.',
  indisponivel: 'O gov.br não respondeu. Tente de novo em alguns minutos.',
  recusado: 'Não foi possível confirmar a sua identidade. Entre de novo.',
  sessao: 'A sua sessão terminou. Entre de novo.',
} as const;
export type ErroEntrada = keyof typeof ERROS_ENTRADA;

export const MENSAGENS_PAGAMENTO_PORTAL = {
  nivelInsuficiente: (exigido: NivelConfiabilidade) =>
    `Para assinar um acordo, a sua conta gov.br precisa do nível ${exigido} ou ouro. Aumente o nível da conta em gov.br (Privacidade > Níveis da conta) e entre de novo.`,
  termoDiferente:
    'A simulação ou o termo mudou desde que você o leu. Simule de novo e leia o termo antes de aceitar.',
  parcelasForaDasOpcoes: 'Escolha uma das quantidades de parcelas oferecidas.',
} as const;

/** The days ahead a portal slip falls due (the body's `diasVencimentoPortal`; default 5). */
export const DIAS_VENCIMENTO_PORTAL = 5;

/** What the staff's 'Atividade no portal' lists of a debtor. */
export const EVENTOS_PORTAL = ['ENTRADA', 'CONSULTA', 'BOLETO', 'ACEITE'] as const;
export const ROTULO_EVENTO_PORTAL: Record<(typeof EVENTOS_PORTAL)[number], string> = {
  ENTRADA: 'Entrada no portal',
  CONSULTA: 'Consulta',
  BOLETO: 'Boleto',
  ACEITE: 'Aceite de termo',
};
