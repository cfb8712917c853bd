import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@divida/domain/errors';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { arquivo } from './arquivo.table.ts';
import { pdfMinimo } from '../../test/pdfs.ts';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

const B = 'limite123';
const CRLF = '\r\n';
const filePart = (content: string | Buffer, name = 'file', filename = 'doc.pdf') =>
  Buffer.concat([
    Buffer.from(
      `--${B}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}` +
        `Content-Type: application/pdf${CRLF}${CRLF}`,
    ),
    Buffer.from(content),
    Buffer.from(CRLF),
  ]);
const end = Buffer.from(`--${B}--${CRLF}`);

const post = (payload: Buffer | string, contentType: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/documento/upload',
    payload,
    headers: { ...bearerOf(token), ...(contentType === undefined ? {} : { 'content-type': contentType }) },
  });

describe('POST /api/documento/upload with a malformed request', () => {
  const pdf = pdfMinimo();
  const mp = `multipart/form-data; boundary=${B}`;
  const casos: [string, () => Promise<Awaited<ReturnType<typeof post>>>, string][] = [
    [
      'multipart without a boundary',
      () => post(Buffer.concat([filePart(pdf), end]), 'multipart/form-data'),
      MENSAGENS.multipartInvalido,
    ],
    [
      'a boundary the body does not use',
      () => post(Buffer.concat([filePart(pdf), end]), 'multipart/form-data; boundary=outro'),
      MENSAGENS.multipartInvalido,
    ],
    [
      'a body cut in the middle of the file',
      () => post(filePart(pdf).subarray(0, 150), mp),
      MENSAGENS.multipartInvalido,
    ],
    ['no part at all', () => post(end, mp), MENSAGENS.arquivoAusente],
    ['an empty multipart body', () => post(Buffer.alloc(0), mp), MENSAGENS.arquivoAusente],
    [
      'a field instead of a file',
      () =>
        post(
          Buffer.concat([
            Buffer.from(`--${B}${CRLF}Content-Disposition: form-data; name="file"${CRLF}${CRLF}texto${CRLF}`),
            end,
          ]),
          mp,
        ),
      MENSAGENS.arquivoAusente,
    ],
    [
      'the file under another field name',
      () => post(Buffer.concat([filePart(pdf, 'outro'), end]), mp),
      MENSAGENS.arquivoAusente,
    ],
    [
      'two files',
      () => post(Buffer.concat([filePart(pdf), filePart(pdf, 'file', 'b.pdf'), end]), mp),
      MENSAGENS.arquivoUnico,
    ],
    [
      'a field before the file',
      () =>
        post(
          Buffer.concat([
            Buffer.from(`--${B}${CRLF}Content-Disposition: form-data; name="x"${CRLF}${CRLF}1${CRLF}`),
            filePart(pdf),
            end,
          ]),
          mp,
        ),
      MENSAGENS.arquivoUnico,
    ],
    ['an empty file', () => post(Buffer.concat([filePart(''), end]), mp), MENSAGENS.arquivoVazio],
    [
      'a part with headers and no body',
      () =>
        post(
          `--${B}${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}Content-Type: application/pdf${CRLF}`,
          mp,
        ),
      MENSAGENS.multipartInvalido,
    ],
    [
      'a part without Content-Disposition',
      () =>
        post(
          Buffer.concat([Buffer.from(`--${B}${CRLF}Content-Type: application/pdf${CRLF}${CRLF}`), pdf, end]),
          mp,
        ),
      MENSAGENS.multipartInvalido,
    ],
    ['a plain-text body', () => post(pdf, 'text/plain'), MENSAGENS.multipartEsperado],
    ['a bare PDF body', () => post(pdf, 'application/pdf'), MENSAGENS.multipartEsperado],
    ['no content type', () => post(pdf, undefined), MENSAGENS.multipartEsperado],
    ['a JSON body', () => post('{"file":"x"}', 'application/json'), MENSAGENS.multipartEsperado],
  ];

  it.each(casos)('%s answers 400 with a clear message and stores nothing', async (_nome, enviar, msg) => {
    const res = await enviar();
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormsg).toBe(msg);
    expect(await app.ctx.db.select().from(arquivo)).toEqual([]);
  });

  it('still accepts a well-formed upload afterwards', async () => {
    const res = await post(Buffer.concat([filePart(pdf), end]), mp);
    expect(res.statusCode).toBe(200);
    await app.ctx.db.delete(arquivo);
  });
});
