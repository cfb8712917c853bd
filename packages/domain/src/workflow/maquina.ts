import { compareDates, type IsoDate } from '../calendar.ts';
import { MENSAGENS } from '../errors.ts';
import type { Permissao } from '../permissions.ts';
import { ACOES, type Acao, type AcaoDef, type Campo } from './acoes.ts';
import { prazoEmCurso, prazoFinal, PRAZO_PADRAO_DIAS } from './prazo.ts';
import {
  faseDe,
  SITUACOES_COM_PRAZO,
  type FaseId,
  type SituacaoId,
  type StatusCobranca,
} from './situacoes.ts';
import { TRANSICOES, type Guarda, type Transicao } from './transicoes.ts';

/** What the rules read of a process. */
export interface EstadoProcesso {
  situacao: SituacaoId;
  suspenso: boolean;
  statusCobranca: StatusCobranca;
  /** the intimation date a term counts from, while in a situation with a term (3, 12, 22) */
  dataReferenciaPrazo: IsoDate | null;
}

export interface ContextoAcao {
  /** today in America/Sao_Paulo */
  hoje: IsoDate;
  /** the configured term length (default 10 days) */
  prazoDias?: number;
  /** the state before the last movement not yet cancelled, when there is one */
  estadoAnterior?: EstadoProcesso | null;
  /** the caller's permissions; absent: what the process offers, whoever asks */
  permissoes?: ReadonlySet<Permissao>;
}

/** The data an action carries (its dialog's fields); only what the rules read is typed here. */
export interface DadosAcao {
  dataReferencia?: IsoDate | null;
  dataFim?: IsoDate | null;
  motivo?: string | null;
  observacao?: string | null;
  valores?: unknown;
  devedorNaoEncontrado?: boolean | null;
  idSituacao?: number | null;
  dataInscricao?: IsoDate | null;
  nomeProcuradorSignatario?: string | null;
}

export type Recusa =
  /** the action is not offered in this state: 409 */
  | { ok: false; codigo: 'NAO_DISPONIVEL'; motivo: string }
  /** the caller lacks the action's permission: 403 */
  | { ok: false; codigo: 'SEM_PERMISSAO'; motivo: string }
  /** a field is missing or out of its rule: 400 on that field */
  | { ok: false; codigo: 'DADOS_INVALIDOS'; motivo: string; campo: Campo };

export interface Aplicada {
  ok: true;
  acao: Acao;
  def: AcaoDef;
  transicao: Transicao;
  anterior: EstadoProcesso;
  proximo: EstadoProcesso;
  /** the phase of the next situation */
  fase: FaseId;
}

export const MENSAGENS_WORKFLOW = {
  naoDisponivel: (nome: string) => `A ação '${nome}' não está disponível para a situação atual do processo.`,
  suspenso: 'O processo está suspenso: reative-o antes de prosseguir.',
  naoSuspenso: 'O processo não está suspenso.',
  comAcordo: 'O processo possui acordo de pagamento em andamento.',
  prazoEmCurso: (final: string) => `O prazo do devedor ainda está em curso (até ${final}).`,
  prazoEncerrado: (final: string) => `O prazo do devedor encerrou-se em ${final}.`,
  semPrazo: 'O processo não tem data de referência para contar o prazo.',
  nadaACancelar: 'Não há ação a ser cancelada.',
  campoObrigatorio: 'Campo obrigatório.',
  dataFutura: 'A data não pode ser posterior à data de hoje.',
  dataPassada: 'A data não pode ser anterior à data de hoje.',
  situacaoInvalida: 'Situação não permitida para esta ação.',
} as const;

const formatar = (d: IsoDate) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** Why a guard refuses, or undefined when it holds. */
function recusaDaGuarda(g: Guarda, estado: EstadoProcesso, ctx: ContextoAcao): string | undefined {
  const M = MENSAGENS_WORKFLOW;
  switch (g) {
    case 'NAO_SUSPENSO':
      return estado.suspenso ? M.suspenso : undefined;
    case 'SUSPENSO':
      return estado.suspenso ? undefined : M.naoSuspenso;
    case 'SEM_ACORDO':
      return estado.statusCobranca === 'SEM_ACORDO' ? undefined : M.comAcordo;
    case 'HA_ACAO_A_CANCELAR':
      return ctx.estadoAnterior ? undefined : M.nadaACancelar;
    case 'DENTRO_DO_PRAZO':
    case 'PRAZO_ENCERRADO': {
      if (!estado.dataReferenciaPrazo) return M.semPrazo;
      const final = prazoFinal(estado.dataReferenciaPrazo, ctx.prazoDias ?? PRAZO_PADRAO_DIAS);
      const emCurso = prazoEmCurso(final, ctx.hoje);
      if (g === 'DENTRO_DO_PRAZO') return emCurso ? undefined : M.prazoEncerrado(formatar(final));
      return emCurso ? M.prazoEmCurso(formatar(final)) : undefined;
    }
  }
}

/** The rows of an action from the state's situation (ANEXAR_AR has two, told apart by a field). */
const linhas = (acao: Acao, situacao: SituacaoId) =>
  TRANSICOES.filter((t) => t.acao === acao && t.de.includes(situacao));

/** The first guard that refuses this row, or undefined. */
const recusaDaLinha = (t: Transicao, estado: EstadoProcesso, ctx: ContextoAcao) =>
  t.guardas.map((g) => recusaDaGuarda(g, estado, ctx)).find((m) => m !== undefined);

/**
 * The actions the process offers in its state, in the table's order; with `ctx.permissoes`, only
 * those the caller may also run (spec 02 §4: a button shows only if both hold).
 */
export function acoesDisponiveis(estado: EstadoProcesso, ctx: ContextoAcao): Acao[] {
  const out: Acao[] = [];
  for (const t of TRANSICOES) {
    if (out.includes(t.acao) || !t.de.includes(estado.situacao)) continue;
    if (recusaDaLinha(t, estado, ctx) !== undefined) continue;
    if (ctx.permissoes && !ctx.permissoes.has(ACOES[t.acao].permissao)) continue;
    out.push(t.acao);
  }
  return out;
}

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Applies an action to a state: the next state, or why it is refused. Pure: the server runs it inside
 * the transaction that locked the process, and writes what it answers.
 */
export function aplicarAcao(
  estado: EstadoProcesso,
  acao: Acao,
  dados: DadosAcao,
  ctx: ContextoAcao,
): Aplicada | Recusa {
  const def: AcaoDef = ACOES[acao];
  const candidatas = linhas(acao, estado.situacao);
  if (candidatas.length === 0) {
    return { ok: false, codigo: 'NAO_DISPONIVEL', motivo: MENSAGENS_WORKFLOW.naoDisponivel(def.nome) };
  }
  const recusa = recusaDaLinha(candidatas[0]!, estado, ctx);
  if (recusa !== undefined) return { ok: false, codigo: 'NAO_DISPONIVEL', motivo: recusa };
  if (ctx.permissoes && !ctx.permissoes.has(def.permissao)) {
    return {
      ok: false,
      codigo: 'SEM_PERMISSAO',
      motivo: MENSAGENS.semPermissao,
    };
  }

  for (const campo of def.campos) {
    if (vazio(dados[campo])) return invalido(campo, MENSAGENS_WORKFLOW.campoObrigatorio);
  }
  const transicao = candidatas.find(
    (t) => !t.quando || t.quando.devedorNaoEncontrado === Boolean(dados.devedorNaoEncontrado),
  );
  if (!transicao)
    return { ok: false, codigo: 'NAO_DISPONIVEL', motivo: MENSAGENS_WORKFLOW.naoDisponivel(def.nome) };

  const proximo = destino(transicao, estado, dados, ctx);
  if ('campo' in proximo) return proximo;

  // A term counts from the intimation: entering a situation with a term needs its date.
  const entraEmPrazo = SITUACOES_COM_PRAZO.includes(proximo.situacao) && !('anterior' in transicao.para);
  if (entraEmPrazo && proximo.situacao !== estado.situacao && vazio(dados.dataReferencia)) {
    return invalido('dataReferencia', MENSAGENS_WORKFLOW.campoObrigatorio);
  }
  if (dados.dataReferencia && compareDates(dados.dataReferencia, ctx.hoje) > 0) {
    return invalido('dataReferencia', MENSAGENS_WORKFLOW.dataFutura);
  }
  if (dados.dataInscricao && compareDates(dados.dataInscricao, ctx.hoje) > 0) {
    return invalido('dataInscricao', MENSAGENS_WORKFLOW.dataFutura);
  }
  if (dados.dataFim && compareDates(dados.dataFim, ctx.hoje) < 0) {
    return invalido('dataFim', MENSAGENS_WORKFLOW.dataPassada);
  }
  return { ok: true, acao, def, transicao, anterior: estado, proximo, fase: faseDe(proximo.situacao) };
}

const invalido = (campo: Campo, motivo: string): Recusa => ({
  ok: false,
  codigo: 'DADOS_INVALIDOS',
  motivo,
  campo,
});

function destino(
  t: Transicao,
  estado: EstadoProcesso,
  dados: DadosAcao,
  ctx: ContextoAcao,
): EstadoProcesso | Extract<Recusa, { campo: Campo }> {
  const p = t.para;
  if ('anterior' in p) return { ...ctx.estadoAnterior! };
  if ('mesma' in p) return { ...estado, suspenso: t.suspenso ?? estado.suspenso };
  let situacao: SituacaoId;
  if ('escolhida' in p) {
    const escolhida = p.escolhida.find((s) => s === dados.idSituacao);
    if (escolhida === undefined)
      return {
        ok: false,
        codigo: 'DADOS_INVALIDOS',
        motivo: MENSAGENS_WORKFLOW.situacaoInvalida,
        campo: 'idSituacao',
      };
    situacao = escolhida;
  } else {
    situacao = p.situacao;
  }
  const comPrazo = SITUACOES_COM_PRAZO.includes(situacao);
  return {
    situacao,
    suspenso: t.suspenso ?? false,
    statusCobranca: estado.statusCobranca,
    dataReferenciaPrazo: comPrazo ? (dados.dataReferencia ?? null) : null,
  };
}
