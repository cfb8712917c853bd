import type { SortSpec } from '@divida/domain/list';
import type {
  TIPO_DOCUMENTO_SORT,
  TipoDocumento,
  TipoDocumentoFiltro,
} from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { listar } from './tipoDocumento.repository.ts';

/** 'Exportar' of /tipoDocumento: the names, in the list's filter and order. */
export const exportacaoTiposDocumento = exportacaoDeLista<TipoDocumentoFiltro, TipoDocumento>({
  arquivo: 'Tipos de Documento.xlsx',
  aba: 'Tipos de Documento',
  colunas: [{ header: 'Nome', key: 'nome', width: 60 }],
  linha: (t) => ({ nome: t.nome }),
  listar: (ex, _caller, filtro, { sort, ...pagina }) =>
    listar(ex, {
      ...pagina,
      sort: sort as SortSpec<(typeof TIPO_DOCUMENTO_SORT)[number]>,
      nome: filtro.nome,
    }),
});
