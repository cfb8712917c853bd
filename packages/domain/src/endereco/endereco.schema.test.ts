import { describe, expect, it } from 'vitest';
import { orgaoCredorFormSchema } from '../orgaoCredor/orgaoCredor.schema.ts';
import { usuarioFormSchema } from '../usuario/usuario.schema.ts';
import { enderecoSchema, MENSAGENS_ENDERECO as M } from './endereco.schema.ts';
import { REGRAS_ENDERECO_ORGAO_CREDOR } from '../orgaoCredor/orgaoCredor.schema.ts';
import { REGRAS_ENDERECO_USUARIO } from '../usuario/usuario.schema.ts';

const valido = {
  cep: '01310-100',
  rua: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  uf: 'sp',
  municipio: 3550308,
};

/** The message of one field after parsing the address with the given rules. */
function mensagem(regras: typeof REGRAS_ENDERECO_USUARIO, campo: string, valor: string) {
  const r = enderecoSchema(regras).safeParse({ ...valido, [campo]: valor });
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === campo)?.message;
}

describe('shared address schema', () => {
  it('normalises cep and uf and empties complemento', () => {
    expect(enderecoSchema(REGRAS_ENDERECO_USUARIO).parse(valido)).toEqual({
      ...valido,
      cep: '01310100',
      uf: 'SP',
      municipio: 3550308,
      complemento: null,
    });
  });

  it.each([
    // [rules, field, value, message or undefined when valid]
    [REGRAS_ENDERECO_USUARIO, 'rua', 'Rua Curta', M.minimo(10)],
    [REGRAS_ENDERECO_USUARIO, 'rua', 'Rua Longa', M.minimo(10)],
    [REGRAS_ENDERECO_USUARIO, 'rua', 'Rua Longaa', undefined],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'rua', 'Rua', M.minimo(5)],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'rua', 'Rua A', undefined],
    [REGRAS_ENDERECO_USUARIO, 'bairro', 'Sul', M.minimo(4)],
    [REGRAS_ENDERECO_USUARIO, 'bairro', 'Lapa', undefined],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'bairro', 'S', M.minimo(2)],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'bairro', 'Sé', undefined],
    [REGRAS_ENDERECO_USUARIO, 'bairro', 'x'.repeat(61), M.maximo(60)],
    [REGRAS_ENDERECO_USUARIO, 'numero', '12A', M.numeroDigitos],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'numero', '12A', undefined],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'numero', '1234567', M.numeroMaximo],
    [REGRAS_ENDERECO_ORGAO_CREDOR, 'rua', '   ', M.obrigatorio('a rua')],
    [REGRAS_ENDERECO_USUARIO, 'cep', '00000-000', M.cep],
  ] as const)('%#: %s', (regras, campo, valor, esperado) => {
    expect(mensagem(regras, campo, valor)).toBe(esperado);
  });

  it("is the address of both forms, with each area's limits", () => {
    const campo = (schema: typeof usuarioFormSchema | typeof orgaoCredorFormSchema, rua: string) =>
      schema.safeParse({ ...valido, rua }).error?.issues.find((i) => i.path[0] === 'rua')?.message;
    expect(campo(usuarioFormSchema, 'Rua Sete')).toBe(M.minimo(10));
    expect(campo(orgaoCredorFormSchema, 'Rua Sete')).toBeUndefined();
  });
});
