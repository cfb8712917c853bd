import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file contents live, by uuid. Disk now; an S3-compatible store implements the same
 * interface when several API nodes run.
 */
export interface FileStorage {
  /** Writes the stream; resolves once the content is durable. */
  put(uuid: string, content: Readable): Promise<void>;
  get(uuid: string): Promise<Readable>;
  delete(uuid: string): Promise<void>;
  exists(uuid: string): Promise<boolean>;
}

export function diskStorage(dir: string): FileStorage {
  // Two levels of fan-out keep directories small with millions of files.
  const pathOf = (uuid: string) => join(dir, uuid.slice(0, 2), uuid);
  return {
    async put(uuid, content) {
      const final = pathOf(uuid);
      await mkdir(join(dir, uuid.slice(0, 2)), { recursive: true });
      const tmp = `${final}.part`;
      try {
        await pipeline(content, createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, final);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    },
    async get(uuid) {
      return createReadStream(pathOf(uuid));
    },
    async delete(uuid) {
      await rm(pathOf(uuid), { force: true });
    },
    async exists(uuid) {
      return stat(pathOf(uuid)).then(
        () => true,
        () => false,
      );
    },
  };
}
