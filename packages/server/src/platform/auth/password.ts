import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB, 2 iterations, parallelism 1.
const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolated modules cannot import
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashSenha = (senha: string) => hash(senha, OPTIONS);

export async function verificarSenha(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified when the e-mail is unknown so that timing does not reveal accounts. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashSenha('senha-inexistente-1'));
