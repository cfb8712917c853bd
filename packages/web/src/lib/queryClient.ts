import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';
import { notifyError } from './notify.ts';
import { sessionStore } from './sessionStore.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    /** notify: false when the caller shows the error itself (an alert in a dialog, fields on a form). */
    mutationMeta: { notify?: boolean };
  }
}

/** Fresh for 60 s, kept 5 min (spec 01 §9); errors become toasts here, once. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => {
        if (mutation.meta?.notify !== false) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && error instanceof ApiError && error.kind !== 'client',
      },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | null = null;

/** The app's one cache; emptied when the session ends, so another user's data never shows. */
export function getQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    client = created;
    let had = sessionStore.get() !== null;
    sessionStore.subscribe(() => {
      const has = sessionStore.get() !== null;
      if (had && !has) created.clear();
      had = has;
    });
  }
  return client;
}
