/**
 * Negotiation and collections (spec 03): the calls' payloads, filters and answers, with the spec's
 * Portuguese messages. The server validates with these and the wizard's forms reuse them. One file
 * per section; this one is what the rest of the code imports.
 */
// the shared fields (M, dinheiro, ref...) stay inside the sections
export {
  SITUACAO_COBRANCA,
  type SituacaoCobrancaId,
  NOME_SITUACAO_COBRANCA,
  ROTULO_SITUACAO_COBRANCA,
  SITUACOES_LANCAMENTO,
  type SituacaoLancamento,
  ROTULO_SITUACAO_LANCAMENTO,
  rotuloDaParcela,
  TIPO_DOCUMENTO_COBRANCA,
  TIPOS_REQUERENTE,
  type TipoRequerente,
  ROTULO_TIPO_REQUERENTE,
  exigeComprovanteRepresentacao,
  MENSAGENS_COBRANCA,
} from './cobranca.base.schema.ts';
export * from './requerente.schema.ts';
export * from './aptos.schema.ts';
export * from './simulacao.schema.ts';
export * from './cobranca.acoes.schema.ts';
export * from './acompanhamento.schema.ts';
export * from './respostas.schema.ts';
export * from './termo.schema.ts';
