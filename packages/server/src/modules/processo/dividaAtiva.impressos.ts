import { formatarNumeroCnj } from '@divida/domain/cnj';
import type { DividaAtiva } from '@divida/domain/dividaAtiva/dividaAtiva.schema';
import { formatBRL, formatDate, formatarNumeroCda, formatarNumeroProcesso } from '@divida/domain/format';
import { MENSAGENS_MEMORIA } from '@divida/domain/processo/memoriaCalculo.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import type { Documento, Secao } from '../../platform/pdf/documento.ts';
import { documentoDe, secaoCorresponsaveis, secaoDevedor, type Cabecalho } from './processo.impressos.ts';

/**
 * The Certidão de Dívida Ativa (CDA) of an inscribed process, with the elements Lei 6.830/1980 art. 2
 * §5 asks of the Termo de Inscrição and §6 of the certidão: debtor and co-responsible parties with
 * their addresses (I); the amount and how interest, fine and correction run (II, IV); origin, nature
 * and legal basis (III); inscription date and number in the register (V); the process number (VI);
 * signed by the attorney. Pure: the route reads the process and renders.
 */

function secaoInscricao(p: ProcessoDetalhe, cda: DividaAtiva, autenticacao: string): Secao {
  return {
    titulo: 'Inscrição',
    campos: [
      ['Número da CDA', formatarNumeroCda(cda.numeroCda)],
      ['Data da Inscrição', formatDate(cda.data)],
      [
        'Registro',
        `Livro eletrônico de Registro da Dívida Ativa, inscrição nº ${formatarNumeroCda(cda.numeroCda)}`,
      ],
      ['Código de Autenticidade', autenticacao],
      ['Processo de Constituição do Crédito', formatarNumeroProcesso(p.numero)],
      ['Processo Administrativo', p.numeroProcessoAdministrativo],
      ['Situação', cda.nomeSituacao],
    ],
  };
}

function secaoCredor(p: ProcessoDetalhe): Secao {
  return {
    titulo: 'Credor',
    campos: [
      ['Órgão Credor', `${p.orgaoCredor.nome} (${p.orgaoCredor.sigla})`],
      ['Natureza do Débito', p.naturezaDebito?.nome],
      ['Código de Receita', p.codigoReceita],
      ['Data do Débito', p.dataDebito ? formatDate(p.dataDebito) : null],
    ],
  };
}

function secaoValores(p: ProcessoDetalhe, cda: DividaAtiva): Secao {
  const v = p.valores;
  const indice = p.indiceFinanceiro?.sigla ?? 'índice oficial adotado pelo órgão credor';
  const referencia = formatDate(cda.dataReferenciaCalculo);
  return {
    titulo: 'Valor da Dívida e Forma de Cálculo',
    campos: [
      ['Valor Originário', formatBRL(v.valorOriginario)],
      ['Valor Atualizado (principal)', formatBRL(v.valorAtualizado)],
      ['Juros', formatBRL(v.jurosAtualizado)],
      ['Multa', formatBRL(v.multaAtualizada)],
      ['Valor Inscrito', formatBRL(cda.valor)],
      ['Correção Monetária desde a Inscrição', formatBRL(cda.valorCorrecao)],
      ['Valor Total Atualizado', formatBRL(cda.valorTotal)],
      ['Termo Inicial do Cálculo', referencia],
      [
        'Última Atualização do Valor',
        cda.dataUltimaCorrecaoValor
          ? formatDate(cda.dataUltimaCorrecaoValor)
          : formatDate(cda.dataAtualizacao),
      ],
    ],
    paragrafos: [
      `Correção monetária: o valor é atualizado pelo ${indice} a partir de ${referencia}, termo inicial do ` +
        'cálculo, com a variação mensal aplicada a partir do quarto dia útil de cada mês.',
      `Juros de mora e multa: incidem sobre o principal atualizado, na forma do fundamento legal abaixo, ` +
        `desde ${referencia}; os valores acima são os apurados nessa data e os acréscimos posteriores ` +
        'acompanham a atualização até o efetivo pagamento.',
      `Método de cálculo: ${MENSAGENS_MEMORIA.metodo} A memória de cálculo mês a mês acompanha o processo ` +
        '(Memória de Cálculo).',
      `Fundamento legal dos juros, da multa e da atualização: ${MENSAGENS_MEMORIA.fundamentoLegal}`,
    ],
  };
}

function secaoCobranca(cda: DividaAtiva): Secao {
  const j = cda.processoJuridicoDividaAtiva;
  const pr = cda.protestoDividaAtiva;
  return {
    titulo: 'Situação da Cobrança',
    campos: [
      ['Situação Judicial', cda.descricaoSituacaoCDAJustica],
      [
        'Execução Fiscal',
        j ? `${formatarNumeroCnj(j.numero)}, ajuizada em ${formatDate(j.dataAjuizamento)}` : null,
      ],
      ['Situação de Protesto', cda.descricaoSituacaoCDAProtesto],
      ['Protesto', pr?.protocolo ? `Protocolo ${pr.protocolo}, cartório ${pr.numeroCartorio ?? ''}` : null],
      ['Acordo de Pagamento', cda.descricaoSituacaoCDAProcessoCobranca],
    ],
  };
}

/** `GET /{id}/imprimirCda`: the CDA, signed by the attorney who inscribed it. */
export function certidaoDividaAtiva(
  p: ProcessoDetalhe,
  cda: DividaAtiva,
  hoje: string,
  c: Cabecalho,
  autenticacao: string,
): Documento {
  return {
    ...c,
    titulo: `Certidão de Dívida Ativa nº ${formatarNumeroCda(cda.numeroCda)}`,
    secoes: [
      secaoInscricao(p, cda, autenticacao),
      secaoCredor(p),
      secaoDevedor('Devedor', p.devedor),
      ...secaoCorresponsaveis(p.corresponsaveis),
      secaoValores(p, cda),
      {
        titulo: 'Origem, Natureza e Fundamento Legal',
        campos: [],
        paragrafos: [
          p.descricaoFato,
          p.fundamentoLegal,
          'Crédito não tributário, constituído em processo administrativo regular e inscrito em dívida ativa ' +
            'nos termos do art. 39, § 2º, da Lei nº 4.320/1964 e do art. 2º da Lei nº 6.830/1980.',
        ],
      },
      secaoCobranca(cda),
      {
        titulo: 'Certidão',
        campos: [],
        paragrafos: [
          `Certifico, nos termos do art. 2º, §§ 5º e 6º, da Lei nº 6.830/1980, que o crédito acima descrito, ` +
            `devido por ${p.devedor.nome} (${documentoDe(p.devedor)}), foi inscrito em dívida ativa em ` +
            `${formatDate(cda.data)} sob o nº ${formatarNumeroCda(cda.numeroCda)}, pelo valor de ${formatBRL(cda.valor)}, e que ` +
            'a dívida regularmente inscrita goza da presunção de certeza e liquidez (art. 3º da mesma lei).',
        ],
      },
    ],
    assinatura: {
      localData: `Emitida em ${formatDate(hoje)}.`,
      linhas: [cda.nomeProcuradorSignatario, 'Procurador(a) do Estado – Procuradoria Geral do Estado'],
    },
  };
}
