import { createHash } from 'node:crypto';
import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pdfMinimo } from '../../test/pdfs.ts';
import { tipoDocumento } from '../tipoDocumento/tipoDocumento.table.ts';
import { arquivo } from './arquivo.table.ts';
import {
  anexarDocumentos,
  listarDocumentos,
  substituirDocumento,
  versoesDocumento,
  type Dono,
} from './documento.anexos.ts';
import { purgarOrfaos } from './documento.service.ts';

let app: FastifyInstance;
const DOWNLOAD: Permissao = 'PROCESSO_CONSTITUICAO_CREDITO_DOWNLOAD_DOCUMENTO';
interface Pessoa {
  token: string;
  user: AuthUser;
}
let ana: Pessoa; // body A, may download process documents
let alice: Pessoa; // body A, may not
let bruno: Pessoa; // body B, may
let gestor: Pessoa; // body B, every body
let tipoId: number;
let orgaoA: number;

const B = 'anexos';
async function enviar(p: Pessoa, conteudo: Buffer, nome = 'doc.pdf'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/documento/upload',
    payload: Buffer.concat([
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      conteudo,
      Buffer.from(`\r\n--${B}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${B}`, ...bearerOf(p.token) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().uuid;
}
const baixar = (p: Pessoa, uuid: string) =>
  app.inject({ method: 'GET', url: `/api/documento/${uuid}`, headers: bearerOf(p.token) });

/** A distinct small PDF per call (its text differs), so hashes tell files apart. */
let n = 0;
const pdf = () => pdfMinimo({ catalogo: `/Lang (pt-BR-${++n})` });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const erroDe = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = a.id;
  const pessoa = async (orgaoCredorId: number, permissoes: Permissao[]): Promise<Pessoa> => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    const token = (await login(app, u.email, u.senha)).accessToken;
    return { token, user: { id: u.id, orgaoCredorId, sessaoId: '', permissoes: new Set(permissoes) } };
  };
  ana = await pessoa(a.id, [DOWNLOAD]);
  alice = await pessoa(a.id, []);
  bruno = await pessoa(b.id, [DOWNLOAD]);
  gestor = await pessoa(b.id, [DOWNLOAD, 'ACESSO_TODOS_ORGAOS']);
  const [t] = await app.ctx.db.insert(tipoDocumento).values({ nome: 'CERTIDÃO' }).returning();
  tipoId = t!.id;
});
afterAll(() => app.close());

const processo = (id: number): Dono => ({ tipo: 'processo', id, orgaoCredorId: orgaoA });

describe('document store', () => {
  it('attaches uploads to a record with type, body, SHA-256 and size; the purge keeps them', async () => {
    const c1 = pdf();
    const c2 = pdf();
    const u1 = await enviar(ana, c1, 'Petição inicial.pdf');
    const u2 = await enviar(ana, c2);
    const ids = await app.ctx.db.transaction((tx) =>
      anexarDocumentos(tx, ana.user, processo(1), [
        { idTipoDocumento: tipoId, arquivos: [{ uuid: u1 }, { uuid: u2 }] },
      ]),
    );
    expect(ids).toHaveLength(2);
    const docs = await listarDocumentos(app.ctx.db, { tipo: 'processo', id: 1 });
    expect(docs).toMatchObject([
      {
        id: ids[0],
        uuid: u1,
        nome: 'Petição inicial.pdf',
        tipoDocumento: { id: tipoId, nome: 'CERTIDÃO' },
        versao: 1,
        tamanho: c1.length,
        sha256: sha(c1),
        substituidoEm: null,
      },
      { id: ids[1], uuid: u2, tamanho: c2.length, sha256: sha(c2) },
    ]);
    await app.ctx.db.update(arquivo).set({ criadoEm: new Date(Date.now() - 48 * 3600 * 1000) });
    await purgarOrfaos(app.ctx);
    expect(await app.ctx.storage.exists(u1)).toBe(true);
    expect((await baixar(ana, u1)).rawPayload.equals(c1)).toBe(true);
  });

  it('downloads apply the data scope and the permission of the owning record', async () => {
    const conteudo = pdf();
    const uuid = await enviar(ana, conteudo);
    await app.ctx.db.transaction((tx) =>
      anexarDocumentos(tx, ana.user, processo(2), [{ idTipoDocumento: tipoId, arquivos: [{ uuid }] }]),
    );
    const ok = await baixar(ana, uuid);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(conteudo)).toBe(true);
    expect(ok.headers['etag']).toBe(`"${sha(conteudo)}"`);
    expect((await baixar(alice, uuid)).statusCode).toBe(403);
    expect((await baixar(bruno, uuid)).statusCode).toBe(404);
    expect((await baixar(gestor, uuid)).statusCode).toBe(200);
    // An upload not attached yet is its uploader's only.
    const solto = await enviar(alice, pdf());
    expect((await baixar(alice, solto)).statusCode).toBe(200);
    expect((await baixar(ana, solto)).statusCode).toBe(404);
    expect((await baixar(ana, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await baixar(ana, 'nao-e-uuid')).statusCode).toBe(400);
  });

  it("refuses another user's upload, one attached already, an unknown type; and attaches nothing then", async () => {
    const meu = await enviar(ana, pdf());
    const dela = await enviar(alice, pdf());
    const e1 = await erroDe(
      app.ctx.db.transaction((tx) =>
        anexarDocumentos(tx, ana.user, processo(3), [
          { idTipoDocumento: tipoId, arquivos: [{ uuid: meu }, { uuid: dela }] },
        ]),
      ),
    );
    expect(e1.status).toBe(400);
    expect(e1.fields).toEqual([
      { field: 'documentos.0.arquivos.1.uuid', message: 'Arquivo não encontrado: envie-o novamente' },
    ]);
    // The transaction rolled back: the first file is still free, and nothing was listed.
    expect(await listarDocumentos(app.ctx.db, { tipo: 'processo', id: 3 })).toEqual([]);
    const [livre] = await app.ctx.db.select().from(arquivo).where(eq(arquivo.uuid, meu));
    expect(livre!.anexadoEm).toBeNull();

    await app.ctx.db.transaction((tx) =>
      anexarDocumentos(tx, ana.user, processo(3), [{ idTipoDocumento: tipoId, arquivos: [{ uuid: meu }] }]),
    );
    const e2 = await erroDe(
      app.ctx.db.transaction((tx) =>
        anexarDocumentos(tx, ana.user, processo(4), [{ idTipoDocumento: tipoId, arquivos: [{ uuid: meu }] }]),
      ),
    );
    expect(e2.status).toBe(400);
    const outro = await enviar(ana, pdf());
    const e3 = await erroDe(
      app.ctx.db.transaction((tx) =>
        anexarDocumentos(tx, ana.user, processo(4), [
          { idTipoDocumento: 999_999, arquivos: [{ uuid: outro }] },
        ]),
      ),
    );
    expect(e3.fields).toEqual([
      { field: 'documentos.0.idTipoDocumento', message: 'Tipo de documento não encontrado' },
    ]);
  });

  it('replacing a document keeps the previous version and its file; a replaced version cannot be replaced again', async () => {
    const v1 = pdf();
    const u1 = await enviar(ana, v1);
    const [id1] = await app.ctx.db.transaction((tx) =>
      anexarDocumentos(tx, ana.user, processo(5), [{ idTipoDocumento: tipoId, arquivos: [{ uuid: u1 }] }]),
    );
    const v2 = pdf();
    const u2 = await enviar(ana, v2, 'corrigido.pdf');
    const id2 = await app.ctx.db.transaction((tx) =>
      substituirDocumento(tx, ana.user, { tipo: 'processo', id: 5 }, id1!, { uuid: u2 }),
    );
    expect(await listarDocumentos(app.ctx.db, { tipo: 'processo', id: 5 })).toMatchObject([
      {
        id: id2,
        uuid: u2,
        nome: 'corrigido.pdf',
        versao: 2,
        tipoDocumento: { id: tipoId },
        substituidoEm: null,
      },
    ]);
    const versoes = await versoesDocumento(app.ctx.db, id1!);
    expect(versoes.map((v) => [v.versao, v.uuid, v.sha256])).toEqual([
      [1, u1, sha(v1)],
      [2, u2, sha(v2)],
    ]);
    expect(versoes[0]!.substituidoEm).not.toBeNull();
    expect(await versoesDocumento(app.ctx.db, id2)).toEqual(versoes);
    // The previous file survives the purge and is still downloadable.
    await app.ctx.db.update(arquivo).set({ criadoEm: new Date(Date.now() - 48 * 3600 * 1000) });
    await purgarOrfaos(app.ctx);
    expect((await baixar(ana, u1)).rawPayload.equals(v1)).toBe(true);

    const u3 = await enviar(ana, pdf());
    const deNovo = await erroDe(
      app.ctx.db.transaction((tx) =>
        substituirDocumento(tx, ana.user, { tipo: 'processo', id: 5 }, id1!, { uuid: u3 }),
      ),
    );
    expect(deNovo.status).toBe(409);
    const outroOrgao = await erroDe(
      app.ctx.db.transaction((tx) =>
        substituirDocumento(tx, bruno.user, { tipo: 'processo', id: 5 }, id2, { uuid: u3 }),
      ),
    );
    expect(outroOrgao.status).toBe(404);
    const outroDono = await erroDe(
      app.ctx.db.transaction((tx) =>
        substituirDocumento(tx, ana.user, { tipo: 'processo', id: 6 }, id2, { uuid: u3 }),
      ),
    );
    expect(outroDono.status).toBe(404);
  });

  it('of two replacements of the same version at once, one wins and the other is told', async () => {
    const u1 = await enviar(ana, pdf());
    const [id] = await app.ctx.db.transaction((tx) =>
      anexarDocumentos(tx, ana.user, processo(7), [{ idTipoDocumento: tipoId, arquivos: [{ uuid: u1 }] }]),
    );
    const [a, b] = [await enviar(ana, pdf()), await enviar(ana, pdf())];
    const resultados = await Promise.allSettled(
      [a, b].map((uuid) =>
        app.ctx.db.transaction((tx) =>
          substituirDocumento(tx, ana.user, { tipo: 'processo', id: 7 }, id!, { uuid }),
        ),
      ),
    );
    expect(resultados.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const falha = resultados.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((falha.reason as AppError).status).toBe(409);
    expect(await listarDocumentos(app.ctx.db, { tipo: 'processo', id: 7 })).toHaveLength(1);
  });
});
