import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy that can be loaded ahead (`preload`) and, once loaded, renders the component at once: a
 * plain lazy suspends on its first render even when its chunk is already in, and the page then paints
 * its loading fallback for a frame (the login page's first paint). An instance keeps what it started
 * with, so a load finishing while it is on screen never remounts it.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(() => preload() as Promise<{ default: ComponentType<P> }>);
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
