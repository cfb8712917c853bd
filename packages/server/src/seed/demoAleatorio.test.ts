import { describe, expect, it } from 'vitest';
import { aleatorio, depoisDe, horario } from './demoAleatorio.ts';

describe('demo instants', () => {
  it('a step of today never lands after now, even just after midnight, and keeps the same draws', () => {
    const agora = new Date('2026-11-24T00:11:00-03:00');
    const r1 = aleatorio(7);
    const r2 = aleatorio(7);
    for (let i = 0; i < 200; i++) {
      const t = horario(r1, '2026-11-24', agora);
      expect(t.getTime()).toBeLessThanOrEqual(agora.getTime());
      expect(t.getTime()).toBeGreaterThanOrEqual(new Date('2026-11-24T00:00:00-03:00').getTime());
      horario(r2, '2026-11-20', agora);
    }
    expect(r1.numero()).toBe(r2.numero());
  });

  it('an earlier day keeps its working hours; a follow-up stays between the step and now', () => {
    const agora = new Date('2026-11-24T10:00:00-03:00');
    const t = horario(aleatorio(3), '2026-11-23', agora);
    const hora = Number(
      t.toLocaleString('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hour12: false }),
    );
    expect(hora).toBeGreaterThanOrEqual(9);
    expect(hora).toBeLessThanOrEqual(17);
    const hoje = new Date('2026-11-24T09:30:00-03:00');
    expect(depoisDe(hoje, 2, agora)).toEqual(agora);
    expect(depoisDe(t, 2, agora).getTime()).toBe(t.getTime() + 2 * 3_600_000);
  });
});
