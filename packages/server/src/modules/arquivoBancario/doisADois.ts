/**
 * Runs `aplicar` over `lotes` in their order, two at a time: a batch starts while the one ahead of it
 * is still running, unless `partilham` says the two touch the same rows; then it waits for that one to
 * finish. Every batch before the one ahead has finished when a batch starts, so a batch never runs
 * beside an earlier batch it shares rows with. The first failure is thrown once the other running
 * batch has settled; no batch starts after it.
 */
export async function doisADois<T>(
  lotes: readonly T[],
  partilham: (a: T, b: T) => boolean,
  aplicar: (lote: T) => Promise<void>,
): Promise<void> {
  let emCurso: { lote: T; feito: Promise<void> } | undefined;
  try {
    for (const lote of lotes) {
      if (emCurso && partilham(emCurso.lote, lote)) {
        const antes = emCurso;
        emCurso = undefined;
        await antes.feito;
      }
      const feito = aplicar(lote);
      // handled at once, so that its failure while the one ahead is awaited is not an unhandled
      // rejection; it is still thrown where it is awaited
      feito.catch(() => undefined);
      const antes = emCurso;
      emCurso = { lote, feito };
      if (antes) await antes.feito;
    }
    await emCurso?.feito;
  } catch (e) {
    await emCurso?.feito.catch(() => undefined);
    throw e;
  }
}
