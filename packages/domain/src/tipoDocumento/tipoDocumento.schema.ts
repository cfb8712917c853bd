import { z } from 'zod';
import { alteracao } from '../versao.ts';

/** Document types (spec 01 §2.8, §3, §5). */

export const TIPO_DOCUMENTO_NOME_MIN = 2;
export const TIPO_DOCUMENTO_NOME_MAX = 50;

// Letters (accents allowed), space, hyphen, underscore, comma and dot.
const NOME_PERMITIDO = /^[\p{L} \-_,.]+$/u;

export const tipoDocumentoFormSchema = z.object({
  nome: z
    .string({ error: 'O nome deve ter no mínimo 2 caracteres.' })
    .trim()
    .min(TIPO_DOCUMENTO_NOME_MIN, 'O nome deve ter no mínimo 2 caracteres.')
    .max(TIPO_DOCUMENTO_NOME_MAX, 'O nome deve ter no máximo 50 caracteres.')
    .regex(NOME_PERMITIDO, 'O campo deve conter apenas letras')
    .transform((s) => s.toLocaleUpperCase('pt-BR')),
});
export type TipoDocumentoForm = z.input<typeof tipoDocumentoFormSchema>;
export const tipoDocumentoAlteracaoSchema = tipoDocumentoFormSchema.extend(alteracao);

export const tipoDocumentoFiltroSchema = z.object({
  nome: z.string().trim().max(150, 'O nome deve ter no máximo 150 caracteres.').nullish(),
});
export type TipoDocumentoFiltro = z.infer<typeof tipoDocumentoFiltroSchema>;

export const TIPO_DOCUMENTO_SORT = ['nome', 'id'] as const;
export const TIPO_DOCUMENTO_DEFAULT_SORT = 'nome';

export const tipoDocumentoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  excluido: z.boolean(),
  versao: z.number().int(),
});
export type TipoDocumento = z.infer<typeof tipoDocumentoSchema>;

export const MENSAGENS_TIPO_DOCUMENTO = {
  cadastrado: 'Tipo de Documento cadastrado com sucesso',
  atualizado: 'Tipo de Documento atualizado com sucesso',
  excluido: 'Exclusão realizada com sucesso!',
  duplicado: 'Já existe um Tipo de Documento com este nome',
  emUso: 'O tipo de documento está em uso e não pode ser excluído.',
} as const;

/**
 * Reference document types with fixed ids (spec 01 §3; uses in spec 02 §4 and spec 03 §9).
 * Ids 1, 14 and 15 are constants other areas rely on.
 */
export const TIPOS_DOCUMENTO_REFERENCIA = [
  { id: 1, nome: 'DOCUMENTO DE IDENTIFICAÇÃO' },
  { id: 3, nome: 'CIÊNCIA DO DEVEDOR' },
  { id: 4, nome: 'AVISO DE RECEBIMENTO' },
  { id: 5, nome: 'PÁGINA DO DIÁRIO OFICIAL' },
  { id: 6, nome: 'CONTESTAÇÃO OU RECURSO' },
  { id: 7, nome: 'DECISÃO' },
  { id: 8, nome: 'COMPROVANTE DE PAGAMENTO' },
  { id: 9, nome: 'TERMO DE PARCELAMENTO' },
  { id: 10, nome: 'SOLICITAÇÃO DE INSCRIÇÃO' },
  { id: 11, nome: 'SUSPENSÃO OU REATIVAÇÃO' },
  { id: 12, nome: 'PERDA DO PARCELAMENTO' },
  { id: 13, nome: 'TCC' },
  { id: 14, nome: 'PROCURAÇÃO' },
  { id: 15, nome: 'CONTRATO SOCIAL' },
] as const;
export const TIPO_DOCUMENTO_IDENTIFICACAO = 1;
export const TIPO_DOCUMENTO_PROCURACAO = 14;
export const TIPO_DOCUMENTO_CONTRATO_SOCIAL = 15;
