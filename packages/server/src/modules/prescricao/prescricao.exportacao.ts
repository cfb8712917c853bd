import { ROTULO_NIVEL_PRESCRICAO } from '@divida/domain/prazos/prescricao';
import {
  prescricaoFiltroSchema,
  type ORDENACAO_PRESCRICAO,
  type PrescricaoFiltro,
  type PrescricaoLinha,
} from '@divida/domain/prazos/prescricao.schema';
import { formatarNumeroCda, formatarNumeroProcesso } from '@divida/domain/format';
import type { SortSpec } from '@divida/domain/list';
import type { IsoDate } from '@divida/domain/calendar';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { dataExcel, FORMATO_DATA, FORMATO_REAIS } from '../../platform/excel/planilha.ts';
import { listarPrescricoes } from './prescricao.consulta.ts';

/** 'Exportar' of /prescricao: the list's columns; the route puts the server's today (ctx.relogio) in the filter. */
export const exportacaoPrescricao = exportacaoDeLista<PrescricaoFiltro & { hoje: IsoDate }, PrescricaoLinha>({
  arquivo: 'Prescrição.xlsx',
  aba: 'Prescrição',
  colunas: [
    { header: 'Número do Processo', key: 'numero', width: 22 },
    { header: 'Nº CDA', key: 'cda', width: 16 },
    { header: 'Devedor', key: 'devedor', width: 40 },
    { header: 'Órgão Credor', key: 'orgao', width: 16 },
    { header: 'Valor', key: 'valor', width: 18, style: FORMATO_REAIS },
    { header: 'Prazo Prescricional', key: 'prazo', width: 14, style: FORMATO_DATA },
    { header: 'Dias Restantes', key: 'dias', width: 12 },
    { header: 'Nível', key: 'nivel', width: 16 },
  ],
  linha: (l) => ({
    numero: formatarNumeroProcesso(l.numeroProcesso),
    cda: l.numeroCda ? formatarNumeroCda(l.numeroCda) : null,
    devedor: l.devedor,
    orgao: l.orgaoCredor,
    valor: l.valor,
    prazo: l.prazoPrescricional ? dataExcel(l.prazoPrescricional) : null,
    dias: l.diasRestantes,
    nivel: ROTULO_NIVEL_PRESCRICAO[l.nivel],
  }),
  listar: (ex, caller, { hoje, ...filtro }, { sort, ...pagina }) =>
    listarPrescricoes(
      ex,
      caller,
      prescricaoFiltroSchema.parse(filtro),
      { ...pagina, sort: sort as SortSpec<(typeof ORDENACAO_PRESCRICAO)[number]> },
      hoje,
    ),
});
