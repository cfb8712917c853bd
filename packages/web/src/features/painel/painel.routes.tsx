import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const PainelPage = pagina(() => import('./PainelPage.tsx'));

/** /painel (spec 02 §2.8; PAINEL). */
export const painelSection: SectionDef = {
  path: '/painel',
  menu: { label: 'Painel', icon: 'painel', permission: 'PAINEL' },
  routes: [
    { index: true, element: guarded('PAINEL', PainelPage) },
    { path: '*', element: <Navigate to="/painel" replace /> },
  ],
};
