import { describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../calendar.ts';
import {
  documentosFaltando,
  processoAlteracaoSchema,
  processoDevolvidoFiltroFormSchema,
  processoFiltroSchema,
  processoFormSchema,
} from './processo.schema.ts';

const pessoa = (documentoIdentificacao: string, extra: object = {}) => ({
  nome: 'Maria das Dores Silva',
  tipoDocIdentificacao: documentoIdentificacao.replace(/\D/g, '').length === 14 ? 2 : 1,
  documentoIdentificacao,
  cep: '01001-000',
  rua: 'Praça da Sé',
  numero: '100',
  bairro: 'Centro',
  formUf: 'sp',
  formMunicipio: 3550308,
  telefone1: '(11) 3333-4444',
  ...extra,
});

const formulario = (extra: object = {}) => ({
  ...pessoa('529.982.247-25'),
  idNaturezaDebito: 1,
  numeroProcessoAdministrativo: '2024.001/55',
  descricaoFato: 'Multa aplicada por infração à legislação ambiental estadual vigente.',
  fundamentoLegal: 'Lei estadual nº 1.234, de 2020, artigos 10 a 15 e seu regulamento.',
  valorOriginario: '1.000,00',
  valorAtualizado: 1234.56,
  ...extra,
});

const erros = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('processoFormSchema', () => {
  it('aceita o formulário mínimo: multa e juros ausentes valem zero, documento e UF normalizados', () => {
    const r = processoFormSchema.parse(formulario());
    expect(r).toMatchObject({
      documentoIdentificacao: '52998224725',
      formUf: 'SP',
      valorOriginario: 1000,
      valorAtualizado: 1234.56,
      multaAtualizada: 0,
      jurosAtualizado: 0,
      corresponsaveis: [],
      documentos: [],
      telefone1: '1133334444',
    });
    expect(
      processoFormSchema.parse(formulario({ multaAtualizada: '', jurosAtualizado: null })),
    ).toMatchObject({
      multaAtualizada: 0,
      jurosAtualizado: 0,
    });
    expect(processoFormSchema.parse(formulario({ multaAtualizada: '10,50' })).multaAtualizada).toBe(10.5);
  });

  it('recusa CPF inválido, valores fora dos limites e textos curtos com as mensagens da especificação', () => {
    expect(
      erros(processoFormSchema.safeParse(formulario({ documentoIdentificacao: '529.982.247-24' }))),
    ).toEqual([['documentoIdentificacao', 'Informe um CPF/CNPJ válido.']]);
    expect(erros(processoFormSchema.safeParse(formulario({ valorOriginario: 0 })))).toEqual([
      ['valorOriginario', 'O valor mínimo é R$ 0,01'],
    ]);
    expect(erros(processoFormSchema.safeParse(formulario({ valorAtualizado: 1_000_000_000 })))).toEqual([
      ['valorAtualizado', 'Máximo de R$ 999.999.999,99'],
    ]);
    expect(erros(processoFormSchema.safeParse(formulario({ multaAtualizada: -1 })))).toEqual([
      ['multaAtualizada', 'O valor mínimo é R$ 0,01'],
    ]);
    expect(erros(processoFormSchema.safeParse(formulario({ numero: 's/n' })))).toEqual([
      ['numero', 'Deve ser informado um número válido.'],
    ]);
    expect(erros(processoFormSchema.safeParse(formulario({ nome: 'Ana' })))).toEqual([
      ['nome', 'O Nome ou Razão social deve ter no mínimo 6 caracteres.'],
    ]);
    expect(erros(processoFormSchema.safeParse(formulario({ descricaoFato: 'curta' })))).toEqual([
      ['descricaoFato', 'A Descrição do Fato deve ter no mínimo 30 caracteres'],
    ]);
    expect(
      erros(processoFormSchema.safeParse(formulario({ numeroProcessoAdministrativo: 'abc' }))),
    ).toHaveLength(1);
  });

  it('o Número do Processo Administrativo aceita letras como os órgãos numeram (E-07/001.1234/2026)', () => {
    for (const numero of ['E-07/001.1234/2026', 'sei-12/2026', '2024.001/55'])
      expect(processoFormSchema.parse(formulario({ numeroProcessoAdministrativo: numero }))).toMatchObject({
        numeroProcessoAdministrativo: numero,
      });
    for (const numero of ['abc', 'E 07/2026', '#12/2026'])
      expect(
        erros(processoFormSchema.safeParse(formulario({ numeroProcessoAdministrativo: numero }))),
      ).toEqual([
        [
          'numeroProcessoAdministrativo',
          'Número do Processo Administrativo inválido: use letras, dígitos (ao menos um), ".", "/" e "-"',
        ],
      ]);
  });

  it('recusa o titular como corresponsável e corresponsáveis repetidos (mesmo documento com ou sem máscara)', () => {
    expect(
      erros(
        processoFormSchema.safeParse(
          formulario({ corresponsaveis: [{ ...pessoa('52998224725'), tipo: 'SOCIO' }] }),
        ),
      ),
    ).toEqual([['corresponsaveis.0', 'O devedor titular não pode ser um corresponsável']]);
    expect(
      erros(
        processoFormSchema.safeParse(
          formulario({
            corresponsaveis: [
              { ...pessoa('11.222.333/0001-81'), tipo: 'SOCIO' },
              { ...pessoa('11222333000181'), tipo: 'REPRESENTANTE' },
            ],
          }),
        ),
      ),
    ).toEqual([
      [
        'corresponsaveis.1',
        'Já existe um corresponsável adicionado com esse CPF/CNPJ informado 11222333000181',
      ],
    ]);
  });

  // Issue 23 §1: the version is optional (spec 02 §7 does not list it); a malformed one is refused.
  it('a alteração aceita a versão (opcional) e corresponsáveis a remover', () => {
    expect(processoAlteracaoSchema.safeParse(formulario()).success).toBe(true);
    expect(processoAlteracaoSchema.safeParse(formulario({ versao: 'x' })).success).toBe(false);
    const r = processoAlteracaoSchema.parse(
      formulario({ versao: 3, removerCorresponsaveis: [{ idDevedor: 7 }] }),
    );
    expect(r.versao).toBe(3);
    expect(r.removerCorresponsaveis).toEqual([{ idDevedor: 7 }]);
  });
});

describe('documentosFaltando', () => {
  it('lista os tipos obrigatórios sem arquivo, na ordem do órgão', () => {
    const exigidos = [
      { id: 1, nome: 'RG', opcional: false },
      { id: 2, nome: 'Auto de infração', opcional: false },
      { id: 3, nome: 'Foto', opcional: true },
    ];
    expect(documentosFaltando(exigidos, [])).toEqual(['RG', 'Auto de infração']);
    expect(documentosFaltando(exigidos, [{ idTipoDocumento: 1, arquivos: [] }])).toEqual([
      'RG',
      'Auto de infração',
    ]);
    expect(
      documentosFaltando(exigidos, [
        { idTipoDocumento: 1, arquivos: [{}] },
        { idTipoDocumento: 2, arquivos: [{}] },
      ]),
    ).toEqual([]);
  });
});

describe('processoFiltroSchema', () => {
  const hoje = todayInSaoPaulo();
  it('guarda só os dígitos do número e aceita o filtro vazio', () => {
    expect(processoFiltroSchema.parse({ numero: '2024/0000.0001' }).numero).toBe('202400000001');
    expect(processoFiltroSchema.parse({}).numero).toBeNull();
  });
  it('valida número, devedor e o período', () => {
    expect(erros(processoFiltroSchema.safeParse({ numero: '1'.repeat(17) }))).toEqual([
      ['numero', 'O número deve ter no máximo 16 caracteres.'],
    ]);
    expect(erros(processoFiltroSchema.safeParse({ devedor: 'x'.repeat(101) }))).toEqual([
      ['devedor', 'O campo deve ter no máximo 100 caracteres.'],
    ]);
    expect(erros(processoFiltroSchema.safeParse({ dataFim: hoje }))).toEqual([
      ['dataInicio', 'Campo obrigatório'],
    ]);
    expect(erros(processoFiltroSchema.safeParse({ dataInicio: hoje, dataFim: addDays(hoje, -1) }))).toEqual([
      ['dataInicio', 'A data deve ser anterior a Data - Fim'],
      ['dataFim', 'A data deve ser posterior a Data - Inicio'],
    ]);
    expect(erros(processoFiltroSchema.safeParse({ dataInicio: hoje, dataFim: addDays(hoje, 1) }))).toEqual([
      ['dataFim', 'A data não pode ser posterior a hoje'],
    ]);
    expect(erros(processoFiltroSchema.safeParse({ dataInicio: '2024-02-30', dataFim: hoje }))).toEqual([
      ['dataInicio', 'Data inválida'],
    ]);
    expect(processoFiltroSchema.safeParse({ dataInicio: addDays(hoje, -3), dataFim: hoje }).success).toBe(
      true,
    );
  });
  it.each([processoFiltroSchema, processoDevolvidoFiltroFormSchema])(
    'the returned list: both return dates or none, start not after end (spec 02 §5)',
    (schema) => {
      expect(erros(schema.safeParse({ dataDevolucaoInicio: '2026-01-10' }))).toEqual([
        ['dataDevolucaoFim', 'Campo obrigatório'],
      ]);
      expect(erros(schema.safeParse({ dataDevolucaoFim: '2026-01-10' }))).toEqual([
        ['dataDevolucaoInicio', 'Campo obrigatório'],
      ]);
      expect(
        erros(schema.safeParse({ dataDevolucaoInicio: '2026-01-10', dataDevolucaoFim: '2026-01-09' })),
      ).toEqual([
        ['dataDevolucaoInicio', 'A data deve ser anterior a Data - Fim'],
        ['dataDevolucaoFim', 'A data deve ser posterior a Data - Inicio'],
      ]);
      expect(
        schema.safeParse({ dataDevolucaoInicio: '2026-01-10', dataDevolucaoFim: '2026-01-10' }).success,
      ).toBe(true);
      expect(schema.safeParse({ dataDevolucaoInicio: '', dataDevolucaoFim: '' }).success).toBe(true);
    },
  );
  it('the returned list: the debtor name has at most 100 characters', () => {
    expect(erros(processoDevolvidoFiltroFormSchema.safeParse({ nomeDevedor: 'x'.repeat(101) }))).toEqual([
      ['nomeDevedor', 'O campo deve ter no máximo 100 caracteres.'],
    ]);
  });
});
