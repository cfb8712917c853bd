import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const OrgaoCredorListPage = pagina(() => import('./OrgaoCredorListPage.tsx'));
const OrgaoCredorDetailPage = pagina(() => import('./OrgaoCredorDetailPage.tsx'));
const OrgaoCredorCadastrar = pagina(() =>
  import('./OrgaoCredorForm.tsx').then((m) => ({ default: () => <m.default mode="cadastrar" /> })),
);
const OrgaoCredorEditar = pagina(() =>
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
