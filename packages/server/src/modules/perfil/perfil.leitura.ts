import { leitura } from '../../platform/db/leitura.ts';
import { perfil, perfilPermissao } from './perfil.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const perfilLeitura = leitura(perfil);
export const perfilPermissaoLeitura = leitura(perfilPermissao);
