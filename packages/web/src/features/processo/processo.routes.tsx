import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const ProcessoListPage = pagina(() => import('./lista/ProcessoListPage.tsx'));
const ProcessoDetailPage = pagina(() => import('./detalhe/ProcessoDetailPage.tsx'));
const ProcessoCadastrar = pagina(() =>
  import('./cadastro/ProcessoForm.tsx').then((m) => ({ default: () => <m.default mode="cadastrar" /> })),
);
const ProcessoEditar = pagina(() =>
  import('./cadastro/ProcessoForm.tsx').then((m) => ({ default: () => <m.default mode="editar" /> })),
);

/** Routes of spec 02 §2.1–2.3 with their permissions (§6); unknown sub-paths go to the list. */
export const processoSection: SectionDef = {
  path: '/processos',
  menu: { label: 'Processos', icon: 'processos', permission: 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', ProcessoListPage) },
    { path: 'cadastrar', element: guarded('PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR', ProcessoCadastrar) },
    { path: 'editar', element: guarded('PROCESSO_CONSTITUICAO_CREDITO_ALTERAR', ProcessoEditar) },
    { path: ':processoId', element: guarded('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', ProcessoDetailPage) },
    { path: '*', element: <Navigate to="/processos" replace /> },
  ],
};
