import { z } from 'zod';

/**
 * zod's own messages (types, bounds, enumerations a schema gives no message for) in Portuguese, on
 * the server and in the page alike: every message a user or integrator can see is Portuguese.
 * Imported by errors.ts, which every schema's messages come from, so no entry point can miss it.
 */
z.config(z.locales.pt());
