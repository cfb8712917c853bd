import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const PrescricaoListPage = pagina(() => import('./PrescricaoListPage.tsx'));

/** /prescricao 'Controle de Prescrição' (docs/prazos-e-prescricao.md §3; PRESCRICAO_CONSULTAR). */
export const prescricaoSection: SectionDef = {
  path: '/prescricao',
  menu: { label: 'Controle de Prescrição', icon: 'prescricao', permission: 'PRESCRICAO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('PRESCRICAO_CONSULTAR', PrescricaoListPage) },
    { path: '*', element: <Navigate to="/prescricao" replace /> },
  ],
};
