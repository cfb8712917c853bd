import type { Permissao } from '@divida/domain/permissions';
import { sessionStore } from '../lib/sessionStore.ts';

const b64url = (o: object) =>
  btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT the page can read (it never checks signatures). */
export function fakeToken(scope: readonly Permissao[], expSeconds = 3600): string {
  return `${b64url({ alg: 'HS256' })}.${b64url({ scope: scope.join(' '), exp: Math.floor(Date.now() / 1000) + expSeconds })}.x`;
}

export function signInAs(scope: readonly Permissao[], expSeconds = 3600) {
  sessionStore.start(fakeToken(scope, expSeconds), 'refresh-1', {
    id: 1,
    nome: 'Maria Teste',
    email: 'maria@exemplo.gov.br',
    matricula: '123',
    orgaoCredor: { id: 1, nome: 'Procuradoria-Geral do Estado', sigla: 'PGE' },
    perfil: { id: 1, nome: 'TESTE' },
  });
}
