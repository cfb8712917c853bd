import { useEffect, useRef } from 'react';

/**
 * While `ativo`, the browser's Back asks before leaving (issue 23: a half-filled wizard lost at once).
 * An entry with the same address is pushed over the page's, so Back only pops it, the page stays, and
 * `aoVoltar` decides. `manter` pushes it again (the person stays); `liberar` removes it when the work
 * ends in the page's own way (closed, saved), so the history keeps no extra step.
 */
export function useVoltarDoNavegador(ativo: boolean, aoVoltar: () => void) {
  const empilhada = useRef(false);
  const avisar = useRef(aoVoltar);
  avisar.current = aoVoltar;

  const empilhar = () => {
    window.history.pushState(window.history.state, '', window.location.href);
    empilhada.current = true;
  };

  useEffect(() => {
    if (!ativo) return;
    if (!empilhada.current) empilhar();
    const onPop = () => {
      // a pop we caused ourselves (liberar) is not the person's Back
      if (!empilhada.current) return;
      empilhada.current = false;
      avisar.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [ativo]);

  return {
    manter: () => {
      if (!empilhada.current) empilhar();
    },
    liberar: () => {
      if (!empilhada.current) return;
      empilhada.current = false;
      window.history.back();
    },
  };
}
