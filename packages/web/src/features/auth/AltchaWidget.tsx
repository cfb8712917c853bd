import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import './altchaColors.css';
import type {} from 'altcha/types/react';
import { configReady, useAppConfig } from '../../lib/config.ts';

/**
 * The widget's code (altchaSetup.ts) is not needed to draw the page: it loads as soon as the configuration
 * has answered (the page is drawn before, main.tsx), started when this module (the login page's chunk)
 * loads. The element upgrades, and starts its check, when it is defined: the elements on the page get the
 * configured challenge address first, so no check ever starts against another one.
 */
let setup: Promise<unknown> | null = null;
const loadAltcha = () =>
  (setup ??= configReady().then((c) => {
    for (const el of document.querySelectorAll('altcha-widget'))
      el.setAttribute('challenge', c.captcha.challengeUrl);
    return import('./altchaSetup.ts');
  }));
void loadAltcha().catch(() => undefined);

export interface AltchaHandle {
  /** Forgets the used payload and solves a new challenge at once (the payload is single-use). */
  reset: () => void;
}

/** The widget's states (altcha's State enum, as strings: the enum lives in a types-only module). */
export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

interface WidgetElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * The robot check (ALTCHA): a visible checkbox whose proof of work starts as the page opens (auto
 * "onload"), so the user only waits; the box shows verifying/verified, and a click retries after an
 * error. Reports the payload once solved and null whenever it is not, and each state change. The element
 * is rendered at once (its box reserved by altchaColors.css) and comes to life when its code has loaded.
 */
export const AltchaWidget = forwardRef<
  AltchaHandle,
  { onChange: (payload: string | null) => void; onStateChange?: (state: AltchaState) => void }
>(function AltchaWidget({ onChange, onStateChange }, ref) {
  const el = useRef<WidgetElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onStateRef = useRef(onStateChange);
  onStateRef.current = onStateChange;

  useImperativeHandle(ref, () => ({
    reset: () => {
      el.current?.reset?.();
      onChangeRef.current(null);
      void el.current?.verify?.();
    },
  }));

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: AltchaState; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
      onStateRef.current?.(detail.state);
      // a challenge that expires while the page sits open is solved again without asking
      if (detail.state === 'expired') void node.verify?.();
    };
    node.addEventListener('statechange', onState);
    // listening first: the element upgrades (and, auto "onload", starts its check) once its code is in
    loadAltcha().catch(() => onStateRef.current?.('error'));
    return () => node.removeEventListener('statechange', onState);
  }, []);

  const config = useAppConfig();
  return (
    <altcha-widget
      ref={el}
      challenge={config?.captcha.challengeUrl}
      auto="onload"
      type="checkbox"
      language="pt-br"
      name="recaptchaToken"
      style={{ '--altcha-max-width': '100%' }}
    />
  );
});
