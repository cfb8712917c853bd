import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const PrazoListPage = pagina(() => import('./PrazoListPage.tsx'));

/** /prazos (docs/prazos-e-prescricao.md §3): the terms within the process's data scope, so the process's permission. */
export const prazoSection: SectionDef = {
  path: '/prazos',
  menu: { label: 'Prazos', icon: 'prazos', permission: 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', PrazoListPage) },
    { path: '*', element: <Navigate to="/prazos" replace /> },
  ],
};
