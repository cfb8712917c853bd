import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Permissao } from '@divida/domain/permissions';
import { useSession } from './SessionProvider.tsx';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { PageErrorBoundary } from '../components/ChunkErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';

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
  | 'prazos';

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

/** A lazily loaded page behind its permission (route-level code splitting); a chunk that fails to load shows an offer to reload. */
export function guarded(permission: Permissao, Page: LazyExoticComponent<ComponentType>): ReactNode {
  return (
    <RequirePermission permission={permission}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </RequirePermission>
  );
}
