import { addDays, formatDateBR, todayInSaoPaulo } from '@divida/domain/calendar';
import { formatarNumeroCda } from '@divida/domain/format';
import { MENSAGENS_ACAO } from '@divida/domain/processo/acao.schema';
import { PERMISSOES_PGE, type Permissao } from '@divida/domain/permissions';
import { ACOES_CDA, ACOES_CDA_DEF, MENSAGENS_CDA, type AcaoCda } from '@divida/domain/workflow/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { enviarPdf as enviarPdfComo } from '../../test/pdfs.ts';
import { processoValido } from '../../test/payloads.ts';
import { auditoria } from '../../platform/audit/auditoria.table.ts';
import { andamento, processo } from './processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const BASE = '/api/processoConstituicaoCredito';
const HOJE = todayInSaoPaulo();
const CNJ = '1192602-55.2024.8.26.0100';

let app: FastifyInstance;
let analista: string; // body A: registers and consults, none of the PGE's permissions
let procurador: string; // PGE: every body, every PGE permission
let procuradorRegional: string; // body B: the PGE's permissions, but only its own body's processes

const chamar = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${BASE}${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

const enviarPdf = (token: string) => enviarPdfComo(app, token, 'decisao.pdf');

const decisao = (uuid: string, motivo = 'Decisão liminar proferida nos embargos à execução.') => ({
  data: HOJE,
  motivo,
  documento: { idTipoDocumento: 7, arquivos: [{ uuid, nome: 'decisao.pdf' }] },
});

/** A valid payload of each action (court decisions with an upload of the procurador). */
async function payload(acao: AcaoCda): Promise<object> {
  switch (acao) {
    case 'REGISTRAR_AJUIZAMENTO':
      return { numeroProcessoJudicial: CNJ, dataAjuizamento: HOJE, valor: '1.500,00' };
    case 'SUSPENDER_POR_ORDEM_JUDICIAL':
    case 'REVOGAR_SUSPENSAO_JUDICIAL':
    case 'REGISTRAR_EXTINCAO_JUDICIAL':
      return decisao(await enviarPdf(procurador));
    case 'ENVIAR_PROTESTO':
      return { data: HOJE };
    case 'REGISTRAR_PROTESTO':
      return { protocolo: 'PRT-2026-0457', numeroCartorio: '2', codigoComarca: '0100', data: HOJE };
    case 'REGISTRAR_IRREGULARIDADE_PROTESTO':
      return { motivo: 'Endereço do devedor divergente do cadastro do cartório.' };
    case 'REGISTRAR_NAO_LOCALIZACAO':
      return { data: HOJE, observacao: 'Oficial de justiça não localizou o devedor nem bens.' };
    case 'REGISTRAR_CITACAO_OU_PENHORA':
      return { data: HOJE, tipo: 'CITACAO' };
    case 'ENCERRAR_PROTESTO':
      return { dataEncerramento: HOJE };
  }
}

const acao = async (id: number, a: AcaoCda, corpo?: object, token = procurador) =>
  chamar(token, 'POST', `/${id}/${ACOES_CDA_DEF[a].rota}`, corpo ?? (await payload(a)));

async function ok(id: number, a: AcaoCda, corpo?: object) {
  const res = await acao(id, a, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string; idAndamento: number };
}

const detalhe = async (id: number, token = procurador) => {
  const res = await chamar(token, 'GET', `/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function criar(nome = 'Joaquim Nabuco de Araújo'): Promise<number> {
  const res = await chamar(analista, 'POST', '', processoValido('529.982.247-25', { nome }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function inscrito(extra = {}) {
  const id = await criar();
  const cda = await inscreverParaTeste(app, id, extra);
  return { id, cda };
}

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const pge = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const consulta: Permissao[] = [`${P}_CONSULTAR`, `${P}_DOWNLOAD_DOCUMENTO`];
  analista = await token(a.id, [...consulta, `${P}_CADASTRAR`]);
  procurador = await token(pge.id, [...consulta, ...PERMISSOES_PGE, 'ACESSO_TODOS_ORGAOS']);
  procuradorRegional = await token(b.id, [...consulta, ...PERMISSOES_PGE]);
}, 60_000);
afterAll(() => app?.close());

describe('a CDA no detalhe do processo', () => {
  it('mostra a CDA com os rótulos e as ações que cada usuário pode executar', async () => {
    const { id, cda } = await inscrito();
    const d = await detalhe(id);
    expect(d.dividaAtiva).toMatchObject({
      numeroCda: cda.numeroCda,
      nomeSituacao: 'Inscrito em dívida ativa',
      situacaoCDAJustica: 'SEM_PROCESSO',
      descricaoSituacaoCDAJustica: 'Sem processo judicial',
      situacaoCDAProtesto: 'SEM_PROTESTO',
      descricaoSituacaoCDAProtesto: 'Sem protesto',
      descricaoSituacaoCDAProcessoCobranca: 'Sem acordo',
      valor: d.valores.totalCorrigido,
      processoJuridicoDividaAtiva: null,
      protestoDividaAtiva: null,
      cobrancaDividaAtiva: null,
      suspensaAcordoPagamento: false,
      suspensaOrdemJudicial: false,
    });
    expect(d.dividaAtiva.acoesDisponiveis.map((a: { action: string }) => a.action)).toEqual([
      'REGISTRAR_AJUIZAMENTO',
      'ENVIAR_PROTESTO',
    ]);
    expect((await detalhe(id, analista)).dividaAtiva.acoesDisponiveis).toEqual([]);
    expect((await detalhe(await criar())).dividaAtiva).toBeNull();
  });
});

describe('ações judiciais', () => {
  it('ajuíza, suspende, revoga e extingue, com andamentos da dívida ativa e o processo encerrado no fim', async () => {
    const { id, cda } = await inscrito();
    const versao = (await detalhe(id)).versao;
    const r = await ok(id, 'REGISTRAR_AJUIZAMENTO');
    expect(r.message).toBe(`Ajuizamento da CDA ${formatarNumeroCda(cda.numeroCda)} registrado.`);
    let d = await detalhe(id);
    expect(d.versao).toBe(versao + 1);
    expect(d.dividaAtiva.processoJuridicoDividaAtiva).toEqual({
      numero: '11926025520248260100',
      dataAjuizamento: HOJE,
      valor: 1500,
      situacao: 'AJUIZADA',
      descricaoSituacao: 'Ajuizada',
    });
    const mov = d.andamentos.find((a: { id: number }) => a.id === r.idAndamento);
    expect(mov).toMatchObject({
      acao: 'REGISTRAR_AJUIZAMENTO',
      origem: 'DIVIDA_ATIVA',
      dataReferencia: HOJE,
      valor: 1500,
      situacao: { id: 101 },
    });
    expect(mov.observacao).toContain(CNJ);

    // twice is not offered
    const dup = await acao(id, 'REGISTRAR_AJUIZAMENTO');
    expect(dup.statusCode).toBe(409);
    expect(problemOf(dup).errormsg).toBe(
      "A ação 'Registrar Ajuizamento' não está disponível: a situação judicial da CDA é 'Ajuizada'.",
    );

    const s = await ok(id, 'SUSPENDER_POR_ORDEM_JUDICIAL');
    d = await detalhe(id);
    expect(d.dividaAtiva).toMatchObject({
      situacaoCDAJustica: 'PROCESSO_SUSPENSO',
      suspensaOrdemJudicial: true,
    });
    const suspensao = d.andamentos.find((a: { id: number }) => a.id === s.idAndamento);
    expect(suspensao.documentos).toHaveLength(1);
    expect(suspensao.documentos[0].tipoDocumento.id).toBe(7);
    expect(suspensao.observacao).toBe('Decisão liminar proferida nos embargos à execução.');

    await ok(id, 'REVOGAR_SUSPENSAO_JUDICIAL');
    expect((await detalhe(id)).dividaAtiva.situacaoCDAJustica).toBe('AJUIZADA');

    await ok(id, 'REGISTRAR_EXTINCAO_JUDICIAL');
    d = await detalhe(id);
    expect(d.faseProcesso.id).toBe(2);
    expect(d.situacaoProcesso.id).toBe(11);
    expect(d.dataEncerramento).toBe(HOJE);
    expect(d.dividaAtiva).toMatchObject({
      situacaoCDAJustica: 'PROCESSO_EXTINTO',
      nomeSituacao: 'Encerrado por decisão judicial',
      acoesDisponiveis: [],
    });
    const depois = await acao(id, 'ENVIAR_PROTESTO');
    expect(depois.statusCode).toBe(409);
    expect(problemOf(depois).errormsg).toBe(MENSAGENS_CDA.naoInscrito);

    const [aud] = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'processoConstituicaoCredito'), eq(auditoria.entidadeId, String(id))))
      .orderBy(auditoria.id)
      .then((l) => l.slice(-1));
    expect(JSON.stringify(aud)).toContain('REGISTRAR_EXTINCAO_JUDICIAL');
  });

  it('recusa uma data anterior à inscrição e um documento de outro tipo (400 no campo)', async () => {
    const { id, cda } = await inscrito();
    const cedo = await acao(id, 'REGISTRAR_AJUIZAMENTO', {
      numeroProcessoJudicial: CNJ,
      dataAjuizamento: addDays(cda.data, -1),
      valor: 10,
    });
    expect(cedo.statusCode).toBe(400);
    expect(problemOf(cedo).errorfields).toEqual(['dataAjuizamento']);
    expect(problemOf(cedo).errormessages).toEqual([
      MENSAGENS_CDA.dataAnteriorInscricao(formatDateBR(cda.data)),
    ]);
    await ok(id, 'REGISTRAR_AJUIZAMENTO');
    const tipo = await acao(id, 'SUSPENDER_POR_ORDEM_JUDICIAL', {
      ...decisao(await enviarPdf(procurador)),
      documento: { idTipoDocumento: 11, arquivos: [{ uuid: await enviarPdf(procurador) }] },
    });
    expect(tipo.statusCode).toBe(400);
    expect(problemOf(tipo).errorfields).toEqual(['documento.idTipoDocumento']);
    // nothing was written by the refused calls
    expect((await detalhe(id)).dividaAtiva.situacaoCDAJustica).toBe('AJUIZADA');
  });
});

describe('protesto', () => {
  it('envia, registra irregularidade, reenvia, protesta e encerra mantendo a data', async () => {
    const { id, cda } = await inscrito();
    expect((await ok(id, 'ENVIAR_PROTESTO')).message).toBe(
      `CDA ${formatarNumeroCda(cda.numeroCda)} enviada para protesto.`,
    );
    await ok(id, 'REGISTRAR_IRREGULARIDADE_PROTESTO');
    let d = await detalhe(id);
    expect(d.dividaAtiva.protestoDividaAtiva).toMatchObject({
      situacao: 'SEM_PROTESTO_IRREGULARIDADE',
      descricaoSituacao: 'Sem protesto (irregularidade)',
      motivoIrregularidade: 'Endereço do devedor divergente do cadastro do cartório.',
    });
    await ok(id, 'ENVIAR_PROTESTO');
    await ok(id, 'REGISTRAR_PROTESTO');
    d = await detalhe(id);
    expect(d.dividaAtiva.protestoDividaAtiva).toMatchObject({
      situacao: 'PROTESTADA',
      protocolo: 'PRT-2026-0457',
      numeroCartorio: '2',
      codigoComarca: '0100',
      data: HOJE,
      dataEnvio: HOJE,
      motivoIrregularidade: null,
      valor: d.dividaAtiva.valorTotal,
    });
    await ok(id, 'ENCERRAR_PROTESTO');
    d = await detalhe(id);
    expect(d.dividaAtiva.protestoDividaAtiva).toMatchObject({
      situacao: 'SEM_PROTESTO',
      dataEncerramento: HOJE,
    });
    const origens = d.andamentos
      .filter((a: { origem: string }) => a.origem === 'DIVIDA_ATIVA')
      .map((a: { acao: string }) => a.acao);
    expect(origens).toEqual([
      'ENCERRAR_PROTESTO',
      'REGISTRAR_PROTESTO',
      'ENVIAR_PROTESTO',
      'REGISTRAR_IRREGULARIDADE_PROTESTO',
      'ENVIAR_PROTESTO',
    ]);
  });

  it('um acordo de pagamento impede protestar (409)', async () => {
    const { id } = await inscrito();
    await app.ctx.db
      .update(processo)
      .set({ statusCobranca: 'PARCELAMENTO_VIGENTE' })
      .where(eq(processo.id, id));
    const res = await acao(id, 'ENVIAR_PROTESTO');
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe(MENSAGENS_CDA.comAcordo);
    expect((await detalhe(id)).dividaAtiva.suspensaAcordoPagamento).toBe(true);
  });
});

describe('cada ação: 403, 404, 400 e 409', () => {
  // from a fresh CDA, these are not offered
  const NAO_OFERECIDAS: readonly AcaoCda[] = ACOES_CDA.filter(
    (a) => a !== 'REGISTRAR_AJUIZAMENTO' && a !== 'ENVIAR_PROTESTO',
  );

  it.each(ACOES_CDA)('%s', async (a) => {
    const { id } = await inscrito();
    const corpo = await payload(a);
    const semPermissao = await acao(id, a, corpo, analista);
    expect(semPermissao.statusCode).toBe(403);
    const outroOrgao = await acao(id, a, corpo, procuradorRegional);
    expect(outroOrgao.statusCode).toBe(404);
    const malformado = await acao(id, a, { data: 'ontem', dataAjuizamento: 5, motivo: 'x' });
    expect(malformado.statusCode).toBe(400);
    expect(problemOf(malformado).errorfields?.length).toBeGreaterThan(0);
    const lixo = await chamar(procurador, 'POST', `/${id}/${ACOES_CDA_DEF[a].rota}`);
    expect(lixo.statusCode).toBe(400);
    if (NAO_OFERECIDAS.includes(a)) {
      const res = await acao(id, a, corpo);
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).errormsg).toMatch(/não está disponível/);
    } else {
      // without a CDA (awaiting inscription) nothing is offered either
      const semCda = await criar();
      await app.ctx.db.update(processo).set({ faseId: 4, situacaoId: 104 }).where(eq(processo.id, semCda));
      const res = await acao(semCda, a, corpo);
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).errormsg).toBe(MENSAGENS_CDA.semCda);
    }
    // none of the refused calls wrote a movement
    const movs = await app.ctx.db.select().from(andamento).where(eq(andamento.processoId, id));
    expect(movs.filter((m) => m.origem === 'DIVIDA_ATIVA')).toEqual([]);
  });

  it('uma data futura é recusada no campo, com a mensagem do diálogo', async () => {
    const { id } = await inscrito();
    const res = await acao(id, 'ENVIAR_PROTESTO', { data: addDays(HOJE, 1) });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.dataFutura]);
  });
});

describe('filtros da lista na fase 4', () => {
  const listar = async (filtro: object, token = procurador) => {
    const res = await chamar(token, 'POST', '/list?size=100', { idFaseProcesso: 4, ...filtro });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { content: { id: number }[] }).content.map((p) => p.id);
  };

  it('suspensas por acordo, por ordem judicial, e por situação judicial e de protesto', async () => {
    const semNada = (await inscrito()).id;
    const parcelada = (await inscrito()).id;
    await app.ctx.db
      .update(processo)
      .set({ statusCobranca: 'PARCELAMENTO_NEGOCIADO' })
      .where(eq(processo.id, parcelada));
    const ajuizada = (await inscrito({ statusJustica: 'AJUIZADA' })).id;
    const suspensa = (await inscrito({ statusJustica: 'PROCESSO_SUSPENSO' })).id;
    const protestada = (await inscrito({ statusProtesto: 'PROTESTADA' })).id;
    const aguardando = (await inscrito({ statusProtesto: 'AGUARDANDO_CONFIRMACAO_CARTORIO' })).id;
    const todos = [semNada, parcelada, ajuizada, suspensa, protestada, aguardando];
    const dentre = (ids: number[]) => ids.filter((i) => todos.includes(i)).sort((x, y) => x - y);

    expect(dentre(await listar({ apenasCdasSuspensasAcordoPagamento: true }))).toEqual([parcelada]);
    expect(dentre(await listar({ apenasCdasSuspensasOrdemJudicial: true }))).toEqual([suspensa]);
    expect(dentre(await listar({ situacaoCdaJustica: 'AJUIZADA' }))).toEqual([ajuizada]);
    expect(dentre(await listar({ situacaoCdaJustica: 'SEM_PROCESSO' }))).toEqual(
      [semNada, parcelada, protestada, aguardando].sort((x, y) => x - y),
    );
    expect(dentre(await listar({ situacaoCdaProtesto: 'PROTESTADA' }))).toEqual([protestada]);
    expect(dentre(await listar({ situacaoCdaProtesto: 'AGUARDANDO_CONFIRMACAO_CARTORIO' }))).toEqual([
      aguardando,
    ]);
    expect(
      dentre(await listar({ situacaoCdaJustica: 'SEM_PROCESSO', situacaoCdaProtesto: 'PROTESTADA' })),
    ).toEqual([protestada]);
    // within the caller's scope: body B's attorney sees none of body A's
    expect(dentre(await listar({ situacaoCdaProtesto: 'PROTESTADA' }, procuradorRegional))).toEqual([]);
    expect(dentre(await listar({ situacaoCdaProtesto: 'PROTESTADA' }, analista))).toEqual([protestada]);
  });
});
