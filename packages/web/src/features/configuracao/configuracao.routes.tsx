import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const ConfiguracaoPage = pagina(() => import('./ConfiguracaoPage.tsx'));

/** Route of spec 01 §2.5: the page with CONSULTAR_CONFIGURACAO; the button needs ALTERAR_CONFIGURACAO. */
export const configuracaoSection: SectionDef = {
  path: '/configuracao',
  menu: { label: 'Configuração', icon: 'configuracao', permission: 'CONSULTAR_CONFIGURACAO' },
  routes: [
    { index: true, element: guarded('CONSULTAR_CONFIGURACAO', ConfiguracaoPage) },
    { path: '*', element: <Navigate to="/configuracao" replace /> },
  ],
};
