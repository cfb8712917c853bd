import type { Permissao } from '../permissions.ts';
import { MENSAGENS } from '../errors.ts';
import type { EventoEntrada } from '../prazos/prescricao.ts';

/**
 * The one shape of every state machine of the system (the process's, the CDA's, the collection's,
 * the process record's gates): a row is an action from some states to the next, with the guards it
 * needs besides its origin and the permission a caller needs to run it. Each machine says how to read
 * the origin of its state and why a guard refuses; `disponiveis` and `aplicar` run any of them.
 */
export interface Linha<A extends string, O, P, G> {
  acao: A;
  /** the states (situations, statuses) the action starts from */
  de: readonly O[];
  /** where it leads; each machine has its own destinations */
  para: P;
  /** checked in order; the first that refuses gives the reason */
  guardas: readonly G[];
  permissao: Permissao;
  /** the call under the record's path, when the row has one of its own */
  rota?: string;
  /** the document type the action attaches */
  documento?: number;
  /**
   * The event of the prescription clock its movement is (docs/prazos-e-prescricao.md §2: it starts,
   * interrupts, suspends or ends the term); the server reads the clock's events from the movements
   * by this column (workflow/prescricao.ts)
   */
  prescricao?: EventoEntrada['tipo'];
}

/** A machine: its rows (in the order `disponiveis` answers) and how its guards read a state. */
export interface Maquina<L extends Linha<string, unknown, unknown, unknown>, E, C = void> {
  linhas: readonly L[];
  /** the value of the state the rows' `de` name */
  origem(estado: E): L['de'][number];
  /** why a guard of `linha` refuses, or undefined when it holds */
  recusaDaGuarda(guarda: L['guardas'][number], estado: E, ctx: C, linha: L): string | undefined;
  /** the reason when no row of the action starts from the state */
  naoDisponivel(acao: L['acao'], estado: E): string;
}

/** Why an action cannot run: 409 when the state does not offer it, 403 without the permission. */
export type RecusaDaMaquina =
  | { ok: false; codigo: 'NAO_DISPONIVEL'; motivo: string }
  | { ok: false; codigo: 'SEM_PERMISSAO'; motivo: string };

export const MENSAGEM_SEM_PERMISSAO = MENSAGENS.semPermissao;

/** The first guard of the row that refuses the state, or undefined. */
export function recusaDaLinha<L extends Linha<string, unknown, unknown, unknown>, E, C>(
  m: Maquina<L, E, C>,
  linha: L,
  estado: E,
  ctx: C,
): string | undefined {
  for (const g of linha.guardas) {
    const r = m.recusaDaGuarda(g, estado, ctx, linha);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** The rows of an action from the state's origin (one action may have several, told apart later). */
export const linhasDe = <L extends Linha<string, unknown, unknown, unknown>, E, C>(
  m: Maquina<L, E, C>,
  acao: L['acao'],
  estado: E,
): L[] => {
  const origem = m.origem(estado);
  return m.linhas.filter((l) => l.acao === acao && l.de.includes(origem));
};

/**
 * The actions the state offers, in the table's order, each once; with `permissoes`, only those the
 * caller may also run (spec 02 §4: a button shows only if both hold).
 */
export function disponiveis<L extends Linha<string, unknown, unknown, unknown>, E, C>(
  m: Maquina<L, E, C>,
  estado: E,
  ctx: C,
  permissoes?: ReadonlySet<string>,
): L['acao'][] {
  const origem = m.origem(estado);
  const out: L['acao'][] = [];
  for (const l of m.linhas) {
    if (out.includes(l.acao) || !l.de.includes(origem)) continue;
    if (recusaDaLinha(m, l, estado, ctx) !== undefined) continue;
    if (permissoes && !permissoes.has(l.permissao)) continue;
    out.push(l.acao);
  }
  return out;
}

/**
 * Judges an action on a state: the rows that may run it (those from the state's origin whose guards
 * hold), or why it is refused: not offered (the reason of the first row's guard, or the machine's when
 * no row starts there), then, with `permissoes`, the permission. What the rows lead to is the
 * machine's: each applies its `para` to the rows answered.
 */
export function aplicar<L extends Linha<string, unknown, unknown, unknown>, E, C>(
  m: Maquina<L, E, C>,
  estado: E,
  acao: L['acao'],
  ctx: C,
  permissoes?: ReadonlySet<string>,
): { ok: true; linhas: [L, ...L[]] } | RecusaDaMaquina {
  const candidatas = linhasDe(m, acao, estado);
  if (candidatas.length === 0) {
    return { ok: false, codigo: 'NAO_DISPONIVEL', motivo: m.naoDisponivel(acao, estado) };
  }
  const validas = candidatas.filter((l) => recusaDaLinha(m, l, estado, ctx) === undefined);
  if (validas.length === 0) {
    return { ok: false, codigo: 'NAO_DISPONIVEL', motivo: recusaDaLinha(m, candidatas[0]!, estado, ctx)! };
  }
  if (permissoes && !permissoes.has(validas[0]!.permissao)) {
    return { ok: false, codigo: 'SEM_PERMISSAO', motivo: MENSAGEM_SEM_PERMISSAO };
  }
  return { ok: true, linhas: validas as [L, ...L[]] };
}
