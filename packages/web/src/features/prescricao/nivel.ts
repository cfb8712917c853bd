import {
  NIVEIS_ALERTA,
  NIVEIS_PRESCRICAO,
  ROTULO_NIVEL_PRESCRICAO,
  type NivelPrescricao,
} from '@divida/domain/prazos/prescricao';

/**
 * The prescription levels of docs/prazos-e-prescricao.md §2.2, their words and colours. Every chip shows the word as
 * well as the colour (colour alone says nothing to who cannot tell them apart); the colours keep the
 * text at 4.5:1 or more (axe color-contrast).
 */
export { NIVEIS_PRESCRICAO, type NivelPrescricao };

/** The chip's word (domain: the e-mail writes the same). */
export const ROTULO_NIVEL = ROTULO_NIVEL_PRESCRICAO;

/** What each level means (the calculation dialog) (docs/prazos-e-prescricao.md §2.2). */
export const DESCRICAO_NIVEL: Record<NivelPrescricao, string> = {
  VERDE: 'Mais de 365 dias restantes',
  AMARELO: '365 dias ou menos',
  LARANJA: '180 dias ou menos',
  VERMELHO: '90 dias ou menos',
  CRITICO: '30 dias ou menos',
  PRESCRITO: 'Prazo vencido, aguardando reconhecimento',
  SUSPENSO: 'Contagem suspensa',
  AJUIZADO: 'Ajuizado, sem prescrição intercorrente em curso',
  EXTINTO: 'Pago ou prescrição reconhecida',
};

/** Background and text of each level's chip. */
export const COR_NIVEL: Record<NivelPrescricao, { bg: string; fg: string }> = {
  VERDE: { bg: '#1b5e20', fg: '#ffffff' },
  AMARELO: { bg: '#fff176', fg: '#000000' },
  LARANJA: { bg: '#bf360c', fg: '#ffffff' },
  VERMELHO: { bg: '#c62828', fg: '#ffffff' },
  CRITICO: { bg: '#6a0000', fg: '#ffffff' },
  PRESCRITO: { bg: '#212121', fg: '#ffffff' },
  SUSPENSO: { bg: '#0d47a1', fg: '#ffffff' },
  AJUIZADO: { bg: '#4a148c', fg: '#ffffff' },
  EXTINTO: { bg: '#e0e0e0', fg: '#000000' },
};

/** The levels the PGE must act on (docs/prazos-e-prescricao.md §4): the bell counts them. */
export const NIVEIS_REQUEREM_ACAO = NIVEIS_ALERTA;

/** `niveis` of the URL ('LARANJA,VERMELHO'): the known levels in it, in the table's order. */
export function niveisDoFiltro(v: string | undefined): NivelPrescricao[] {
  const pedidos = new Set((v ?? '').split(',').map((s) => s.trim()));
  return NIVEIS_PRESCRICAO.filter((n) => pedidos.has(n));
}

/** 'faltam 12 dias', 'falta 1 dia', 'vence hoje', 'vencido há 3 dias'; null without a running clock. */
export function textoDiasRestantes(dias: number | null): string | null {
  if (dias === null) return null;
  if (dias === 0) return 'vence hoje';
  if (dias === 1) return 'falta 1 dia';
  if (dias > 1) return `faltam ${dias.toLocaleString('pt-BR')} dias`;
  const n = -dias;
  return n === 1 ? 'vencido há 1 dia' : `vencido há ${n.toLocaleString('pt-BR')} dias`;
}
