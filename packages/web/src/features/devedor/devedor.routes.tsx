import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const DevedorListPage = pagina(() => import('./DevedorListPage.tsx'));
const DevedorDetailPage = pagina(() => import('./DevedorDetailPage.tsx'));

/** Routes of spec 02 §2.9 (DEVEDOR_CONSULTAR, §6); unknown sub-paths go to the list. */
export const devedorSection: SectionDef = {
  path: '/devedor',
  menu: { label: 'Devedores', icon: 'devedor', permission: 'DEVEDOR_CONSULTAR' },
  routes: [
    { index: true, element: guarded('DEVEDOR_CONSULTAR', DevedorListPage) },
    { path: ':ref', element: guarded('DEVEDOR_CONSULTAR', DevedorDetailPage) },
    { path: '*', element: <Navigate to="/devedor" replace /> },
  ],
};
