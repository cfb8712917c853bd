/** Only same-site paths are followed after login (no open redirect). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/login') || value.startsWith('/forgotPassword')) return null;
  return value;
}
