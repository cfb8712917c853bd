import { describe, expect, it } from 'vitest';
import type { Permissao } from '@divida/domain/permissions';
import { breadcrumbFor, entradaSelecionada, homePath, visibleMenu } from './menu.ts';

const can =
  (...ps: Permissao[]) =>
  (p: Permissao) =>
    ps.includes(p);
const all = () => true;

describe('menu', () => {
  it('the menu of spec 01 §2.2: every entry, in order, with its label, icon and permission', () => {
    expect(visibleMenu(all)).toEqual([
      { path: '/painel', label: 'Painel', permission: 'PAINEL', icon: 'painel' },
      { path: '/cda', label: 'Painel da Dívida Ativa', permission: 'PAINEL', icon: 'cda' },
      {
        path: '/processos',
        label: 'Processos',
        permission: 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
        icon: 'processos',
      },
      {
        path: '/processoDevolvido',
        label: 'Processos Devolvidos',
        permission: 'PROCESSO_CONSTITUICAO_CREDITO_DEVOLVIDO_CONSULTAR',
        icon: 'devolvidos',
      },
      {
        path: '/inscricaoDividaAtiva',
        label: 'Inscrição em Dívida Ativa',
        permission: 'PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA',
        icon: 'inscricao',
      },
      {
        path: '/prazos',
        label: 'Prazos',
        permission: 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
        icon: 'prazos',
      },
      {
        path: '/prescricao',
        label: 'Controle de Prescrição',
        permission: 'PRESCRICAO_CONSULTAR',
        icon: 'prescricao',
      },
      { path: '/negociacao', label: 'Negociação', permission: 'NEGOCIACAO_CONSULTAR', icon: 'negociacao' },
      { path: '/devedor', label: 'Devedores', permission: 'DEVEDOR_CONSULTAR', icon: 'devedor' },
      {
        path: '/processoCobranca',
        label: 'Acompanhar Cobranças',
        permission: 'PROCESSO_COBRANCA_CONSULTAR',
        icon: 'cobranca',
      },
      {
        label: 'Arquivos Bancários',
        icon: 'arquivoBancario',
        children: [
          {
            path: '/arquivoBancario',
            label: 'Arquivos',
            permission: 'ARQUIVO_BANCARIO_CONSULTAR',
            icon: 'arquivoBancario',
          },
          {
            path: '/conciliacao',
            label: 'Conciliação',
            permission: 'CONCILIAR_PAGAMENTOS',
            icon: 'conciliacao',
          },
        ],
      },
      {
        label: 'Relatório',
        icon: 'relatorio',
        children: [
          {
            path: '/relatorioSinteticoProcesso',
            label: 'Por devedor e fase',
            permission: 'RELATORIO_CONSULTAR',
            icon: 'relatorio',
          },
        ],
      },
      {
        path: '/financeiro',
        label: 'Acompanhamento Financeiro',
        permission: 'FINANCEIRO_CONSULTAR',
        icon: 'financeiro',
      },
      { path: '/usuario', label: 'Usuários', permission: 'USUARIO_CONSULTAR', icon: 'usuario' },
      { path: '/orgaoCredor', label: 'Órgão', permission: 'ORGAO_CREDOR_CONSULTAR', icon: 'orgao' },
      {
        path: '/tipoDocumento',
        label: 'Tipo de Documento',
        permission: 'TIPO_DOCUMENTO_CONSULTAR',
        icon: 'tipoDocumento',
      },
      { path: '/perfil', label: 'Perfil', permission: 'PERFIL_CONSULTAR', icon: 'perfil' },
      {
        path: '/configuracao',
        label: 'Configuração',
        permission: 'CONSULTAR_CONFIGURACAO',
        icon: 'configuracao',
      },
      {
        path: '/indiceFinanceiro',
        label: 'Índices Financeiros',
        permission: 'ACESSO_TODOS_ORGAOS',
        icon: 'indices',
      },
      { path: '/auditoria', label: 'Auditoria', permission: 'AUDITORIA_CONSULTAR', icon: 'auditoria' },
    ]);
  });

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
