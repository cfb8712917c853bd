import { useState } from 'react';
import { vi } from 'vitest';

/** Stands in for vite-plugin-pwa's virtual module in component tests. */
export const pwa = { needRefresh: false, updateServiceWorker: vi.fn(async () => undefined) };

export function useRegisterSW() {
  const needRefresh = useState(pwa.needRefresh);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: pwa.updateServiceWorker };
}
