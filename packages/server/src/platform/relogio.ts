import { addDays, daysBetween, todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';

/**
 * The server's time source for the rules that read today (terms, action dates). In production it is
 * the system clock; with TEST_CLOCK=true an end-to-end test may move "today" through
 * `PUT /api/teste/relogio` instead of waiting for a term to run out (platform/relogio.routes.ts).
 */
export interface Relogio {
  /** today in America/Sao_Paulo */
  hoje(): IsoDate;
  /** moves today to `dia` (the test clock only) */
  definir?(dia: IsoDate): void;
}

export const relogioDoSistema: Relogio = { hoje: () => todayInSaoPaulo() };

/** A clock that keeps running from a day the test chose: the system clock shifted by whole days. */
export function relogioDeTeste(): Relogio {
  let deslocamento = 0;
  return {
    hoje: () => addDays(todayInSaoPaulo(), deslocamento),
    definir(dia) {
      deslocamento = daysBetween(todayInSaoPaulo(), dia);
    },
  };
}

/**
 * The instant to record as "now" for a row whose day a rule reads back (a slip's issue): now when the
 * clock says today, else noon of the clock's day in São Paulo (a moved test clock, the demo's past days).
 */
export function instanteDoDia(hoje: IsoDate, agora: Date = new Date()): Date {
  return todayInSaoPaulo(agora) === hoje ? agora : new Date(`${hoje}T12:00:00-03:00`);
}
