import { Navigate, useRoutes, useSearchParams, type RouteObject } from 'react-router';
import { useSession } from '../lib/SessionProvider.tsx';
import { safeRedirect } from '../lib/paths.ts';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { preloadRoute } from '../lib/routing.tsx';
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

/**
 * Loads the chunk of the page `pathname` shows (the first render of a signed-in visit, main.tsx); only
 * its section's routes are matched (ranking every route of the app is a long task on a phone).
 */
export function preloadPage(pathname: string) {
  const section = SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return section
    ? preloadRoute([{ path: section.path, children: section.routes }], pathname)
    : Promise.resolve();
}

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
