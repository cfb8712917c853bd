import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { guarded, pagina, RequirePermission, type SectionDef } from '../../lib/routing.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';

const PerfilListPage = pagina(() => import('./PerfilListPage.tsx'));
const PerfilCadastrar = pagina(() =>
  import('./PerfilForm.tsx').then((m) => ({ default: () => <m.default mode="cadastrar" /> })),
);
const PerfilEditar = pagina(() =>
  import('./PerfilForm.tsx').then((m) => ({ default: () => <m.default mode="editar" /> })),
);

/** Routes of spec 01 §2.4; /perfil/editar needs PERFIL_CONSULTAR or PERFIL_ALTERAR. */
export const perfilSection: SectionDef = {
  path: '/perfil',
  menu: { label: 'Perfil', icon: 'perfil', permission: 'PERFIL_CONSULTAR' },
  routes: [
    { index: true, element: guarded('PERFIL_CONSULTAR', PerfilListPage) },
    { path: 'cadastrar', element: guarded('PERFIL_CADASTRAR', PerfilCadastrar) },
    {
      path: 'editar',
      element: (
        <RequirePermission anyOf={['PERFIL_CONSULTAR', 'PERFIL_ALTERAR']}>
          <Suspense fallback={<PageLoading />}>
            <PerfilEditar />
          </Suspense>
        </RequirePermission>
      ),
    },
    { path: '*', element: <Navigate to="/perfil" replace /> },
  ],
};
