import { useEffect, type RefObject } from 'react';

/**
 * When the focused element leaves the page with nothing taking its place (a dialog closes and gives the
 * focus back to the button that opened it, but the action made that button go away), the focus goes to
 * the page's title instead of the document's body, so the keyboard goes on from the top of the page
 * (issue 23). Focus the page itself placed elsewhere is left alone.
 */
export function useFocusRescue(main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let ultimo: Element | null = null;
    const onFocusIn = (e: FocusEvent) => {
      ultimo = e.target as Element;
    };
    let frame = 0;
    const conferir = () => {
      frame = 0;
      const perdido = ultimo !== null && !ultimo.isConnected;
      const ativo = document.activeElement;
      if (!perdido || (ativo && ativo !== document.body)) return;
      // an open dialog takes the focus back itself
      if (document.querySelector('[role="dialog"][aria-modal="true"], .MuiModal-root:not(.MuiModal-hidden)'))
        return;
      // only a title: a page still loading gets its title's focus from useFocusTitleOnNavigate
      const titulo = main.current?.querySelector<HTMLElement>('h1');
      if (!titulo) return;
      if (!titulo.hasAttribute('tabindex')) titulo.setAttribute('tabindex', '-1');
      titulo.focus();
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(conferir);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [main]);
}
