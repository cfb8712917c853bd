import { lazy, Suspense, useEffect, useState } from 'react';
import { setReauthenticateHandler, type MotivoReentrada } from '../../lib/http.ts';

const ReloginDialog = lazy(() => import('../../features/auth/ReloginDialog.tsx'));

/**
 * Registers with lib/http how to sign in again when the session cannot be refreshed: a dialog over the
 * page (loaded only then), so the form underneath and what was typed in it stay; the request that met
 * the expired session (or the sign-out in another tab) is sent again once the person is back.
 */
export function Reauthentication() {
  const [pedido, setPedido] = useState<{ motivo: MotivoReentrada; resolve: (ok: boolean) => void } | null>(
    null,
  );
  useEffect(() => {
    setReauthenticateHandler((motivo) => new Promise<boolean>((resolve) => setPedido({ motivo, resolve })));
    return () => setReauthenticateHandler(null);
  }, []);
  if (!pedido) return null;
  const concluir = (ok: boolean) => {
    setPedido(null);
    pedido.resolve(ok);
  };
  return (
    <Suspense fallback={null}>
      <ReloginDialog motivo={pedido.motivo} onDone={concluir} />
    </Suspense>
  );
}
