import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
};

/**
 * What-if for bench/web.md: serves the build's pre-compressed .br/.gz files (written by the Vite build)
 * in front of the real server, and passes every other request through to it. It shows what
 * `preCompressed: true` on the server's static files would give; it is not part of the product.
 */
export function startCompressedFront(dist: string, upstream: string, port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = normalize(join(dist, url.pathname));
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (file.startsWith(dist) && url.pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
      const enc =
        accept.includes('br') && existsSync(`${file}.br`)
          ? 'br'
          : accept.includes('gzip') && existsSync(`${file}.gz`)
            ? 'gzip'
            : null;
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
        ...(enc ? { 'content-encoding': enc, vary: 'accept-encoding' } : {}),
      });
      createReadStream(enc ? `${file}.${enc === 'br' ? 'br' : 'gz'}` : file).pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'accept-encoding'].includes(k)),
    ) as Record<string, string>;
    const up = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const out: Record<string, string> = {};
    up.headers.forEach((v, k) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)) out[k] = v;
    });
    res.writeHead(up.status, out);
    res.end(Buffer.from(await up.arrayBuffer()));
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}
