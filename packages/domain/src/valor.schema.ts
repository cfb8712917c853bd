import { z } from 'zod';
import { parseValorBrasileiro } from './format.ts';
import { toDecimal } from './money.ts';

/**
 * The form value of every money and percentage field: the text as the person typed or pasted it
 * ('1.234,56', 'R$ 1.234,56', '1,5'), read here once with `parseValorBrasileiro` into an exact number
 * with at most `casas` decimals. A number (a value that came from the API) is accepted as it is.
 * Unreadable text or extra decimals are errors on the field, never a silent change of the amount.
 */
export const MENSAGENS_VALOR = {
  invalido: 'Valor inválido',
  casas: (casas: number) =>
    casas === 0
      ? 'Informe um número inteiro'
      : `Use no máximo ${casas === 2 ? 'duas' : casas} casas decimais`,
} as const;

export function valorBrasileiroSchema(obrigatorio: string, casas = 2) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? obrigatorio : MENSAGENS_VALOR.invalido,
    })
    .transform((v, ctx) => {
      if (typeof v === 'number' && !Number.isFinite(v)) {
        ctx.issues.push({ code: 'custom', message: MENSAGENS_VALOR.invalido, input: v });
        return z.NEVER;
      }
      const lido =
        typeof v === 'number' ? { ok: true as const, valor: toDecimal(v) } : parseValorBrasileiro(v);
      if (!lido.ok) {
        ctx.issues.push({
          code: 'custom',
          message: lido.erro === 'vazio' ? obrigatorio : MENSAGENS_VALOR.invalido,
          input: v,
        });
        return z.NEVER;
      }
      if (lido.valor.decimalPlaces() > casas) {
        ctx.issues.push({ code: 'custom', message: MENSAGENS_VALOR.casas(casas), input: v });
        return z.NEVER;
      }
      // at most 15 significant digits here (the bounds of every amount), so the number is exact
      return Number(lido.valor.toFixed(casas));
    });
}
