import { describe, expect, it } from 'vitest';
import { passwordChecks } from './ChangePasswordDialog.tsx';

describe('live password checks', () => {
  const ok = (nova: string, conf: string) => passwordChecks(nova, conf).map((c) => c.ok);
  it('one check per rule, in the spec order', () => {
    expect(passwordChecks('', '').map((c) => c.label)).toEqual([
      'Entre 8 e 32 caracteres',
      'Ao menos um número',
      'Ao menos uma letra',
      'Ao menos uma letra minúscula',
      'As senhas são iguais',
    ]);
    expect(ok('', '')).toEqual([false, false, false, false, false]);
    expect(ok('ABC', 'ABC')).toEqual([false, false, true, false, true]);
    expect(ok('abcdefg1', 'abcdefg2')).toEqual([true, true, true, true, false]);
    expect(ok('ação1234', 'ação1234')).toEqual([true, true, true, true, true]);
  });
});
