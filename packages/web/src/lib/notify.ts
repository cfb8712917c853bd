import { enqueueSnackbar } from 'notistack';
import { ApiError } from './http.ts';

/** Toasts at top right (spec 01 §8); identical messages are not duplicated (preventDuplicate on the provider). */
export const notifySuccess = (message: string) => enqueueSnackbar(message, { variant: 'success' });
export const notifyWarning = (message: string) => enqueueSnackbar(message, { variant: 'warning' });
export const notifyInfo = (message: string) => enqueueSnackbar(message, { variant: 'info' });

export function notifyError(error: unknown) {
  if (error instanceof ApiError && error.handled) return;
  enqueueSnackbar(errorMessage(error), { variant: 'error' });
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Ocorreu um erro inesperado.';
}
