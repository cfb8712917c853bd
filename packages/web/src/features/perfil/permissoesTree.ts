import { comPais, MODULOS, PERMISSOES, type Permissao } from '@divida/domain/permissions';

/**
 * The profile tree's rules (spec 01 §2.4), pure so they are easy to test: checking a module selects all
 * its permissions; a module shows checked when all of them are; checking a child of the collections
 * module also checks its parent (and unchecking the parent unchecks its children, which need it).
 */
export type Modulo = (typeof MODULOS)[number];

export const permissoesDoModulo = (modulo: string): Permissao[] =>
  PERMISSOES.filter((p) => p.modulo === modulo).map((p) => p.codigo);

export type EstadoModulo = 'todos' | 'alguns' | 'nenhum';

export function estadoDoModulo(modulo: string, selecionadas: ReadonlySet<Permissao>): EstadoModulo {
  const todas = permissoesDoModulo(modulo);
  const marcadas = todas.filter((p) => selecionadas.has(p)).length;
  return marcadas === 0 ? 'nenhum' : marcadas === todas.length ? 'todos' : 'alguns';
}

const descendentes = (codigo: Permissao): Permissao[] =>
  PERMISSOES.filter((p) => p.pai === codigo).flatMap((p) => [p.codigo, ...descendentes(p.codigo)]);

export function alternarModulo(
  selecionadas: readonly Permissao[],
  modulo: string,
  marcar: boolean,
): Permissao[] {
  const doModulo = new Set(permissoesDoModulo(modulo));
  const resto = selecionadas.filter((p) => !doModulo.has(p));
  return comPais(marcar ? [...resto, ...doModulo] : resto);
}

export function alternarPermissao(
  selecionadas: readonly Permissao[],
  codigo: Permissao,
  marcar: boolean,
): Permissao[] {
  if (marcar) return comPais([...selecionadas, codigo]);
  const sair = new Set([codigo, ...descendentes(codigo)]);
  return comPais(selecionadas.filter((p) => !sair.has(p)));
}
