import { formatCnpj } from '@divida/domain/format';
import type { SortSpec } from '@divida/domain/list';
import type {
  ORGAO_CREDOR_SORT,
  orgaoCredorFiltroSchema,
  orgaoCredorResumoSchema,
} from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import type { z } from 'zod';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { listar } from './orgaoCredor.repository.ts';

/** 'Exportar' of /orgaoCredor: the list's columns, in the list's filter and order. */
export const exportacaoOrgaosCredores = exportacaoDeLista<
  z.output<typeof orgaoCredorFiltroSchema>,
  z.infer<typeof orgaoCredorResumoSchema>
>({
  arquivo: 'Órgãos Credores.xlsx',
  aba: 'Órgãos Credores',
  colunas: [
    { header: 'Denominação', key: 'nome', width: 50 },
    { header: 'CNPJ', key: 'cnpj', width: 20 },
    { header: 'Sigla', key: 'sigla', width: 16 },
    { header: 'Número Identificador', key: 'numeroIdentificador', width: 22 },
  ],
  linha: (o) => ({
    nome: o.nome,
    cnpj: formatCnpj(o.cnpj),
    sigla: o.sigla,
    numeroIdentificador: o.numeroIdentificador,
  }),
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listar(ex, caller, {
      ...pagina,
      sort: sort as SortSpec<(typeof ORGAO_CREDOR_SORT)[number]>,
      nome: filtro.nome,
    }),
});
