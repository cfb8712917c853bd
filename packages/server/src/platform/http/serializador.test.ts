import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serializadorCompiler } from './serializador.ts';

const ref = z.object({ id: z.number().int(), nome: z.string() });
const item = z.object({
  id: z.number().int(),
  nome: z.string(),
  valor: z.number(),
  ativo: z.boolean(),
  fase: ref,
  motivo: ref.nullable(),
  obs: z.string().nullable(),
  talvez: z.string().optional(),
  origem: z.enum(['TCC', 'DIVIDA_ATIVA']),
  tipo: z.literal('PF'),
  uuid: z.uuid(),
  lista: z.array(z.string()),
  mapa: z.record(z.string(), z.number()),
  uniao: z.union([z.string(), z.number()]),
  padrao: z.string().default('x'),
});
const pagina = z.object({ content: z.array(item), totalElements: z.number().int() });

const compilado = (schema: z.ZodType) =>
  serializadorCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);
/** What the zod provider's serialiser wrote: zod's encoding, then JSON.stringify. */
const pelaZod = (schema: z.ZodType, v: unknown) => JSON.stringify(z.encode(schema, v as never));

const linha = {
  id: 1,
  nome: 'Ana "da" Silva \u2028 ção',
  valor: 12.5,
  ativo: true,
  fase: { id: 2, nome: 'Fase', extra: 'não vai' },
  motivo: null,
  obs: 'x',
  origem: 'TCC',
  tipo: 'PF',
  uuid: '7d444840-9dc0-11d1-b245-5ffdce74fad2',
  lista: ['a', 'b'],
  mapa: { a: 1 },
  uniao: 3,
  padrao: 'p',
  senhaHash: 'nunca',
};

describe('the compiled response serialiser', () => {
  it('writes what zod and JSON.stringify wrote, unknown keys left out, in the schema order', () => {
    const dados = {
      content: [linha, { ...linha, motivo: { id: 3, nome: 'M' }, talvez: 's', obs: null }],
      totalElements: 2,
    };
    const json = compilado(pagina)(dados);
    expect(json).toBe(pelaZod(pagina, dados));
    expect(json).not.toContain('senhaHash');
    expect(json).not.toContain('extra');
  });

  it('hands a value outside the contract to zod, which refuses it as before', () => {
    for (const errado of [
      { ...linha, id: 1.5 },
      { ...linha, valor: '12.50' },
      { ...linha, valor: Number.NaN },
      { ...linha, nome: undefined },
      { ...linha, origem: 'OUTRA' },
      { ...linha, fase: null },
      { ...linha, ativo: 1 },
      { ...linha, lista: 'a' },
    ])
      expect(() => compilado(pagina)({ content: [errado], totalElements: 1 })).toThrow();
  });

  it('serialises non-object answers and recursive schemas', () => {
    expect(compilado(z.array(z.number()))([1, 2])).toBe('[1,2]');
    expect(compilado(z.string())('a')).toBe('"a"');
    interface No {
      nome: string;
      filhos: No[];
    }
    const no: z.ZodType<No> = z.object({
      nome: z.string(),
      get filhos() {
        return z.array(no);
      },
    });
    const arvore = { nome: 'a', filhos: [{ nome: 'b', filhos: [] }] };
    expect(compilado(no)(arvore)).toBe(JSON.stringify(arvore));
  });
});
