import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Permissao } from '@divida/domain/permissions';
import { useSession } from './SessionProvider.tsx';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { PageErrorBoundary } from '../components/ChunkErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';

/** An area of the app: its root path (as in the menu table) and its routes. */
export interface SectionDef {
  path: string;
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
