import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const CobrancaListPage = pagina(() => import('./CobrancaListPage.tsx'));
const CobrancaDetailPage = pagina(() => import('./CobrancaDetailPage.tsx'));

/** Spec 03 §2.2, §2.3: PROCESSO_COBRANCA_CONSULTAR; any other sub-path goes to the list. */
export const processoCobrancaSection: SectionDef = {
  path: '/processoCobranca',
  menu: { label: 'Acompanhar Cobranças', icon: 'cobranca', permission: 'PROCESSO_COBRANCA_CONSULTAR' },
  routes: [
    { index: true, element: guarded('PROCESSO_COBRANCA_CONSULTAR', CobrancaListPage) },
    { path: ':processoCobrancaId', element: guarded('PROCESSO_COBRANCA_CONSULTAR', CobrancaDetailPage) },
    { path: '*', element: <Navigate to="/processoCobranca" replace /> },
  ],
};
