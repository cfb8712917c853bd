import type {
  PROCESSO_SORT,
  ProcessoFiltro,
  ProcessoListItem,
} from '@divida/domain/processo/processo.schema';
import { formatarNumeroProcesso, formatCpfCnpj } from '@divida/domain/format';
import type { SortSpec } from '@divida/domain/list';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { dataExcel, FORMATO_DATA, FORMATO_REAIS } from '../../platform/excel/planilha.ts';
import { devedoresDosProcessos } from './processo.pessoas.ts';
import { listarProcessos } from './processo.repository.ts';

/** 'Exportar' of /processos: the list's columns and a few more, in the list's filter and order. */
export const exportacaoProcessos = exportacaoDeLista<Partial<ProcessoFiltro>, ProcessoListItem>({
  arquivo: 'Processos.xlsx',
  aba: 'Processos',
  colunas: [
    { header: 'Número do Processo', key: 'numero', width: 22 },
    { header: 'Nº Administrativo', key: 'adm', width: 22 },
    { header: 'CPF/CNPJ', key: 'doc', width: 20 },
    { header: 'Devedor', key: 'devedor', width: 40 },
    { header: 'Fase', key: 'fase', width: 16 },
    { header: 'Situação do Processo', key: 'situacao', width: 48 },
    { header: 'Data', key: 'data', width: 12, style: FORMATO_DATA },
    { header: 'Suspenso', key: 'suspenso', width: 10 },
    { header: 'Total Corrigido', key: 'total', width: 18, style: FORMATO_REAIS },
  ],
  linha: (p) => ({
    numero: formatarNumeroProcesso(p.numero),
    adm: p.numeroAdministrativo,
    doc: formatCpfCnpj(p.documentoIdentificacaoDevedor),
    devedor: p.nomeDevedor,
    fase: p.faseProcesso.nome,
    situacao: p.situacaoProcesso.nome,
    data: dataExcel(p.data),
    suspenso: p.suspenso ? 'Sim' : 'Não',
    total: p.totalCorrigido,
  }),
  // the rows show each process's debtor (name and CPF/CNPJ): logged (LGPD art. 37)
  pessoas: (ex, ps) =>
    devedoresDosProcessos(
      ex,
      ps.map((p) => p.id),
    ),
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listarProcessos(ex, caller, filtro, {
      ...pagina,
      sort: sort as SortSpec<(typeof PROCESSO_SORT)[number]>,
    }),
});
