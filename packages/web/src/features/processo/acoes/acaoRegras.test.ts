import { describe, expect, it } from 'vitest';
import { retornarProcessosFormSchema, ROTAS_ACAO, type RotaAcao } from '@divida/domain/processo/acao.schema';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import {
  caminhoDocumento,
  documentoDaAcao,
  opcoesDevolucao,
  schemaDoDialogo,
  temDevedorNaoEncontrado,
  temDialogo,
  valoresIniciais,
} from './acaoForm.ts';
import { textoPrazo } from './processoAcoes.ts';
import { exigeDataReferencia, itensIniciais } from '../devolvidos/retornarProcessos.ts';

const processo = (multa = 0, juros = 0) => ({
  valores: { multaAtualizada: multa, jurosAtualizado: juros } as never,
  acoesDisponiveis: [
    {
      action: 'ANEXAR_AR' as const,
      documentosNecessarios: [{ id: 4, nome: 'Aviso de Recebimento', opcional: false }],
    },
  ],
});
const hoje = todayInSaoPaulo();
const ARQUIVO = { uuid: '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60', nome: 'ar.pdf' };

/** The messages the dialog shows when confirmed as it opened (nothing typed): a field's first, as the form. */
function errosIniciais(rota: RotaAcao, p = processo()) {
  const r = schemaDoDialogo(rota, p).safeParse(valoresIniciais(rota));
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('action dialogs: an empty form gets the spec words (spec 02 §5 Dialogs)', () => {
  it('every call has an empty form its schema reads', () => {
    for (const rota of Object.keys(ROTAS_ACAO) as RotaAcao[]) expect(errosIniciais(rota)).not.toEqual({});
  });
  it('documents: the file', () => {
    expect(errosIniciais('anexarTCC')).toEqual({ arquivos: 'O arquivo não foi informado' });
  });
  it('notice of receipt: the file and the date', () => {
    expect(errosIniciais('anexarAvisoRecebimento')).toEqual({
      arquivos: 'O arquivo não foi informado',
      data: 'A Data não foi informada',
    });
  });
  it('suspension: date, file under documento, reason', () => {
    expect(errosIniciais('suspender')).toEqual({
      data: 'A Data não foi informada',
      'documento.arquivos': 'O arquivo não foi informado',
      motivo: 'Deve ser informado um motivo.',
    });
  });
  it('cancel: its own reason message', () => {
    expect(errosIniciais('cancelarUltimaAcao')).toEqual({
      motivoCancelamento: 'Deve ser informado um motivo para o cancelamento',
    });
  });
  it('partial grant: observation and updated value', () => {
    expect(errosIniciais('deferirParcialmentePrimeiraInstancia')).toMatchObject({
      observacao: 'Deve ser informado uma observação',
      valorAtualizado: 'O Valor Atualizado não foi informado',
    });
  });
  it('PGE: inscription date and attorney; return reason', () => {
    expect(errosIniciais('inscreverDividaAtiva')).toEqual({
      dataInscricao: 'A Data não foi informada',
      nomeProcuradorSignatario: 'Necessário informar o nome do procurador signatário',
    });
    expect(errosIniciais('devolverProcesso')).toEqual({
      idSituacao: 'Selecione o motivo da devolução.',
      motivo: 'Deve ser informado um motivo.',
    });
  });
});

describe('instalment loss: fine and interest as the process has them (spec 02 §5)', () => {
  const valores = (v: object) => ({
    documento: { idTipoDocumento: 12, arquivos: [ARQUIVO] },
    valorAtualizado: '1.000,00',
    multaAtualizada: '',
    jurosAtualizado: '',
    ...v,
  });
  it('optional when the process has none', () => {
    expect(schemaDoDialogo('registrarPerdaParcelamento', processo()).safeParse(valores({})).success).toBe(
      true,
    );
  });
  it('required when the process has them', () => {
    const r = schemaDoDialogo('registrarPerdaParcelamento', processo(10, 5)).safeParse(valores({}));
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Necessário informar um valor para a Multa Atualizada',
      'Necessário informar um valor para o Juros Atualizado',
    ]);
    expect(
      schemaDoDialogo('registrarPerdaParcelamento', processo(10, 5)).parse(
        valores({ multaAtualizada: '10,00', jurosAtualizado: '5,50' }),
      ),
    ).toMatchObject({ valorAtualizado: 1000, multaAtualizada: 10, jurosAtualizado: 5.5 });
  });
});

describe('dates of the dialogs (spec 02 §5)', () => {
  const com = (rota: RotaAcao, data: string) =>
    schemaDoDialogo(rota, processo()).safeParse({ idTipoDocumento: 4, arquivos: [ARQUIVO], data });
  it('a reference date is not in the future', () => {
    expect(com('registrarCienciaDevedor', hoje).success).toBe(true);
    expect(com('registrarCienciaDevedor', addDays(hoje, 1)).success).toBe(false);
  });
  it('the instalment end date is not in the past', () => {
    expect(com('parcelarDebito', addDays(hoje, 30)).success).toBe(true);
    expect(com('parcelarDebito', addDays(hoje, -1)).success).toBe(false);
  });
});

describe('dialog kinds', () => {
  it("only the plain notice of receipt asks 'Devedor não encontrado'", () => {
    expect(temDevedorNaoEncontrado('ANEXAR_AR')).toBe(true);
    expect(temDevedorNaoEncontrado('ANEXAR_AR_PRIMEIRA_INSTANCIA')).toBe(false);
    expect(temDevedorNaoEncontrado('ANEXAR_AR_SEGUNDA_INSTANCIA')).toBe(false);
  });
  it('files flat or under documento, none for the reason dialogs', () => {
    expect(caminhoDocumento('documentoData')).toBe('');
    expect(caminhoDocumento('suspensao')).toBe('documento.');
    expect(caminhoDocumento('cancelamento')).toBeNull();
  });
  it('the document type and name come from the action and the detail', () => {
    expect(documentoDaAcao(processo(), 'ANEXAR_AR')).toEqual({
      id: 4,
      nome: 'Aviso de Recebimento',
      opcional: false,
    });
    expect(documentoDaAcao(processo(), 'CANCELAR_ULTIMA_ACAO')).toBeNull();
  });
  it('return reasons are the returned situations, by name', () => {
    expect(opcoesDevolucao()).toEqual([
      { value: 28, label: 'Devolvido pela PGE' },
      { value: 107, label: 'Devolvido – pendência documental' },
      { value: 111, label: 'Devolvido – crédito prescrito' },
    ]);
  });
  it("the list's return has no dialog on the detail", () => {
    expect(temDialogo('RETORNAR_PROCESSO')).toBe(false);
    expect(temDialogo('ARQUIVAR_PROCESSO_DEVOLVIDO')).toBe(true);
  });
});

describe('term on the detail', () => {
  it('last day and days left, or when it ended', () => {
    expect(textoPrazo(null)).toBeNull();
    expect(textoPrazo({ ultimoDia: '2026-12-03', diasRestantes: 8 })).toBe(
      'Prazo final: 03/12/2026 (8 dias restantes)',
    );
    expect(textoPrazo({ ultimoDia: '2026-12-03', diasRestantes: 1 })).toBe(
      'Prazo final: 03/12/2026 (1 dia restante)',
    );
    expect(textoPrazo({ ultimoDia: '2026-12-03', diasRestantes: 0 })).toBe(
      'Prazo final: 03/12/2026 (último dia)',
    );
    expect(textoPrazo({ ultimoDia: '2026-12-03', diasRestantes: -2 })).toBe('Prazo encerrado em 03/12/2026');
  });
});

describe('returning processes (spec 02 §4, §5)', () => {
  const itens = itensIniciais([{ id: 7, numero: '202600000007' }]);
  const erros = (v: object) => {
    const r = retornarProcessosFormSchema().safeParse({ itens: [{ ...itens[0], ...v }] });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('phase, then situation, then the reference date for 3, 12, 22', () => {
    expect(erros({})).toEqual([
      ['itens.0.idFase', 'Necessário seleciona uma fase para continuar.'],
      ['itens.0.idSituacao', 'Necessário seleciona uma situação para continuar.'],
    ]);
    expect(erros({ idFase: 6, idSituacao: 3 })).toEqual([
      ['itens.0.dataReferencia', 'Necessário informar data(s) de referência'],
    ]);
    expect(erros({ idFase: 6, idSituacao: 3, dataReferencia: hoje })).toEqual([]);
    expect(erros({ idFase: 1, idSituacao: 27 })).toEqual([]);
  });
  it('the date shows for 3, 12 and 22 only', () => {
    expect([3, 12, 22, 1, 27, null].map(exigeDataReferencia)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
