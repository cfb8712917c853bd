import type { Ctx } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { violacaoUnica } from '../db/uniqueViolation.ts';
import type { ArquivoEnviado } from './envio.ts';

/** How one kind of file is received (the bank return today; an import or the notaries' file next). */
export interface Recebimento<L, T> {
  /** the whole file checked before anything changes: throws a 400 naming the line and the fault */
  verificar(enviado: ArquivoEnviado): Promise<L>;
  /** refuses (409) a file already received: the same content, or the same sequence number */
  jaRecebido(tx: Tx, enviado: ArquivoEnviado, lido: L): Promise<void>;
  /**
   * records the file, its lines and its task, in the transaction, having refused a file already
   * received (`jaRecebido`) where its own rules put that check
   */
  gravar(tx: Tx, enviado: ArquivoEnviado, lido: L): Promise<T>;
  /** the unique constraints a second copy sent at the same time breaks */
  restricoesDeRepeticao: readonly string[];
}

/**
 * The file pipeline's receipt (docs/arquitetura.md, "The file pipeline"): the stored file checked
 * whole, then in one transaction recorded with its lines and its task, or refused if already received. Refused for any reason, the stored content is deleted. Two copies sent at once both pass the
 * check; the database refuses the later one, which is then answered as a file already received.
 */
export async function receberArquivo<L, T>(
  ctx: Ctx,
  enviado: ArquivoEnviado,
  r: Recebimento<L, T>,
): Promise<T> {
  let lido: L | undefined;
  try {
    const l = await r.verificar(enviado);
    lido = l;
    return await ctx.db.transaction((tx) => r.gravar(tx, enviado, l));
  } catch (e) {
    await ctx.storage.delete(enviado.conteudo).catch(() => undefined);
    const c = violacaoUnica(e);
    if (lido !== undefined && c && r.restricoesDeRepeticao.includes(c)) {
      const l = lido;
      await ctx.db.transaction((tx) => r.jaRecebido(tx, enviado, l));
    }
    throw e;
  }
}
