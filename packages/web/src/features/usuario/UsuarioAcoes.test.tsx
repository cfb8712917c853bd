import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Permissao } from '@divida/domain/permissions';
import type { Usuario } from '@divida/domain/usuario/usuario.schema';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { signInAs } from '../../test/session.ts';
import UsuarioDetailPage from './UsuarioDetailPage.tsx';
import UsuarioForm from './UsuarioForm.tsx';

/**
 * Offer only what the server allows: a body administrator is not offered profiles holding a
 * permission it lacks, nor actions on users who hold one, nor deleting or re-passwording itself.
 */
// The first render loads MUI and the pages: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ADMIN_ORGAO: Permissao[] = [
  'USUARIO_CONSULTAR',
  'USUARIO_CADASTRAR',
  'USUARIO_ALTERAR',
  'USUARIO_EXCLUIR',
  'USUARIO_ALTERAR_SENHA',
];
const PERFIS = [
  { id: 10, nome: 'CONSULTA', permissoes: ['USUARIO_CONSULTAR'], orgaoCredor: null },
  {
    id: 11,
    nome: 'ADMINISTRADOR',
    permissoes: ['USUARIO_CONSULTAR', 'ALTERAR_CONFIGURACAO'],
    orgaoCredor: null,
  },
];
const orgao = { id: 1, nome: 'Procuradoria-Geral do Estado', sigla: 'PGE' };

const usuario = (id: number, perfil: (typeof PERFIS)[number]): Usuario => ({
  id,
  versao: 0,
  nome: `Usuário Número ${id}`,
  email: `u${id}@exemplo.gov.br`,
  cpf: null,
  matricula: String(id),
  ativo: true,
  orgaoCredor: orgao,
  perfil: { id: perfil.id, nome: perfil.nome },
  telefone1: null,
  telefone2: null,
  cep: null,
  rua: null,
  numero: null,
  complemento: null,
  bairro: null,
  uf: null,
  municipio: null,
});

function renderAt(url: string) {
  signInAs(ADMIN_ORGAO); // the session's user is id 1
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  qc.setQueryData(['perfil', 'lookup'], PERFIS);
  qc.setQueryData(
    ['orgaoCredor', 'lookup'],
    [{ ...orgao, cnpj: '', numeroIdentificador: null, ativo: true }],
  );
  qc.setQueryData(['usuario', 'detail', 1], usuario(1, PERFIS[0]!));
  qc.setQueryData(['usuario', 'detail', 2], usuario(2, PERFIS[1]!));
  qc.setQueryData(['usuario', 'detail', 3], usuario(3, PERFIS[0]!));
  const router = createMemoryRouter(
    [
      { path: '/usuario/cadastrar', element: <UsuarioForm mode="cadastrar" /> },
      { path: '/usuario/:usuarioId', element: <UsuarioDetailPage /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={qc}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const acao = (name: string) => screen.queryByRole('button', { name });

describe('user details', () => {
  it('offers every action on a user whose profile is within the caller permissions', async () => {
    renderAt('/usuario/3');
    expect(await screen.findByText('Usuário Número 3')).toBeTruthy();
    for (const name of ['Atribuir Senha', 'Excluir', 'Editar']) expect(acao(name), name).not.toBeNull();
  });

  it('offers no Atribuir Senha, Excluir or Editar on a user with a wider profile', async () => {
    renderAt('/usuario/2');
    expect(await screen.findByText('Usuário Número 2')).toBeTruthy();
    for (const name of ['Atribuir Senha', 'Excluir', 'Editar']) expect(acao(name), name).toBeNull();
    expect(acao('Imprimir')).not.toBeNull();
  });

  it('offers no Excluir nor Atribuir Senha on the caller own record', async () => {
    renderAt('/usuario/1');
    expect(await screen.findByText('Usuário Número 1')).toBeTruthy();
    expect(acao('Excluir')).toBeNull();
    expect(acao('Atribuir Senha')).toBeNull();
    expect(acao('Editar')).not.toBeNull();
  });
});

describe('user form', () => {
  it('offers only the profiles the caller may assign', async () => {
    renderAt('/usuario/cadastrar');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Perfil/ }));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opcoes).toContain('CONSULTA');
    expect(opcoes).not.toContain('ADMINISTRADOR');
  });
});
