import { z } from 'zod';
// the Portuguese locale alone: `z.locales.pt()` reaches it through the namespace of every locale,
// which the bundler cannot drop (it put all 40-odd locales in the login page's JavaScript)
import pt from 'zod/v4/locales/pt.js';

/**
 * zod's own messages (types, bounds, enumerations a schema gives no message for) in Portuguese, on
 * the server and in the page alike: every message a user or integrator can see is Portuguese.
 * Imported by errors.ts, which every schema's messages come from, so no entry point can miss it.
 */
z.config(pt());
