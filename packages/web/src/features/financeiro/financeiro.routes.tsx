import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const FinanceiroPage = pagina(() => import('./FinanceiroPage.tsx'));

/** /financeiro (spec 03 §2.7; FINANCEIRO_CONSULTAR, the menu's permission). */
export const financeiroSection: SectionDef = {
  path: '/financeiro',
  menu: { label: 'Acompanhamento Financeiro', icon: 'financeiro', permission: 'FINANCEIRO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('FINANCEIRO_CONSULTAR', FinanceiroPage) },
    { path: '*', element: <Navigate to="/financeiro" replace /> },
  ],
};
