import { describe, expect, it } from 'vitest';
import type { Permissao } from '@divida/domain/permissions';
import { alternarModulo, alternarPermissao, estadoDoModulo, permissoesDoModulo } from './permissoesTree.ts';

const COBRANCA = 'PROCESSO_COBRANCA';

describe('the profile tree rules (spec 01 §2.4)', () => {
  it('checking a module selects all its permissions, unchecking clears them', () => {
    const todas = alternarModulo([], 'PERFIL', true);
    expect(todas).toEqual(['PERFIL_CONSULTAR', 'PERFIL_CADASTRAR', 'PERFIL_ALTERAR', 'PERFIL_EXCLUIR']);
    expect(alternarModulo([...todas, 'PAINEL'], 'PERFIL', false)).toEqual(['PAINEL']);
  });

  it('a module shows checked only when all its permissions are', () => {
    expect(estadoDoModulo('PERFIL', new Set<Permissao>())).toBe('nenhum');
    expect(estadoDoModulo('PERFIL', new Set<Permissao>(['PERFIL_CONSULTAR']))).toBe('alguns');
    expect(estadoDoModulo('PERFIL', new Set(permissoesDoModulo('PERFIL')))).toBe('todos');
  });

  it('a child of the collections module brings its parent; unchecking the parent drops its children', () => {
    const com = alternarPermissao([], 'BAIXA_MANUAL_BOLETO', true);
    expect(com).toEqual(['PROCESSO_COBRANCA_CONSULTAR', 'BAIXA_MANUAL_BOLETO']);
    expect(estadoDoModulo(COBRANCA, new Set(com))).toBe('alguns');
    expect(alternarPermissao(com, 'PROCESSO_COBRANCA_CONSULTAR', false)).toEqual([]);
    expect(alternarPermissao(com, 'BAIXA_MANUAL_BOLETO', false)).toEqual(['PROCESSO_COBRANCA_CONSULTAR']);
  });
});
