import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordFormSchema, resetPasswordFormSchema } from './auth/auth.schema.ts';
import { configuracaoFormSchema, configuracaoSchema } from './configuracao/configuracao.schema.ts';
import { dadosBancariosSchema } from './orgaoCredor/orgaoCredor.schema.ts';
import { usuarioFormSchema } from './usuario/usuario.schema.ts';

/** Messages that must tell the truth about their own field and rule (issue: "messages that contradict their field"). */
const mensagem = (schema: z.ZodType, valor: unknown, campo: string) => {
  const r = schema.safeParse(valor);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === campo)?.message;
};

describe('configuração', () => {
  it.each([configuracaoSchema, configuracaoFormSchema])(
    'a missing maximum asks for the maximum',
    (schema) => {
      expect(mensagem(schema, {}, 'maxParcelas')).toBe('Necessário informar a quantidade máxima de parcelas');
      expect(mensagem(schema, { maxParcelas: 0 }, 'maxParcelas')).toBe('A quantidade mínima é 1');
    },
  );
  it.each([configuracaoSchema, configuracaoFormSchema])('the term is 1 to 90 whole days', (schema) => {
    expect(mensagem(schema, {}, 'prazoDias')).toBe('Necessário informar o prazo em dias');
    expect(mensagem(schema, { prazoDias: 0 }, 'prazoDias')).toBe('O prazo mínimo é de 1 dia');
    expect(mensagem(schema, { prazoDias: 91 }, 'prazoDias')).toBe('O prazo máximo é de 90 dias');
    expect(mensagem(schema, { prazoDias: 2.5 }, 'prazoDias')).toBe('Informe um número inteiro de dias');
    expect(mensagem(schema, { prazoDias: 90 }, 'prazoDias')).toBeUndefined();
  });
});

describe('usuário: address', () => {
  it.each([
    ['rua', '', 'Necessário informar a rua'],
    ['rua', '   ', 'Necessário informar a rua'],
    ['rua', 'Rua A', 'Informe no mínimo 10 caracteres'],
    ['bairro', '', 'Necessário informar o bairro'],
    ['bairro', 'Sé', 'Informe no mínimo 4 caracteres'],
    ['matricula', '', 'Necessário informar a matrícula'],
  ])('%s = %j → %s', (campo, valor, msg) => {
    expect(mensagem(usuarioFormSchema, { [campo]: valor }, campo)).toBe(msg);
  });
});

describe('passwords', () => {
  it('the reset page requires the confirmation to match', () => {
    expect(
      mensagem(
        resetPasswordFormSchema,
        { senhaNova: 'senha1234', confirmacaoSenha: 'senha4321' },
        'confirmacaoSenha',
      ),
    ).toBe('As senhas não conferem.');
    expect(
      resetPasswordFormSchema.safeParse({ senhaNova: 'senha1234', confirmacaoSenha: 'senha1234' }).success,
    ).toBe(true);
  });
  it('the change dialog says the same', () => {
    expect(
      mensagem(
        changePasswordFormSchema,
        { senhaAtual: 'x', senhaNova: 'senha1234', confirmacaoSenha: 'senha4321' },
        'confirmacaoSenha',
      ),
    ).toBe('As senhas não conferem.');
  });
});

describe('órgão credor: Chave do Banco', () => {
  it.each(['ABC', '12a', 'BB', '0-1'])('%s has letters or signs: digits only', (chaveBanco) => {
    expect(mensagem(dadosBancariosSchema, { chaveBanco }, 'chaveBanco')).toBe(
      'A Chave do Banco aceita apenas dígitos (ex: 001)',
    );
  });
  it.each(['1', '0001', '12'])('%s is not a bank code', (chaveBanco) => {
    expect(mensagem(dadosBancariosSchema, { chaveBanco }, 'chaveBanco')).toBe(
      'Informe o código do banco com 3 dígitos (ex: 001)',
    );
  });
  it.each([
    ['001', '001'],
    [' 104 ', '104'],
    ['', null],
    [null, null],
  ])('%j is kept as %j', (chaveBanco, out) => {
    expect(dadosBancariosSchema.parse({ chaveBanco }).chaveBanco).toBe(out);
  });
});
