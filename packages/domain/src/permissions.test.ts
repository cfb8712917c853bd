import { describe, expect, it } from 'vitest';
import { permissoesQueFaltam, podeAtuarSobrePerfil, TODAS_PERMISSOES } from './permissions.ts';

describe('podeAtuarSobrePerfil', () => {
  it('allows a profile within the caller permissions, refuses one holding any other', () => {
    const caller = new Set(['USUARIO_CONSULTAR', 'USUARIO_ALTERAR', 'PAINEL']);
    expect(podeAtuarSobrePerfil(caller, ['PAINEL'])).toBe(true);
    expect(podeAtuarSobrePerfil(caller, [])).toBe(true);
    expect(podeAtuarSobrePerfil(caller, ['PAINEL', 'ALTERAR_CONFIGURACAO'])).toBe(false);
    expect(permissoesQueFaltam([...caller], ['PAINEL', 'ACESSO_TODOS_ORGAOS'])).toEqual([
      'ACESSO_TODOS_ORGAOS',
    ]);
  });

  it('an administrator with every permission may act on any profile', () => {
    expect(podeAtuarSobrePerfil(TODAS_PERMISSOES, TODAS_PERMISSOES)).toBe(true);
    const semAcesso = TODAS_PERMISSOES.filter((p) => p !== 'ACESSO_TODOS_ORGAOS');
    expect(podeAtuarSobrePerfil(semAcesso, TODAS_PERMISSOES)).toBe(false);
  });
});
