import { describe, expect, it } from 'vitest';
import type { Permissao } from '@divida/domain/permissions';
import { documentosFaltando, MENSAGENS_PROCESSO } from '@divida/domain/processo/processo.schema';
import { recusaCorresponsavel } from './cadastro/corresponsaveis.ts';
import { ajustarFiltroProcesso, filtroParaApi } from './lista/processoFiltro.ts';
import { acoesDoCabecalho, acoesPermitidas, andamentosPorAba } from './acoes/processoAcoes.ts';

const CPF_TITULAR = '52998224725';
const CPF_OUTRO = '11144477735';

describe('co-responsible dialog rules (spec 02 §5)', () => {
  const titular = { tipoDocIdentificacao: 1, documentoIdentificacao: '529.982.247-25' };
  it('refuses the holder debtor', () => {
    expect(
      recusaCorresponsavel({ tipoDocIdentificacao: 1, documentoIdentificacao: CPF_TITULAR }, titular, []),
    ).toBe('O devedor titular não pode ser um corresponsável');
  });
  it('refuses a document already added, naming it', () => {
    expect(
      recusaCorresponsavel({ tipoDocIdentificacao: 1, documentoIdentificacao: CPF_OUTRO }, titular, [
        { documentoIdentificacao: CPF_OUTRO },
      ]),
    ).toBe(`Já há um corresponsável adicionado com esse documento de identificação ${CPF_OUTRO}`);
  });
  it('accepts a new document', () => {
    expect(
      recusaCorresponsavel({ tipoDocIdentificacao: 1, documentoIdentificacao: CPF_OUTRO }, titular, []),
    ).toBeNull();
  });
});

describe('process filter interplay (spec 02 §2.1)', () => {
  const tudo = {
    idFaseProcesso: '',
    idSituacaoProcesso: '12',
    apenasComValoresRecuperados: 'true',
    apenasProcessosLavrados: 'true',
    apenasCdasSuspensasAcordoPagamento: 'true',
    situacaoCdaCobranca: 'SEM_ACORDO',
    numero: '2024',
  };
  it('phase 6 keeps the drawn-up flags and clears the situation and the CDA filters', () => {
    const v = ajustarFiltroProcesso({ ...tudo, idFaseProcesso: '6' }, 'idFaseProcesso');
    expect(v).toMatchObject({
      idSituacaoProcesso: '',
      apenasComValoresRecuperados: 'true',
      apenasProcessosLavrados: 'true',
      apenasCdasSuspensasAcordoPagamento: '',
      situacaoCdaCobranca: '',
      numero: '2024',
    });
  });
  it('phase 4 clears the drawn-up flags and keeps the CDA filters', () => {
    const v = ajustarFiltroProcesso({ ...tudo, idFaseProcesso: '4' }, 'idFaseProcesso');
    expect(v).toMatchObject({
      apenasComValoresRecuperados: '',
      apenasProcessosLavrados: '',
      apenasCdasSuspensasAcordoPagamento: 'true',
      situacaoCdaCobranca: 'SEM_ACORDO',
    });
  });
  it('another phase clears both', () => {
    const v = ajustarFiltroProcesso({ ...tudo, idFaseProcesso: '1' }, 'idFaseProcesso');
    expect(v).toMatchObject({ apenasProcessosLavrados: '', situacaoCdaCobranca: '' });
  });
  it('other fields change nothing else', () => {
    expect(ajustarFiltroProcesso(tudo, 'numero')).toBe(tudo);
  });
  it('sends flags as booleans and the CDA filters only in phase 4', () => {
    expect(
      filtroParaApi({ idFaseProcesso: '1', apenasProcessosLavrados: 'true', situacaoCdaJustica: 'AJUIZADA' }),
    ).toMatchObject({
      idFaseProcesso: 1,
      apenasProcessosLavrados: true,
      situacaoCdaJustica: null,
    });
    expect(
      filtroParaApi({
        idFaseProcesso: '4',
        situacaoCdaJustica: 'AJUIZADA',
        apenasComValoresRecuperados: 'true',
      }),
    ).toMatchObject({
      situacaoCdaJustica: 'AJUIZADA',
      apenasComValoresRecuperados: null,
    });
  });
});

describe('required documents (spec 02 §5)', () => {
  it('names the required types without a file', () => {
    const tipos = [
      { id: 1, nome: 'Auto de Infração', opcional: false },
      { id: 2, nome: 'Procuração', opcional: true },
      { id: 3, nome: 'Notificação', opcional: false },
    ];
    const faltando = documentosFaltando(tipos, [{ idTipoDocumento: 3, arquivos: [{}] }]);
    expect(MENSAGENS_PROCESSO.documentosFaltando(faltando.join(', '))).toBe(
      'Necessário informar o(s) documento(s) Auto de Infração',
    );
  });
});

describe('process header actions (spec 02 §6)', () => {
  const TODAS: Permissao[] = [
    'PROCESSO_CONSTITUICAO_CREDITO_EXCLUIR',
    'PROCESSO_CONSTITUICAO_CREDITO_ALTERAR',
    'PROCESSO_CONSTITUICAO_CREDITO_SOLICITAR_INSCRICAO_DIVIDA_ATIVA',
  ];
  const pode = (lista: Permissao[]) => (p: Permissao) => lista.includes(p);
  const processo = {
    protegido: false,
    situacaoPCCProcessoCobranca: 'SEM_ACORDO' as const,
    situacaoProcesso: { id: 27, nome: 'Cadastrado' },
    acoesDisponiveis: [],
    documentosEnviadosDividaAtiva: false,
  };

  it('offers Editar and Excluir on an unprotected process without agreement, situation 27', () => {
    expect(acoesDoCabecalho(processo, pode(TODAS))).toMatchObject({
      editar: true,
      excluir: true,
      imprimirTcc: true,
    });
  });
  it('needs the permissions', () => {
    expect(acoesDoCabecalho(processo, pode([]))).toMatchObject({
      editar: false,
      excluir: false,
      imprimirTcc: true,
    });
  });
  it('hides both on a protected process or one with an agreement', () => {
    expect(acoesDoCabecalho({ ...processo, protegido: true }, pode(TODAS))).toMatchObject({
      editar: false,
      excluir: false,
    });
    expect(
      acoesDoCabecalho({ ...processo, situacaoPCCProcessoCobranca: 'PARCELAMENTO_VIGENTE' }, pode(TODAS)),
    ).toMatchObject({ editar: false, excluir: false });
  });
  it('edits only in situation 27; deletes in any', () => {
    expect(
      acoesDoCabecalho({ ...processo, situacaoProcesso: { id: 1, nome: 'x' } }, pode(TODAS)),
    ).toMatchObject({
      editar: false,
      excluir: true,
      imprimirNotificacao: true,
    });
  });
  it('prints the certificate only when the registration request is offered', () => {
    const oferecida = {
      ...processo,
      acoesDisponiveis: [{ action: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' as const, documentosNecessarios: [] }],
    };
    expect(acoesDoCabecalho(processo, pode(TODAS)).imprimirCertidao).toBe(false);
    expect(acoesDoCabecalho(oferecida, pode(TODAS)).imprimirCertidao).toBe(true);
    expect(acoesPermitidas(oferecida, pode(TODAS)).map((a) => a.action)).toEqual([
      'SOLICITAR_INSCRICAO_DIVIDA_ATIVA',
    ]);
    expect(acoesPermitidas(oferecida, pode([]))).toEqual([]);
  });
  it('prints the notification only before the documents went to active debt', () => {
    const p = { ...processo, situacaoProcesso: { id: 8, nome: 'x' } };
    expect(acoesDoCabecalho(p, pode([])).imprimirNotificacao).toBe(true);
    expect(
      acoesDoCabecalho({ ...p, documentosEnviadosDividaAtiva: true }, pode([])).imprimirNotificacao,
    ).toBe(false);
  });
});

describe('movements by tab (spec 02 §2.2)', () => {
  const base = {
    acao: 'X',
    descricao: '',
    dataReferencia: null,
    observacao: null,
    motivoDevolucao: null,
    cancelado: false,
    motivoCancelamento: null,
    valor: null,
    situacao: { id: 1, nome: 's' },
    usuarioCadastro: null,
    documentos: [],
    numeroTcc: '1',
    idTcc: 1,
    andamentoDevolucao: false,
    andamentoInscricao: false,
  };
  it('puts TCC movements and the first registration on the process tab, newest first; the registration opens the active-debt tab too (issue 23)', () => {
    const r = andamentosPorAba([
      { ...base, id: 1, origem: 'TCC', data: '2024-01-01T10:00:00Z' },
      { ...base, id: 2, origem: 'DIVIDA_ATIVA', data: '2024-02-01T10:00:00Z', andamentoInscricao: true },
      { ...base, id: 3, origem: 'DIVIDA_ATIVA', data: '2024-03-01T10:00:00Z' },
      { ...base, id: 4, origem: 'TCC', data: '2024-04-01T10:00:00Z' },
    ]);
    expect(r.processo.map((a) => a.id)).toEqual([4, 2, 1]);
    expect(r.dividaAtiva.map((a) => a.id)).toEqual([3, 2]);
  });
});
