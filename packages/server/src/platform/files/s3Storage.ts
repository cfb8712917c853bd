import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.ts';
import type { FileStorage } from './storage.ts';

const TENTATIVAS = 3;

/**
 * File contents in an S3 bucket, by uuid (objects `prefix/ab/uuid`, the same fan-out as on disk).
 * S3 needs the length and, to sign the payload, the hash before the body: an upload is spooled to a
 * local temporary file first (bounded by the upload limit), then sent with its SHA-256 signed.
 */
export function s3Storage(cfg: S3Config, tmpDir: string): FileStorage {
  // Our own retries: a streamed body cannot be replayed by the client's.
  const client = new AwsClient({
    accessKeyId: cfg.accessKeyId,
    secretAccessKey: cfg.secretAccessKey,
    service: 's3',
    region: cfg.region,
    retries: 0,
  });
  const urlOf = (uuid: string) =>
    `${cfg.endpoint}/${cfg.bucket}/${cfg.prefix}${uuid.slice(0, 2)}/${encodeURIComponent(uuid)}`;

  async function pedir(uuid: string, init: () => RequestInit, ok: (status: number) => boolean) {
    for (let i = 1; ; i++) {
      const res = await client.fetch(urlOf(uuid), init());
      if (ok(res.status) || i === TENTATIVAS || (res.status < 500 && res.status !== 429)) return res;
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, 100 * 2 ** i));
    }
  }
  const falha = async (op: string, res: Response) => {
    const detalhe = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${op} respondeu ${res.status}: ${detalhe}`);
  };

  return {
    async put(uuid, content) {
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, `${randomUUID()}.s3part`);
      try {
        const hash = createHash('sha256');
        const hashing = new Transform({
          transform(chunk: Buffer, _enc, cb) {
            hash.update(chunk);
            cb(null, chunk);
          },
        });
        await pipeline(content, hashing, createWriteStream(tmp, { flags: 'wx' }));
        const sha256 = hash.digest('hex');
        const { size } = await stat(tmp);
        const res = await pedir(
          uuid,
          () => ({
            method: 'PUT',
            headers: {
              'content-length': String(size),
              'content-type': 'application/octet-stream',
              'x-amz-content-sha256': sha256,
            },
            body: Readable.toWeb(createReadStream(tmp)) as ReadableStream,
            duplex: 'half',
          }),
          (s) => s === 200,
        );
        if (res.status !== 200) throw await falha('PUT', res);
        await res.body?.cancel();
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async get(uuid) {
      const res = await pedir(
        uuid,
        () => ({ method: 'GET' }),
        (s) => s === 200,
      );
      if (res.status !== 200 || !res.body) {
        const e = await falha('GET', res);
        throw Object.assign(e, { code: res.status === 404 ? 'ENOENT' : 'EIO' });
      }
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(uuid) {
      const res = await pedir(
        uuid,
        () => ({ method: 'DELETE' }),
        (s) => s === 204 || s === 200 || s === 404,
      );
      await res.body?.cancel();
      if (res.status !== 204 && res.status !== 200 && res.status !== 404) throw await falha('DELETE', res);
    },
    async exists(uuid) {
      const res = await pedir(
        uuid,
        () => ({ method: 'HEAD' }),
        (s) => s === 200 || s === 404,
      );
      await res.body?.cancel();
      if (res.status === 200) return true;
      if (res.status === 404) return false;
      throw await falha('HEAD', res);
    },
  };
}
