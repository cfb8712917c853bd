import { describe, expect, it } from 'vitest';
import { TODAS_PERMISSOES, type Permissao } from '../permissions.ts';
import { acaoPermitida } from '../cobranca/acoes.ts';
import { SITUACAO_COBRANCA } from '../cobranca/cobranca.schema.ts';
import {
  acoesDoRegistro,
  aplicarPelaCobranca,
  FASE,
  registroPermite,
  SITUACAO,
  SITUACOES,
  TRANSICOES,
  TRANSICOES_CDA,
  TRANSICOES_DO_REGISTRO,
  TRANSICOES_PELA_COBRANCA,
  type EstadoProcesso,
  type EstadoRegistro,
  type SituacaoId,
} from './index.ts';

const todas = new Set<Permissao>(TODAS_PERMISSOES);
const processo = (situacao: SituacaoId, extra: Partial<EstadoProcesso> = {}): EstadoProcesso => ({
  situacao,
  suspenso: false,
  statusCobranca: 'PAGAMENTO_NEGOCIADO',
  dataReferenciaPrazo: null,
  ...extra,
});

describe('one shape for every machine', () => {
  it('every row names its action, origins, destination, guards and permission', () => {
    const tabelas = [TRANSICOES, TRANSICOES_CDA, TRANSICOES_PELA_COBRANCA, TRANSICOES_DO_REGISTRO];
    for (const linhas of tabelas)
      for (const l of linhas) {
        expect(l.de.length).toBeGreaterThan(0);
        expect(todas.has(l.permissao)).toBe(true);
        expect(Array.isArray(l.guardas)).toBe(true);
        expect(l.para).toBeDefined();
      }
    for (const l of TRANSICOES_CDA) expect(l.rota).toMatch(/^[a-z][A-Za-z]+$/);
  });
});

describe('a collection paid off (QUITAR_COBRANCA)', () => {
  it('moves an inscribed process (101) to phase 2, situation 4 (Quitado), keeping its collection status', () => {
    const r = aplicarPelaCobranca(processo(SITUACAO.INSCRITO), 'QUITAR_COBRANCA');
    expect(r).toMatchObject({
      ok: true,
      fase: FASE.ENCERRADO,
      proximo: { situacao: SITUACAO.QUITADO, statusCobranca: 'PAGAMENTO_NEGOCIADO', suspenso: false },
    });
  });

  it('also a process whose suit was extinguished meanwhile (11)', () => {
    const r = aplicarPelaCobranca(processo(SITUACAO.ENCERRADO_DECISAO_JUDICIAL), 'QUITAR_COBRANCA');
    expect(r).toMatchObject({ ok: true, fase: FASE.ENCERRADO, proximo: { situacao: SITUACAO.QUITADO } });
  });

  it('is refused in a situation no collection covers', () => {
    expect(aplicarPelaCobranca(processo(SITUACAO.CADASTRADO), 'QUITAR_COBRANCA')).toMatchObject({
      ok: false,
      codigo: 'NAO_DISPONIVEL',
    });
  });

  it('the term attached and the cancellation change only the collection status, in any situation', () => {
    for (const s of SITUACOES) {
      const termo = aplicarPelaCobranca(processo(s.id), 'ANEXAR_TERMO_PARCELAMENTO_COBRANCA');
      expect(termo).toMatchObject({
        ok: true,
        fase: s.fase,
        proximo: { situacao: s.id, statusCobranca: 'PARCELAMENTO_VIGENTE' },
      });
      const cancelada = aplicarPelaCobranca(processo(s.id), 'CANCELAR_COBRANCA');
      expect(cancelada).toMatchObject({
        ok: true,
        proximo: { situacao: s.id, statusCobranca: 'SEM_ACORDO' },
      });
    }
  });
});

describe('the gates of the process record', () => {
  const registro = (situacao: number, extra: Partial<EstadoRegistro> = {}): EstadoRegistro => ({
    situacao,
    protegido: false,
    statusCobranca: 'SEM_ACORDO',
    documentosEnviadosDividaAtiva: false,
    ...extra,
  });

  it('EDITAR: only while registered (27), not protected, without agreement', () => {
    expect(registroPermite('EDITAR', registro(SITUACAO.CADASTRADO))).toBe(true);
    expect(registroPermite('EDITAR', registro(1))).toBe(false);
    expect(registroPermite('EDITAR', registro(27, { protegido: true }))).toBe(false);
    expect(registroPermite('EDITAR', registro(27, { statusCobranca: 'PAGAMENTO_NEGOCIADO' }))).toBe(false);
  });

  it('EXCLUIR: in any situation, not protected, without agreement', () => {
    for (const s of SITUACOES) expect(registroPermite('EXCLUIR', registro(s.id))).toBe(true);
    expect(registroPermite('EXCLUIR', registro(101, { protegido: true }))).toBe(false);
    expect(registroPermite('EXCLUIR', registro(101, { statusCobranca: 'PARCELAMENTO_VIGENTE' }))).toBe(false);
  });

  it('IMPRIMIR_NOTIFICACAO: in 1, 8, 10, 15, 17, 23, 25 until the active-debt documents are sent', () => {
    const imprime = SITUACOES.filter((s) => registroPermite('IMPRIMIR_NOTIFICACAO', registro(s.id))).map(
      (s) => s.id,
    );
    expect(imprime.sort((a, b) => a - b)).toEqual([1, 8, 10, 15, 17, 23, 25]);
    expect(
      registroPermite('IMPRIMIR_NOTIFICACAO', registro(1, { documentosEnviadosDividaAtiva: true })),
    ).toBe(false);
    // a protected process or one under agreement still prints it
    expect(
      registroPermite('IMPRIMIR_NOTIFICACAO', registro(1, { protegido: true, statusCobranca: 'X' })),
    ).toBe(true);
  });

  it('with permissions, only what the caller may run', () => {
    const soEditar = new Set<Permissao>(['PROCESSO_CONSTITUICAO_CREDITO_ALTERAR']);
    expect(acoesDoRegistro(registro(27), todas)).toEqual(['EDITAR', 'EXCLUIR']);
    expect(acoesDoRegistro(registro(1), todas)).toEqual(['EXCLUIR', 'IMPRIMIR_NOTIFICACAO']);
    expect(acoesDoRegistro(registro(27), soEditar)).toEqual(['EDITAR']);
    expect(registroPermite('EXCLUIR', registro(27), soEditar)).toBe(false);
  });
});

describe("the collection's table", () => {
  const S = SITUACAO_COBRANCA;
  const todasSituacoes = Object.values(S);
  // spec 03 §4, as the switch it replaced wrote it
  const antes = (acao: string, s: number, n: number) => {
    const unica = n === 1;
    switch (acao) {
      case 'CANCELAR':
        return unica ? s === S.ATIVO : s !== S.QUITADO && s !== S.CANCELADO;
      case 'BAIXA_MANUAL':
        return unica ? s === S.ATIVO : s === S.PARCELADO || s === S.ATIVO;
      case 'EMITIR_BOLETO':
        return unica && s === S.ATIVO;
      default:
        return !unica && s === S.EM_NEGOCIACAO;
    }
  };
  it('offers exactly what spec 03 §4 offers, for every status and form of payment', () => {
    const acoes = [
      'CANCELAR',
      'BAIXA_MANUAL',
      'EMITIR_BOLETO',
      'ANEXAR_TERMO_PARCELAMENTO',
      'GERAR_TERMO_PARCELAMENTO',
    ] as const;
    for (const a of acoes)
      for (const s of todasSituacoes)
        for (const n of [1, 2, 12]) expect(acaoPermitida(a, s, n), `${a} ${s} ${n}`).toBe(antes(a, s, n));
  });
});
