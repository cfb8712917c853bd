import {
  MENSAGENS_DEVEDOR,
  normalizarDocumento,
  type Corresponsavel,
  type CorresponsavelInput,
} from '@divida/domain/devedor/devedor.schema';

/** A co-responsible party as the process form holds it (the dialog's output, plus its id when saved). */
export type CorresponsavelDoForm = CorresponsavelInput;

/**
 * Why the dialog refuses a new co-responsible party (spec 02 §5), or null: the holder debtor cannot be
 * one, and a document already added cannot be added again.
 */
export function recusaCorresponsavel(
  novo: Pick<CorresponsavelInput, 'tipoDocIdentificacao' | 'documentoIdentificacao'>,
  titular: { tipoDocIdentificacao: number | null; documentoIdentificacao: string },
  existentes: readonly Pick<CorresponsavelInput, 'documentoIdentificacao'>[],
): string | null {
  const doc = normalizarDocumento(novo.tipoDocIdentificacao, novo.documentoIdentificacao);
  const docTitular = titular.tipoDocIdentificacao
    ? normalizarDocumento(titular.tipoDocIdentificacao, titular.documentoIdentificacao)
    : '';
  if (doc && doc === docTitular) return MENSAGENS_DEVEDOR.titularCorresponsavel;
  if (existentes.some((c) => c.documentoIdentificacao === doc))
    return MENSAGENS_DEVEDOR.corresponsavelRepetidoDialogo(novo.documentoIdentificacao);
  return null;
}

/** A saved co-responsible party (process detail) as the form holds it. */
export const corresponsavelDoForm = (c: Corresponsavel): CorresponsavelDoForm => ({
  idDevedor: c.id,
  nome: c.nome,
  email: c.email,
  tipoDocIdentificacao: c.tipoDocumentoIdentificacao.id,
  documentoIdentificacao: c.documentoIdentificacao,
  cep: c.cep ?? '',
  rua: c.rua ?? '',
  numero: c.numero ?? '',
  bairro: c.bairro ?? '',
  complemento: c.complemento,
  formUf: c.uf ?? '',
  formMunicipio: c.municipio?.id ?? 0,
  telefone1: c.telefone1,
  telefone2: c.telefone2,
  tipo: c.tipo,
});
