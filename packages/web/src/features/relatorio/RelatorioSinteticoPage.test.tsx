import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_RELATORIO } from '@divida/domain/relatorio/relatorioSintetico.schema';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import RelatorioSinteticoPage from './RelatorioSinteticoPage.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const FASES = [
  { id: 1, nome: 'Inicial', situacoes: [{ id: 1, nome: 'Aguardando AR' }] },
  {
    id: 4,
    nome: 'Dívida Ativa',
    situacoes: [
      { id: 30, nome: 'Inscrito' },
      { id: 31, nome: 'Ajuizado' },
    ],
  },
];
const LINHA = {
  id: 9,
  numero: '202600000009',
  numeroAdministrativo: '000123/000001/2026',
  nomeDevedor: 'Maria da Silva',
  documentoIdentificacaoDevedor: '52998224725',
  data: '2026-01-10',
  faseProcesso: { id: 1, nome: 'Inicial' },
  situacaoProcesso: { id: 1, nome: 'Aguardando AR' },
  totalCorrigido: 10.5,
  suspenso: false,
  ultimaCorrecaoValor: null,
};

interface Chamada {
  url: string;
  body: unknown;
}

/** Each call's path with its query, in order. */
const caminhos = (chamadas: Chamada[]) =>
  chamadas.map((c) => {
    const u = new URL(c.url, 'http://x');
    return u.pathname + u.search;
  });

/** The page against a server stand-in; returns every call it made but the phase list. */
function setup({ linhas = [LINHA] }: { linhas?: unknown[] } = {}) {
  signInAs(['RELATORIO_CONSULTAR']);
  const chamadas: Chamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('faseProcesso/listAll')) return json(FASES);
      chamadas.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('devedor/listRelatorio'))
        return json({
          content: [{ id: 3, nome: 'Maria da Silva', documentoIdentificacao: '52998224725' }],
          totalElements: 1,
        });
      if (url.endsWith('relatorioSinteticoProcessos?max=1')) return json(linhas.slice(0, 1));
      // the file under the name the server gives it (Content-Disposition, as the server sends it)
      return new Response('PK', {
        status: 200,
        headers: {
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Relatório Sintético.xlsx')}`,
        },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RelatorioSinteticoPage />
    </QueryClientProvider>,
  );
  return chamadas;
}

/** A date typed whole into the picker (dd/MM/aaaa), as a paste would. */
function data(nome: 'dataInicio' | 'dataFim', texto: string) {
  const input = document.querySelector(`input[name="${nome}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { value: texto } });
}
/** The text under a date field (its helper, where its error shows). */
const ajuda = (rotulo: string) =>
  screen
    .getAllByText((_, el) => el?.tagName === 'LABEL' && el.textContent?.startsWith(rotulo) === true)[0]!
    .closest('.MuiFormControl-root')
    ?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
const gerar = () => fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
const escolher = async (campo: string, opcao: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: campo }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: opcao }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

// the first render loads MUI and the date pickers: slow on a busy machine
describe('Relatório Sintético de Processo (spec 02 §2.10, §5, §8)', { timeout: 30_000 }, () => {
  it('asks for both dates, on the fields, and calls nothing', async () => {
    const chamadas = setup();
    await screen.findByRole('heading', { name: 'Relatório Sintético de Processo' });
    gerar();
    await waitFor(() => expect(ajuda('Data Início')).toBe(MENSAGENS_RELATORIO.periodoObrigatorio));
    expect(ajuda('Data Fim')).toBe(MENSAGENS_RELATORIO.periodoObrigatorio);

    data('dataInicio', '10/02/2026');
    data('dataFim', '01/02/2026');
    gerar();
    await waitFor(() => expect(ajuda('Data Início')).toBe('A data deve ser anterior a Data - Fim'));
    expect(ajuda('Data Fim')).toBe('A data deve ser posterior a Data - Inicio');
    expect(chamadas).toEqual([]);
  });

  it('searches debtors from 4 characters, 300 ms after the last key, 50 a page by name', async () => {
    const chamadas = setup();
    const devedor = await screen.findByRole('combobox', { name: 'Devedor' });
    expect(screen.getByText(MENSAGENS_RELATORIO.digiteMais)).toBeTruthy();
    fireEvent.focus(devedor);
    fireEvent.change(devedor, { target: { value: 'Mar' } });
    // past the 300 ms wait, still nothing asked
    await new Promise((r) => setTimeout(r, 500));
    expect(chamadas).toEqual([]);
    // keys within 300 ms of each other: one search, for what was typed last
    fireEvent.change(devedor, { target: { value: 'Mari' } });
    fireEvent.change(devedor, { target: { value: 'Maria' } });
    expect(chamadas).toEqual([]);
    await waitFor(() => expect(chamadas).toHaveLength(1));
    const url = new URL(chamadas[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/devedor/listRelatorio');
    expect(Object.fromEntries(url.searchParams)).toEqual({ size: '50', page: '0', sort: 'nome' });
    expect(chamadas[0]!.body).toEqual({ nome: 'Maria' });
    expect(await screen.findByRole('option', { name: 'Maria da Silva (529.982.247-25)' })).toBeTruthy();
  });

  it('offers the situations of the chosen phase only, and sends the choices', async () => {
    const chamadas = setup({ linhas: [] });
    const situacao = await screen.findByRole('combobox', { name: 'Situação' });
    expect(situacao.getAttribute('aria-disabled')).toBe('true');
    await escolher('Fase', 'Dívida Ativa');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Situação' }));
    const opcoes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['Todas', 'Inscrito', 'Ajuizado']);
    fireEvent.click(opcoes[2]!);

    data('dataInicio', '01/01/2026');
    data('dataFim', '31/01/2026');
    gerar();
    // an empty period: the warning, and no file asked for
    expect(await screen.findByText(MENSAGENS_RELATORIO.vazio)).toBeTruthy();
    expect(caminhos(chamadas)).toEqual([
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessos?max=1',
    ]);
    expect(chamadas[0]!.body).toEqual({
      idDevedor: null,
      idFaseProcesso: 4,
      idSituacaoProcesso: 31,
      excluido: false,
      dataInicio: '2026-01-01',
      dataFim: '2026-01-31',
    });
  });

  it('downloads the Excel file when the period has rows', async () => {
    const chamadas = setup();
    const criado = vi.fn(() => 'blob:planilha');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: criado, revokeObjectURL: vi.fn() }));
    const baixados: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) baixados.push(`${this.download} ${this.href}`);
    });
    await screen.findByRole('heading', { name: 'Relatório Sintético de Processo' });
    fireEvent.click(screen.getByRole('radio', { name: 'Excel' }));
    data('dataInicio', '01/01/2026');
    data('dataFim', '31/01/2026');
    gerar();
    await waitFor(() => expect(baixados).toEqual(['Relatório Sintético.xlsx blob:planilha']));
    expect(caminhos(chamadas)).toEqual([
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessos?max=1',
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessosExcel',
    ]);
    expect(screen.queryByText(MENSAGENS_RELATORIO.vazio)).toBeNull();
  });

  it("Excel: 'Gerando…' with a bar until the file arrives; a second click makes no second file (U-8)", async () => {
    let chegar: () => void = () => undefined;
    const chegou = new Promise<void>((resolve) => (chegar = resolve));
    const chamadas = setup();
    const original = globalThis.fetch;
    const excel: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('relatorioSinteticoProcessosExcel')) {
          excel.push(url);
          await chegou;
        }
        return original(url, init);
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:planilha'), revokeObjectURL: vi.fn() }),
    );
    const baixados: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement) baixados.push(this.download);
    });
    await screen.findByRole('heading', { name: 'Relatório Sintético de Processo' });
    fireEvent.click(screen.getByRole('radio', { name: 'Excel' }));
    data('dataInicio', '01/01/2026');
    data('dataFim', '31/01/2026');
    const botao = screen.getByRole('button', { name: 'Gerar' }) as HTMLButtonElement;
    fireEvent.click(botao);
    fireEvent.click(botao);
    await waitFor(() => expect(botao.textContent).toBe('Gerando…'));
    expect(botao.disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Gerando o arquivo' })).toBeTruthy();
    await waitFor(() => expect(excel).toHaveLength(1));
    fireEvent.click(botao);
    chegar();
    await waitFor(() => expect(baixados).toEqual(['Relatório Sintético.xlsx']));
    await waitFor(() => expect(botao.textContent).toBe('Gerar'));
    expect(screen.queryByRole('progressbar', { name: 'Gerando o arquivo' })).toBeNull();
    expect(excel).toHaveLength(1);
    expect(caminhos(chamadas)).toEqual([
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessos?max=1',
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessosExcel',
    ]);
  });

  it('opens the PDF in a new tab, as the other prints', async () => {
    const chamadas = setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:relatorio'), revokeObjectURL: vi.fn() }),
    );
    // the tab opens once the PDF has arrived (issue 23 §6: no blank tab before a refusal)
    const abrir = vi.fn(() => ({}));
    vi.stubGlobal('open', abrir);
    await screen.findByRole('heading', { name: 'Relatório Sintético de Processo' });
    data('dataInicio', '01/01/2026');
    data('dataFim', '31/01/2026');
    gerar();
    await waitFor(() => expect(abrir).toHaveBeenCalledWith('blob:relatorio', '_blank'));
    expect(caminhos(chamadas)).toEqual([
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessos?max=1',
      '/api/processoConstituicaoCredito/relatorioSinteticoProcessosPdf',
    ]);
  });
});
