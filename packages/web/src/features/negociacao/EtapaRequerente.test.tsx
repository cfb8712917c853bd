import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequerenteLookup } from '@divida/domain/cobranca/cobranca.schema';
import { MENSAGENS_ASSISTENTE } from '@divida/domain/cobranca/negociacao.form';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import type { DebitoNegociavel } from './debito.ts';
import { EtapaRequerente } from './EtapaRequerente.tsx';

vi.setConfig({ testTimeout: 30_000 });

const debito: DebitoNegociavel = {
  id: 7,
  numero: '202600000007',
  numeroCda: '2026000001',
  cpfCnpj: '11222333000181',
  nomeDevedor: 'EMPRESA EXEMPLO LTDA',
  convenio: null,
  totalCorrigido: 1000,
  saldoDevedor: 1000,
  ultimaCorrecaoValor: null,
};

const LUCIANA: RequerenteLookup = {
  id: 3,
  tipo: 'PROCURADOR',
  nome: 'LUCIANA ALVES MOREIRA',
  cpf: '52998224725',
  telefone: '21987654321',
  email: 'luciana@exemplo.com.br',
  documentoIdentificacao: { id: 1, nome: 'rg.pdf' },
  comprovanteRepresentacao: null,
};

/** The step against a server stand-in whose requester lookups answer when the test says. */
function abrir(cadastro: Record<string, RequerenteLookup>) {
  signInAs(['NEGOCIACAO_NEGOCIAR_PAGAMENTO']);
  const pendentes: (() => void)[] = [];
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          urls.push(url);
          const cpf = /porCpf\/(\d+)/.exec(url)?.[1] ?? '';
          const r = cadastro[cpf];
          pendentes.push(() =>
            resolve(
              r
                ? new Response(JSON.stringify(r), {
                    status: 200,
                    headers: { 'content-type': 'application/json' },
                  })
                : new Response(JSON.stringify({ title: 'Requerente não encontrado' }), {
                    status: 404,
                    headers: { 'content-type': 'application/problem+json', errorcode: '404' },
                  }),
            ),
          );
        }),
    ),
  );
  render(
    <EtapaRequerente
      debito={debito}
      inicial={null}
      onAvancar={() => {}}
      setOcupado={() => {}}
      setErro={() => {}}
    />,
  );
  /** lets every lookup asked so far answer */
  const responder = async () => {
    await waitFor(() => expect(pendentes.length).toBeGreaterThan(0));
    pendentes.splice(0).forEach((r) => r());
  };
  return { responder, urls };
}

const campo = (nome: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${nome}`) }) as HTMLInputElement;
const digitarCpf = (cpf: string) => {
  const input = campo('CPF');
  input.value = '';
  fireEvent.input(input);
  for (const ch of cpf) {
    input.value += ch;
    fireEvent.input(input);
  }
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe("the requester step's lookup by CPF", () => {
  it('fills name, e-mail and phone together, and says so', async () => {
    const { responder } = abrir({ [LUCIANA.cpf]: LUCIANA });
    digitarCpf(LUCIANA.cpf);
    await responder();
    expect(await screen.findByText(MENSAGENS_ASSISTENTE.requerentePreenchido)).toBeTruthy();
    expect(campo('Nome').value).toBe('LUCIANA ALVES MOREIRA');
    expect(campo('E-mail').value).toBe('luciana@exemplo.com.br');
    expect(campo('E-mail').disabled).toBe(true);
  });

  it('asks with the debt, so a power of attorney stored for another debtor is not offered', async () => {
    const { responder, urls } = abrir({ [LUCIANA.cpf]: LUCIANA });
    digitarCpf(LUCIANA.cpf);
    await responder();
    expect(urls.some((u) => u.includes(`requerente/porCpf/${LUCIANA.cpf}?idProcesso=7`))).toBe(true);
  });

  it('landing while the name is typed, changes nothing and offers the record', async () => {
    const { responder } = abrir({ [LUCIANA.cpf]: LUCIANA });
    digitarCpf(LUCIANA.cpf);
    fireEvent.change(campo('Nome'), { target: { value: 'JOÃO BATISTA ARAÚJO' } });
    await responder();
    expect(await screen.findByText(MENSAGENS_ASSISTENTE.requerenteCadastradoDigitado)).toBeTruthy();
    expect(campo('Nome').value).toBe('JOÃO BATISTA ARAÚJO');
    expect(campo('E-mail').value).toBe('');
    expect(campo('E-mail').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Usar o cadastro' }));
    await waitFor(() => expect(campo('Nome').value).toBe('LUCIANA ALVES MOREIRA'));
    expect(campo('E-mail').value).toBe('luciana@exemplo.com.br');
  });

  it("another CPF never keeps the record's e-mail under a new name", async () => {
    const { responder } = abrir({ [LUCIANA.cpf]: LUCIANA });
    digitarCpf(LUCIANA.cpf);
    await responder();
    await waitFor(() => expect(campo('E-mail').value).toBe('luciana@exemplo.com.br'));
    digitarCpf('11144477735');
    await responder();
    expect(await screen.findByText(MENSAGENS_ASSISTENTE.requerenteOutroCpf)).toBeTruthy();
    expect(campo('Nome').value).toBe('');
    expect(campo('E-mail').value).toBe('');
    expect(campo('E-mail').disabled).toBe(false);
  });
});
