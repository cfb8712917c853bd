import { Navigate, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { useSession } from '../lib/SessionProvider.tsx';
import { safeRedirect } from '../lib/paths.ts';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { SECTIONS } from './sections.ts';
import { homePath } from './shell/menu.ts';

/**
 * The signed-in areas' routes and the home redirect. Apart from router.tsx and loaded with the shell, so the
 * route table of every section (and the menu it is built from) is not in the login page's JavaScript.
 */

/** Home: painel, or the first entry the user may see (spec 01 §2.2). */
function HomeRedirect() {
  const { can } = useSession();
  const home = homePath(can);
  return home ? <Navigate to={home} replace /> : <AccessDenied />;
}

const routes: RouteObject[] = [
  ...SECTIONS.map((s) => ({ path: s.path.slice(1), children: s.routes })),
  { path: 'inicio', element: <AccessDenied /> },
  { path: '*', element: <HomeRedirect /> },
];

/** Rendered by the shell where its page goes. */
export default function AuthenticatedRoutes() {
  return useRoutes(routes);
}

/** '/' and '/login' once signed in: the redirect path or the home. */
export function AfterSignIn() {
  const { can } = useSession();
  const [params] = useSearchParams();
  return <Navigate to={safeRedirect(params.get('redirect')) ?? homePath(can) ?? '/inicio'} replace />;
}
