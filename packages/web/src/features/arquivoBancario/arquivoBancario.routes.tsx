import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const ArquivoBancarioListPage = pagina(() => import('./ArquivoBancarioListPage.tsx'));
const ArquivoBancarioDetailPage = pagina(() => import('./ArquivoBancarioDetailPage.tsx'));
const GerarRemessaPage = pagina(() => import('./GerarRemessaPage.tsx'));
const EnviarRetornoPage = pagina(() => import('./EnviarRetornoPage.tsx'));
const ConciliacaoListPage = pagina(() => import('./ConciliacaoListPage.tsx'));

/** The menu group of docs/arquivos-bancarios.md §5: the files and the reconciliation queue. */
const GRUPO = { label: 'Arquivos Bancários', icon: 'arquivoBancario' } as const;

/** Routes of docs/arquivos-bancarios.md §5 with their permissions; unknown sub-paths go to the section root. */
export const arquivoBancarioSection: SectionDef = {
  path: '/arquivoBancario',
  menu: {
    label: 'Arquivos',
    icon: 'arquivoBancario',
    permission: 'ARQUIVO_BANCARIO_CONSULTAR',
    group: GRUPO,
  },
  routes: [
    { index: true, element: guarded('ARQUIVO_BANCARIO_CONSULTAR', ArquivoBancarioListPage) },
    { path: 'remessa', element: guarded('ARQUIVO_BANCARIO_ENVIAR', GerarRemessaPage) },
    { path: 'retorno', element: guarded('ARQUIVO_BANCARIO_ENVIAR', EnviarRetornoPage) },
    { path: ':arquivoBancarioId', element: guarded('ARQUIVO_BANCARIO_CONSULTAR', ArquivoBancarioDetailPage) },
    { path: '*', element: <Navigate to="/arquivoBancario" replace /> },
  ],
};

export const conciliacaoSection: SectionDef = {
  path: '/conciliacao',
  menu: { label: 'Conciliação', icon: 'conciliacao', permission: 'CONCILIAR_PAGAMENTOS', group: GRUPO },
  routes: [
    { index: true, element: guarded('CONCILIAR_PAGAMENTOS', ConciliacaoListPage) },
    { path: '*', element: <Navigate to="/conciliacao" replace /> },
  ],
};
