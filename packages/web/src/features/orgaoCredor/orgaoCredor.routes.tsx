import { lazy } from 'react';
import { Navigate } from 'react-router';
import { guarded, type SectionDef } from '../../lib/routing.tsx';

const OrgaoCredorListPage = lazy(() => import('./OrgaoCredorListPage.tsx'));
const OrgaoCredorDetailPage = lazy(() => import('./OrgaoCredorDetailPage.tsx'));
const OrgaoCredorCadastrar = lazy(() =>
  import('./OrgaoCredorForm.tsx').then((m) => ({ default: () => <m.default mode="cadastrar" /> })),
);
const OrgaoCredorEditar = lazy(() =>
  import('./OrgaoCredorForm.tsx').then((m) => ({ default: () => <m.default mode="editar" /> })),
);

/** Routes of spec 01 §2.7 with their permissions; unknown sub-paths go to the section root. */
export const orgaoCredorSection: SectionDef = {
  path: '/orgaoCredor',
  menu: { label: 'Órgão', icon: 'orgao', permission: 'ORGAO_CREDOR_CONSULTAR' },
  routes: [
    { index: true, element: guarded('ORGAO_CREDOR_CONSULTAR', OrgaoCredorListPage) },
    { path: 'cadastrar', element: guarded('ORGAO_CREDOR_CADASTRAR', OrgaoCredorCadastrar) },
    { path: 'editar', element: guarded('ORGAO_CREDOR_ALTERAR', OrgaoCredorEditar) },
    { path: ':orgaoId', element: guarded('ORGAO_CREDOR_CONSULTAR', OrgaoCredorDetailPage) },
    { path: '*', element: <Navigate to="/orgaoCredor" replace /> },
  ],
};
