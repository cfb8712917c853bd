import { z } from 'zod';
import { toDecimal } from '../money.ts';
import { valorBrasileiroSchema } from '../valor.schema.ts';
import { versaoSchema } from '../versao.ts';

/**
 * Global instalment settings (spec 01 §2.5, §5). The API carries percentages as fractions
 * (0.01 = 1 %); the form types percent and divides by 100 (configuracaoFormSchema).
 */

const inteiro = (required: string) =>
  z.coerce
    .number({ error: required })
    .int('Informe um número inteiro')
    .min(1, 'A quantidade mínima é 1')
    .max(999, 'A quantidade máxima é 999');

/** A fraction with at most 4 decimals (percent with 2), as a number. */
const fracao = (min: number, minMsg: string, max: number, maxMsg: string) =>
  z
    .number({ error: 'Necessário informar a porcentagem' })
    .min(min, minMsg)
    .max(max, maxMsg)
    .refine(
      (v) => Number.isInteger(Math.round(v * 1e4)) && Math.abs(v * 1e4 - Math.round(v * 1e4)) < 1e-6,
      'Use no máximo duas casas decimais no percentual',
    );

const dinheiro = z
  .number({ error: 'Necessário informar o valor' })
  .min(1, 'O valor mínimo do valor é R$ 1,00')
  .max(9_999_999_999_999.99, 'Valor acima do permitido')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use no máximo duas casas decimais');

export const MENSAGENS_PRAZO = {
  obrigatorio: 'Necessário informar o prazo em dias',
  inteiro: 'Informe um número inteiro de dias',
  minimo: 'O prazo mínimo é de 1 dia',
  maximo: 'O prazo máximo é de 90 dias',
} as const;

/** The intimation and appeal terms in days (docs/workflow.md "Terms"): 1 to 90 (default 10, PRAZO_PADRAO_DIAS). */
export const PRAZO_DIAS_MAXIMO = 90;
const prazoDias = z.coerce
  .number({ error: MENSAGENS_PRAZO.obrigatorio })
  .int(MENSAGENS_PRAZO.inteiro)
  .min(1, MENSAGENS_PRAZO.minimo)
  .max(PRAZO_DIAS_MAXIMO, MENSAGENS_PRAZO.maximo);

/** The prescription term in years (docs/prazos-e-prescricao.md §2): 1 to 20, default 5 (ANOS_PRESCRICAO_PADRAO). */
const anosPrescricao = z.coerce
  .number({ error: 'O prazo de prescrição deve ser um número inteiro de 1 a 20 anos.' })
  .int('O prazo de prescrição deve ser um número inteiro de 1 a 20 anos.')
  .min(1, 'O prazo de prescrição mínimo é de 1 ano.')
  .max(20, 'O prazo de prescrição máximo é de 20 anos.');

export const configuracaoSchema = z.object({
  // spec 01 §5 words it 'quantidade mínima', but the field is the maximum: the message tells the truth (spec README)
  maxParcelas: inteiro('Necessário informar a quantidade máxima de parcelas'),
  valorMinParcelas: dinheiro,
  porcentagemJurosMes: fracao(0.01, 'A porcentagem mínima é 1%', 0.99, 'A porcentagem máxima é de 99%'),
  porcentagemHonorarios: fracao(0, 'A porcentagem mínima é 0%', 0.99, 'A porcentagem máxima é de 99%'),
  prazoDias,
  anosPrescricao,
  versao: versaoSchema,
});
export type Configuracao = z.infer<typeof configuracaoSchema> & { versao: number };

/**
 * `PUT conf/editar`: spec 01 §7 sends the four fields; the term (`prazoDias`) and the version are
 * our extensions, optional: absent, the term stays as it is and the save checks no version.
 */
export const configuracaoAlteracaoSchema = configuracaoSchema.extend({
  prazoDias: prazoDias.optional(),
  anosPrescricao: anosPrescricao.optional(),
});
export type ConfiguracaoAlteracao = z.infer<typeof configuracaoAlteracaoSchema>;

/**
 * The page's form: money and percentages as typed, the Brazilian way ('1.234,56', '1,5'), read into
 * exact numbers (valorBrasileiroSchema); percentages typed as percent.
 */
export const configuracaoFormSchema = z.object({
  maxParcelas: configuracaoSchema.shape.maxParcelas,
  valorMinParcelas: valorBrasileiroSchema('Necessário informar o valor').pipe(
    z
      .number()
      .min(1, 'O valor mínimo do valor é R$ 1,00')
      .max(9_999_999_999_999.99, 'Valor acima do permitido'),
  ),
  porcentagemJurosMes: valorBrasileiroSchema('Necessário informar a porcentagem').pipe(
    z.number().min(1, 'A porcentagem mínima é 1%').max(99, 'A porcentagem máxima é de 99%'),
  ),
  porcentagemHonorarios: valorBrasileiroSchema('Necessário informar a porcentagem').pipe(
    z.number().min(0, 'A porcentagem mínima é 0%').max(99, 'A porcentagem máxima é de 99%'),
  ),
  prazoDias,
  anosPrescricao: anosPrescricao.optional(),
});

/** spec 01 §5: stored fractions are shown × 100 and typed percentages are sent ÷ 100, in decimal. */
export const paraPercentual = (fracao: number) => toDecimal(fracao).times(100).toNumber();
export const paraFracao = (percentual: number) => toDecimal(percentual).dividedBy(100).toNumber();

export const MENSAGENS_CONFIGURACAO = { atualizada: 'Configurações atualizadas com sucesso.' } as const;
