import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

// The web build resolves every 'zod' import to lib/zod.ts (vite.config.ts): zod comes set up wherever it loads first.
describe('zod as the page loads it', () => {
  it('answers in Portuguese without compiling parsers (no eval under the CSP)', () => {
    const r = z.object({ nome: z.string() }).safeParse({ nome: 1 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/esperado|inválid/i);
    expect(z.config().jitless).toBe(true);
  });
});
