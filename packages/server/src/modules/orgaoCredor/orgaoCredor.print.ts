import { formatCep, formatCnpj, formatTelefone } from '@divida/domain/format';
import type { OrgaoCredor } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';

/** 'Imprimir' on the body's details (spec 01 §2.7): every section, with the caller's letterhead. */
export async function imprimirOrgao(ctx: Ctx, actor: AuthUser, o: OrgaoCredor): Promise<Buffer> {
  const docs = (opcional: boolean) =>
    o.tiposDocumentos
      .filter((t) => t.opcional === opcional)
      .map((t) => t.nome)
      .join(', ');
  return renderDocumento({
    titulo: `Órgão Credor: ${o.nome}`,
    ...(await ctx.cabecalhoDoEmissor(ctx.db, actor.id)),
    secoes: [
      {
        titulo: 'Dados do Órgão',
        campos: [
          ['Denominação', o.nome],
          ['CNPJ', formatCnpj(o.cnpj)],
          ['Sigla', o.sigla],
          ['Código da Receita', o.codigoReceita],
          ['Número Identificador', o.numeroIdentificador],
          [
            'Índice Financeiro',
            o.indiceFinanceiro ? `${o.indiceFinanceiro.nome} (${o.indiceFinanceiro.sigla})` : null,
          ],
          ['Site', o.url],
          ['Descrição', o.descricao],
          ['Descrição Padrão do Fato', o.descricaoFatoPadrao],
          ['Fundamentação Legal Padrão', o.fundamentoLegalPadrao],
          ['Utilizar Juros Atualizados', o.utilizarJuros],
          ['Utilizar Multa Atualizada', o.utilizarMulta],
          ['Documentos Obrigatórios', docs(false)],
          ['Documentos Opcionais', docs(true)],
        ],
      },
      {
        titulo: 'Endereço',
        campos: [
          ['CEP', formatCep(o.cep)],
          ['Endereço', [o.rua, o.numero, o.complemento].filter(Boolean).join(', ')],
          ['Bairro', o.bairro],
          ['Município', o.municipio ? `${o.municipio.nome}/${o.uf ?? ''}` : null],
        ],
      },
      {
        titulo: 'Dados do Responsável',
        campos: [
          ['Nome', o.nomeContato],
          ['E-mail', o.emailContato],
          ['Telefone', o.telefoneContato ? formatTelefone(o.telefoneContato) : null],
        ],
      },
      {
        titulo: 'Dados Bancários',
        campos: [
          ['Chave do Banco', o.chaveBanco],
          ['Convênio', o.convenio],
          ['Agência', [o.agencia, o.digitoAgencia].filter(Boolean).join('-')],
          ['Conta', [o.conta, o.digitoConta].filter(Boolean).join('-')],
          ['Carteira', o.carteira],
          ['Variação', o.variacao],
          [
            'Código do Beneficiário',
            [o.codigoBeneficiario, o.codigoBeneficiarioDigito].filter(Boolean).join('-'),
          ],
        ],
      },
      {
        titulo: 'Dados da Autoridade',
        campos: [
          ['Nome', o.nomeAutoridade],
          ['Cargo', o.cargoAutoridade],
          ['Matrícula', o.matriculaAutoridade],
        ],
      },
    ],
  });
}
