import {
  MENSAGENS_ARQUIVO_BANCARIO,
  ROTULO_MOTIVO_CONCILIACAO,
  ROTULO_SITUACAO_REGISTRO_BOLETO,
  type ArquivoBancario,
  type MotivoConciliacao,
  type ResultadoLinha,
  type SituacaoRegistroBoleto,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import type { AcaoConciliacao } from './arquivoBancario.api.ts';
import { SEM_VALOR } from '@divida/domain/format';

/** The Portuguese words of the bank files' codes (docs/arquivos-bancarios.md §1, §3, §4) as the pages show them. */
export const rotuloMotivo = (m: string | null | undefined) =>
  m ? (ROTULO_MOTIVO_CONCILIACAO[m as MotivoConciliacao] ?? m.replaceAll('_', ' ')) : SEM_VALOR;

export const SITUACOES_CONCILIACAO_ROTULO = { PENDENTE: 'Pendente', RESOLVIDO: 'Resolvido' } as const;
export const rotuloSituacaoConciliacao = (s: string | null | undefined) =>
  s ? (SITUACOES_CONCILIACAO_ROTULO[s as keyof typeof SITUACOES_CONCILIACAO_ROTULO] ?? s) : SEM_VALOR;

const RESOLUCOES: Record<string, string> = {
  ACEITO: 'aceito',
  DEVOLVIDO: 'devolvido',
  DESCARTADO: 'descartado',
};
export const rotuloResolucao = (r: string | null | undefined) => (r ? (RESOLUCOES[r] ?? r) : '');

export const TIPOS_ARQUIVO_ROTULO = { REMESSA: 'Remessa', RETORNO: 'Retorno' } as const;
export const rotuloTipo = (t: string | null | undefined) =>
  t ? (TIPOS_ARQUIVO_ROTULO[t as keyof typeof TIPOS_ARQUIVO_ROTULO] ?? t) : SEM_VALOR;

const SITUACOES_ARQUIVO: Record<string, string> = {
  GERADO: 'Gerado',
  PROCESSANDO: 'Em processamento',
  PROCESSADO: 'Processado',
  FALHOU: 'Falhou',
};
export const rotuloSituacaoArquivo = (s: string | null | undefined) =>
  s ? (SITUACOES_ARQUIVO[s] ?? s) : SEM_VALOR;

/** A line's outcome (docs/arquivos-bancarios.md §1, §3). */
const RESULTADOS: Record<ResultadoLinha, string> = {
  REGISTRADO: 'Registrado',
  REJEITADO: 'Rejeitado',
  LIQUIDADO: 'Liquidado',
  BAIXADO: 'Baixado',
  CONCILIACAO: 'Em conciliação',
  SEM_EFEITO: 'Sem efeito',
};
export const rotuloResultado = (r: string | null | undefined) =>
  r ? (RESULTADOS[r as ResultadoLinha] ?? r.replaceAll('_', ' ')) : 'Aguardando processamento';

/** The outcome's colour on a chip: settled or registered green, rejected red, to a person amber. */
export function corResultado(r: string | null | undefined): 'success' | 'error' | 'warning' | 'default' {
  if (r === 'REGISTRADO' || r === 'LIQUIDADO') return 'success';
  if (r === 'REJEITADO') return 'error';
  if (r === 'CONCILIACAO') return 'warning';
  return 'default';
}

/** The slip's registration state on an instalment (docs/arquivos-bancarios.md §2); null when the server says nothing. */
export const rotuloRegistroBoleto = (s: string | null | undefined): string | null =>
  s ? (ROTULO_SITUACAO_REGISTRO_BOLETO[s as SituacaoRegistroBoleto] ?? s) : null;

/** A file's outcome counts in one line ('12 liquidados, 1 em conciliação'), in a fixed order. */
const ORDEM_RESULTADOS: [ResultadoLinha, string, string][] = [
  ['REGISTRADO', 'registrado', 'registrados'],
  ['REJEITADO', 'rejeitado', 'rejeitados'],
  ['LIQUIDADO', 'liquidado', 'liquidados'],
  ['BAIXADO', 'baixado', 'baixados'],
  ['CONCILIACAO', 'em conciliação', 'em conciliação'],
  ['SEM_EFEITO', 'sem efeito', 'sem efeito'],
];
export function resumoResultados(r: ArquivoBancario['resultados'] | null | undefined): string {
  if (!r) return SEM_VALOR;
  const partes = ORDEM_RESULTADOS.filter(([k]) => r[k] > 0).map(
    ([k, um, varios]) => `${r[k]} ${r[k] === 1 ? um : varios}`,
  );
  return partes.length ? partes.join(', ') : SEM_VALOR;
}

/** The queue's actions (docs/arquivos-bancarios.md §4): the button, the dialog's title, and the question before the destructive ones. */
export const ACOES_CONCILIACAO: Record<
  AcaoConciliacao,
  { rotulo: string; titulo: string; sucesso: string; confirmacao?: string }
> = {
  aceitar: {
    rotulo: 'Aceitar',
    titulo: 'Aceitar pagamento',
    sucesso: MENSAGENS_ARQUIVO_BANCARIO.aceito,
    confirmacao: 'O pagamento será baixado na parcela indicada. Deseja continuar?',
  },
  devolver: {
    rotulo: 'Devolver',
    titulo: 'Devolver ao pagador',
    sucesso: MENSAGENS_ARQUIVO_BANCARIO.devolvido,
    confirmacao: 'O valor será registrado como devolução ao pagador. Deseja continuar?',
  },
  descartar: {
    rotulo: 'Descartar',
    titulo: 'Descartar pendência',
    sucesso: MENSAGENS_ARQUIVO_BANCARIO.descartado,
    confirmacao: 'A linha será descartada e não terá efeito sobre a dívida. Deseja continuar?',
  },
};
