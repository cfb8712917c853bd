import { readFileSync } from 'node:fs';

/** The product's version (the repository's package.json), printed on reports beside the issuer. */
export const VERSAO_APP: string = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
