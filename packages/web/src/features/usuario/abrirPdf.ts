import { decodeError, networkError, refreshSession } from '../../lib/http.ts';
import { appConfig } from '../../lib/config.ts';
import { isExpired, sessionStore } from '../../app/session/sessionStore.ts';

/** Fetches a PDF the server generates (with the bearer token) as a Blob; errors as the http client's. */
export async function baixarPdf(path: string): Promise<Blob> {
  const s = sessionStore.get();
  if (s && isExpired(s.accessToken)) await refreshSession();
  const send = () =>
    fetch(`${appConfig().apiUrl}/${path}`, {
      headers: {
        Accept: 'application/pdf',
        Authorization: `Bearer ${sessionStore.get()?.accessToken ?? ''}`,
      },
    }).catch(() => {
      throw networkError();
    });
  let res = await send();
  if (res.status === 401 && (await refreshSession())) res = await send();
  if (!res.ok) throw await decodeError(res);
  return res.blob();
}

/**
 * 'Imprimir': opens the server's PDF in a new tab. The tab is opened during the click (so no popup
 * blocker interferes) and receives the document once it arrives.
 */
export async function abrirPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await baixarPdf(path);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
