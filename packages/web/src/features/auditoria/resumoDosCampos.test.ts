import { describe, expect, it } from 'vitest';
import { resumoDosCampos } from './CamposAlterados.tsx';
import { rotuloDaAcao } from './Historico.tsx';

describe("the audit list's line of changes", () => {
  it('reads a settlement by its meaning, without the unchanged fields', () => {
    const linha = {
      id: 1,
      em: '2026-11-26T12:00:00Z',
      usuario: null,
      entidade: 'processoCobranca',
      entidadeId: '13',
      acao: 'ACAO_PROCESSO',
      campos: {
        acao: { de: null, para: 'BAIXA_ARQUIVO_RETORNO' },
        situacaoId: { de: 200, para: 202 },
        linha: { para: 5 },
        valor: { para: '348.28' },
        parcela: { para: 1 },
        observacao: { de: null, para: null },
        idPagamento: { para: 15 },
        idArquivoBancario: { para: 3 },
      },
    };
    expect(rotuloDaAcao(linha)).toBe('Ação do processo: Baixa pelo arquivo de retorno');
    expect(resumoDosCampos(linha)).toBe(
      'Ação: --- → Baixa pelo arquivo de retorno; Situação: EM ABERTO → QUITADO; Linha do arquivo: --- → 5; ' +
        'Valor: --- → R$ 348,28; Parcela: --- → 1; Pagamento: --- → 15; Arquivo bancário: --- → 3',
    );
  });

  it("names a process's situations and a prescription's recognition", () => {
    const campos = {
      situacao: { de: 101, para: 4 },
      reconhecimentoPrescricao: { de: 'PROPOSTO', para: 'APROVADO' },
      valorHonorariosPago: { de: '0.00', para: '31.66' },
    };
    expect(resumoDosCampos({ entidade: 'processoConstituicaoCredito', campos })).toBe(
      'Situação: Inscrito em dívida ativa → Quitado; Reconhecimento da prescrição: Proposto → Aprovado; ' +
        'Valor dos honorários pago: R$ 0,00 → R$ 31,66',
    );
  });
});
