import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/pt-br';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { appConfig } from '../../lib/config.ts';

// Only the proof-of-work algorithms the server may choose; each solves in its own worker file.
for (const alg of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(alg, () => new Pbkdf2Worker());
for (const alg of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(alg, () => new ShaWorker());

export interface AltchaHandle {
  reset: () => void;
}

interface WidgetElement extends HTMLElement {
  reset?: () => void;
}

/** The robot check (ALTCHA): reports the payload once solved and null whenever it is not. */
export const AltchaWidget = forwardRef<AltchaHandle, { onChange: (payload: string | null) => void }>(
  function AltchaWidget({ onChange }, ref) {
    const el = useRef<WidgetElement>(null);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;

    useImperativeHandle(ref, () => ({
      reset: () => {
        el.current?.reset?.();
        onChangeRef.current(null);
      },
    }));

    useEffect(() => {
      const node = el.current;
      if (!node) return;
      const onState = (e: Event) => {
        const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
        onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
      };
      node.addEventListener('statechange', onState);
      return () => node.removeEventListener('statechange', onState);
    }, []);

    return (
      <altcha-widget
        ref={el}
        challenge={appConfig().captcha.challengeUrl}
        language="pt-br"
        name="recaptchaToken"
        style={{ '--altcha-max-width': '100%' }}
      />
    );
  },
);
