import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to draw its title (a detail waits for its record). */
const WAIT_MS = 5000;

/**
 * After a navigation, focus moves to the new page's title (its h1 in `main`), so a keyboard user goes
 * on from the top of the page and a screen reader announces it. Without this, the focused link or row
 * button disappears with the old page and focus falls to the document body. Focus the user already
 * put inside the page (a form's first field, autoFocus) is left alone; the first load is left alone.
 */
export function useFocusTitleOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const root = main.current;
      const active = document.activeElement;
      // the breadcrumb stays across pages: focus on it is not the page's own
      const inPage =
        root && active && active !== document.body && root.contains(active) && !active.closest('nav');
      if (inPage) return;
      const title = root?.querySelector<HTMLElement>('h1');
      if (title) {
        if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
        title.focus({ preventScroll: false });
        return;
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
