import type { IsoDate } from '@divida/domain/calendar';

/**
 * A seeded pseudo-random generator (mulberry32) for the demo data: the same seed gives the same
 * records, so screenshots and tests are stable. Never Math.random.
 */
export interface Aleatorio {
  /** in [0, 1) */
  numero(): number;
  /** an integer in [min, max] */
  inteiro(min: number, max: number): number;
  item<T>(lista: readonly T[]): T;
  chance(p: number): boolean;
  /** n decimal digits */
  digitos(n: number): string;
  /** a version-4-shaped uuid */
  uuid(): string;
}

export function aleatorio(semente: number): Aleatorio {
  let estado = semente >>> 0;
  const numero = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const inteiro = (min: number, max: number) => min + Math.floor(numero() * (max - min + 1));
  const hex = (n: number) => Array.from({ length: n }, () => inteiro(0, 15).toString(16)).join('');
  return {
    numero,
    inteiro,
    item: <T>(lista: readonly T[]) => lista[Math.floor(numero() * lista.length)]!,
    chance: (p: number) => numero() < p,
    digitos: (n: number) => Array.from({ length: n }, () => String(inteiro(0, 9))).join(''),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[inteiro(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/**
 * A working-hours instant (9 h to 17 h, São Paulo) of `dia`, never after `agora`: a step drawn for
 * today before its hour has come falls, in the same proportion, between midnight and now. The two
 * draws are always made, so the rest of the demo stays the same whatever the time of day.
 */
export function horario(r: Aleatorio, dia: IsoDate, agora = new Date()): Date {
  const hora = r.inteiro(9, 17);
  const minuto = r.inteiro(0, 59);
  const t = new Date(`${dia}T${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}:00-03:00`);
  if (t <= agora) return t;
  const meiaNoite = new Date(`${dia}T00:00:00-03:00`).getTime();
  const fracao = (hora * 60 + minuto) / (18 * 60);
  return new Date(meiaNoite + Math.floor(Math.max(0, agora.getTime() - meiaNoite) * fracao));
}

/** `quando` plus `horas`, but not after `agora` (a same-day follow-up of a step made today). */
export function depoisDe(quando: Date, horas: number, agora = new Date()): Date {
  return new Date(
    Math.max(quando.getTime(), Math.min(quando.getTime() + horas * 3_600_000, agora.getTime())),
  );
}
