import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pdfMinimo } from '../../test/pdfs.ts';
import { arquivo } from './arquivo.table.ts';
import { purgarOrfaos } from './documento.service.ts';

let app: FastifyInstance;
let token: string;
const LIMIT_MB = 1;

const realPdf = () => pdfMinimo();

function multipart(filename: string, content: Buffer, field = 'file') {
  const boundary = '----teste' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (filename: string, content: Buffer, field?: string, auth = token) => {
  const m = multipart(filename, content, field);
  return app.inject({
    method: 'POST',
    url: '/api/documento/upload',
    payload: m.payload,
    headers: { ...m.headers, ...bearerOf(auth) },
  });
};

beforeAll(async () => {
  app = await createTestApp({ MAX_UPLOAD_MB: String(LIMIT_MB) });
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

describe('POST /api/documento/upload', () => {
  it('stores a real PDF with its hash, and streams it back with its name', async () => {
    const pdf = realPdf();
    const res = await upload('Certidão de Dívida.pdf', pdf);
    expect(res.statusCode).toBe(200);
    const { uuid, fileName } = res.json();
    expect(fileName).toBe('Certidão de Dívida.pdf');
    const [row] = await app.ctx.db.select().from(arquivo).where(eq(arquivo.uuid, uuid));
    expect(row).toMatchObject({ nome: 'Certidão de Dívida.pdf', tamanho: pdf.length, anexadoEm: null });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);

    // Not attached yet: its uploader may read it back.
    const down = await app.inject({ method: 'GET', url: `/api/documento/${uuid}`, headers: bearerOf(token) });
    expect(down.rawPayload.equals(pdf)).toBe(true);
    expect(down.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Certidão de Dívida.pdf')}`,
    );
  });

  it('refuses a text file renamed .pdf, and a PDF under another name', async () => {
    for (const [name, content] of [
      ['falso.pdf', Buffer.from('isto não é um PDF, apenas texto')],
      ['documento.txt', realPdf()],
    ] as const) {
      const res = await upload(name, content);
      expect(res.statusCode).toBe(415);
      expect(problemOf(res).errormsg).toBe('O arquivo deverá ser do tipo PDF');
    }
  });

  it('refuses a PDF carrying JavaScript or a launch action, keeping nothing of it', async () => {
    const antes = (await app.ctx.db.select().from(arquivo)).length;
    for (const pdf of [
      pdfMinimo({ catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
      pdfMinimo({ pagina: '/AA << /O << /S /#4Caunch /F (cmd.exe) >> >>' }),
    ]) {
      const res = await upload('ativo.pdf', pdf);
      expect(res.statusCode).toBe(415);
      expect(problemOf(res).errormsg).toBe('O arquivo PDF contém conteúdo ativo e não pode ser aceito.');
    }
    expect(await app.ctx.db.select().from(arquivo)).toHaveLength(antes);
    const left = readdirSync(join(app.ctx.config.dataDir, 'files'), { recursive: true }).map(String);
    expect(left.filter((f) => /[0-9a-f-]{36}/.test(f))).toHaveLength(antes);
  });

  it('refuses one byte over the limit with 413, and accepts exactly the limit', async () => {
    const pdf = realPdf();
    const at = Buffer.concat([pdf, Buffer.alloc(LIMIT_MB * 1024 * 1024 - pdf.length, 0x20)]);
    expect((await upload('limite.pdf', at)).statusCode).toBe(200);
    const over = await upload('grande.pdf', Buffer.concat([at, Buffer.from(' ')]));
    expect(over.statusCode).toBe(413);
    expect(problemOf(over).errormsg).toBe('O arquivo informado é maior que o tamanho permitido de 1MB');
  });

  it('refuses an empty file, a missing file and an anonymous caller', async () => {
    const empty = await upload('vazio.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).errormsg).toBe('O arquivo enviado está vazio');
    expect((await upload('a.pdf', realPdf(), 'outro')).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/documento/upload',
      headers: bearerOf(token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    const anon = await upload('a.pdf', realPdf(), 'file', 'invalido');
    expect(anon.statusCode).toBe(401);
  });

  it('purges files never attached after 24 hours, keeps attached and recent ones', async () => {
    const velho = (await upload('velho.pdf', realPdf())).json().uuid as string;
    const anexado = (await upload('anexado.pdf', realPdf())).json().uuid as string;
    const recente = (await upload('recente.pdf', realPdf())).json().uuid as string;
    await app.ctx.db
      .update(arquivo)
      .set({ criadoEm: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(arquivo.uuid, velho));
    await app.ctx.db
      .update(arquivo)
      .set({ criadoEm: new Date(Date.now() - 25 * 3600 * 1000), anexadoEm: new Date() })
      .where(eq(arquivo.uuid, anexado));
    expect(await purgarOrfaos(app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await app.ctx.storage.exists(velho)).toBe(false);
    expect(await app.ctx.storage.exists(anexado)).toBe(true);
    expect(await app.ctx.storage.exists(recente)).toBe(true);
    const left = readdirSync(join(app.ctx.config.dataDir, 'files'), { recursive: true }).map(String);
    expect(left.some((f) => f.endsWith('.part'))).toBe(false);
  });
});
