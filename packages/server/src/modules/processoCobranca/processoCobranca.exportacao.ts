import {
  aptosNegociacaoFiltroSchema,
  cobrancaFiltroSchema,
  ROTULO_SITUACAO_COBRANCA,
  type APTOS_SORT,
  type AptoNegociacao,
  type AptosNegociacaoFiltro,
  type COBRANCA_SORT,
  type CobrancaFiltro,
  type cobrancaListItemSchema,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';
import {
  formatarNumeroCda,
  formatarNumeroCobranca,
  formatarNumeroProcesso,
  formatCpfCnpj,
} from '@divida/domain/format';
import type { SortSpec } from '@divida/domain/list';
import type { z } from 'zod';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { devedores } from '../../platform/lgpd/acessoDados.ts';
import { devedoresDosProcessos } from '../processo/index.ts';
import { dataExcel, FORMATO_DATA, FORMATO_REAIS } from '../../platform/excel/planilha.ts';
import { listarAptos } from './aptos.repository.ts';
import { listarCobrancas } from './consulta.ts';

/**
 * 'Exportar' of /processoCobranca: the list's columns (the situation as the page names it, ATIVO and
 * PARCELADO as EM ABERTO), then the body, the CDAs, the payment terms and the agreement's values.
 */
export const exportacaoCobrancas = exportacaoDeLista<CobrancaFiltro, z.infer<typeof cobrancaListItemSchema>>({
  arquivo: 'Cobranças.xlsx',
  aba: 'Cobranças',
  colunas: [
    { header: 'Data', key: 'data', width: 12, style: FORMATO_DATA },
    { header: 'N° Processo de Cobrança', key: 'numero', width: 24 },
    { header: 'N° Processo', key: 'processos', width: 24 },
    { header: 'Titular', key: 'titular', width: 40 },
    { header: 'CPF/CNPJ', key: 'doc', width: 20 },
    { header: 'Situação', key: 'situacao', width: 16 },
    { header: 'Saldo da Cobrança', key: 'saldo', width: 18, style: FORMATO_REAIS },
    { header: 'Órgão Credor', key: 'orgao', width: 16 },
    { header: 'Nº CDA', key: 'cdas', width: 24 },
    { header: 'Forma de Pagamento', key: 'descricao', width: 30 },
    { header: 'Valor Total', key: 'valorTotal', width: 18, style: FORMATO_REAIS },
    { header: 'Valor Total Atualizado', key: 'valorTotalAtualizado', width: 18, style: FORMATO_REAIS },
  ],
  linha: (c) => ({
    data: dataExcel(c.dataAcordo),
    numero: formatarNumeroCobranca(c.numero),
    processos: c.numeroProcessoConstituicaoCredito.map(formatarNumeroProcesso).join(', '),
    titular: c.titular.nome.toLocaleUpperCase('pt-BR'),
    doc: formatCpfCnpj(c.titular.documentoIdentificacao),
    situacao: ROTULO_SITUACAO_COBRANCA[c.situacao.id as SituacaoCobrancaId] ?? c.situacao.nome,
    saldo: c.saldoDevedor,
    orgao: c.orgao.sigla,
    cdas: c.numeroCDA.map(formatarNumeroCda).join(', '),
    descricao: c.descricao,
    valorTotal: c.valorTotal,
    valorTotalAtualizado: c.valorTotalAtualizado,
  }),
  // the rows show the holder's name and CPF/CNPJ: logged (LGPD art. 37)
  pessoas: (_, cs) => devedores(cs.map((c) => c.titular.id)),
  // as the list route, which reads the body through the schema once more
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listarCobrancas(ex, caller, cobrancaFiltroSchema.parse(filtro), {
      ...pagina,
      sort: sort as SortSpec<(typeof COBRANCA_SORT)[number]>,
    }),
});

/** 'Exportar' of /negociacao: the list's columns, then the CDA, its inscription date and the body. */
export const exportacaoAptosNegociacao = exportacaoDeLista<AptosNegociacaoFiltro, AptoNegociacao>({
  arquivo: 'Aptos para Negociação.xlsx',
  aba: 'Aptos para Negociação',
  colunas: [
    { header: 'Número do Processo', key: 'numero', width: 22 },
    { header: 'Data', key: 'data', width: 12, style: FORMATO_DATA },
    { header: 'CPF/CNPJ', key: 'doc', width: 20 },
    { header: 'Devedor', key: 'devedor', width: 40 },
    { header: 'Valor Corrigido', key: 'totalCorrigido', width: 18, style: FORMATO_REAIS },
    { header: 'Saldo Devedor', key: 'saldoDevedor', width: 18, style: FORMATO_REAIS },
    { header: 'Última Correção', key: 'ultimaCorrecao', width: 14, style: FORMATO_DATA },
    { header: 'Nº CDA', key: 'cda', width: 22 },
    { header: 'Data de Inscrição', key: 'inscricao', width: 14, style: FORMATO_DATA },
    { header: 'Órgão Credor', key: 'orgao', width: 16 },
  ],
  linha: (a) => ({
    numero: formatarNumeroProcesso(a.numero),
    data: dataExcel(a.data),
    doc: formatCpfCnpj(a.cpfCnpj),
    devedor: a.nomeDevedor,
    totalCorrigido: a.totalCorrigido,
    saldoDevedor: a.saldoDevedor,
    ultimaCorrecao: a.ultimaCorrecaoValor ? dataExcel(a.ultimaCorrecaoValor) : null,
    cda: formatarNumeroCda(a.numeroCda),
    inscricao: dataExcel(a.dataInscricao),
    orgao: a.orgaoCredor.sigla,
  }),
  // the rows show each process's debtor (name and CPF/CNPJ): logged (LGPD art. 37)
  pessoas: (ex, as) =>
    devedoresDosProcessos(
      ex,
      as.map((a) => a.id),
    ),
  // as the list route, which reads the body through the schema once more
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listarAptos(ex, caller, aptosNegociacaoFiltroSchema.parse(filtro), {
      ...pagina,
      sort: sort as SortSpec<(typeof APTOS_SORT)[number]>,
    }),
});
