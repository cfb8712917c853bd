import { z } from 'zod';

/**
 * Documents: an uploaded PDF (its uuid from `POST documento/upload`) attached to a record. The
 * records that own documents; the creditor body of the owner is the document's data scope.
 */
export const DONOS_DOCUMENTO = [
  'processo',
  'andamento',
  'processoCobranca',
  'orgaoCredor',
  'usuario',
] as const;
export type DonoDocumento = (typeof DONOS_DOCUMENTO)[number];

export const MENSAGENS_DOCUMENTO = {
  arquivoNaoEncontrado: 'Arquivo não encontrado: envie-o novamente',
  tipoInvalido: 'Tipo de documento não encontrado',
  jaSubstituido: 'Este documento já foi substituído por uma versão mais nova. Atualize a página.',
  atualizado: 'Documento atualizado com sucesso!',
} as const;

/** A file as the save payloads carry it (spec 02 §4: arquivos with uuid and nome). */
export const arquivoRefSchema = z.object({
  uuid: z.uuid(MENSAGENS_DOCUMENTO.arquivoNaoEncontrado),
  nome: z.string().trim().max(255).optional(),
});
export type ArquivoRef = z.infer<typeof arquivoRefSchema>;

/** Files of one document type (spec 02 §4: documentos with idTipoDocumento and arquivos). */
export const documentosDoTipoSchema = z.object({
  idTipoDocumento: z.number().int().positive(),
  arquivos: z.array(arquivoRefSchema).min(1, 'O arquivo não foi informado').max(20),
});
export type DocumentosDoTipo = z.infer<typeof documentosDoTipoSchema>;

/** A document as lists and details show it (spec 01 §4: file lists carry id, nome, uuid). */
export const documentoSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  nome: z.string(),
  tipoDocumento: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  versao: z.number().int(),
  tamanho: z.number().int(),
  sha256: z.string(),
  criadoEm: z.string(),
  substituidoEm: z.string().nullable(),
});
export type Documento = z.infer<typeof documentoSchema>;
