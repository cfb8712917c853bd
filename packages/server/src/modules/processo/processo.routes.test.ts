import { toDecimal } from '@divida/domain/money';
import { MENSAGENS_PROCESSO, PROCESSO_SORT } from '@divida/domain/processo/processo.schema';
import type { Permissao } from '@divida/domain/permissions';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provarEscopo, provarListaEscopo } from '../../test/escopo.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { enviarPdf as enviarPdfComo } from '../../test/pdfs.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';
import { orgaoCredorTipoDocumento } from '../orgaoCredor/orgaoCredor.table.ts';
import { andamento, processo } from './processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const TODAS: Permissao[] = [
  `${P}_CONSULTAR`,
  `${P}_CADASTRAR`,
  `${P}_ALTERAR`,
  `${P}_EXCLUIR`,
  `${P}_DOWNLOAD_DOCUMENTO`,
  `${P}_SUBSTITUIR_DOCUMENTO`,
  `${P}_ANEXAR_TCC`,
];

let app: FastifyInstance;
let tokenA: string; // body A, every process permission
let tokenA2: string; // body A, consult only
let tokenB: string; // body B
let tokenGlobal: string; // body B, every body
let orgaoA: number;

const CPF = '529.982.247-25';
const CPF_SOCIO = '111.444.777-35';
const CNPJ_SOCIO = '11.222.333/0001-81';

const pessoa = pessoaValida;
const formulario = (extra: object = {}) => processoValido(CPF, extra);

const enviarPdf = (token: string, nome = 'doc.pdf') => enviarPdfComo(app, token, nome);

const chamar = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

async function criar(token = tokenA, extra: object = {}): Promise<number> {
  const res = await chamar(token, 'POST', '/processoConstituicaoCredito', formulario(extra));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe(MENSAGENS_PROCESSO.criado);
  return res.json().id;
}

const detalhe = async (id: number, token = tokenA) => {
  const res = await chamar(token, 'GET', `/processoConstituicaoCredito/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const listar = async (filtro: object, query = '', token = tokenA) => {
  const res = await chamar(token, 'POST', `/processoConstituicaoCredito/list${query}`, filtro);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { content: { id: number; numero: string }[]; totalElements: number };
};

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = a.id;
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  tokenA = await token(a.id, TODAS);
  tokenA2 = await token(a.id, [`${P}_CONSULTAR`]);
  tokenB = await token(b.id, TODAS);
  tokenGlobal = await token(b.id, [...TODAS, 'ACESSO_TODOS_ORGAOS']);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('fases e situações', () => {
  it('lista as fases na ordem, as aptas a retornar e as situações por tipo e fase', async () => {
    const fases = (await chamar(tokenA2, 'GET', '/faseProcesso/listAll')).json();
    expect(fases.map((f: { id: number }) => f.id)).toEqual([1, 6, 5, 3, 4, 2]);
    expect(fases[0].situacoes).toEqual([{ id: 27, nome: 'Cadastrado' }]);
    const aptos = (await chamar(tokenA2, 'GET', '/faseProcesso/aptosRetornar')).json();
    const ids = aptos.flatMap((f: { situacoes: { id: number }[] }) => f.situacoes.map((s) => s.id));
    expect(ids.sort((x: number, y: number) => x - y)).toEqual([1, 3, 8, 12, 22, 27]);
    const cobranca = await chamar(tokenA2, 'POST', '/situacaoProcesso/list', { tiposProcesso: ['COBRANCA'] });
    expect(cobranca.json().map((s: { id: number }) => s.id)).toEqual([200, 201, 202, 203, 204]);
    const fase4 = await chamar(tokenA2, 'POST', '/situacaoProcesso/list', { idFase: 4 });
    expect(fase4.json().map((s: { id: number }) => s.id)).toEqual([28, 101, 104, 107, 111]);
  });
});

describe('cadastro', () => {
  it('cria o processo, que o detalhe mostra com o primeiro andamento e valores exatos', async () => {
    const id = await criar(tokenA, {
      corresponsaveis: [{ ...pessoa(CPF_SOCIO, { nome: 'João Sócio' }), tipo: 'SOCIO' }],
    });
    const d = await detalhe(id);
    const ano = todayInSaoPaulo().slice(0, 4);
    expect(d.numero).toMatch(new RegExp(`^${ano}\\d{8}$`));
    expect(d.faseProcesso.id).toBe(1);
    expect(d.situacaoProcesso).toEqual({ id: 27, nome: 'Cadastrado' });
    expect(d.situacaoPCCProcessoCobranca).toBe('SEM_ACORDO');
    expect(d.dataReferenciaCalculo).toBe(todayInSaoPaulo());
    expect(d.devedor).toMatchObject({
      nome: 'Maria das Dores Silva',
      documentoIdentificacao: '52998224725',
      municipio: { id: 3550308, nome: 'São Paulo' },
      tipoDocumentoIdentificacao: { id: 1 },
    });
    expect(d.corresponsaveis).toHaveLength(1);
    expect(d.corresponsaveis[0]).toMatchObject({ documentoIdentificacao: '11144477735', tipo: 'SOCIO' });
    // 1234.56 + 100.10 + 0.20 exactly (a float sum would give 1334.8600000000001)
    expect(d.valores).toMatchObject({
      valorOriginario: 1000,
      valorAtualizado: 1234.56,
      valorCorrecao: 0,
      totalCorrigido: 1334.86,
      saldoDevedor: 1334.86,
    });
    expect(d.andamentos).toHaveLength(1);
    expect(d.andamentos[0]).toMatchObject({
      acao: 'REGISTRAR_PROCESSO',
      descricao: 'Processo cadastrado',
      origem: 'TCC',
      situacao: { id: 27 },
    });
    expect(d.acoesDisponiveis).toEqual([
      {
        action: 'ANEXAR_TCC',
        documentosNecessarios: [{ id: 13, nome: expect.any(String), opcional: false }],
      },
    ]);
    expect(d.prazo).toBeNull();
    expect(d.aptoNegociar).toBe(false);
  });

  it('um devedor por documento: o segundo cadastro atualiza o nome, não duplica', async () => {
    const id1 = await criar(tokenA, { ...pessoa('714.602.380-01', { nome: 'Nome Antigo Ltda' }) });
    const id2 = await criar(tokenB, { ...pessoa('714.602.380-01', { nome: 'Nome Novo da Silva' }) });
    const d1 = await detalhe(id1);
    const d2 = await detalhe(id2, tokenB);
    expect(d1.devedor.id).toBe(d2.devedor.id);
    expect(d1.devedor.nome).toBe('Nome Novo da Silva');
  });

  it('exige os documentos obrigatórios do órgão, com a mensagem exata, e anexa os enviados', async () => {
    await app.ctx.db.insert(orgaoCredorTipoDocumento).values([
      { orgaoCredorId: orgaoA, tipoDocumentoId: 1, opcional: false },
      { orgaoCredorId: orgaoA, tipoDocumentoId: 3, opcional: false },
      { orgaoCredorId: orgaoA, tipoDocumentoId: 4, opcional: true },
    ]);
    try {
      const res = await chamar(tokenA, 'POST', '/processoConstituicaoCredito', formulario());
      expect(res.statusCode).toBe(400);
      const msg = 'Necessário informar o(s) documento(s) CIÊNCIA DO DEVEDOR, DOCUMENTO DE IDENTIFICAÇÃO';
      expect(problemOf(res)).toMatchObject({
        errormsg: msg,
        errorfields: ['documentos'],
        errormessages: [msg],
      });
      const uuid1 = await enviarPdf(tokenA, 'identidade.pdf');
      const uuid3 = await enviarPdf(tokenA, 'ciencia.pdf');
      // another user's upload cannot be attached
      const alheio = await enviarPdf(tokenB, 'alheio.pdf');
      const recusado = await chamar(
        tokenA,
        'POST',
        '/processoConstituicaoCredito',
        formulario({
          documentos: [
            { idTipoDocumento: 1, arquivos: [{ uuid: alheio, nome: 'alheio.pdf' }] },
            { idTipoDocumento: 3, arquivos: [{ uuid: uuid3, nome: 'ciencia.pdf' }] },
          ],
        }),
      );
      expect(recusado.statusCode).toBe(400);
      const id = await criar(tokenA, {
        documentos: [
          { idTipoDocumento: 1, arquivos: [{ uuid: uuid1, nome: 'identidade.pdf' }] },
          { idTipoDocumento: 3, arquivos: [{ uuid: uuid3, nome: 'ciencia.pdf' }] },
        ],
      });
      const d = await detalhe(id);
      expect(d.documentos.map((x: { nome: string }) => x.nome)).toEqual(['identidade.pdf', 'ciencia.pdf']);
      // download, and replace: a new version and a movement
      const docId = d.documentos[0].id;
      const baixado = await chamar(
        tokenA,
        'GET',
        `/processoConstituicaoCredito/${id}/documento/download/${docId}`,
      );
      expect(baixado.statusCode).toBe(200);
      expect(baixado.headers['content-type']).toContain('application/pdf');
      const novo = await enviarPdf(tokenA, 'identidade-2.pdf');
      const troca = await chamar(
        tokenA,
        'PUT',
        `/processoConstituicaoCredito/${id}/documento/replace/${docId}`,
        {
          arquivos: [{ uuid: novo, nome: 'identidade-2.pdf' }],
        },
      );
      expect(troca.statusCode, troca.body).toBe(200);
      expect(troca.json().message).toBe('Documento atualizado com sucesso!');
      const depois = await detalhe(id);
      expect(depois.documentos.map((x: { nome: string; versao: number }) => [x.nome, x.versao])).toEqual([
        ['ciencia.pdf', 1],
        ['identidade-2.pdf', 2],
      ]);
      expect(depois.andamentos[0].descricao).toBe('Documento substituído');
      // a document of another process is not found through this one
      const outro = await criar(tokenA, {
        documentos: [
          { idTipoDocumento: 1, arquivos: [{ uuid: await enviarPdf(tokenA), nome: 'a.pdf' }] },
          { idTipoDocumento: 3, arquivos: [{ uuid: await enviarPdf(tokenA), nome: 'b.pdf' }] },
        ],
      });
      const cruzado = await chamar(
        tokenA,
        'GET',
        `/processoConstituicaoCredito/${outro}/documento/download/${depois.documentos[0].id}`,
      );
      expect(cruzado.statusCode).toBe(404);
      // scope: the other body does not reach the documents
      await provarEscopo(app, {
        deFora: tokenB,
        deDentro: tokenGlobal,
        pedidos: {
          baixar: {
            method: 'GET',
            url: `/api/processoConstituicaoCredito/${id}/documento/download/${depois.documentos[1].id}`,
          },
        },
      });
    } finally {
      await app.ctx.db
        .delete(orgaoCredorTipoDocumento)
        .where(eq(orgaoCredorTipoDocumento.orgaoCredorId, orgaoA));
    }
  });

  it('o andamento "Processo cadastrado" lista os documentos anexados no cadastro, que se baixam dali', async () => {
    const uuid = await enviarPdf(tokenA, 'identidade-cadastro.pdf');
    const id = await criar(tokenA, {
      documentos: [{ idTipoDocumento: 1, arquivos: [{ uuid, nome: 'identidade-cadastro.pdf' }] }],
    });
    const d = await detalhe(id);
    const cadastro = d.andamentos.find((a: { descricao: string }) => a.descricao === 'Processo cadastrado');
    expect(cadastro.documentos.map((x: { nome: string }) => x.nome)).toEqual(['identidade-cadastro.pdf']);
    const baixado = await chamar(
      tokenA,
      'GET',
      `/processoConstituicaoCredito/${id}/documento/download/${cadastro.documentos[0].id}`,
    );
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toContain('application/pdf');
  });

  it('recusa titular como corresponsável, corresponsável repetido e CPF inválido', async () => {
    const titular = await chamar(
      tokenA,
      'POST',
      '/processoConstituicaoCredito',
      formulario({ corresponsaveis: [{ ...pessoa(CPF), tipo: 'SOCIO' }] }),
    );
    expect(titular.statusCode).toBe(400);
    expect(problemOf(titular).errormessages).toContain('O devedor titular não pode ser um corresponsável');

    const repetido = await chamar(
      tokenA,
      'POST',
      '/processoConstituicaoCredito',
      formulario({
        corresponsaveis: [
          { ...pessoa(CNPJ_SOCIO), tipo: 'SOCIO' },
          { ...pessoa('11222333000181'), tipo: 'REPRESENTANTE' },
        ],
      }),
    );
    expect(repetido.statusCode).toBe(400);
    expect(problemOf(repetido).errormessages).toContain(
      'Já existe um corresponsável adicionado com esse CPF/CNPJ informado 11222333000181',
    );

    const cpf = await chamar(
      tokenA,
      'POST',
      '/processoConstituicaoCredito',
      formulario({ documentoIdentificacao: '529.982.247-24' }),
    );
    expect(cpf.statusCode).toBe(400);
    expect(problemOf(cpf)).toMatchObject({
      errorfields: ['documentoIdentificacao'],
      errormessages: ['Informe um CPF/CNPJ válido.'],
    });
  });

  it('recusa município de outro estado e corpo malformado sem 5xx', async () => {
    const mun = await chamar(tokenA, 'POST', '/processoConstituicaoCredito', formulario({ formUf: 'RJ' }));
    expect(mun.statusCode).toBe(400);
    expect(problemOf(mun).errorfields).toEqual(['formMunicipio']);
    for (const corpo of [
      {},
      { nome: 12 },
      formulario({ valorOriginario: 'abc' }),
      formulario({ documentos: 'x' }),
    ]) {
      const res = await chamar(tokenA, 'POST', '/processoConstituicaoCredito', corpo);
      expect(res.statusCode).toBe(400);
    }
    const texto = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: { ...bearerOf(tokenA), 'content-type': 'application/json' },
      payload: '{"nome": ',
    });
    expect(texto.statusCode).toBeGreaterThanOrEqual(400);
    expect(texto.statusCode).toBeLessThan(500);
  });

  it('pede a permissão de cada operação (403)', async () => {
    const id = await criar();
    expect((await chamar(tokenA2, 'POST', '/processoConstituicaoCredito', formulario())).statusCode).toBe(
      403,
    );
    expect(
      (await chamar(tokenA2, 'PUT', `/processoConstituicaoCredito/${id}`, formulario())).statusCode,
    ).toBe(403);
    expect((await chamar(tokenA2, 'DELETE', `/processoConstituicaoCredito/${id}`)).statusCode).toBe(403);
    expect(
      (await chamar(tokenA2, 'GET', `/processoConstituicaoCredito/${id}/documento/download/1`)).statusCode,
    ).toBe(403);
    expect((await chamar(tokenA2, 'GET', `/processoConstituicaoCredito/${id}`)).statusCode).toBe(200);
    const anonimo = await app.inject({ method: 'GET', url: `/api/processoConstituicaoCredito/${id}` });
    expect(anonimo.statusCode).toBe(401);
  });
});

describe('escopo de dados', () => {
  it('o processo de outro órgão não existe para quem é de fora (GET, PUT, DELETE) nem aparece na lista', async () => {
    const id = await criar();
    const { versao } = await detalhe(id);
    await provarEscopo(app, {
      deFora: tokenB,
      deDentro: tokenGlobal,
      pedidos: {
        ler: { method: 'GET', url: `/api/processoConstituicaoCredito/${id}` },
        alterar: {
          method: 'PUT',
          url: `/api/processoConstituicaoCredito/${id}`,
          payload: formulario({ versao }),
        },
        excluir: { method: 'DELETE', url: `/api/processoConstituicaoCredito/${id}` },
      },
    });
    const outro = await criar();
    await provarListaEscopo(app, {
      deFora: tokenB,
      deDentro: tokenGlobal,
      lista: { method: 'POST', url: '/api/processoConstituicaoCredito/list?size=100', payload: {} },
      id: outro,
    });
  });
});

describe('edição', () => {
  it('altera na situação 27 com a versão lida; recusa versão velha e outras situações (409)', async () => {
    const id = await criar(tokenA, {
      corresponsaveis: [{ ...pessoa(CPF_SOCIO), tipo: 'SOCIO' }],
    });
    const d = await detalhe(id);
    const devedorSocio = d.corresponsaveis[0].id;
    const res = await chamar(
      tokenA,
      'PUT',
      `/processoConstituicaoCredito/${id}`,
      formulario({
        versao: d.versao,
        nome: 'Maria das Dores Alterada',
        valorAtualizado: 2000,
        multaAtualizada: '',
        jurosAtualizado: null,
        corresponsaveis: [
          { ...pessoa(CNPJ_SOCIO, { nome: 'Empresa Representante' }), tipo: 'REPRESENTANTE' },
        ],
        removerCorresponsaveis: [{ idDevedor: devedorSocio }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, message: 'Processo atualizado com sucesso.' });
    const depois = await detalhe(id);
    expect(depois.devedor.nome).toBe('Maria das Dores Alterada');
    expect(depois.valores.totalCorrigido).toBe(2000);
    expect(
      depois.corresponsaveis.map((c: { documentoIdentificacao: string }) => c.documentoIdentificacao),
    ).toEqual(['11222333000181']);
    expect(depois.andamentos[0].descricao).toBe('Processo alterado');
    expect(depois.versao).toBe(d.versao + 1);

    const velha = await chamar(
      tokenA,
      'PUT',
      `/processoConstituicaoCredito/${id}`,
      formulario({ versao: d.versao }),
    );
    expect(velha.statusCode).toBe(409);

    await app.ctx.db.update(processo).set({ situacaoId: 1, faseId: 6 }).where(eq(processo.id, id));
    const fora = await chamar(
      tokenA,
      'PUT',
      `/processoConstituicaoCredito/${id}`,
      formulario({ versao: depois.versao }),
    );
    expect(fora.statusCode).toBe(409);
    expect(problemOf(fora).errormsg).toBe(MENSAGENS_PROCESSO.edicaoNaoPermitida);
  });
});

describe('exclusão', () => {
  it('exclui logicamente: 404 depois e fora da lista; protegido não pode (409)', async () => {
    const id = await criar();
    const { numero } = await detalhe(id);
    const res = await chamar(tokenA, 'DELETE', `/processoConstituicaoCredito/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `Processo ${numero.slice(0, 4)}/${numero.slice(4)} removido com sucesso.`,
    );
    expect((await chamar(tokenA, 'GET', `/processoConstituicaoCredito/${id}`)).statusCode).toBe(404);
    expect((await chamar(tokenA, 'DELETE', `/processoConstituicaoCredito/${id}`)).statusCode).toBe(404);
    const lista = await listar({ numero }, '', tokenGlobal);
    expect(lista.content.map((r) => r.id)).not.toContain(id);
    const [linha] = await app.ctx.db.select().from(processo).where(eq(processo.id, id));
    expect(linha?.excluido).toBe(true);

    const protegido = await criar();
    await app.ctx.db.update(processo).set({ protegido: true }).where(eq(processo.id, protegido));
    const recusa = await chamar(tokenA, 'DELETE', `/processoConstituicaoCredito/${protegido}`);
    expect(recusa.statusCode).toBe(409);
    expect(problemOf(recusa).errormsg).toBe(MENSAGENS_PROCESSO.exclusaoNaoPermitida);
    const comAcordo = await criar();
    await app.ctx.db
      .update(processo)
      .set({ statusCobranca: 'PAGAMENTO_NEGOCIADO' })
      .where(eq(processo.id, comAcordo));
    expect((await chamar(tokenA, 'DELETE', `/processoConstituicaoCredito/${comAcordo}`)).statusCode).toBe(
      409,
    );
  });
});

describe('lista', () => {
  let idLista: number;
  let numeroLista: string;
  beforeAll(async () => {
    idLista = await criar(tokenA, { ...pessoa('390.533.447-05', { nome: 'Zuleica Pereira Gonçalves' }) });
    numeroLista = (await detalhe(idLista)).numero;
  });

  it('filtra por número, devedor (nome ou documento), fase, situação, datas e sinalizadores', async () => {
    const ids = async (f: object) => (await listar(f, '?size=100')).content.map((r) => r.id);
    expect(await ids({ numero: numeroLista })).toEqual([idLista]);
    expect(await ids({ numero: numeroLista.slice(0, 4) })).toContain(idLista);
    expect(await ids({ devedor: 'PEREIRA gonçalves' })).toEqual([idLista]);
    expect(await ids({ devedor: '390.533' })).toEqual([idLista]);
    expect(await ids({ devedor: 'ninguém com este nome' })).toEqual([]);
    expect(await ids({ idFaseProcesso: 1, idSituacaoProcesso: 27 })).toContain(idLista);
    expect(await ids({ idFaseProcesso: 4 })).not.toContain(idLista);
    const hoje = todayInSaoPaulo();
    expect(await ids({ dataInicio: hoje, dataFim: hoje })).toContain(idLista);
    expect(await ids({ dataInicio: addDays(hoje, -10), dataFim: addDays(hoje, -1) })).toEqual([]);
    expect(await ids({ numeroProcessoAdministrativo: '2024.001' })).toContain(idLista);
    expect(await ids({ apenasProcessosLavrados: true })).not.toContain(idLista);
    expect(await ids({ apenasComValoresRecuperados: true })).not.toContain(idLista);
    expect(await ids({ apenasCdasSuspensasOrdemJudicial: true })).toEqual([]);
    expect(await ids({ situacaoCdaJustica: 'AJUIZADA' })).toEqual([]);
    expect(await ids({ devolucao: true })).not.toContain(idLista);

    await app.ctx.db
      .update(processo)
      .set({ lavrado: true, valorMultaPago: toDecimal('10.00'), faseId: 4, situacaoId: 28 })
      .where(eq(processo.id, idLista));
    expect(await ids({ apenasProcessosLavrados: true })).toEqual([idLista]);
    expect(await ids({ apenasComValoresRecuperados: true })).toEqual([idLista]);
    expect(await ids({ dividaAtivaComValoresRecuperados: true })).toEqual([idLista]);
    expect(await ids({ devolucao: true })).toEqual([idLista]);
    expect(await ids({ situacaoCdaCobranca: 'SEM_ACORDO' })).toEqual([idLista]);
    expect(await ids({ situacaoCdaCobranca: 'PARCELAMENTO_VIGENTE' })).toEqual([]);
    const d = await detalhe(idLista);
    expect(d.valores.valorMultaPago).toBe(10);
    expect(d.valores.saldoMulta).toBe(90.1);
    expect(d.valores.saldoDevedor).toBe(1324.86);
  });

  it('mostra a linha no formato do contrato, mais recente primeiro', async () => {
    const { content } = await listar({}, '?size=2');
    expect(content.length).toBeGreaterThan(0);
    const linha = (await listar({ numero: numeroLista })).content[0];
    expect(linha).toMatchObject({
      id: idLista,
      numero: numeroLista,
      nomeDevedor: 'Zuleica Pereira Gonçalves',
      documentoIdentificacaoDevedor: '39053344705',
      tipoDocumentoIdentificacaoDevedor: { id: 1 },
      totalCorrigido: 1334.86,
      faseProcesso: { id: expect.any(Number) },
      situacaoProcesso: { id: expect.any(Number) },
    });
    const todos = (await listar({}, '?size=100')).content.map((r) => r.id);
    expect(todos).toEqual([...todos].sort((a, b) => b - a));
  });

  it('com um prefixo de número, cada ordenação e cada página seguem a lista sem o filtro', async () => {
    // few matches: the prefix's matches are found first and then sorted (numeroSeletivo); the order
    // and the pages must be exactly those of the index-ordered list
    const prefixo = numeroLista.slice(0, 4);
    const todas = async (filtro: object, sort: string) => {
      const out: number[] = [];
      for (let page = 0; ; page++) {
        const { content } = await listar(filtro, `?size=2&page=${page}&sort=${sort}`);
        out.push(...content.map((r) => r.id));
        if (content.length < 2) return out;
      }
    };
    for (const campo of PROCESSO_SORT)
      for (const sort of [campo, `${campo},desc`]) {
        const comFiltro = await todas({ numero: prefixo }, sort);
        expect(comFiltro.length, sort).toBeGreaterThan(2);
        const semFiltro = (await listar({}, `?size=100&sort=${sort}`)).content
          .filter((r) => r.numero.startsWith(prefixo))
          .map((r) => r.id);
        expect(comFiltro, sort).toEqual(semFiltro);
      }
  });

  it('aceita cada campo de ordenação, nos dois sentidos, e recusa os outros', async () => {
    for (const campo of PROCESSO_SORT) {
      for (const sort of [campo, `${campo},desc`]) {
        const res = await chamar(tokenA, 'POST', `/processoConstituicaoCredito/list?sort=${sort}`, {});
        expect({ sort, status: res.statusCode }).toEqual({ sort, status: 200 });
      }
    }
    expect(
      (await chamar(tokenA, 'POST', '/processoConstituicaoCredito/list?sort=senha', {})).statusCode,
    ).toBe(400);
  });

  it('valida o filtro com as mensagens da especificação', async () => {
    const erro = async (f: unknown) => {
      const res = await chamar(tokenA, 'POST', '/processoConstituicaoCredito/list', f as object);
      expect(res.statusCode).toBe(400);
      return problemOf(res);
    };
    expect((await erro({ numero: '12345678901234567' })).errormessages).toEqual([
      'O número deve ter no máximo 16 caracteres.',
    ]);
    const hoje = todayInSaoPaulo();
    expect(await erro({ dataInicio: hoje })).toMatchObject({
      errorfields: ['dataFim'],
      errormessages: ['Campo obrigatório'],
    });
    expect(await erro({ dataInicio: hoje, dataFim: addDays(hoje, -1) })).toMatchObject({
      errorfields: ['dataInicio', 'dataFim'],
      errormessages: ['A data deve ser anterior a Data - Fim', 'A data deve ser posterior a Data - Inicio'],
    });
    expect((await erro({ dataInicio: hoje, dataFim: addDays(hoje, 1) })).errormessages).toEqual([
      'A data não pode ser posterior a hoje',
    ]);
    expect((await erro({ devedor: 'x'.repeat(101) })).errormessages).toEqual([
      'O campo deve ter no máximo 100 caracteres.',
    ]);
    await erro({ idFaseProcesso: 'um' });
    await erro({ situacaoCdaCobranca: 'QUALQUER' });
    await erro([1, 2]);
  });

  it('o andamento excluído não aparece no detalhe', async () => {
    const id = await criar();
    await app.ctx.db.update(andamento).set({ excluido: true }).where(eq(andamento.processoId, id));
    expect((await detalhe(id)).andamentos).toEqual([]);
  });
});
