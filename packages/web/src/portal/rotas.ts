import { useEffect, useSyncExternalStore } from 'react';

/**
 * The portal's few paths, without a router library (its JavaScript budget, docs/portal.md §4): the
 * location as an external store, links that push history, and each screen's title.
 */
const ouvintes = new Set<() => void>();
const avisar = () => ouvintes.forEach((f) => f());
window.addEventListener('popstate', avisar);

export function navegar(caminho: string) {
  if (caminho === location.pathname + location.search) return;
  history.pushState(null, '', caminho);
  window.scrollTo(0, 0);
  avisar();
}

const inscrever = (f: () => void) => {
  ouvintes.add(f);
  return () => ouvintes.delete(f);
};

/** The current path and query. */
export const useLocal = () =>
  useSyncExternalStore(
    inscrever,
    () => location.pathname + location.search,
    () => '/portal',
  );

/** The screen's title (WCAG 2.4.2), and the focus on its heading so a screen reader announces it. */
export function useTitulo(titulo: string) {
  useEffect(() => {
    document.title = `${titulo} – Portal do devedor`;
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [titulo]);
}
