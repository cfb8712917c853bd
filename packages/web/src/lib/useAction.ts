import { useCallback, useRef, useState } from 'react';
import { notifyError } from './notify.ts';

/**
 * A one-shot call for the public pages (login, password recovery), which render without the query
 * cache to keep their bundle small. Errors become a toast unless the caller handles them.
 */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const run = useCallback(
    async (
      args: A,
      handlers: { onSuccess?: (r: R) => void; onError?: (e: unknown) => void; notify?: boolean } = {},
    ) => {
      setPending(true);
      try {
        const r = await fnRef.current(...args);
        handlers.onSuccess?.(r);
      } catch (e) {
        if (handlers.notify !== false) notifyError(e);
        handlers.onError?.(e);
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { run, pending };
}
