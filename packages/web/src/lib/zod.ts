/**
 * zod as the page uses it: every `import … from 'zod'` of the web build resolves here (vite.config.ts,
 * zodConfigured), so zod is set up before any schema exists, wherever it is first loaded:
 * - Portuguese messages (what the domain's zodPt.ts does through errors.ts, which the web build leaves out
 *   of errors.ts so that the login page's first screen does not load zod);
 * - jitless: zod compiles object parsers with `new Function` when it may; the page's Content-Security-Policy
 *   forbids eval, and zod's probe for it is reported as a violation. Jitless: no probe, same results.
 */
import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

z.config({ ...pt(), jitless: true });

export * from 'zod';
export { z };
export default z;
