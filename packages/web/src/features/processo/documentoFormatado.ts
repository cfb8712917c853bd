import { formatCpfCnpj } from '@divida/domain/format';
import {
  TIPO_DOC_IDENTIFICACAO_CNPJ,
  TIPO_DOC_IDENTIFICACAO_CPF,
} from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';

/** CPF and CNPJ with their masks; other identification documents as stored. */
export const documentoFormatado = (doc: string, tipo: number) =>
  tipo === TIPO_DOC_IDENTIFICACAO_CPF || tipo === TIPO_DOC_IDENTIFICACAO_CNPJ ? formatCpfCnpj(doc) : doc;
