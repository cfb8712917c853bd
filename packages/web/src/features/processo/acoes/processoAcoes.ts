import type { Permissao } from '@divida/domain/permissions';
import type { Andamento, ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { formatDate } from '@divida/domain/format';
import { ACOES } from '@divida/domain/workflow/acoes';
import { registroPermite } from '@divida/domain/workflow/registro';

type Pode = (p: Permissao) => boolean;
type Processo = Pick<
  ProcessoDetalhe,
  | 'protegido'
  | 'situacaoPCCProcessoCobranca'
  | 'situacaoProcesso'
  | 'acoesDisponiveis'
  | 'documentosEnviadosDividaAtiva'
>;

/**
 * The header actions of the process detail, gated exactly as spec 02 §6: edit, delete and print the
 * notification by the record's gates of the domain (workflow/registro.ts), as the server judges them.
 */
export function acoesDoCabecalho(p: Processo, can: Pode) {
  const registro = {
    situacao: p.situacaoProcesso.id,
    protegido: p.protegido,
    statusCobranca: p.situacaoPCCProcessoCobranca,
    documentosEnviadosDividaAtiva: p.documentosEnviadosDividaAtiva,
  };
  return {
    excluir: can('PROCESSO_CONSTITUICAO_CREDITO_EXCLUIR') && registroPermite('EXCLUIR', registro),
    editar: can('PROCESSO_CONSTITUICAO_CREDITO_ALTERAR') && registroPermite('EDITAR', registro),
    imprimirTcc: true,
    imprimirCertidao:
      can('PROCESSO_CONSTITUICAO_CREDITO_SOLICITAR_INSCRICAO_DIVIDA_ATIVA') &&
      p.acoesDisponiveis.some((a) => a.action === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA'),
    imprimirNotificacao: registroPermite('IMPRIMIR_NOTIFICACAO', registro),
  };
}

/** The actions the server offers that the user holds the permission for, with their names. */
export const acoesPermitidas = (p: Pick<ProcessoDetalhe, 'acoesDisponiveis'>, can: Pode) =>
  p.acoesDisponiveis
    .filter((a) => can(ACOES[a.action].permissao))
    .map((a) => ({ action: a.action, nome: ACOES[a.action].nome }));

const maisRecenteAntes = (a: Andamento, b: Andamento) => b.data.localeCompare(a.data) || b.id - a.id;

/**
 * The movements of each tab (spec 02 §2.2), newest first: those of origin TCC, the return movements
 * and the first registration movement go to the process tab; the rest, and that registration again, to
 * the active-debt tab.
 */
export function andamentosPorAba(andamentos: readonly Andamento[]) {
  const ordenados = [...andamentos].sort(maisRecenteAntes);
  const primeiraInscricao = [...ordenados].reverse().find((a) => a.andamentoInscricao);
  const noProcesso = (a: Andamento) => a.origem === 'TCC' || a.andamentoDevolucao || a === primeiraInscricao;
  return {
    processo: ordenados.filter(noProcesso),
    // the inscription is also where the active debt's own history starts (issue 23)
    dividaAtiva: ordenados.filter((a) => !noProcesso(a) || a === primeiraInscricao),
  };
}

/**
 * The running term of the detail (docs/workflow.md "Terms"): its last day and the days left, or when it
 * ended; null when no term runs.
 */
export function textoPrazo(prazo: ProcessoDetalhe['prazo']): string | null {
  if (!prazo) return null;
  const dia = formatDate(prazo.ultimoDia);
  const n = prazo.diasRestantes;
  if (n < 0) return `Prazo encerrado em ${dia}`;
  if (n === 0) return `Prazo final: ${dia} (último dia)`;
  return `Prazo final: ${dia} (${n} ${n === 1 ? 'dia restante' : 'dias restantes'})`;
}
