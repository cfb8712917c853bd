import { Navigate } from 'react-router';
import { guarded, pagina, type SectionDef } from '../../lib/routing.tsx';

const UsuarioListPage = pagina(() => import('./UsuarioListPage.tsx'));
const UsuarioDetailPage = pagina(() => import('./UsuarioDetailPage.tsx'));
const UsuarioCadastrar = pagina(() =>
  import('./UsuarioForm.tsx').then((m) => ({ default: () => <m.default mode="cadastrar" /> })),
);
const UsuarioEditar = pagina(() =>
  import('./UsuarioForm.tsx').then((m) => ({ default: () => <m.default mode="editar" /> })),
);

/** Routes of spec 01 §2.6 with their permissions; unknown sub-paths go to the section root. */
export const usuarioSection: SectionDef = {
  path: '/usuario',
  menu: { label: 'Usuários', icon: 'usuario', permission: 'USUARIO_CONSULTAR' },
  routes: [
    { index: true, element: guarded('USUARIO_CONSULTAR', UsuarioListPage) },
    { path: 'cadastrar', element: guarded('USUARIO_CADASTRAR', UsuarioCadastrar) },
    { path: 'editar', element: guarded('USUARIO_ALTERAR', UsuarioEditar) },
    { path: ':usuarioId', element: guarded('USUARIO_CONSULTAR', UsuarioDetailPage) },
    { path: '*', element: <Navigate to="/usuario" replace /> },
  ],
};
