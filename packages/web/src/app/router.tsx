import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { useSession } from '../lib/SessionProvider.tsx';
import { PageErrorBoundary } from '../components/ChunkErrorBoundary.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { preloadable } from '../lib/preloadable.tsx';

const Shell = preloadable(() => import('./shell/Shell.tsx'));
// the first page of every visit: main.tsx loads it before the first render, so it paints at once
export const LoginPage = preloadable(() => import('../features/auth/LoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));
/** A signed-in visit's first load: the shell and the page of `pathname` together, before the first render. */
export const preloadSignedIn = (pathname: string) =>
  Promise.all([Shell.preload(), import('./authenticatedRoutes.tsx').then((m) => m.preloadPage(pathname))]);
// the sections' routes and the menu load with the shell (authenticatedRoutes.tsx)
const AfterSignIn = lazy(() => import('./authenticatedRoutes.tsx').then((m) => ({ default: m.AfterSignIn })));

const page = (node: ReactNode) => (
  <PageErrorBoundary>
    <Suspense fallback={<PageLoading />}>{node}</Suspense>
  </PageErrorBoundary>
);

/** '/' and '/login': the login page, or, once signed in, the redirect path or the home. */
function LoginRoute() {
  const { isAuthenticated } = useSession();
  return page(isAuthenticated ? <AfterSignIn /> : <LoginPage />);
}

/** Any other path needs a session (the query cache lives from here on); without one the user goes to /?redirect=<path> (spec 01 §2.1). */
function RequireAuth() {
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (!isAuthenticated)
    return <Navigate to={`/?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return page(<Shell />);
}

export const routes: RouteObject[] = [
  { path: '/', element: <LoginRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/forgotPassword', element: page(<ForgotPasswordPage />) },
  { path: '/forgotPassword/:token', element: page(<ResetPasswordPage />) },
  // every other path: the shell, which routes to the sections (authenticatedRoutes.tsx)
  { path: '*', element: <RequireAuth /> },
];
