import { describe, expect, it } from 'vitest';
import { SEM_VALOR } from '../format.ts';
import { rotuloDoCampo, ROTULOS_CAMPOS } from './auditoria.schema.ts';
import {
  camposVisiveis,
  nomeDaAcao,
  registroAuditado,
  rotuloDaAcaoAuditada,
  valorAuditado,
} from './valorAuditado.ts';

describe('the audit trail read as Portuguese', () => {
  it('labels the fields with their accents', () => {
    expect(rotuloDoCampo('observacao')).toBe('Observação');
    expect(rotuloDoCampo('valorHonorariosPago')).toBe('Valor dos honorários pago');
    expect(rotuloDoCampo('reconhecimentoPrescricao')).toBe('Reconhecimento da prescrição');
    expect(rotuloDoCampo('idPagamento')).toBe('Pagamento');
    expect(rotuloDoCampo('idArquivoBancario')).toBe('Arquivo bancário');
    expect(rotuloDoCampo('linha')).toBe('Linha do arquivo');
    expect(rotuloDoCampo('parcela')).toBe('Parcela');
    expect(rotuloDoCampo('valorAtualizado')).toBe('Valor atualizado');
  });

  it('gives no label without an accent where Portuguese has one', () => {
    // a label written like its field name ('Observacao') is the split fallback's mistake, not a label
    const semAcento = /[a-z](cao|coes|ao)\b|Numero|Indice|Codigo|Agencia/;
    for (const [campo, rotulo] of Object.entries(ROTULOS_CAMPOS))
      expect(rotulo, campo).not.toMatch(semAcento);
  });

  it("names a process's situations and phases, and a collection's by the collection's table", () => {
    expect(valorAuditado('situacao', 101, 'processoConstituicaoCredito')).toBe('Inscrito em dívida ativa');
    expect(valorAuditado('situacao', 4, 'processoConstituicaoCredito')).toBe('Quitado');
    expect(valorAuditado('faseId', 4, 'processoConstituicaoCredito')).toBe('Dívida Ativa');
    expect(valorAuditado('situacaoId', 202, 'processoCobranca')).toBe('QUITADO');
    expect(valorAuditado('situacaoId', 200, 'processoCobranca')).toBe('EM ABERTO');
    // a reconciliation's situation is a code in words
    expect(valorAuditado('situacao', 'PENDENTE', 'conciliacao')).toBe('Pendente');
  });

  it('names actions from the domain tables, with a fallback', () => {
    expect(nomeDaAcao('QUITAR_DEBITO')).toBe('Quitar Débito');
    expect(nomeDaAcao('REGISTRAR_AJUIZAMENTO')).toBe('Registrar Ajuizamento');
    expect(nomeDaAcao('BAIXA_MANUAL')).toBe('Baixa Manual');
    expect(nomeDaAcao('QUITAR_COBRANCA')).toBe('Quitação pela cobrança');
    expect(nomeDaAcao('BAIXA_ARQUIVO_RETORNO')).toBe('Baixa pelo arquivo de retorno');
    expect(nomeDaAcao('ALGO_NOVO')).toBe('Algo novo');
    expect(valorAuditado('acao', 'QUITAR_COBRANCA', 'processoConstituicaoCredito')).toBe(
      'Quitação pela cobrança',
    );
    expect(
      rotuloDaAcaoAuditada({
        acao: 'ACAO_PROCESSO',
        campos: { acao: { de: null, para: 'QUITAR_COBRANCA' } },
      }),
    ).toBe('Ação do processo: Quitação pela cobrança');
    expect(rotuloDaAcaoAuditada({ acao: 'CRIAR', campos: {} })).toBe('Inclusão');
  });

  it('names the enums by their labels', () => {
    expect(valorAuditado('reconhecimentoPrescricao', 'PROPOSTO')).toBe('Proposto');
    expect(valorAuditado('reconhecimentoPrescricao', 'APROVADO')).toBe('Aprovado');
    expect(valorAuditado('reconhecimentoPrescricao', 'ANULADO')).toBe('Anulado');
    expect(valorAuditado('statusCobranca', 'PARCELAMENTO_VIGENTE')).toBe('Parcelamento vigente');
    expect(valorAuditado('statusJustica', 'AJUIZADA')).not.toBe('AJUIZADA');
    expect(valorAuditado('formaPagamento', 'A_VISTA')).toBe('À vista');
  });

  it('formats money, dates, yes/no and keeps the empty sign', () => {
    expect(valorAuditado('valorHonorariosPago', '31.66')).toBe('R$ 31,66');
    expect(valorAuditado('valor', '348.28')).toBe('R$ 348,28');
    expect(valorAuditado('valorAtualizado', null)).toBe(SEM_VALOR);
    expect(valorAuditado('dataVencimento', '2026-03-05')).toBe('05/03/2026');
    expect(valorAuditado('suspenso', true)).toBe('Sim');
    // ids and codes that mean nothing to a table stay as they are
    expect(valorAuditado('uf', 'SP')).toBe('SP');
    expect(valorAuditado('parcela', 1)).toBe('1');
  });

  it('lists only the fields whose before and after differ, secrets always', () => {
    const campos = {
      acao: { de: null, para: 'BAIXA_ARQUIVO_RETORNO' },
      observacao: { de: null, para: null },
      linha: { para: 5 },
      senhaHash: {},
      valor: { de: '', para: null },
    };
    expect(camposVisiveis('processoCobranca', campos)).toEqual(['acao', 'linha', 'senhaHash']);
  });

  it('names a process or collection by its number, other records by id', () => {
    expect(
      registroAuditado({
        entidade: 'processoConstituicaoCredito',
        entidadeId: '141',
        numero: '202500000141',
      }),
    ).toBe('Processo nº 2025/00000141');
    expect(registroAuditado({ entidade: 'usuario', entidadeId: '7' })).toBe('Usuário nº 7');
  });

  it('names the ids the server named, and writes numbers and documents as the screens do (U-9)', () => {
    const nomes = { devedorId: { '261': 'Joana Teixeira de Albuquerque' }, criadoPor: { '6': 'Rafael' } };
    const processo = 'processoConstituicaoCredito';
    expect(valorAuditado('devedorId', 261, processo, nomes)).toBe('Joana Teixeira de Albuquerque');
    expect(valorAuditado('criadoPor', '6', processo, nomes)).toBe('Rafael');
    // an id the server did not name stays as it is
    expect(valorAuditado('criadoPor', 7, processo, nomes)).toBe('7');
    expect(valorAuditado('numero', '202600000301', processo)).toBe('2026/00000301');
    expect(valorAuditado('numero', '202600000026', 'processoCobranca')).toBe('2026/00000026');
    expect(valorAuditado('numeroCda', '202600000026', processo)).toBe('2026/00000026');
    // a debtor's number is its address's
    expect(valorAuditado('numero', '120', 'devedor')).toBe('120');
    expect(valorAuditado('devedorDocumento', '38192746500', processo)).toBe('381.927.465-00');
    expect(valorAuditado('cnpj', '11222333000181', 'orgaoCredor')).toBe('11.222.333/0001-81');
    expect(valorAuditado('cep', '20040020', 'devedor')).toBe('20040-020');
    expect(valorAuditado('telefone1', '21987654321', 'devedor')).toBe('(21) 98765-4321');
  });

  it('leaves the technical fields out of the screens, and a name copy beside its id', () => {
    const campos = {
      id: { para: 301 },
      devedorId: { para: 261 },
      devedorNome: { para: 'Joana' },
      devedorNomeBusca: { para: 'joana' },
      devedorDocumento: { para: '38192746500' },
      numero: { para: '202600000301' },
    };
    expect(camposVisiveis('processoConstituicaoCredito', campos)).toEqual([
      'devedorId',
      'devedorDocumento',
      'numero',
    ]);
    // a debtor renamed: its copy is the change
    expect(
      camposVisiveis('processoConstituicaoCredito', { devedorNome: { de: 'Jo', para: 'Joana' } }),
    ).toEqual(['devedorNome']);
  });

  it('names a debtor, a user or a body by its name', () => {
    expect(registroAuditado({ entidade: 'devedor', entidadeId: '261', nome: 'Joana' })).toBe(
      'Devedor: Joana',
    );
  });
});
