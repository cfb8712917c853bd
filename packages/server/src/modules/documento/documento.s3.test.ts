import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pdfMinimo } from '../../test/pdfs.ts';

/** With S3_URL the server keeps files in the bucket (s3rver here), none in DATA_DIR/files. */
const dir = mkdtempSync(join(tmpdir(), 'documento-s3-'));
let s3: S3rver;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'documentos', configs: [] }],
  });
  const { port } = await s3.run();
  app = await createTestApp({ S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${port}/documentos` });
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(async () => {
  await app.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3_URL', () => {
  it('stores uploads in the bucket and serves them back from it', async () => {
    const pdf = pdfMinimo();
    const B = 's3';
    const up = await app.inject({
      method: 'POST',
      url: '/api/documento/upload',
      payload: Buffer.concat([
        Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${B}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${B}`, ...bearerOf(token) },
    });
    expect(up.statusCode).toBe(200);
    const { uuid } = up.json();
    const down = await app.inject({ method: 'GET', url: `/api/documento/${uuid}`, headers: bearerOf(token) });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(pdf)).toBe(true);
    expect(
      readdirSync(join(dir, 'documentos'), { recursive: true })
        .map(String)
        .some((f) => f.includes(uuid)),
    ).toBe(true);
    const local = join(app.ctx.config.dataDir, 'files');
    expect(existsSync(local) ? readdirSync(local, { recursive: true }) : []).toEqual([]);
  });
});
