import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const RelatorioSinteticoPage = pagina(() => import('./RelatorioSinteticoPage.tsx'));

/** /relatorioSinteticoProcesso (spec 02 §2.10; RELATORIO_CONSULTAR). */
export const relatorioSinteticoSection: SectionDef = {
  path: '/relatorioSinteticoProcesso',
  menu: {
    label: 'Por devedor e fase',
    icon: 'relatorio',
    permission: 'RELATORIO_CONSULTAR',
    group: { label: 'Relatório', icon: 'relatorio' },
  },
  routes: [
    { index: true, element: guarded('RELATORIO_CONSULTAR', RelatorioSinteticoPage) },
    { path: '*', element: <Navigate to="/relatorioSinteticoProcesso" replace /> },
  ],
};
