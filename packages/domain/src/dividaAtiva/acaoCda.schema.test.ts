import { describe, expect, it } from 'vitest';
import { MENSAGENS_ACAO } from '../processo/acao.schema.ts';
import { MENSAGENS_CDA } from '../workflow/cda.ts';
import {
  decisaoJudicialSchema,
  encerrarProtestoSchema,
  registrarAjuizamentoSchema,
  registrarIrregularidadeProtestoSchema,
  registrarProtestoSchema,
  schemaDaAcaoCda,
} from './acaoCda.schema.ts';

const HOJE = '2026-11-23';
const UUID = '0b5c4b8e-7f43-4a53-9a43-0d6f3c1c2f11';
const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('payloads das ações da CDA', () => {
  it('registrarAjuizamento: número CNJ com dígitos válidos, guardado só com dígitos; valor em reais', () => {
    const r = registrarAjuizamentoSchema(HOJE).parse({
      numeroProcessoJudicial: '1192602-55.2024.8.26.0100',
      dataAjuizamento: '2026-11-20',
      valor: '12.345,67',
    });
    expect(r).toEqual({
      numeroProcessoJudicial: '11926025520248260100',
      dataAjuizamento: '2026-11-20',
      valor: 12345.67,
    });
    const e = registrarAjuizamentoSchema(HOJE).safeParse({
      numeroProcessoJudicial: '1192602-56.2024.8.26.0100',
      dataAjuizamento: '2026-11-24',
      valor: 0,
    });
    expect(mensagens(e)).toEqual({
      numeroProcessoJudicial: MENSAGENS_CDA.cnjInvalido,
      dataAjuizamento: MENSAGENS_ACAO.dataFutura,
      valor: MENSAGENS_ACAO.valorMinimo,
    });
    expect(mensagens(registrarAjuizamentoSchema(HOJE).safeParse({}))).toEqual({
      numeroProcessoJudicial: MENSAGENS_CDA.numeroProcessoJudicial,
      dataAjuizamento: MENSAGENS_ACAO.dataObrigatoria,
      valor: MENSAGENS_CDA.valorCausa,
    });
  });

  it('decisões judiciais: data, motivo de 10 a 100 e a decisão (tipo 7) em PDF', () => {
    const ok = {
      data: HOJE,
      motivo: 'Liminar em embargos à execução.',
      documento: { idTipoDocumento: 7, arquivos: [{ uuid: UUID }] },
    };
    expect(decisaoJudicialSchema(HOJE).safeParse(ok).success).toBe(true);
    expect(
      mensagens(
        decisaoJudicialSchema(HOJE).safeParse({
          data: '23/11/2026',
          motivo: 'curto',
          documento: { idTipoDocumento: 7, arquivos: [] },
        }),
      ),
    ).toEqual({
      data: MENSAGENS_ACAO.dataInvalida,
      motivo: MENSAGENS_ACAO.motivoMinimo,
      'documento.arquivos': MENSAGENS_ACAO.arquivoObrigatorio,
    });
    expect(
      mensagens(
        decisaoJudicialSchema(HOJE).safeParse({
          ...ok,
          documento: { idTipoDocumento: 11, arquivos: [{ uuid: UUID }] },
        }),
      ),
    ).toEqual({
      'documento.idTipoDocumento': MENSAGENS_ACAO.tipoDocumento,
    });
  });

  it('protesto: campos do cartório limitados; irregularidade pede motivo; encerramento pede data', () => {
    expect(
      mensagens(
        registrarProtestoSchema(HOJE).safeParse({
          protocolo: ' ',
          numeroCartorio: '12345678901',
          codigoComarca: '0100',
          data: HOJE,
        }),
      ),
    ).toEqual({ protocolo: MENSAGENS_CDA.protocolo, numeroCartorio: MENSAGENS_CDA.tamanhoMaximo(10) });
    expect(mensagens(registrarIrregularidadeProtestoSchema().safeParse({}))).toEqual({
      motivo: MENSAGENS_ACAO.motivo,
    });
    expect(mensagens(encerrarProtestoSchema(HOJE).safeParse({ dataEncerramento: '2027-01-01' }))).toEqual({
      dataEncerramento: MENSAGENS_ACAO.dataFutura,
    });
    expect(schemaDaAcaoCda('ENVIAR_PROTESTO', HOJE).safeParse({ data: HOJE }).success).toBe(true);
  });
});
