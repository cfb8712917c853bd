import { leitura, projecao } from '../../platform/db/leitura.ts';
import { usuario } from './usuario.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const usuarioLeitura = leitura(usuario);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A user as the author of a record: named, found by name, and of which body. */
export const usuarioAutor = projecao(usuario, ['id', 'nome', 'nomeBusca', 'orgaoCredorId']);
/** A user to write to: the e-mail of an active user of a profile (and body), and what it asked to receive. */
export const usuarioContato = projecao(usuario, [
  'id',
  'nome',
  'email',
  'ativo',
  'perfilId',
  'orgaoCredorId',
  'receberResumoDiarioPrazos',
]);
/** What signing in and a session's check read of a user: its credentials, whether active, its body and profile. */
export const usuarioCredencial = projecao(usuario, [
  'id',
  'nome',
  'email',
  'senhaHash',
  'ativo',
  'orgaoCredorId',
  'perfilId',
]);
/** A user's ties: its body and profile, for the checks on what refers to them. */
export const usuarioVinculo = projecao(usuario, ['id', 'orgaoCredorId', 'perfilId']);
