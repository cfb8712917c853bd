import { leitura, projecao } from '../../platform/db/leitura.ts';
import { perfil, perfilPermissao } from './perfil.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const perfilLeitura = leitura(perfil);
export const perfilPermissaoLeitura = leitura(perfilPermissao);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A profile by its name. */
export const perfilNome = projecao(perfil, ['id', 'nome']);
/** A profile's body (none: a profile of every body). */
export const perfilOrgao = projecao(perfil, ['id', 'orgaoCredorId']);
/** Which permissions each profile holds. */
export const permissoesDosPerfis = projecao(perfilPermissao, ['perfilId', 'permissao']);
