import type { AcaoConciliacao, MotivoConciliacao } from './arquivoBancario.api.ts';

/** The Portuguese words of the bank files' codes (BANCO.md §1, §3, §4). */
export const MOTIVOS_CONCILIACAO: Record<MotivoConciliacao, string> = {
  DIVERGENTE: 'Dados divergentes do boleto',
  PAGO_A_MENOR: 'Pago a menor',
  PAGO_A_MAIOR: 'Pago a maior',
  DUPLICADO: 'Pagamento em duplicidade',
  NAO_IDENTIFICADO: 'Boleto não identificado',
  PAGO_APOS_CANCELAMENTO: 'Pago após cancelamento',
  PAGO_APOS_BAIXA: 'Pago após baixa do boleto',
};

export const rotuloMotivo = (m: string | null | undefined) =>
  m ? (MOTIVOS_CONCILIACAO[m as MotivoConciliacao] ?? m.replaceAll('_', ' ')) : '—';

export const SITUACOES_CONCILIACAO = { PENDENTE: 'Pendente', RESOLVIDO: 'Resolvido' } as const;
export const rotuloSituacaoConciliacao = (s: string | null | undefined) =>
  s ? (SITUACOES_CONCILIACAO[s as keyof typeof SITUACOES_CONCILIACAO] ?? s) : '—';

export const TIPOS_ARQUIVO = { REMESSA: 'Remessa', RETORNO: 'Retorno' } as const;
export const rotuloTipo = (t: string | null | undefined) =>
  t ? (TIPOS_ARQUIVO[t as keyof typeof TIPOS_ARQUIVO] ?? t) : '—';

/** A line's outcome; a line sent to the queue reads its reason. */
const RESULTADOS: Record<string, string> = {
  REGISTRADO: 'Registrado',
  REJEITADO: 'Rejeitado',
  LIQUIDADO: 'Liquidado',
  BAIXADO: 'Baixado',
  CONCILIACAO: 'Em conciliação',
  PENDENTE_REGISTRO: 'Pendente',
  ENVIADO: 'Enviado',
  ENVIADO_REGISTRO: 'Enviado',
  SEM_EFEITO: 'Sem efeito',
  TARIFA: 'Tarifa debitada',
};
export const rotuloResultado = (r: string | null | undefined) =>
  r ? (RESULTADOS[r] ?? MOTIVOS_CONCILIACAO[r as MotivoConciliacao] ?? r.replaceAll('_', ' ')) : '—';

/** The outcome's colour on a chip: settled or registered green, rejected red, to a person amber. */
export function corResultado(r: string | null | undefined): 'success' | 'error' | 'warning' | 'default' {
  if (r === 'REGISTRADO' || r === 'LIQUIDADO') return 'success';
  if (r === 'REJEITADO') return 'error';
  if (r && (r === 'CONCILIACAO' || r in MOTIVOS_CONCILIACAO)) return 'warning';
  return 'default';
}

/**
 * The slip's registration state on an instalment (BANCO.md §2), in the short words of the table;
 * the server may name them with or without the '_REGISTRO' suffix.
 */
const REGISTRO_BOLETO: Record<string, string> = {
  PENDENTE: 'Pendente',
  PENDENTE_REGISTRO: 'Pendente',
  ENVIADO: 'Enviado',
  ENVIADO_REGISTRO: 'Enviado',
  REGISTRADO: 'Registrado',
  REJEITADO: 'Rejeitado',
  BAIXADO: 'Baixado',
  PAGO: 'Pago',
  LIQUIDADO: 'Pago',
};
export const rotuloRegistroBoleto = (s: string | null | undefined): string | null =>
  s ? (REGISTRO_BOLETO[s.toUpperCase()] ?? s) : null;

/** The queue's actions (BANCO.md §4): the button, the dialog's title and whether it asks to confirm. */
export const ACOES_CONCILIACAO: Record<
  AcaoConciliacao,
  { rotulo: string; titulo: string; destrutiva: boolean; sucesso: string; confirmacao?: string }
> = {
  aceitar: {
    rotulo: 'Aceitar',
    titulo: 'Aceitar pagamento',
    destrutiva: false,
    sucesso: 'Pagamento aceito com sucesso.',
  },
  devolver: {
    rotulo: 'Devolver',
    titulo: 'Devolver pagamento',
    destrutiva: true,
    sucesso: 'Devolução registrada com sucesso.',
    confirmacao: 'O valor será registrado como devolução ao pagador. Deseja continuar?',
  },
  descartar: {
    rotulo: 'Descartar',
    titulo: 'Descartar linha',
    destrutiva: true,
    sucesso: 'Linha descartada com sucesso.',
    confirmacao: 'A linha será descartada e não terá efeito sobre a dívida. Deseja continuar?',
  },
};

/** A file's outcome counts in one line ('12 liquidados, 1 em conciliação'), in a fixed order. */
const ORDEM_RESULTADOS: [string, string, string][] = [
  ['REGISTRADO', 'registrado', 'registrados'],
  ['REJEITADO', 'rejeitado', 'rejeitados'],
  ['LIQUIDADO', 'liquidado', 'liquidados'],
  ['BAIXADO', 'baixado', 'baixados'],
  ['CONCILIACAO', 'em conciliação', 'em conciliação'],
];
export function resumoResultados(r: Record<string, number> | null | undefined): string {
  if (!r) return '—';
  const partes = ORDEM_RESULTADOS.filter(([k]) => (r[k] ?? 0) > 0).map(
    ([k, um, varios]) => `${r[k]} ${r[k] === 1 ? um : varios}`,
  );
  const outros = Object.entries(r).filter(([k, n]) => n > 0 && !ORDEM_RESULTADOS.some(([o]) => o === k));
  for (const [k, n] of outros) partes.push(`${n} ${rotuloResultado(k).toLocaleLowerCase('pt-BR')}`);
  return partes.length ? partes.join(', ') : '—';
}
