import {
  formatDate,
  formatarNumeroProcesso,
  formatBRL,
  formatCep,
  formatDocumento,
  formatTelefone,
} from '@divida/domain/format';
import type { Corresponsavel, Devedor } from '@divida/domain/devedor/devedor.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import type { Documento, Secao } from '../../platform/pdf/documento.ts';

/**
 * The printable documents of a process (spec 02 §6, §7), as the PDF module's document model: the
 * TCC (Termo de Constituição de Crédito, Lei 13.178/2006), the intimation, the dispatch and the
 * certidão for inscription in active debt (Lei 6.830/1980 art. 2 §5). Pure: the route reads the
 * process, the body's authority and the issuer, and renders.
 */

/** Who signs for the creditor body (its authority, from the body's record). */
export interface Autoridade {
  nome: string | null;
  cargo: string | null;
  municipio: string | null;
}

/** The letterhead part the route adds (issuer and body). */
export type Cabecalho = Pick<Documento, 'orgao' | 'emissor' | 'emitidoEm'>;

const PRAZO_DIAS = 10;

function endereco(d: Devedor): string {
  const linha = [d.rua, d.numero, d.complemento].filter(Boolean).join(', ');
  const local = d.municipio ? `${d.municipio.nome}/${d.uf ?? ''}` : null;
  return [linha, d.bairro, local, d.cep ? `CEP ${formatCep(d.cep)}` : null].filter(Boolean).join(' – ');
}

export const documentoDe = (d: Devedor) =>
  `${d.tipoDocumentoIdentificacao.nome} ${formatDocumento(d.tipoDocumentoIdentificacao.id, d.documentoIdentificacao)}`;

export function secaoDevedor(titulo: string, d: Devedor): Secao {
  return {
    titulo,
    campos: [
      ['Nome ou Razão Social', d.nome],
      ['Documento', documentoDe(d)],
      ['Endereço', endereco(d)],
      ['E-mail', d.email],
      ['Telefone', d.telefone1 ? formatTelefone(d.telefone1) : null],
    ],
  };
}

export function secaoCorresponsaveis(cs: Corresponsavel[]): Secao[] {
  return cs.map((c, i) =>
    secaoDevedor(`Corresponsável ${i + 1} (${c.tipo === 'SOCIO' ? 'Sócio' : 'Representante'})`, c),
  );
}

function secaoProcesso(p: ProcessoDetalhe): Secao {
  return {
    titulo: 'Processo',
    campos: [
      ['Número do Processo', formatarNumeroProcesso(p.numero)],
      ['Processo Administrativo', p.numeroProcessoAdministrativo],
      ['Órgão Credor', `${p.orgaoCredor.nome} (${p.orgaoCredor.sigla})`],
      ['Natureza do Débito', p.naturezaDebito?.nome],
      ['Data de Cadastro', formatDate(p.data)],
    ],
  };
}

function metodoAtualizacao(p: ProcessoDetalhe): string {
  const indice = p.indiceFinanceiro?.sigla ?? 'índice oficial adotado pelo órgão credor';
  return (
    `O valor será atualizado monetariamente pelo ${indice}, a partir de ${formatDate(p.dataReferenciaCalculo)}, ` +
    'com correção mensal aplicada a partir do quarto dia útil de cada mês; juros e multa incidem na forma ' +
    'do fundamento legal indicado, sobre o valor atualizado.'
  );
}

function secaoValores(p: ProcessoDetalhe): Secao {
  const v = p.valores;
  return {
    titulo: 'Valores',
    campos: [
      ['Valor Originário', formatBRL(v.valorOriginario)],
      ['Valor Atualizado', formatBRL(v.valorAtualizado)],
      ['Correção Monetária', formatBRL(v.valorCorrecao)],
      ['Juros', formatBRL(v.jurosAtualizado)],
      ['Multa', formatBRL(v.multaAtualizada)],
      ['Total Corrigido', formatBRL(v.totalCorrigido)],
      ['Saldo Devedor', formatBRL(v.saldoDevedor)],
      ['Data de Referência do Cálculo', formatDate(p.dataReferenciaCalculo)],
    ],
    paragrafos: [metodoAtualizacao(p)],
  };
}

function assinatura(a: Autoridade, hoje: string): Documento['assinatura'] {
  return {
    localData: `${a.municipio ?? ''}${a.municipio ? ', ' : ''}${formatDate(hoje)}.`,
    linhas: [a.nome ?? 'Autoridade competente', a.cargo ?? ''].filter(Boolean),
  };
}

/** `GET /{id}/print`: the TCC, drawn up by the creditor body. */
export function termoConstituicaoCredito(
  p: ProcessoDetalhe,
  a: Autoridade,
  hoje: string,
  c: Cabecalho,
): Documento {
  return {
    ...c,
    titulo: `Termo de Constituição de Crédito nº ${formatarNumeroProcesso(p.numero)}`,
    secoes: [
      secaoProcesso(p),
      secaoDevedor('Devedor', p.devedor),
      ...secaoCorresponsaveis(p.corresponsaveis),
      { titulo: 'Descrição do Fato', campos: [], paragrafos: [p.descricaoFato] },
      { titulo: 'Fundamento Legal', campos: [], paragrafos: [p.fundamentoLegal] },
      secaoValores(p),
      {
        titulo: 'Termo',
        campos: [],
        paragrafos: [
          `Nos termos da Lei nº 13.178/2006, fica constituído o crédito não tributário acima descrito em ` +
            `favor de ${p.orgaoCredor.nome}, no valor originário de ${formatBRL(p.valores.valorOriginario)}, ` +
            `devido por ${p.devedor.nome} (${documentoDe(p.devedor)}).`,
          `O devedor será intimado para, no prazo de ${PRAZO_DIAS} dias, pagar o débito ou apresentar impugnação.`,
        ],
      },
    ],
    assinatura: assinatura(a, hoje),
  };
}

/** `GET /{id}/modeloNotificacao`: the intimation to pay or contest within the term. */
export function notificacao(p: ProcessoDetalhe, a: Autoridade, hoje: string, c: Cabecalho): Documento {
  return {
    ...c,
    titulo: `Notificação – Processo nº ${formatarNumeroProcesso(p.numero)}`,
    secoes: [
      secaoDevedor('Notificado', p.devedor),
      secaoProcesso(p),
      { titulo: 'Dos Fatos e do Fundamento', campos: [], paragrafos: [p.descricaoFato, p.fundamentoLegal] },
      secaoValores(p),
      {
        titulo: 'Intimação',
        campos: [],
        paragrafos: [
          `Fica V. Sa. intimado(a) a, no prazo de ${PRAZO_DIAS} (dez) dias contados do recebimento desta, ` +
            `pagar o débito de ${formatBRL(p.valores.saldoDevedor)}, atualizado na data do pagamento, ` +
            `ou apresentar impugnação por escrito a ${p.orgaoCredor.nome}.`,
          'O pagamento pode ser feito à vista, por boleto bancário ou PIX emitidos pelo órgão credor, ou em ' +
            'parcelas, mediante requerimento de parcelamento. A impugnação deve ser protocolada no órgão credor, ' +
            'acompanhada dos documentos que a fundamentem, indicando o número deste processo.',
          'O processo seguirá independentemente do comparecimento do(a) notificado(a): esgotado o prazo sem ' +
            'pagamento nem impugnação, o crédito será encaminhado à Procuradoria Geral do Estado para inscrição ' +
            'em dívida ativa, com os acréscimos legais.',
        ],
      },
    ],
    assinatura: assinatura(a, hoje),
  };
}

/** `GET /{id}/gerarDespacho`: the dispatch that moves the process on from its situation. */
export function despacho(p: ProcessoDetalhe, a: Autoridade, hoje: string, c: Cabecalho): Documento {
  const paraInscricao = p.acoesDisponiveis.some((x) => x.action === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA');
  return {
    ...c,
    titulo: `Despacho – Processo nº ${formatarNumeroProcesso(p.numero)}`,
    secoes: [
      secaoProcesso(p),
      {
        titulo: 'Situação',
        campos: [
          ['Fase', p.faseProcesso.nome],
          ['Situação', p.situacaoProcesso.nome],
          ['Devedor', `${p.devedor.nome} (${documentoDe(p.devedor)})`],
          ['Saldo Devedor', formatBRL(p.valores.saldoDevedor)],
        ],
      },
      {
        titulo: 'Despacho',
        campos: [],
        paragrafos: [
          paraInscricao
            ? 'Decorrido o prazo legal sem pagamento nem impugnação, encaminhe-se à Procuradoria Geral do Estado ' +
              'para inscrição do crédito em dívida ativa, nos termos da Lei nº 6.830/1980.'
            : `Dê-se prosseguimento ao processo, que se encontra na situação "${p.situacaoProcesso.nome}".`,
        ],
      },
    ],
    assinatura: assinatura(a, hoje),
  };
}

/** `GET /{id}/imprimirCertidao`: the certidão for inscription, with the elements of Lei 6.830/1980 art. 2 §5. */
export function certidaoInscricao(
  p: ProcessoDetalhe,
  a: Autoridade,
  hoje: string,
  c: Cabecalho,
  dataInscricao: string | null,
): Documento {
  return {
    ...c,
    titulo: `Certidão para Inscrição em Dívida Ativa – Processo nº ${formatarNumeroProcesso(p.numero)}`,
    secoes: [
      secaoDevedor('Devedor', p.devedor),
      ...secaoCorresponsaveis(p.corresponsaveis),
      secaoProcesso(p),
      secaoValores(p),
      { titulo: 'Origem e Natureza do Crédito', campos: [], paragrafos: [p.descricaoFato] },
      { titulo: 'Fundamento Legal', campos: [], paragrafos: [p.fundamentoLegal] },
      {
        titulo: 'Certidão',
        campos: [
          ['Data da Inscrição', dataInscricao ? formatDate(dataInscricao) : 'a ser lançada na inscrição'],
        ],
        paragrafos: [
          `Certifico que o crédito de ${formatBRL(p.valores.saldoDevedor)}, devido por ${p.devedor.nome} ` +
            `(${documentoDe(p.devedor)}), constituído no processo nº ${formatarNumeroProcesso(p.numero)} ` +
            `(processo administrativo ${p.numeroProcessoAdministrativo}), não foi pago nem teve a exigibilidade ` +
            'suspensa, estando apto à inscrição em dívida ativa.',
        ],
      },
    ],
    assinatura: assinatura(a, hoje),
  };
}
