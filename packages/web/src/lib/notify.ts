import { ApiError } from './http.ts';

/**
 * Toasts at bottom right (spec 01 §8 says top right; there they covered the user menu). The toast library loads after the first paint (app/Notifications),
 * so messages wait here until it is mounted; identical messages are not duplicated (preventDuplicate).
 */
export type Variant = 'success' | 'error' | 'warning' | 'info';
export type Enqueue = (message: string, options: { variant: Variant }) => unknown;

let resolveEnqueue: (fn: Enqueue) => void = () => undefined;
const enqueue = new Promise<Enqueue>((resolve) => {
  resolveEnqueue = resolve;
});

/** Called once by the notifications host when it mounts. */
export const registerEnqueue = (fn: Enqueue) => resolveEnqueue(fn);

const show = (message: string, variant: Variant) => void enqueue.then((fn) => fn(message, { variant }));

export const notifySuccess = (message: string) => show(message, 'success');
export const notifyWarning = (message: string) => show(message, 'warning');
export const notifyInfo = (message: string) => show(message, 'info');

export function notifyError(error: unknown) {
  if (error instanceof ApiError && error.handled) return;
  show(errorMessage(error), 'error');
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Ocorreu um erro inesperado.';
}
