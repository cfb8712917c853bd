/**
 * The ALTCHA widget's code: the `altcha-widget` custom element, its stylesheet, the Portuguese texts and
 * the proof-of-work workers. A dynamic import of AltchaWidget, started as the login page's chunk loads (about
 * 30 KB gzip the page is drawn without); the element React has rendered upgrades when it is defined.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/pt-br';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

// Only the proof-of-work algorithms the server may choose; each solves in its own worker file.
for (const alg of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  globalThis.$altcha.algorithms.set(alg, () => new Pbkdf2Worker());
for (const alg of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(alg, () => new ShaWorker());
