import { z } from 'zod';
import { isIsoDate } from '../calendar.ts';

/** `GET processoConstituicaoCredito/{id}/memoriaCalculo`: the month-by-month work of the correction. */
export const MENSAGENS_MEMORIA = {
  dataInvalida: 'Informe a data no formato aaaa-mm-dd.',
  antesDaReferencia: (ref: string) =>
    `A data do cálculo não pode ser anterior à data de referência do cálculo (${ref}).`,
  depoisDeHoje: 'A data do cálculo não pode ser posterior à data de hoje.',
  titulo: 'Memória de Cálculo',
  metodo:
    'Correção monetária do valor atualizado pelo índice do órgão credor, mês a mês, desde o mês da data de ' +
    'referência do cálculo até o último mês vigente na data do cálculo (o índice de um mês vigora a partir ' +
    'do 4º dia útil do mês seguinte); fator acumulado com 40 algarismos significativos, valor corrigido ' +
    'arredondado ao centavo uma única vez, no fim.',
  fundamentoLegal:
    'Lei nº 6.830/1980 (LEF), art. 2º, § 5º, II a IV: o termo de inscrição indica o valor originário da ' +
    'dívida, o termo inicial e a forma de calcular os juros de mora e demais encargos, a origem, a natureza ' +
    'e o fundamento legal da dívida, e a indicação de estar a dívida sujeita à atualização monetária, com o ' +
    'fundamento legal e o termo inicial para o cálculo.',
} as const;

export const memoriaCalculoQuerySchema = z.object({
  data: z
    .string()
    .trim()
    .max(10)
    .refine((d) => isIsoDate(d), MENSAGENS_MEMORIA.dataInvalida)
    .optional(),
  formato: z.enum(['json', 'pdf']).optional(),
});

export const memoriaCalculoSchema = z.object({
  dataCalculo: z.string(),
  indice: z.string().nullable(),
  meses: z.array(
    z.object({
      mes: z.string(),
      taxa: z.number().nullable(),
      fatorAcumulado: z.string(),
      valorCorrigido: z.number(),
      observacao: z.string().nullable(),
    }),
  ),
  principal: z.number(),
  principalCorrigido: z.number(),
  multa: z.number(),
  juros: z.number(),
  honorarios: z.number(),
  total: z.number(),
});
export type MemoriaCalculo = z.infer<typeof memoriaCalculoSchema>;
