import { describe, expect, it } from 'vitest';
import { senhaRegras } from './auth.schema.ts';
import { SENHAS_COMUNS } from './senhasComuns.ts';
import { contemDadosPessoais, MENSAGENS_SENHA, partesPessoais, senhaFraca } from './senhaFraca.ts';

const dono = { nome: 'Maria José da Conceição', email: 'mjconceicao@exemplo.gov.br' };

describe('senhaFraca', () => {
  it('refuses the most common passwords, Portuguese ones too, whatever the case', async () => {
    for (const s of [
      'password1',
      'Password1',
      'qwerty123',
      '1q2w3e4r',
      'senha123',
      'Flamengo10',
      'mudar@123',
      'brasil2026',
    ])
      expect(await senhaFraca(s, {}), s).toBe(MENSAGENS_SENHA.comum);
  });

  it('keeps only the entries the format rules could let through: every one of them is refused', () => {
    expect(SENHAS_COMUNS.length).toBeGreaterThan(300);
    for (const s of SENHAS_COMUNS) expect(senhaRegras.numero(s) && senhaRegras.minuscula(s), s).toBe(true);
  });

  it('refuses a password with a part of the name of 4 or more letters, or the e-mail local part', async () => {
    expect(partesPessoais(dono).sort()).toEqual(['conceicao', 'jose', 'maria', 'mjconceicao']);
    for (const s of ['maria2026x', 'XConceicao9', 'jOSÉ12345', 'a1mjconceicao'])
      expect(await senhaFraca(s, dono), s).toBe(MENSAGENS_SENHA.pessoal);
    // 'da' is too short to count
    expect(contemDadosPessoais('dados2026x', dono)).toBe(false);
  });

  it('accepts a password that is neither', async () => {
    expect(await senhaFraca('vento7azul', dono)).toBeNull();
    expect(await senhaFraca('Gest0r@xyz', { nome: 'Gestor', email: 'gestor@exemplo.gov.br' })).toBeNull();
    expect(await senhaFraca('Gestor@xyz', { nome: 'Gestor', email: 'gestor@exemplo.gov.br' })).toBe(
      MENSAGENS_SENHA.pessoal,
    );
  });
});
