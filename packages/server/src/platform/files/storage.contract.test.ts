import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url } from '../../config.ts';
import { s3Storage } from './s3Storage.ts';
import { diskStorage, type FileStorage } from './storage.ts';

/**
 * The contract every FileStorage keeps, run on the disk folder and on S3 (s3rver: a local
 * S3-compatible server from npm; it checks the access key, not the SigV4 signature itself).
 */
const dir = mkdtempSync(join(tmpdir(), 'storage-contract-'));
let s3: S3rver;
let s3Url = '';

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3rver'),
    configureBuckets: [{ name: 'documentos', configs: [] }],
  });
  const { port } = (await s3.run()) as { port: number };
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/documentos/divida`;
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const implementacoes: [string, () => FileStorage][] = [
  ['disk', () => diskStorage(join(dir, 'disk'))],
  ['s3', () => s3Storage(parseS3Url(s3Url), join(dir, 'tmp'))],
];

/** A stream that yields some bytes and then fails, as an upload cut by the client. */
function interrompido(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(1000, 1));
      this.destroy(new Error('cliente desconectou'));
    },
  });
}

describe.each(implementacoes)('FileStorage contract: %s', (_nome, criar) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = criar();
  });

  it('gives back exactly what was put, in pieces or whole', async () => {
    const uuid = randomUUID();
    const conteudo = randomBytes(3 * 1024 * 1024 + 17);
    await storage.put(uuid, Readable.from([conteudo.subarray(0, 100), conteudo.subarray(100)]));
    expect(await storage.exists(uuid)).toBe(true);
    expect((await buffer(await storage.get(uuid))).equals(conteudo)).toBe(true);
    const vazio = randomUUID();
    await storage.put(vazio, Readable.from([]));
    expect(await buffer(await storage.get(vazio))).toHaveLength(0);
  });

  it('tells a missing file, fails to read it, and deletes idempotently', async () => {
    const uuid = randomUUID();
    expect(await storage.exists(uuid)).toBe(false);
    await expect((async () => buffer(await storage.get(uuid)))()).rejects.toThrow();
    await storage.put(uuid, Readable.from([Buffer.from('%PDF-1.4')]));
    await storage.delete(uuid);
    expect(await storage.exists(uuid)).toBe(false);
    await storage.delete(uuid);
  });

  it('keeps nothing of a put whose content fails midway', async () => {
    const uuid = randomUUID();
    await expect(storage.put(uuid, interrompido())).rejects.toThrow('cliente desconectou');
    expect(await storage.exists(uuid)).toBe(false);
  });
});

describe('S3 storage', () => {
  it('fails loudly with credentials the server does not know', async () => {
    const errado = s3Url.replace('S3RVER:S3RVER', 'OUTRA:CHAVE');
    const storage = s3Storage(parseS3Url(errado), join(dir, 'tmp'));
    await expect(storage.put(randomUUID(), Readable.from([Buffer.from('x')]))).rejects.toThrow(/403/);
  });

  it('reads S3_URL: endpoint, bucket, prefix, region and credentials', () => {
    expect(parseS3Url('https://AK%2F1:S%2Bx@s3.exemplo.gov.br/docs/a/b?region=sa-east-1')).toEqual({
      endpoint: 'https://s3.exemplo.gov.br',
      bucket: 'docs',
      prefix: 'a/b/',
      region: 'sa-east-1',
      accessKeyId: 'AK/1',
      secretAccessKey: 'S+x',
    });
    expect(
      parseS3Url('http://minio:9000/docs', { AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' }),
    ).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'docs', prefix: '', region: 'us-east-1' });
    expect(() => parseS3Url('http://minio:9000/', {})).toThrow('bucket');
    expect(() => parseS3Url('http://minio:9000/docs', {})).toThrow('credenciais');
  });
});
