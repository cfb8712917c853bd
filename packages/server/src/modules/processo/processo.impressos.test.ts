import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfPool, renderDocumento } from '../../platform/pdf/documento.ts';
import { pdfText, pdfTextItems } from '../../test/pdfText.ts';
import {
  certidaoInscricao,
  despacho,
  notificacao,
  termoConstituicaoCredito,
  type Autoridade,
  type Cabecalho,
} from './processo.impressos.ts';

afterAll(() => pdfPool().destroy());

const zero = {
  valorCorrecao: 0,
  valorJurosMesPagamento: 0,
  valorHonorarios: 0,
  valorAtualizadoPago: 0,
  valorCorrecaoPago: 0,
  valorMultaPago: 0,
  valorJurosPago: 0,
  valorJurosMesPagamentoPago: 0,
  valorHonorariosPago: 0,
  saldoCorrecao: 0,
  saldoJurosMesPagamento: 0,
  saldoHonorarios: 0,
};

const devedor = {
  id: 1,
  nome: 'Comércio de Madeiras Araújo Ltda',
  email: 'contato@araujo.com.br',
  tipoDocumentoIdentificacao: { id: 2, nome: 'CNPJ' },
  documentoIdentificacao: '11222333000181',
  cep: '50010000',
  rua: 'Rua da Aurora',
  numero: '120',
  bairro: 'Boa Vista',
  complemento: 'Sala 3',
  municipio: { id: 2611606, nome: 'Recife' },
  uf: 'PE',
  telefone1: '8133334444',
  telefone2: null,
};

const processo: ProcessoDetalhe = {
  id: 7,
  numero: '202600000042',
  numeroProcessoAdministrativo: '2026.0001/45',
  data: '2026-03-10',
  dataDebito: null,
  dataEncerramento: null,
  codigoReceita: null,
  descricaoFato: 'Transporte de madeira sem documento de origem florestal, constatado em fiscalização.',
  fundamentoLegal: 'Lei estadual nº 12.916/2005, art. 45, e Decreto nº 30.462/2007, art. 12, inciso III.',
  orgaoCredor: { id: 2, nome: 'Agência Estadual de Meio Ambiente', sigla: 'CPRH', convenio: '1234567' },
  faseProcesso: { id: 6, nome: 'Lavrado' },
  situacaoProcesso: { id: 3, nome: 'Intimado – prazo para pagamento ou impugnação' },
  situacaoPCCProcessoCobranca: 'SEM_ACORDO',
  descricaoSituacaoPCCProcessoCobranca: 'Sem acordo',
  suspenso: false,
  protegido: false,
  lavrado: true,
  aptoNegociar: false,
  podeRealizarAcordoParcelamento: false,
  documentosEnviadosDividaAtiva: false,
  naturezaDebito: { id: 1, nome: 'Multa ambiental' },
  indiceFinanceiro: { id: 1, sigla: 'IPCA' },
  dividaAtiva: null,
  devedor,
  corresponsaveis: [
    {
      ...devedor,
      id: 2,
      nome: 'José Araújo Filho',
      tipoDocumentoIdentificacao: { id: 1, nome: 'CPF' },
      documentoIdentificacao: '52998224725',
      tipo: 'SOCIO',
    },
  ],
  documentos: [],
  andamentos: [],
  acoesDisponiveis: [{ action: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA', documentosNecessarios: [] }],
  prazo: null,
  prazoFinal: null,
  diasRestantesPrazo: null,
  ultimaCorrecaoValor: null,
  dataReferenciaCalculo: '2026-03-10',
  valores: {
    ...zero,
    valorOriginario: 15000,
    valorAtualizado: 15234.56,
    jurosAtualizado: 300,
    multaAtualizada: 1500.5,
    totalCorrigido: 17035.06,
    saldoDevedor: 17035.06,
    saldoValorAtualizado: 15234.56,
    saldoMulta: 1500.5,
    saldoJuros: 300,
    saldoDevedorComJuros: 17035.06,
  },
  versao: 0,
};

const autoridade: Autoridade = {
  nome: 'Maria das Graças Lima',
  cargo: 'Diretora-Presidente',
  municipio: 'Recife',
};
const cabecalho: Cabecalho = {
  orgao: { nome: 'Agência Estadual de Meio Ambiente', sigla: 'CPRH' },
  emissor: { nome: 'Ana Beatriz Souza', matricula: '4521' },
};

/** Lengths of the facts that, before the fix, left 'Termo', 'Valores' or 'Fundamento Legal' alone at page 1's foot. */
const LINHAS_FATO = Array.from({ length: 26 }, (_, i) => i + 1);

const texto = async (doc: Parameters<typeof renderDocumento>[0]) =>
  (await pdfText(await renderDocumento(doc))).join(' ');

describe('printable documents of a process, read back from the PDF', () => {
  it('the TCC names the debtor, co-responsible, body, numbers, facts, basis, values, index and signer', async () => {
    const t = await texto(termoConstituicaoCredito(processo, autoridade, '2026-11-23', cabecalho));
    for (const esperado of [
      'Termo de Constituição de Crédito nº 2026/00000042',
      'Comércio de Madeiras Araújo Ltda',
      'CNPJ 11.222.333/0001-81',
      'Rua da Aurora, 120, Sala 3',
      'Recife/PE',
      'José Araújo Filho',
      'CPF 529.982.247-25',
      '2026.0001/45',
      'Transporte de madeira sem documento de origem florestal',
      'Lei estadual nº 12.916/2005',
      'R$ 15.000,00',
      'IPCA',
      'Lei nº 13.178/2006',
      'Maria das Graças Lima',
      'Recife, 23/11/2026.',
    ]) {
      expect(t).toContain(esperado);
    }
  });

  it('the intimation gives 10 days to pay or contest and warns that the process goes on', async () => {
    const t = await texto(notificacao(processo, autoridade, '2026-11-23', cabecalho));
    expect(t).toContain('no prazo de 10 (dez) dias');
    expect(t).toContain('pagar o débito de R$ 17.035,06');
    expect(t).toContain('apresentar impugnação');
    expect(t).toContain('O processo seguirá independentemente do comparecimento');
    expect(t).toContain('boleto bancário ou PIX');
  });

  it('the dispatch sends a process whose term ran out to the PGE', async () => {
    expect(await texto(despacho(processo, autoridade, '2026-11-23', cabecalho))).toContain(
      'à Procuradoria Geral do Estado para inscrição do crédito em dívida ativa',
    );
    const emCurso = { ...processo, acoesDisponiveis: [] };
    expect(await texto(despacho(emCurso, autoridade, '2026-11-23', cabecalho))).toContain(
      'prosseguimento ao processo, que se encontra na situação',
    );
  });

  it('the certidão carries the elements of Lei 6.830/1980 art. 2 §5', async () => {
    const t = await texto(certidaoInscricao(processo, autoridade, '2026-11-23', cabecalho, '2026-11-20'));
    for (const esperado of [
      'Certidão para Inscrição em Dívida Ativa',
      'Comércio de Madeiras Araújo Ltda',
      'José Araújo Filho',
      'Rua da Aurora',
      'R$ 17.035,06',
      'IPCA',
      'Lei estadual nº 12.916/2005',
      'processo nº 2026/00000042',
      '20/11/2026',
    ]) {
      expect(t).toContain(esperado);
    }
  });

  it('the TCC never leaves a section heading alone at the foot of a page', async () => {
    // facts of n lines move the next headings down the page line by line, across the first page's foot
    const sozinhos: string[] = [];
    for (const n of LINHAS_FATO) {
      const doc = termoConstituicaoCredito(
        { ...processo, descricaoFato: Array.from({ length: n }, (_, i) => `Fato ${i + 1}.`).join('\n') },
        autoridade,
        '2026-11-23',
        cabecalho,
      );
      const titulos = new Set(doc.secoes.map((s) => s.titulo));
      const paginas = await pdfTextItems(await renderDocumento(doc));
      paginas.slice(0, -1).forEach((pagina, i) => {
        // the page's last line of content: the lowest run above the footer's page number
        const ultimo = pagina.items
          .filter((t) => !/^Página \d+ de \d+$/.test(t.str))
          .reduce((a, b) => (b.y < a.y ? b : a));
        if (titulos.has(ultimo.str)) sozinhos.push(`${n} linhas: '${ultimo.str}' ao pé da página ${i + 1}`);
      });
    }
    expect(sozinhos).toEqual([]);
  });
});
