import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const NegociacaoListPage = pagina(() => import('./NegociacaoListPage.tsx'));

/** /negociacao (spec 03 §2.5): NEGOCIACAO_CONSULTAR; unknown sub-paths go to the list. */
export const negociacaoSection: SectionDef = {
  path: '/negociacao',
  menu: { label: 'Negociação', icon: 'negociacao', permission: 'NEGOCIACAO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('NEGOCIACAO_CONSULTAR', NegociacaoListPage) },
    { path: '*', element: <Navigate to="/negociacao" replace /> },
  ],
};
