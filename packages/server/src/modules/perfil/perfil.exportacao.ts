import type { SortSpec } from '@divida/domain/list';
import type {
  PERFIL_SORT,
  perfilFiltroSchema,
  perfilResumoSchema,
} from '@divida/domain/perfil/perfil.schema';
import type { z } from 'zod';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { listar } from './perfil.repository.ts';

/** 'Exportar' of /perfil: the names, upper-case as the list shows them, in the list's filter and order. */
export const exportacaoPerfis = exportacaoDeLista<
  z.output<typeof perfilFiltroSchema>,
  z.infer<typeof perfilResumoSchema>
>({
  arquivo: 'Perfis.xlsx',
  aba: 'Perfis',
  colunas: [{ header: 'Nome', key: 'nome', width: 40 }],
  linha: (p) => ({ nome: p.nome.toLocaleUpperCase('pt-BR') }),
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listar(ex, caller, {
      ...pagina,
      sort: sort as SortSpec<(typeof PERFIL_SORT)[number]>,
      nome: filtro.nome,
    }),
});
