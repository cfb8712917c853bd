import type { Permissao } from '@divida/domain/permissions';
import type { IconName, SectionDef } from '../../lib/routing.tsx';
import { SECTIONS, sectionExists } from '../sections.ts';

/** The menu of spec 01 §2.2, in its order, each entry with the permission it needs. */
export interface MenuEntry {
  path: string;
  label: string;
  permission: Permissao;
  icon: IconName;
}
export interface MenuGroup {
  label: string;
  icon: IconName;
  children: MenuEntry[];
}
export type MenuItem = MenuEntry | MenuGroup;

export const isGroup = (m: MenuItem): m is MenuGroup => 'children' in m;

/** The menu made of the sections' own entries, in their order; a group sits where its first entry is. */
export function menuOf(sections: readonly SectionDef[]): MenuItem[] {
  const items: MenuItem[] = [];
  for (const { path, menu } of sections) {
    const { group, ...rest } = menu;
    const entry: MenuEntry = { path, ...rest };
    if (!group) {
      items.push(entry);
      continue;
    }
    const existing = items.find((m): m is MenuGroup => isGroup(m) && m.label === group.label);
    if (existing) existing.children.push(entry);
    else items.push({ ...group, children: [entry] });
  }
  return items;
}

export const MENU: readonly MenuItem[] = menuOf(SECTIONS);

/** The menu a user sees: entries they may open whose area exists; empty groups dropped. */
export function visibleMenu(
  can: (p: Permissao) => boolean,
  exists: (path: string) => boolean = sectionExists,
): MenuItem[] {
  const show = (e: MenuEntry) => can(e.permission) && exists(e.path);
  return MENU.flatMap((m): MenuItem[] => {
    if (!isGroup(m)) return show(m) ? [m] : [];
    const children = m.children.filter(show);
    return children.length ? [{ ...m, children }] : [];
  });
}

/** The PGE's queue: '/inscricaoDividaAtiva' opens the process list filtered to phase 4, situation 104. */
const naFilaDeInscricao = (pathname: string, search: string) => {
  const q = new URLSearchParams(search);
  return (
    pathname === '/processos' && q.get('idFaseProcesso') === '4' && q.get('idSituacaoProcesso') === '104'
  );
};

/** Whether a menu entry is the page open: its area, but the queue is the inscription entry's. */
export function entradaSelecionada(path: string, pathname: string, search: string): boolean {
  const fila = naFilaDeInscricao(pathname, search);
  if (path === '/inscricaoDividaAtiva') return fila;
  return !fila && (pathname === path || pathname.startsWith(`${path}/`));
}

/** Home: /painel with PAINEL, otherwise the first entry the user may see (spec 01 §2.2). */
export function homePath(can: (p: Permissao) => boolean, exists: (path: string) => boolean = sectionExists) {
  const first = visibleMenu(can, exists)[0];
  if (!first) return null;
  return isGroup(first) ? (first.children[0]?.path ?? null) : first.path;
}

/** Breadcrumb titles of spec 01 §2.2; other segments show 'Detalhes'. */
const TITULOS: Record<string, string> = {
  '/processos/cadastrar': 'Cadastrar',
  '/processos/editar': 'Editar',
  '/usuario/cadastrar': 'Cadastrar',
  '/usuario/editar': 'Editar',
  '/orgaoCredor/cadastrar': 'Cadastrar',
  '/orgaoCredor/editar': 'Editar',
  '/tipoDocumento/cadastrar': 'Cadastrar',
  '/tipoDocumento/editar': 'Editar',
  '/perfil/cadastrar': 'Cadastrar',
  '/perfil/editar': 'Editar',
  '/arquivoBancario/remessa': 'Gerar Remessa',
  '/arquivoBancario/retorno': 'Enviar Retorno',
};

const rootLabel = (path: string) => {
  for (const m of MENU) {
    for (const e of isGroup(m) ? m.children : [m]) if (e.path === path) return e.label;
  }
  return undefined;
};

export function breadcrumbFor(pathname: string): { label: string; to: string }[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((_, i) => {
    const to = `/${segments.slice(0, i + 1).join('/')}`;
    const label = i === 0 ? (rootLabel(to) ?? 'Detalhes') : (TITULOS[to] ?? 'Detalhes');
    return { label, to };
  });
}
