import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const AuditoriaListPage = pagina(() => import('./AuditoriaListPage.tsx'));
const VerificarCadeiaPage = pagina(() => import('./VerificarCadeiaPage.tsx'));

/** /auditoria: the audit trail (issue 26). */
export const auditoriaSection: SectionDef = {
  path: '/auditoria',
  menu: { label: 'Auditoria', icon: 'auditoria', permission: 'AUDITORIA_CONSULTAR' },
  routes: [
    { index: true, element: guarded('AUDITORIA_CONSULTAR', AuditoriaListPage) },
    { path: 'verificar', element: guarded('ACESSO_TODOS_ORGAOS', VerificarCadeiaPage) },
    { path: '*', element: <Navigate to="/auditoria" replace /> },
  ],
};
