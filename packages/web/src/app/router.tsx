import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams, type RouteObject } from 'react-router';
import { useSession } from '../lib/SessionProvider.tsx';
import { SECTIONS } from './sections.ts';
import { homePath } from './shell/menu.ts';
import { safeRedirect } from '../lib/paths.ts';
import { PageErrorBoundary } from '../components/ChunkErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { AccessDenied } from '../components/AccessDenied.tsx';

const Shell = lazy(() => import('./shell/Shell.tsx'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));

const page = (node: ReactNode) => (
  <PageErrorBoundary>
    <Suspense fallback={<PageLoading />}>{node}</Suspense>
  </PageErrorBoundary>
);

/** '/' and '/login': the login page, or, once signed in, the redirect path or the home. */
function LoginRoute() {
  const { isAuthenticated, can } = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated)
    return <Navigate to={safeRedirect(params.get('redirect')) ?? homePath(can) ?? '/inicio'} replace />;
  return page(<LoginPage />);
}

/** Any other path needs a session (the query cache lives from here on); without one the user goes to /?redirect=<path> (spec 01 §2.1). */
function RequireAuth() {
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (!isAuthenticated)
    return <Navigate to={`/?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return page(<Shell />);
}

/** Home: painel, or the first entry the user may see (spec 01 §2.2). */
function HomeRedirect() {
  const { can } = useSession();
  const home = homePath(can);
  return home ? <Navigate to={home} replace /> : <AccessDenied />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <LoginRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/forgotPassword', element: page(<ForgotPasswordPage />) },
  { path: '/forgotPassword/:token', element: page(<ResetPasswordPage />) },
  {
    element: <RequireAuth />,
    children: [
      ...SECTIONS.map((s) => ({ path: s.path.slice(1), children: s.routes })),
      { path: 'inicio', element: <AccessDenied /> },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
