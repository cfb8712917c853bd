/**
 * The portal's calls (docs/portal.md §5.5): same-origin, the session in the httpOnly cookie, and every
 * write with the CSRF token read from the `portal_csrf` cookie. An error answers the server's
 * Portuguese message (the problem's `errormsg`).
 */
export class ErroDoPortal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const csrf = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('portal_csrf='))
    ?.slice('portal_csrf='.length) ?? '';

async function chamar<T>(metodo: 'GET' | 'POST', caminho: string, corpo?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/portal/${caminho}`, {
      method: metodo,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(metodo === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': csrf() } : {}),
      },
      body: metodo === 'POST' ? JSON.stringify(corpo ?? {}) : undefined,
    });
  } catch {
    throw new ErroDoPortal('Sem conexão com o servidor. Verifique a internet e tente de novo.', 0);
  }
  if (!res.ok) {
    const p = (await res.json().catch(() => null)) as { errormsg?: string; errormessages?: string[] } | null;
    const detalhe = p?.errormessages?.filter((m) => m !== p.errormsg).join(' ');
    throw new ErroDoPortal(
      [p?.errormsg ?? `Erro ${res.status}. Tente de novo.`, detalhe].filter(Boolean).join(' '),
      res.status,
    );
  }
  return (await res.json()) as T;
}

export const api = {
  get: <T>(caminho: string) => chamar<T>('GET', caminho),
  post: <T>(caminho: string, corpo?: unknown) => chamar<T>('POST', caminho, corpo),
};
