import { http } from './http.ts';

/**
 * 'Imprimir': opens the server's PDF in a new tab. The tab is opened during the click (so no popup
 * blocker interferes) and receives the document once it arrives. The PDF comes through the one
 * HTTP client, so an expired token is refreshed and a revoked session (code 27) ends it here too.
 */
export async function abrirPdf(origem: string | (() => Promise<Blob>)): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    // a path is a GET; a function sends what it must (a POST with the conditions, for instance)
    const blob = await (typeof origem === 'string' ? http.pdf(origem) : origem());
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    throw e;
  }
}
