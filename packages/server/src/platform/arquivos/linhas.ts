import { DivisorDeLinhas } from '@divida/domain/arquivos/linhas';
import type { FileStorage } from '../files/storage.ts';

/**
 * The lines of a stored file, a block at a time (64 KB from the disk: a few hundred lines): neither
 * the file nor its lines are ever whole in memory, and each block is a step short enough for other
 * requests to run between two. One character per byte (latin1): a byte over 0x7E (an accent, binary)
 * stays visible to the check of a file that must be plain ASCII.
 */
export async function* linhasGuardadas(storage: FileStorage, conteudo: string): AsyncGenerator<string[]> {
  const d = new DivisorDeLinhas();
  for await (const bloco of await storage.get(conteudo))
    yield d.empurrar((bloco as Buffer).toString('latin1'));
  yield d.fim();
}
