import { toDecimal } from '@divida/domain/money';
import { comoNoBanco } from '../../test/comoNoBanco.ts';
import { addDays } from '@divida/domain/calendar';
import {
  MENSAGENS_ACAO,
  rotaDaAcao,
  ROTAS_ACAO,
  tipoDocumentoDaAcao,
  type RotaAcao,
} from '@divida/domain/processo/acao.schema';
import { PERMISSOES_PGE, TODAS_PERMISSOES, type Permissao } from '@divida/domain/permissions';
import {
  ACOES,
  faseDe,
  SITUACOES,
  SITUACOES_APTAS_RETORNAR,
  TRANSICOES,
  type Acao,
  type SituacaoId,
  type Transicao,
} from '@divida/domain/workflow/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { documento } from '../documento/documento.table.ts';
import { dividaAtiva } from '../processo/dividaAtiva.table.ts';
import { andamento, processo } from './processo.table.ts';

// The transition table of docs/workflow.md walked through the API, row by row: each action from each of
// its origins (the state, the movement, the documents, the values), refused from every other
// situation with 409, and undone by CANCELAR_ULTIMA_ACAO where the destination allows it.

let app: FastifyInstance;
let token: string; // body A: every permission of the body and of the PGE
let tokenAnalista: string; // body A: the body's permissions, none of the PGE's
let tokenOutro: string; // body B: every permission, its own body only
let tokenPge: string; // PGE: its permissions over every body
let hoje: string;

const CPF = '529.982.247-25';
const PROCESSO = '/api/processoConstituicaoCredito';

const chamar = (t: string, url: string, payload?: unknown, method: 'POST' | 'GET' = 'POST') =>
  app.inject({
    method,
    url: `${PROCESSO}${url}`,
    headers: bearerOf(t),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function criar(t = token): Promise<number> {
  const res = await chamar(t, '', processoValido(CPF));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const linha = async (id: number) =>
  comoNoBanco((await app.ctx.db.select().from(processo).where(eq(processo.id, id)))[0]!);

/** Puts a process in a state directly, as a history of actions would have left it. */
async function colocarEm(
  id: number,
  situacao: SituacaoId,
  extra: { suspenso?: boolean; dataReferenciaPrazo?: string | null } = {},
) {
  await app.ctx.db
    .update(processo)
    .set({
      situacaoId: situacao,
      faseId: faseDe(situacao),
      suspenso: extra.suspenso ?? false,
      dataReferenciaPrazo: extra.dataReferenciaPrazo ?? null,
      statusCobranca: 'SEM_ACORDO',
    })
    .where(eq(processo.id, id));
}

/** The state a row's guards need: the term running or over, suspended for the reactivation. */
function estadoPara(t: Transicao) {
  return {
    suspenso: t.guardas.includes('SUSPENSO'),
    dataReferenciaPrazo: t.guardas.includes('PRAZO_ENCERRADO')
      ? addDays(hoje, -40)
      : t.guardas.includes('DENTRO_DO_PRAZO')
        ? hoje
        : null,
  };
}

/** A valid payload of the action's call; `uuid` absent: a file that was never uploaded. */
async function payload(t: Transicao, uuid?: string): Promise<Record<string, unknown>> {
  const acao = t.acao;
  const rota = rotaDaAcao(acao)!;
  const tipo = tipoDocumentoDaAcao(acao);
  const arquivo = { uuid: uuid ?? crypto.randomUUID(), nome: `${rota}.pdf` };
  const doc = { idTipoDocumento: tipo, arquivos: [arquivo] };
  switch (ROTAS_ACAO[rota].tipo) {
    case 'documento':
      return doc;
    case 'documentoData':
      return { ...doc, data: hoje };
    case 'avisoRecebimento':
      return { ...doc, data: hoje, devedorNaoEncontrado: t.quando?.devedorNaoEncontrado ?? false };
    case 'parcelar':
      return { ...doc, data: addDays(hoje, 90) };
    case 'perdaParcelamento':
      return { documento: doc, valorAtualizado: 1200.5, multaAtualizada: 30.1, jurosAtualizado: 12 };
    case 'deferimentoParcial':
      return {
        documento: doc,
        apresentouVicio: true,
        observacao: 'Multa reduzida em razão de atenuante comprovada.',
        valorAtualizado: 500,
        jurosAtualizado: 1.25,
        multaAtualizado: 2.5,
      };
    case 'suspensao':
      return { data: hoje, documento: doc, motivo: 'Aguardando decisão judicial liminar.' };
    case 'cancelamento':
      return { motivoCancelamento: 'Documento anexado ao processo errado.' };
    case 'devolvido':
      return { observacao: 'Pendência sanada pelo órgão credor.' };
    case 'inscricao':
      return { dataInscricao: hoje, nomeProcuradorSignatario: 'Dra. Beatriz Lemos' };
    case 'devolucao':
      return {
        idSituacao: 'escolhida' in t.para ? t.para.escolhida[0] : 28,
        motivo: 'Documentação incompleta do débito.',
      };
  }
}

/** The situation a row leads to, from `de`. */
function destinoDe(t: Transicao, de: SituacaoId): SituacaoId {
  const p = t.para;
  if ('situacao' in p) return p.situacao;
  if ('escolhida' in p) return p.escolhida[0]!;
  return de;
}

beforeAll(async () => {
  app = await createTestApp();
  hoje = app.ctx.relogio.hoje();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  const pge = await seedOrgao(app);
  const entrar = async (orgaoCredorId: number, permissoes: readonly Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: [...permissoes] });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const doProcesso = TODAS_PERMISSOES.filter((p) => p.startsWith('PROCESSO_CONSTITUICAO_CREDITO_'));
  token = await entrar(a.id, doProcesso);
  tokenAnalista = await entrar(
    a.id,
    doProcesso.filter((p) => !PERMISSOES_PGE.includes(p)),
  );
  tokenOutro = await entrar(b.id, doProcesso);
  tokenPge = await entrar(pge.id, [
    ...PERMISSOES_PGE,
    'ACESSO_TODOS_ORGAOS',
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  ]);
}, 60_000);

afterAll(async () => {
  await app?.close();
});

// RETORNAR_PROCESSO has its own call for several processes (below).
const LINHAS = TRANSICOES.filter((t) => t.acao !== 'RETORNAR_PROCESSO' && t.acao !== 'CANCELAR_ULTIMA_ACAO');

describe('cada linha da tabela de transições', () => {
  for (const t of LINHAS) {
    const rotulo = `${t.acao}${t.quando ? ` (devedorNaoEncontrado=${t.quando.devedorNaoEncontrado})` : ''}`;
    it(`${rotulo}: de ${t.de.join(', ')}`, async () => {
      const id = await criar();
      const antes = await linha(id);
      for (const de of t.de) {
        await colocarEm(id, de, estadoPara(t));
        const uuid = tipoDocumentoDaAcao(t.acao) === undefined ? undefined : await enviarPdf(app, token);
        const corpo = await payload(t, uuid);
        const res = await chamar(token, `/${id}/${rotaDaAcao(t.acao)}`, corpo);
        expect(res.statusCode, `${t.acao} de ${de}: ${res.body}`).toBe(200);
        const p = await linha(id);
        const para = destinoDe(t, de);
        expect(p.situacaoId, `${t.acao} de ${de}`).toBe(para);
        expect(p.faseId).toBe(faseDe(para));
        if (t.suspenso !== undefined) expect(p.suspenso).toBe(t.suspenso);

        // one movement with the user, the previous state and the document
        const [m] = await app.ctx.db.select().from(andamento).where(eq(andamento.id, res.json().idAndamento));
        expect(m).toMatchObject({ acao: t.acao, situacaoId: para, situacaoAnteriorId: de, cancelado: false });
        expect(m!.origem).toBe(ACOES[t.acao].origem);
        const docs = await app.ctx.db
          .select()
          .from(documento)
          .where(and(eq(documento.donoTipo, 'andamento'), eq(documento.donoId, m!.id)));
        expect(docs.map((d) => d.tipoDocumentoId)).toEqual(uuid ? [tipoDocumentoDaAcao(t.acao)] : []);

        if (t.alteraValores) {
          expect(p.valorAtualizado).not.toBe(antes.valorAtualizado);
          expect(m!.valoresAnteriores).toMatchObject({ valorAtualizado: antes.valorAtualizado });
        }

        // the cancel restores the state before, values included, and strikes the movement through
        const detalhe = (await chamar(token, `/${id}`, undefined, 'GET')).json();
        const podeCancelar = detalhe.acoesDisponiveis.some(
          (a: { action: string }) => a.action === 'CANCELAR_ULTIMA_ACAO',
        );
        expect(podeCancelar, `cancelar depois de ${t.acao}`).toBe(![2, 4].includes(faseDe(para)));
        if (podeCancelar) {
          const c = await chamar(token, `/${id}/cancelarUltimaAcao`, {
            motivoCancelamento: 'Ação registrada por engano.',
          });
          expect(c.statusCode, c.body).toBe(200);
          expect(c.json().message).toBe('Última ação cancelada com sucesso!');
          const r = await linha(id);
          const e = estadoPara(t);
          expect(r).toMatchObject({
            situacaoId: de,
            faseId: faseDe(de),
            suspenso: e.suspenso,
            dataReferenciaPrazo: e.dataReferenciaPrazo,
            valorAtualizado: antes.valorAtualizado,
            multaAtualizada: antes.multaAtualizada,
            jurosAtualizado: antes.jurosAtualizado,
            totalCorrigido: antes.totalCorrigido,
          });
          const [riscado] = await app.ctx.db.select().from(andamento).where(eq(andamento.id, m!.id));
          expect(riscado).toMatchObject({
            cancelado: true,
            motivoCancelamento: 'Ação registrada por engano.',
          });
        }
      }
    });
  }

  it('cada ação é recusada com 409 em toda situação que não é origem de uma linha dela', async () => {
    const id = await criar();
    const acoes = [...new Set(LINHAS.map((t) => t.acao))];
    let recusas = 0;
    for (const acao of acoes) {
      const linhas = LINHAS.filter((t) => t.acao === acao);
      const origens = new Set(linhas.flatMap((t) => t.de));
      for (const s of SITUACOES.map((x) => x.id).filter((x) => !origens.has(x))) {
        await colocarEm(id, s, estadoPara(linhas[0]!));
        const res = await chamar(token, `/${id}/${rotaDaAcao(acao)}`, await payload(linhas[0]!));
        expect(res.statusCode, `${acao} em ${s}: ${res.body}`).toBe(409);
        expect(problemOf(res).errormsg).toBe(
          `A ação '${ACOES[acao].nome}' não está disponível para a situação atual do processo.`,
        );
        recusas++;
      }
    }
    expect(recusas).toBeGreaterThan(500);
  }, 120_000);
});

describe('guardas', () => {
  it('contestar só dentro do prazo; solicitar inscrição só depois dele; o prazo segue a configuração', async () => {
    const id = await criar();
    const contestar = TRANSICOES.find((t) => t.acao === 'CONTESTAR_DEBITO')!;
    const solicitar = TRANSICOES.find((t) => t.acao === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA')!;
    await colocarEm(id, 3, { dataReferenciaPrazo: addDays(hoje, -40) });
    let res = await chamar(token, `/${id}/contestarDebito`, await payload(contestar));
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toMatch(/^O prazo do devedor encerrou-se em \d\d\/\d\d\/\d{4}\.$/);

    await colocarEm(id, 3, { dataReferenciaPrazo: hoje });
    res = await chamar(token, `/${id}/solicitarInscricaoDividaAtiva`, await payload(solicitar));
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toMatch(/^O prazo do devedor ainda está em curso/);
    const d = (await chamar(token, `/${id}`, undefined, 'GET')).json();
    expect(d.prazoFinal).toBe(d.prazo.ultimoDia);
    expect(d.diasRestantesPrazo).toBeGreaterThanOrEqual(10);

    // a term of 1 day, 5 days ago, is over: the request is offered
    await app.ctx.db.execute(`update configuracao set prazo_dias = 1` as never);
    try {
      await colocarEm(id, 3, { dataReferenciaPrazo: addDays(hoje, -5) });
      const d2 = (await chamar(token, `/${id}`, undefined, 'GET')).json();
      expect(d2.acoesDisponiveis.map((a: { action: string }) => a.action)).toContain(
        'SOLICITAR_INSCRICAO_DIVIDA_ATIVA',
      );
      expect(d2.diasRestantesPrazo).toBeLessThan(0);
    } finally {
      await app.ctx.db.execute(`update configuracao set prazo_dias = 10` as never);
    }
  });

  it('um processo suspenso só oferece reativar e cancelar a última ação', async () => {
    const id = await criar();
    const uuid = await enviarPdf(app, token);
    const res = await chamar(token, `/${id}/suspender`, {
      data: hoje,
      documento: { idTipoDocumento: 11, arquivos: [{ uuid, nome: 's.pdf' }] },
      motivo: 'Aguardando decisão judicial liminar.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Processo \d{4}\/\d{8} suspenso\.$/);
    const d = (await chamar(token, `/${id}`, undefined, 'GET')).json();
    expect(d.acoesDisponiveis.map((a: { action: string }) => a.action).sort()).toEqual([
      'CANCELAR_ULTIMA_ACAO',
      'REATIVAR_PROCESSO',
    ]);
    const tcc = await chamar(token, `/${id}/anexarTCC`, {
      idTipoDocumento: 13,
      arquivos: [{ uuid: crypto.randomUUID(), nome: 't.pdf' }],
    });
    expect(tcc.statusCode).toBe(409);
    expect(problemOf(tcc).errormsg).toBe('O processo está suspenso: reative-o antes de prosseguir.');
  });

  it('sem ação a cancelar, o cancelamento é recusado; a edição não é uma ação a cancelar', async () => {
    const id = await criar();
    const res = await chamar(token, `/${id}/cancelarUltimaAcao`, {
      motivoCancelamento: 'Sem motivo real aqui.',
    });
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe('Não há ação a ser cancelada.');
  });
});

describe('dados das ações', () => {
  it('arquivo de outro tipo, data futura, motivo curto e corpo malformado são 400 com o campo', async () => {
    const id = await criar();
    const uuid = await enviarPdf(app, token);
    let res = await chamar(token, `/${id}/anexarTCC`, {
      idTipoDocumento: 4,
      arquivos: [{ uuid, nome: 'x.pdf' }],
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errorfields).toEqual(['idTipoDocumento']);
    res = await chamar(token, `/${id}/anexarTCC`, { idTipoDocumento: 13, arquivos: [] });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.arquivoObrigatorio]);
    await colocarEm(id, 1);
    res = await chamar(token, `/${id}/registrarCienciaDevedor`, {
      idTipoDocumento: 3,
      arquivos: [{ uuid, nome: 'x.pdf' }],
      data: addDays(hoje, 1),
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.dataFutura]);
    res = await chamar(token, `/${id}/cancelarUltimaAcao`, { motivoCancelamento: 'curto' });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.motivoMinimo]);
    for (const corpo of [null, [], 'x', { data: 12 }, { arquivos: 'x' }]) {
      const r = await chamar(token, `/${id}/registrarCienciaDevedor`, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    // nothing was written by the refused calls
    expect((await linha(id)).situacaoId).toBe(1);
  });

  it('a perda do parcelamento exige multa e juros quando o processo os tem', async () => {
    const id = await criar();
    await app.ctx.db
      .update(processo)
      .set({ multaAtualizada: toDecimal('10.00'), jurosAtualizado: toDecimal('0.00') })
      .where(eq(processo.id, id));
    await colocarEm(id, 6);
    const uuid = await enviarPdf(app, token);
    const res = await chamar(token, `/${id}/registrarPerdaParcelamento`, {
      documento: { idTipoDocumento: 12, arquivos: [{ uuid, nome: 'p.pdf' }] },
      valorAtualizado: 900,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(problemOf(res).errorfields).toEqual(['multaAtualizada']);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.multaAtualizada]);
    expect((await linha(id)).situacaoId).toBe(6);
  });
});

describe('permissões e escopo', () => {
  it('o órgão não inscreve nem devolve (403); outro órgão recebe 404; a PGE inscreve e a CDA é numerada', async () => {
    const id = await criar();
    await colocarEm(id, 104);
    const inscrever = { dataInscricao: hoje, nomeProcuradorSignatario: 'Dr. Paulo Andrade' };
    expect((await chamar(tokenAnalista, `/${id}/inscreverDividaAtiva`, inscrever)).statusCode).toBe(403);
    expect(
      (
        await chamar(tokenAnalista, `/${id}/devolverProcesso`, {
          idSituacao: 28,
          motivo: 'Documentação incompleta.',
        })
      ).statusCode,
    ).toBe(403);
    expect((await chamar(tokenOutro, `/${id}/inscreverDividaAtiva`, inscrever)).statusCode).toBe(404);
    const res = await chamar(tokenPge, `/${id}/inscreverDividaAtiva`, inscrever);
    expect(res.statusCode, res.body).toBe(200);
    const [cda] = (await app.ctx.db.select().from(dividaAtiva).where(eq(dividaAtiva.processoId, id))).map(
      comoNoBanco,
    );
    expect(cda!.numeroCda).toMatch(new RegExp(`^${hoje.slice(0, 4)}\\d{8}$`));
    expect(cda!.valor).toBe((await linha(id)).totalCorrigido);
    const [m] = await app.ctx.db.select().from(andamento).where(eq(andamento.id, res.json().idAndamento));
    expect(m).toMatchObject({ origem: 'DIVIDA_ATIVA', situacaoId: 101 });
    expect(m!.detalhes).toMatchObject({ numeroCda: cda!.numeroCda });
  });

  it('inscrições simultâneas recebem números de CDA distintos e consecutivos', async () => {
    const ids = await Promise.all([criar(), criar(), criar(), criar()]);
    for (const id of ids) await colocarEm(id, 104);
    const res = await Promise.all(
      ids.map((id) =>
        chamar(tokenPge, `/${id}/inscreverDividaAtiva`, {
          dataInscricao: hoje,
          nomeProcuradorSignatario: 'Dr. Paulo Andrade',
        }),
      ),
    );
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const numeros = (await app.ctx.db.select().from(dividaAtiva)).map((c) => Number(c.numeroCda.slice(4)));
    expect(new Set(numeros).size).toBe(numeros.length);
    const max = Math.max(...numeros);
    expect([...numeros].sort((x, y) => x - y)).toEqual(numeros.map((_, i) => max - numeros.length + 1 + i));
  });

  it('sem a permissão da ação, 403; de outro órgão, 404; nada muda', async () => {
    const id = await criar();
    const semTcc = await seedUsuario(app, {
      orgaoCredorId: (await linha(id)).orgaoCredorId,
      permissoes: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
    });
    const t = (await login(app, semTcc.email, semTcc.senha)).accessToken;
    const corpo = { idTipoDocumento: 13, arquivos: [{ uuid: crypto.randomUUID(), nome: 't.pdf' }] };
    expect((await chamar(t, `/${id}/anexarTCC`, corpo)).statusCode).toBe(403);
    expect((await chamar(tokenOutro, `/${id}/anexarTCC`, corpo)).statusCode).toBe(404);
    expect((await linha(id)).situacaoId).toBe(27);
  });

  it('o arquivo enviado por outro usuário não pode ser anexado', async () => {
    const id = await criar();
    const alheio = await enviarPdf(app, tokenOutro);
    const res = await chamar(token, `/${id}/anexarTCC`, {
      idTipoDocumento: 13,
      arquivos: [{ uuid: alheio, nome: 't.pdf' }],
    });
    expect(res.statusCode).toBe(400);
    expect((await linha(id)).situacaoId).toBe(27);
  });
});

describe('concorrência', () => {
  it('duas ações ao mesmo tempo no mesmo processo: exatamente uma vence, a outra recebe 409', async () => {
    const id = await criar();
    const [u1, u2] = await Promise.all([enviarPdf(app, token), enviarPdf(app, token)]);
    const res = await Promise.all(
      [u1, u2].map((uuid) =>
        chamar(token, `/${id}/anexarTCC`, { idTipoDocumento: 13, arquivos: [{ uuid, nome: 't.pdf' }] }),
      ),
    );
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const movimentos = await app.ctx.db
      .select()
      .from(andamento)
      .where(and(eq(andamento.processoId, id), eq(andamento.acao, 'ANEXAR_TCC')));
    expect(movimentos).toHaveLength(1);
  });
});

describe('processos devolvidos', () => {
  it('retorna vários processos a uma fase e situação, com data de referência para 3, 12 e 22', async () => {
    const ids = [];
    for (const s of SITUACOES_APTAS_RETORNAR) {
      const id = await criar();
      await colocarEm(id, [28, 107, 111][ids.length % 3] as SituacaoId);
      ids.push({ id, s });
    }
    const corpo = ids.map(({ id, s }) => ({
      id,
      idFase: faseDe(s),
      idSituacao: s,
      dataReferencia: [3, 12, 22].includes(s) ? addDays(hoje, -2) : null,
    }));
    const res = await chamar(token, '/retornarProcessos', corpo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Processo(s) retornado(s) com sucesso.');
    for (const { id, s } of ids) {
      const p = await linha(id);
      expect(p.situacaoId).toBe(s);
      expect(p.dataReferenciaPrazo).toBe([3, 12, 22].includes(s) ? addDays(hoje, -2) : null);
    }
  });

  it('sem data de referência para 3, ou com um processo não devolvido, nenhum processo retorna', async () => {
    const a = await criar();
    const b = await criar();
    await colocarEm(a, 28);
    let res = await chamar(token, '/retornarProcessos', [{ id: a, idFase: 6, idSituacao: 3 }]);
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.dataReferencia]);
    res = await chamar(token, '/retornarProcessos', [
      { id: a, idFase: 6, idSituacao: 1 },
      { id: b, idFase: 6, idSituacao: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect((await linha(a)).situacaoId).toBe(28);
    res = await chamar(token, '/retornarProcessos', [{ id: a, idFase: 5, idSituacao: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormessages).toEqual([MENSAGENS_ACAO.situacao]);
    expect(
      (await chamar(tokenAnalista, '/retornarProcessos', [{ id: a, idFase: 6, idSituacao: 1 }])).statusCode,
    ).toBe(200);
  });

  it('arquivar e solicitar inscrição de um devolvido', async () => {
    const a = await criar();
    const b = await criar();
    await colocarEm(a, 107);
    await colocarEm(b, 111);
    let res = await chamar(token, `/${a}/arquivarProcessoDevolvido`, {
      observacao: 'Crédito sem elementos para cobrança.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Arquivamento de Processo realizado com sucesso');
    expect((await linha(a)).situacaoId).toBe(7);
    expect((await linha(a)).dataEncerramento).toBe(hoje);
    res = await chamar(token, `/${b}/solicitarInscricaoProcessoDevolvido`, {
      observacao: 'Pendência documental sanada.',
    });
    expect(res.json().message).toBe('Solicitação de Inscrição em Dívida Ativa realizada com sucesso');
    expect((await linha(b)).situacaoId).toBe(104);
  });
});

describe('propriedade', () => {
  // Actions that keep the process where the last action can be cancelled (phases 1, 3, 5, 6).
  const ABERTAS = new Set(SITUACOES.filter((s) => ![2, 4].includes(s.fase)).map((s) => s.id));

  it('qualquer sequência de ações permitidas seguida de igual número de cancelamentos volta ao cadastro', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), async (escolhas) => {
        const id = await criar();
        const inicial = await linha(id);
        let feitas = 0;
        for (const e of escolhas) {
          const d = (await chamar(token, `/${id}`, undefined, 'GET')).json();
          const p = await linha(id);
          const opcoes = LINHAS.filter(
            (t) =>
              d.acoesDisponiveis.some((a: { action: Acao }) => a.action === t.acao) &&
              t.de.includes(p.situacaoId as SituacaoId) &&
              ABERTAS.has(destinoDe(t, p.situacaoId as SituacaoId)),
          );
          if (opcoes.length === 0) break;
          const t = opcoes[e % opcoes.length]!;
          const uuid = tipoDocumentoDaAcao(t.acao) === undefined ? undefined : await enviarPdf(app, token);
          const res = await chamar(token, `/${id}/${rotaDaAcao(t.acao)}`, await payload(t, uuid));
          expect(res.statusCode, res.body).toBe(200);
          feitas++;
        }
        for (let i = 0; i < feitas; i++) {
          const res = await chamar(token, `/${id}/cancelarUltimaAcao`, {
            motivoCancelamento: 'Desfazendo a sequência de teste.',
          });
          expect(res.statusCode, res.body).toBe(200);
        }
        const final = await linha(id);
        expect(final).toMatchObject({
          situacaoId: inicial.situacaoId,
          faseId: inicial.faseId,
          suspenso: inicial.suspenso,
          dataReferenciaPrazo: inicial.dataReferenciaPrazo,
          statusCobranca: inicial.statusCobranca,
          valorAtualizado: inicial.valorAtualizado,
          multaAtualizada: inicial.multaAtualizada,
          jurosAtualizado: inicial.jurosAtualizado,
          totalCorrigido: inicial.totalCorrigido,
          lavrado: inicial.lavrado,
        });
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

// every route of ROTAS_ACAO is one of the table's actions (a call without a row would be dead)
it('cada chamada corresponde a uma ação da tabela', () => {
  for (const r of Object.keys(ROTAS_ACAO) as RotaAcao[]) {
    expect(TRANSICOES.some((t) => t.acao === ROTAS_ACAO[r].acao)).toBe(true);
  }
});
