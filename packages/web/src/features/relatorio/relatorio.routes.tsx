import { lazy } from 'react';
import { Navigate } from 'react-router';
import { guarded, type SectionDef } from '../../lib/routing.tsx';

const RelatorioSinteticoPage = lazy(() => import('./RelatorioSinteticoPage.tsx'));

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
