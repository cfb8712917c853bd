import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { auditoriaKeys } from './auditoria.api.ts';
import { segundaLinhaAuditoria } from './AuditoriaListPage.tsx';
import { Historico } from './Historico.tsx';

// The first render loads MUI: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// a process's trail as the server answers it: newest first, the ids' names beside the fields (U-9)
const inclusao: AuditoriaLinha = {
  id: 10,
  em: '2026-12-01T22:03:00Z',
  usuario: { id: 6, nome: 'Rafael Monteiro Brandão' },
  entidade: 'processoConstituicaoCredito',
  entidadeId: '301',
  acao: 'CRIAR',
  numero: '202600000301',
  campos: {
    id: { de: null, para: 301 },
    numero: { de: null, para: '202600000301' },
    devedorId: { de: null, para: 261 },
    devedorNome: { de: null, para: 'Joana Teixeira de Albuquerque' },
    devedorNomeBusca: { de: null, para: 'joana teixeira de albuquerque' },
    devedorDocumento: { de: null, para: '38192746500' },
    orgaoCredorId: { de: null, para: 3 },
    criadoPor: { de: null, para: 6 },
    valorAtualizado: { de: null, para: '1100.00' },
    data: { de: null, para: '2026-12-01' },
  },
  nomes: {
    devedorId: { '261': 'Joana Teixeira de Albuquerque' },
    orgaoCredorId: { '3': 'INEA' },
    criadoPor: { '6': 'Rafael Monteiro Brandão' },
  },
};
const alteracao: AuditoriaLinha = {
  ...inclusao,
  id: 11,
  em: '2026-12-02T10:00:00Z',
  acao: 'ALTERAR',
  campos: { valorAtualizado: { de: '1100.00', para: '1200.50' } },
  nomes: undefined,
};

function renderHistorico(linhas: AuditoriaLinha[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  qc.setQueryData(auditoriaKeys.historico('processoConstituicaoCredito', 301), linhas);
  render(
    <QueryClientProvider client={qc}>
      <Historico entidade="processoConstituicaoCredito" id={301} />
    </QueryClientProvider>,
  );
  return screen.getByRole('list', { name: 'Histórico' });
}

const valorDe = (card: HTMLElement, campo: string) =>
  within(card).getByRole('rowheader', { name: campo }).closest('tr')!.querySelectorAll('td')[1]!.textContent;

describe("a record's history (U-9)", () => {
  it('names the debtor, the body and the author, writes the numbers as the screens do', () => {
    const lista = renderHistorico([alteracao, inclusao]);
    const [maisNova, maisAntiga] = within(lista).getAllByRole('listitem');
    // newest first, as the server answers it (as Andamentos)
    expect(within(maisNova!).getByRole('heading').textContent).toBe('Alteração');
    expect(valorDe(maisNova!, 'Valor atualizado')).toBe('R$ 1.200,50');
    const card = maisAntiga!;
    expect(within(card).getByRole('heading').textContent).toBe('Inclusão');
    expect(valorDe(card, 'Devedor')).toBe('Joana Teixeira de Albuquerque');
    expect(valorDe(card, 'Órgão credor')).toBe('INEA');
    expect(valorDe(card, 'Criado por')).toBe('Rafael Monteiro Brandão');
    expect(valorDe(card, 'Número')).toBe('2026/00000301');
    expect(valorDe(card, 'Documento do devedor')).toBe('381.927.465-00');
    expect(valorDe(card, 'Data')).toBe('01/12/2026');
  });

  it('leaves the technical fields out: the id, the search keys, the copy of the name beside its id', () => {
    const card = within(renderHistorico([inclusao])).getByRole('listitem');
    for (const campo of ['Identificador', 'Nome do devedor para busca', 'Nome do devedor'])
      expect(within(card).queryByRole('rowheader', { name: campo })).toBeNull();
    expect(card.textContent).not.toContain('261');
  });
});

describe("the audit list's second line on a phone", () => {
  it('says who, which record and what', () => {
    expect(segundaLinhaAuditoria(inclusao)).toBe(
      'Processo nº 2026/00000301 · Inclusão · Rafael Monteiro Brandão',
    );
    expect(
      segundaLinhaAuditoria({
        ...inclusao,
        usuario: null,
        entidade: 'devedor',
        numero: undefined,
        nome: 'Joana',
      }),
    ).toBe('Devedor: Joana · Inclusão · Sistema');
  });
});
