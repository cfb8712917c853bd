import { createServer } from 'node:net';

/**
 * A browser's part in a sign-in, for server tests over real HTTP: requests that keep cookies (by
 * name and path, as a browser sends them) and never follow redirects, so a test sees each step.
 */
export class Navegador {
  readonly #cookies = new Map<string, { valor: string; path: string }>();

  constructor(readonly base: string) {}

  cookie(nome: string) {
    return this.#cookies.get(nome)?.valor;
  }

  definirCookie(nome: string, valor: string, path = '/') {
    this.#cookies.set(nome, { valor, path });
  }

  async ir(url: string, init: RequestInit = {}): Promise<Response> {
    const alvo = new URL(url, this.base);
    const enviar = [...this.#cookies]
      .filter(([, c]) => alvo.pathname.startsWith(c.path))
      .map(([n, c]) => `${n}=${c.valor}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (enviar) headers.set('cookie', enviar);
    const res = await fetch(alvo, { ...init, headers, redirect: 'manual' });
    for (const linha of res.headers.getSetCookie()) {
      const [par, ...atributos] = linha.split(';').map((s) => s.trim());
      const i = par!.indexOf('=');
      const nome = par!.slice(0, i);
      const valor = par!.slice(i + 1);
      const attr = new Map(
        atributos.map((a) => {
          const j = a.indexOf('=');
          return [(j < 0 ? a : a.slice(0, j)).toLowerCase(), j < 0 ? '' : a.slice(j + 1)] as const;
        }),
      );
      const expirado =
        attr.get('max-age') === '0' ||
        (attr.has('expires') && new Date(attr.get('expires')!).getTime() < Date.now()) ||
        valor === '';
      if (expirado) this.#cookies.delete(nome);
      else this.#cookies.set(nome, { valor, path: attr.get('path') || '/' });
    }
    return res;
  }

  /** Follows redirects while they stay on `base` and the test has nothing to see on the way. */
  async seguir(url: string, init: RequestInit = {}, ate?: (u: URL) => boolean): Promise<Response> {
    let res = await this.ir(url, init);
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
      const proximo = new URL(res.headers.get('location')!, this.base);
      if (ate?.(proximo)) return res;
      res = await this.ir(proximo.toString());
    }
    return res;
  }
}

/** A free loopback port, for a server whose own address must be known before it starts. */
export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A person signed in to the portal through the embedded provider (docs/portal.md §6), every step as a
 * browser takes it: answers the browser with the session's cookies and the CSRF token.
 */
export async function entrarNoPortal(base: string, cpf: string, senha: string) {
  const nav = new Navegador(base);
  const pagina = await nav.seguir('/api/portal/sessao/entrar?destino=/portal');
  const acao = /action="([^"]+)"/.exec(await pagina.text())![1]!;
  const res = await nav.seguir(
    acao,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cpf, senha }).toString(),
    },
    (u) => u.pathname === '/api/portal/sessao/retorno',
  );
  const volta = await nav.ir(new URL(res.headers.get('location')!, base).toString());
  if (volta.headers.get('location') !== '/portal')
    throw new Error(`entrada recusada: ${volta.headers.get('location')}`);
  return { nav, csrf: nav.cookie('portal_csrf')! };
}
