import { http } from './http.ts';

/**
 * 'Imprimir': opens the server's PDF in a new tab once it has arrived, so a document the server
 * refuses (an instalment that cannot be issued) shows only its message, never a blank tab first
 * (issue 23). Browsers keep the click's permission to open a tab for a few seconds; a slower PDF
 * whose tab is blocked is downloaded instead, and the page stays. The PDF comes through the one HTTP client, so an expired token is
 * refreshed and a revoked session (code 27) ends it here too.
 */
export async function abrirPdf(origem: string | (() => Promise<Blob>)): Promise<void> {
  // a path is a GET; a function sends what it must (a POST with the conditions, for instance)
  const blob = await (typeof origem === 'string' ? http.pdf(origem) : origem());
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) {
    const link = Object.assign(document.createElement('a'), { href: url, download: 'documento.pdf' });
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
