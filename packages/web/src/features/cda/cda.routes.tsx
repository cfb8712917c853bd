import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const PainelDividaAtivaPage = pagina(() => import('./PainelDividaAtivaPage.tsx'));

/** /cda 'Painel da Dívida Ativa' (spec 03 §2.8; PAINEL). */
export const cdaSection: SectionDef = {
  path: '/cda',
  menu: { label: 'Painel da Dívida Ativa', icon: 'cda', permission: 'PAINEL' },
  routes: [
    { index: true, element: guarded('PAINEL', PainelDividaAtivaPage) },
    { path: '*', element: <Navigate to="/cda" replace /> },
  ],
};
