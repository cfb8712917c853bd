import { formatarNumeroCda, formatarNumeroProcesso } from '@divida/domain/format';
import { PERMISSOES_PGE, type Permissao } from '@divida/domain/permissions';
import { MENSAGENS_CDA } from '@divida/domain/workflow/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';
import { pdfText } from '../../test/pdfText.ts';
import { codigoAutenticidade } from './dividaAtiva.impressao.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
let app: FastifyInstance;
let equipe: string; // body A
let outro: string; // body B
let procurador: string; // PGE, every body

const get = (id: number, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/processoConstituicaoCredito/${id}/imprimirCda`,
    headers: bearerOf(token),
  });

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes, nome: 'Marina Falcão Duarte' });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  equipe = await token(a.id, [`${P}_CONSULTAR`, `${P}_CADASTRAR`]);
  outro = await token(b.id, [`${P}_CONSULTAR`]);
  procurador = await token(b.id, [`${P}_CONSULTAR`, ...PERMISSOES_PGE, 'ACESSO_TODOS_ORGAOS']);
}, 60_000);
afterAll(() => app?.close());

describe('GET /{id}/imprimirCda', () => {
  it('imprime a CDA com os elementos do art. 2º, §§ 5º e 6º, da Lei 6.830/1980', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: bearerOf(equipe),
      payload: processoValido('529.982.247-25', {
        nome: 'Joaquim Nabuco de Araújo',
        corresponsaveis: [
          { ...pessoaValida('111.444.777-35', { nome: 'João Sócio Ferreira' }), tipo: 'SOCIO' },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    const semCda = await get(id, procurador);
    expect(semCda.statusCode).toBe(409);
    expect(problemOf(semCda).errormsg).toBe(MENSAGENS_CDA.semCda);

    const cda = await inscreverParaTeste(app, id, {}, '2026-10-05');
    const pdf = await get(id, procurador);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const t = (await pdfText(pdf.rawPayload)).join(' ');
    const numero = (
      await app.inject({
        method: 'GET',
        url: `/api/processoConstituicaoCredito/${id}`,
        headers: bearerOf(procurador),
      })
    ).json().numero;
    for (const trecho of [
      // the CDA's number as every screen writes it (U-16)
      `Certidão de Dívida Ativa nº ${formatarNumeroCda(cda.numeroCda)}`,
      `inscrição nº ${formatarNumeroCda(cda.numeroCda)}`,
      '05/10/2026', // inscription date
      'Joaquim Nabuco de Araújo',
      'CPF 529.982.247-25',
      'Praça da Sé', // the debtor's address
      'João Sócio Ferreira', // the co-responsible party
      formatarNumeroProcesso(numero),
      '2024.001/55', // the administrative process
      'R$ 1.334,86', // the inscribed value (corrected total)
      'Termo Inicial do Cálculo',
      'Juros de mora e multa',
      'Lei estadual nº 1.234', // legal basis
      'Multa aplicada por infração', // origin
      'Livro eletrônico de Registro da Dívida Ativa',
      codigoAutenticidade([cda.numeroCda, cda.data, 1334.86, numero]),
      'Lei nº 6.830/1980',
      'Helena Vasconcelos Prado', // the signing attorney
      'Marina Falcão Duarte', // the issuer on the letterhead
    ]) {
      expect(t, trecho).toContain(trecho);
    }
    // another body without access to every body: not found; the body itself may print it
    expect((await get(id, outro)).statusCode).toBe(404);
    expect((await get(id, equipe)).statusCode).toBe(200);
  });
});
