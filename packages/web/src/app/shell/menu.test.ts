import { describe, expect, it } from 'vitest';
import type { Permissao } from '@divida/domain/permissions';
import { breadcrumbFor, entradaSelecionada, homePath, visibleMenu } from './menu.ts';

const can =
  (...ps: Permissao[]) =>
  (p: Permissao) =>
    ps.includes(p);
const all = () => true;

describe('menu', () => {
  it('shows only entries the user may open and whose area exists', () => {
    const onlyTipo = (p: string) => p === '/tipoDocumento';
    expect(
      visibleMenu(can('TIPO_DOCUMENTO_CONSULTAR', 'PERFIL_CONSULTAR'), onlyTipo).map((m) => m.label),
    ).toEqual(['Tipo de Documento']);
    const built = (p: string) => ['/painel', '/tipoDocumento', '/relatorioSinteticoProcesso'].includes(p);
    expect(
      visibleMenu(can('TIPO_DOCUMENTO_CONSULTAR', 'PAINEL', 'RELATORIO_CONSULTAR'), built).map(
        (m) => m.label,
      ),
    ).toEqual(['Painel', 'Relatório', 'Tipo de Documento']);
    expect(visibleMenu(can(), all)).toEqual([]);
  });

  it("the PGE's inscription queue and the returned processes, each with its permission", () => {
    expect(
      visibleMenu(can('PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA')).map((m) => m.label),
    ).toEqual(['Inscrição em Dívida Ativa']);
    expect(visibleMenu(can('PROCESSO_CONSTITUICAO_CREDITO_DEVOLVIDO_CONSULTAR')).map((m) => m.label)).toEqual(
      ['Processos Devolvidos'],
    );
  });

  it("the inscription queue (the process list filtered to situation 104) lights its own entry, not 'Processos'", () => {
    const fila = '?idFaseProcesso=4&idSituacaoProcesso=104&_sort=ultimoAndamento';
    expect(entradaSelecionada('/inscricaoDividaAtiva', '/processos', fila)).toBe(true);
    expect(entradaSelecionada('/processos', '/processos', fila)).toBe(false);
    expect(entradaSelecionada('/processos', '/processos', '?idFaseProcesso=4')).toBe(true);
    expect(entradaSelecionada('/inscricaoDividaAtiva', '/processos', '')).toBe(false);
    expect(entradaSelecionada('/processos', '/processos/12', '')).toBe(true);
  });

  it('home is painel with PAINEL, else the first allowed entry', () => {
    expect(homePath(can('PAINEL', 'TIPO_DOCUMENTO_CONSULTAR'), all)).toBe('/painel');
    expect(homePath(can('TIPO_DOCUMENTO_CONSULTAR', 'PERFIL_CONSULTAR'), all)).toBe('/tipoDocumento');
    expect(homePath(can('RELATORIO_CONSULTAR'), all)).toBe('/relatorioSinteticoProcesso');
    expect(homePath(can(), all)).toBeNull();
  });

  it('breadcrumb: section label, the spec titles, Detalhes otherwise', () => {
    expect(breadcrumbFor('/tipoDocumento/cadastrar').map((c) => c.label)).toEqual([
      'Tipo de Documento',
      'Cadastrar',
    ]);
    expect(breadcrumbFor('/tipoDocumento/editar').map((c) => c.label)).toEqual([
      'Tipo de Documento',
      'Editar',
    ]);
    expect(breadcrumbFor('/tipoDocumento/15').map((c) => c.label)).toEqual(['Tipo de Documento', 'Detalhes']);
  });
});
