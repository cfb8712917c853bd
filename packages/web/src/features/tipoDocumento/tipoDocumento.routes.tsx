import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const TipoDocumentoListPage = pagina(() => import('./TipoDocumentoListPage.tsx'));
const TipoDocumentoDetailPage = pagina(() => import('./TipoDocumentoDetailPage.tsx'));
const TipoDocumentoCadastrar = pagina(() =>
  import('./TipoDocumentoForm.tsx').then((m) => ({ default: () => <m.default mode="cadastrar" /> })),
);
const TipoDocumentoEditar = pagina(() =>
  import('./TipoDocumentoForm.tsx').then((m) => ({ default: () => <m.default mode="editar" /> })),
);

/** Routes of spec 01 §2.8 with their permissions; unknown sub-paths go to the section root. */
export const tipoDocumentoSection: SectionDef = {
  path: '/tipoDocumento',
  menu: { label: 'Tipo de Documento', icon: 'tipoDocumento', permission: 'TIPO_DOCUMENTO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('TIPO_DOCUMENTO_CONSULTAR', TipoDocumentoListPage) },
    { path: 'cadastrar', element: guarded('TIPO_DOCUMENTO_CADASTRAR', TipoDocumentoCadastrar) },
    { path: 'editar', element: guarded('TIPO_DOCUMENTO_ALTERAR', TipoDocumentoEditar) },
    {
      path: ':tipoDocumentoId',
      element: guarded('TIPO_DOCUMENTO_CONSULTAR', TipoDocumentoDetailPage),
    },
    { path: '*', element: <Navigate to="/tipoDocumento" replace /> },
  ],
};
