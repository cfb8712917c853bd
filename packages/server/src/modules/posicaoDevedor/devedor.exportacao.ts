import type {
  DEVEDOR_SORT,
  devedorFiltroSchema,
  devedorListItemSchema,
} from '@divida/domain/devedor/devedor.schema';
import { formatDocumento } from '@divida/domain/format';
import type { SortSpec } from '@divida/domain/list';
import type { z } from 'zod';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { devedores } from '../../platform/lgpd/acessoDados.ts';
import { listarDevedores } from './devedor.repository.ts';

/** 'Exportar' of /devedor: name and document as the list shows them, and the document's kind. */
export const exportacaoDevedores = exportacaoDeLista<
  z.output<typeof devedorFiltroSchema>,
  z.infer<typeof devedorListItemSchema>
>({
  arquivo: 'Devedores.xlsx',
  aba: 'Devedores',
  colunas: [
    { header: 'Nome', key: 'nome', width: 50 },
    { header: 'Documento de Identificação', key: 'documento', width: 26 },
    { header: 'Tipo de Documento', key: 'tipo', width: 24 },
  ],
  linha: (d) => ({
    nome: d.nome,
    documento: formatDocumento(d.tipoDocumentoIdentificacao.id, d.documentoIdentificacao),
    tipo: d.tipoDocumentoIdentificacao.nome,
  }),
  pessoas: (_, ds) => devedores(ds.map((d) => d.id)),
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listarDevedores(ex, caller, filtro, {
      ...pagina,
      sort: sort as SortSpec<(typeof DEVEDOR_SORT)[number]>,
    }),
});
