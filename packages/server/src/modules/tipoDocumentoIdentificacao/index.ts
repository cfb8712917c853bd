/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  tipoDocumentoIdentificacaoLeitura,
  tipoDocumentoIdentificacaoNome,
} from './tipoDocumentoIdentificacao.leitura.ts';
