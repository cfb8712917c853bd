import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const IndiceFinanceiroPage = pagina(() => import('./IndiceFinanceiroPage.tsx'));

/** The indexes' series and their updating (issue 36 item 2): the PGE's screen. */
export const indiceFinanceiroSection: SectionDef = {
  path: '/indiceFinanceiro',
  menu: { label: 'Índices Financeiros', icon: 'indices', permission: 'ACESSO_TODOS_ORGAOS' },
  routes: [
    { index: true, element: guarded('ACESSO_TODOS_ORGAOS', IndiceFinanceiroPage) },
    { path: '*', element: <Navigate to="/indiceFinanceiro" replace /> },
  ],
};
