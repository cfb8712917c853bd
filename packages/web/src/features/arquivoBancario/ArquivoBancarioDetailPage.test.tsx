import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ArquivoBancarioDetalhe,
  LinhaArquivo,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { signInAs } from '../../test/session.ts';
import ArquivoBancarioDetailPage from './ArquivoBancarioDetailPage.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const linha = (l: Partial<LinhaArquivo> & Pick<LinhaArquivo, 'linha'>): LinhaArquivo => ({
  id: l.linha,
  movimento: '06',
  descricaoMovimento: 'Liquidação',
  nossoNumero: `123456700000000${l.linha}`,
  seuNumero: '1',
  valorPago: 150,
  dataOcorrencia: '2026-11-20',
  resultado: 'LIQUIDADO',
  motivo: null,
  motivosRejeicao: [],
  idLancamento: 1,
  conciliacao: null,
  ...l,
});

const arquivo: ArquivoBancarioDetalhe = {
  id: 3,
  tipo: 'RETORNO',
  situacao: 'PROCESSADO',
  orgaoCredor: { id: 1, sigla: 'INEA', nome: 'INSTITUTO ESTADUAL DO AMBIENTE' },
  convenio: '2873461',
  nsa: 7,
  nome: 'RETORNO7.RET',
  criadoEm: '2026-11-20T13:00:00Z',
  dataProcessamento: '2026-11-20T13:01:00Z',
  quantidadeLinhas: 3,
  totalPago: 1234.5,
  resultados: { REGISTRADO: 0, REJEITADO: 1, LIQUIDADO: 1, BAIXADO: 0, CONCILIACAO: 1, SEM_EFEITO: 0 },
  idTarefa: null,
  boletos: [],
  linhas: [
    linha({ linha: 3 }),
    linha({
      linha: 5,
      movimento: '03',
      descricaoMovimento: 'Entrada rejeitada',
      valorPago: null,
      resultado: 'REJEITADO',
      motivosRejeicao: ['Nosso número inválido', 'Data de vencimento inválida'],
    }),
    linha({
      linha: 7,
      resultado: 'CONCILIACAO',
      motivo: 'PAGO_A_MAIOR',
      conciliacao: {
        id: 9,
        situacao: 'RESOLVIDO',
        resolucao: 'DEVOLVIDO',
        justificativa: 'Excesso devolvido.',
      },
    }),
  ],
};

describe('/arquivoBancario/:id (docs/arquivos-bancarios.md §5)', () => {
  it("shows the file in Brazilian format and each line's outcome in Portuguese", async () => {
    signInAs(['ARQUIVO_BANCARIO_CONSULTAR']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(arquivo), { status: 200 })),
    );
    const router = createMemoryRouter(
      [{ path: '/arquivoBancario/:arquivoBancarioId', element: <ArquivoBancarioDetailPage /> }],
      { initialEntries: ['/arquivoBancario/3'] },
    );
    render(
      <SessionProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>,
    );
    expect(await screen.findByText('INEA - INSTITUTO ESTADUAL DO AMBIENTE')).toBeTruthy();
    expect(screen.getByText(/R\$\s1\.234,50/)).toBeTruthy();
    expect(screen.getByText('20/11/2026', { selector: 'div' })).toBeTruthy();
    expect(screen.getByText('1 rejeitado, 1 liquidado, 1 em conciliação')).toBeTruthy();
    const linhas = within(screen.getByRole('table', { name: 'Linhas do arquivo' })).getAllByRole('row');
    expect(linhas[1]!.textContent).toContain('Liquidado');
    expect(linhas[2]!.textContent).toContain('Rejeitado');
    expect(linhas[2]!.textContent).toContain('Nosso número inválido');
    expect(linhas[2]!.textContent).toContain('Data de vencimento inválida');
    expect(linhas[3]!.textContent).toContain('Pago a maior — Resolvido (devolvido): Excesso devolvido.');
    expect(screen.getByRole('button', { name: 'Baixar arquivo' })).toBeTruthy();
  });

  it('a remessa lists its slips: nosso número, payer, value and instruction (U-11)', async () => {
    signInAs(['ARQUIVO_BANCARIO_CONSULTAR']);
    const remessa: ArquivoBancarioDetalhe = {
      ...arquivo,
      tipo: 'REMESSA',
      situacao: 'GERADO',
      nome: 'CBR2873461000002.REM',
      quantidadeLinhas: 2,
      totalPago: 0,
      resultados: { REGISTRADO: 0, REJEITADO: 0, LIQUIDADO: 0, BAIXADO: 0, CONCILIACAO: 0, SEM_EFEITO: 0 },
      linhas: [],
      boletos: [
        {
          instrucao: '01',
          nossoNumero: '28734610000000025',
          seuNumero: '202600000025/1',
          dataVencimento: '2026-12-10',
          valor: 1755.82,
          pagador: 'JOANA TEIXEIRA DE ALBUQUERQUE',
        },
        {
          instrucao: '02',
          nossoNumero: '28734610000000019',
          seuNumero: '202600000019/2',
          dataVencimento: '2026-11-30',
          valor: 300,
          pagador: 'ANTONIO SILVA',
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(remessa), { status: 200 })),
    );
    const router = createMemoryRouter(
      [{ path: '/arquivoBancario/:arquivoBancarioId', element: <ArquivoBancarioDetailPage /> }],
      { initialEntries: ['/arquivoBancario/3'] },
    );
    render(
      <SessionProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>,
    );
    const tabela = await screen.findByRole('table', { name: 'Boletos da remessa' });
    const linhas = within(tabela).getAllByRole('row');
    expect(linhas).toHaveLength(3);
    expect(linhas[1]!.textContent).toContain('28734610000000025');
    expect(linhas[1]!.textContent).toContain('202600000025/1');
    expect(linhas[1]!.textContent).toContain('JOANA TEIXEIRA DE ALBUQUERQUE');
    expect(linhas[1]!.textContent).toMatch(/R\$\s1\.755,82/);
    expect(linhas[1]!.textContent).toContain('10/12/2026');
    expect(linhas[1]!.textContent).toContain('01 - Registro');
    expect(linhas[2]!.textContent).toContain('02 - Baixa');
    expect(screen.queryByText('Não há registros a serem exibidos')).toBeNull();
  });
});
