import { describe, expect, it } from 'vitest';
import { passosDisponiveis, textoReconhecimento } from './BlocoPrescricao.tsx';
import { COR_NIVEL, NIVEIS_PRESCRICAO, niveisDoFiltro, ROTULO_NIVEL, textoDiasRestantes } from './nivel.ts';
import { corpoPrescricao } from './prescricao.api.ts';
import { erroJustificativa } from './ReconhecimentoDialog.tsx';

/** WCAG relative luminance of '#rrggbb'. */
const luminancia = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contraste = (a: string, b: string) => {
  const [x, y] = [luminancia(a), luminancia(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
};

describe('níveis de prescrição', () => {
  it('cada nível tem palavra e cor legível (contraste AA de 4,5:1)', () => {
    for (const n of NIVEIS_PRESCRICAO) {
      expect(ROTULO_NIVEL[n]).toBeTruthy();
      expect(contraste(COR_NIVEL[n].bg, COR_NIVEL[n].fg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('o filtro da URL aceita uma lista separada por vírgulas e ignora o desconhecido', () => {
    expect(niveisDoFiltro('PRESCRITO,LARANJA,XYZ')).toEqual(['LARANJA', 'PRESCRITO']);
    expect(niveisDoFiltro(undefined)).toEqual([]);
  });

  it('dias restantes em português', () => {
    expect(textoDiasRestantes(null)).toBeNull();
    expect(textoDiasRestantes(0)).toBe('vence hoje');
    expect(textoDiasRestantes(1)).toBe('falta 1 dia');
    expect(textoDiasRestantes(1200)).toBe('faltam 1.200 dias');
    expect(textoDiasRestantes(-3)).toBe('vencido há 3 dias');
  });
});

describe('corpo das listas', () => {
  it('prescrição: só os filtros informados, nos tipos da API', () => {
    expect(corpoPrescricao({})).toEqual({});
    expect(
      corpoPrescricao({
        niveis: 'CRITICO,PRESCRITO',
        idOrgaoCredor: '3',
        prazoAte: '2027-01-31',
        apenasSemAjuizamento: 'true',
      }),
    ).toEqual({
      niveis: ['CRITICO', 'PRESCRITO'],
      idOrgaoCredor: 3,
      prazoAte: '2027-01-31',
      apenasSemAjuizamento: true,
    });
    expect(corpoPrescricao({ idOrgaoCredor: 'abc', apenasSemAjuizamento: '' })).toEqual({});
  });
});

describe('reconhecimento da prescrição', () => {
  const todas = () => true;
  const proposta = {
    situacao: 'PROPOSTO' as const,
    justificativa: 'Cinco anos sem causa interruptiva.',
    nomeProponente: 'Helena',
    dataProposta: '2031-01-10',
    nomeAprovador: null,
    dataAprovacao: null,
  };
  it('propor só no nível PRESCRITO; aprovar com a proposta; anular depois', () => {
    expect(passosDisponiveis({ nivel: 'CRITICO', reconhecimento: null }, false, todas)).toEqual([]);
    expect(passosDisponiveis({ nivel: 'PRESCRITO', reconhecimento: null }, false, todas)).toEqual([
      'reconhecer',
    ]);
    expect(passosDisponiveis({ nivel: 'PRESCRITO', reconhecimento: proposta }, false, todas)).toEqual([
      'aprovar',
      'anular',
    ]);
    expect(passosDisponiveis({ nivel: 'EXTINTO', reconhecimento: null }, true, todas)).toEqual(['anular']);
  });

  it('respeita as permissões do usuário', () => {
    const soReconhecer = (p: string) => p === 'PRESCRICAO_RECONHECER';
    // neither approving nor annulling without PRESCRICAO_APROVAR
    expect(passosDisponiveis({ nivel: 'PRESCRITO', reconhecimento: proposta }, false, soReconhecer)).toEqual(
      [],
    );
    expect(passosDisponiveis({ nivel: 'PRESCRITO', reconhecimento: null }, false, soReconhecer)).toEqual([
      'reconhecer',
    ]);
  });

  it('diz em que pé está o reconhecimento, com datas DD/MM/AAAA', () => {
    expect(textoReconhecimento(null)).toBeNull();
    expect(textoReconhecimento(proposta)).toBe(
      'Reconhecimento proposto por Helena em 10/01/2031, aguardando aprovação de outro usuário.',
    );
  });

  it('justificativa de 10 a 1000 caracteres', () => {
    expect(erroJustificativa('  ')).toBe('Informe a justificativa.');
    expect(erroJustificativa('curta')).toMatch(/mínimo 10/);
    expect(erroJustificativa('x'.repeat(1001))).toMatch(/máximo 1000/);
    expect(erroJustificativa('Prazo de cinco anos decorrido.')).toBeNull();
  });
});
