import { Suspense, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Permissao } from '@divida/domain/permissions';
import { useSession } from './SessionProvider.tsx';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { PageErrorBoundary } from '../components/ChunkErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { preloadable } from './preloadable.tsx';

/** The pictures the menu can show (app/shell/menuIcons.tsx draws each). */
export type IconName =
  | 'painel'
  | 'cda'
  | 'processos'
  | 'devolvidos'
  | 'inscricao'
  | 'negociacao'
  | 'devedor'
  | 'cobranca'
  | 'relatorio'
  | 'financeiro'
  | 'usuario'
  | 'orgao'
  | 'tipoDocumento'
  | 'perfil'
  | 'configuracao'
  | 'auditoria'
  | 'arquivoBancario'
  | 'conciliacao'
  | 'prescricao'
  | 'prazos'
  | 'indices';

/** A section's entry in the menu of spec 01 §2.2: what it says, its icon and the permission that shows it. */
export interface SectionMenu {
  label: string;
  icon: IconName;
  permission: Permissao;
  /** The menu group the entry sits in ('Relatório'); entries of one group are shown together. */
  group?: { label: string; icon: IconName };
}

/** An area of the app: its root path, its menu entry and its routes (app/sections.ts lists them in menu order). */
export interface SectionDef {
  path: string;
  menu: SectionMenu;
  routes: RouteObject[];
}

/** 'Acesso Negado!' unless the user holds every permission given (or any of `anyOf`). */
export function RequirePermission({
  permission,
  anyOf,
  children,
}: {
  permission?: Permissao;
  anyOf?: readonly Permissao[];
  children: ReactNode;
}) {
  const { can } = useSession();
  const ok = (!permission || can(permission)) && (!anyOf || anyOf.some(can));
  return ok ? <>{children}</> : <AccessDenied />;
}

/** A page of its own chunk (route-level code splitting) that can be loaded ahead of its first render. */
export const pagina = preloadable<object>;
export type Pagina = ReturnType<typeof pagina>;

/** The page each `guarded` route element shows, so the first load can fetch it ahead (preloadRoute). */
const paginaDe = new WeakMap<object, Pagina>();

/** A page behind its permission; a chunk that fails to load shows an offer to reload. */
export function guarded(permission: Permissao, Page: Pagina): ReactNode {
  const element = (
    <RequirePermission permission={permission}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </RequirePermission>
  );
  paginaDe.set(element, Page);
  return element;
}

/**
 * Loads the chunks of the pages `pathname` shows, so the first render draws them at once (no loading
 * frame between the shell and the page, which would move the footer: layout shift).
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    route.element && typeof route.element === 'object' ? paginaDe.get(route.element)?.preload() : undefined,
  );
  return Promise.all(pages);
}
