/**
 * Runs `aplicar` over `lotes`, starting them in their order, up to `maximo` at once: a batch starts
 * beside the running ones unless `partilham` says it touches the same rows as one of them; then it
 * waits for that one (and for the oldest running one when `maximo` are running). So a batch never runs
 * beside an earlier batch it shares rows with. The first failure is thrown once the running batches
 * have settled; no batch starts after it.
 */
export async function emParalelo<T>(
  lotes: readonly T[],
  partilham: (a: T, b: T) => boolean,
  aplicar: (lote: T) => Promise<void>,
  maximo: number,
): Promise<void> {
  const correndo: { lote: T; feito: Promise<void> }[] = [];
  const esperar = async (i: number) => {
    const [r] = correndo.splice(i, 1);
    await r!.feito;
  };
  try {
    for (const lote of lotes) {
      for (let i = correndo.findIndex((r) => partilham(r.lote, lote)); i >= 0;) {
        await esperar(i);
        i = correndo.findIndex((r) => partilham(r.lote, lote));
      }
      while (correndo.length >= maximo) await esperar(0);
      const feito = aplicar(lote);
      // handled at once, so that its failure while another is awaited is not an unhandled rejection;
      // it is still thrown where it is awaited
      feito.catch(() => undefined);
      correndo.push({ lote, feito });
    }
    while (correndo.length) await esperar(0);
  } catch (e) {
    await Promise.allSettled(correndo.map((r) => r.feito));
    throw e;
  }
}
