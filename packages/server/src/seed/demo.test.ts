import { createHash } from 'node:crypto';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { camposDevedor, comDocumentoValido, documentoValido } from '@divida/domain/devedor/devedor.schema';
import { isValidCep, isValidPhone } from '@divida/domain/documents';
import { toDecimal } from '@divida/domain/money';
import {
  prazoEmCurso,
  prazoFinal,
  SITUACOES,
  SITUACOES_COM_PRAZO,
  type SituacaoId,
} from '@divida/domain/workflow/index';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orgaoCredorFormSchema, type OrgaoCredor } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { perfilFormSchema } from '@divida/domain/perfil/perfil.schema';
import { usuarioFormSchema, type Usuario } from '@divida/domain/usuario/usuario.schema';
import { isValidNumeroCnj } from '@divida/domain/cnj';
import { devedor } from '../modules/devedor/devedor.table.ts';
import { dividaAtiva, sequenciaAnual } from '../modules/processo/dividaAtiva.table.ts';
import { arquivo } from '../modules/documento/arquivo.table.ts';
import { documento } from '../modules/documento/documento.table.ts';
import { municipio } from '../modules/localidade/localidade.table.ts';
import { andamento, processo, processoCorresponsavel } from '../modules/processo/processo.table.ts';
import { bearerOf, createTestApp, login } from '../test/harness.ts';
import { DEMO_ADMIN } from './demo.ts';
import { processoCobrancaCda } from '../modules/processoCobranca/processoCobranca.table.ts';
import {
  arquivoBancario,
  conciliacao,
  linhaArquivoBancario,
} from '../modules/arquivoBancario/arquivoBancario.table.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';

/**
 * The demo records must be valid under the same rules as typed ones: each is read back through the
 * API, turned into form values as the web forms do (valoresDe in UsuarioForm/OrgaoCredorForm) and
 * checked with the domain's form schema, so that opening one in its form and saving just works.
 */
let app: FastifyInstance;
let token: string;

const get = async <T>(url: string): Promise<T> => {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearerOf(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const list = async (area: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${area}/list?size=50`,
    headers: bearerOf(token),
    payload: {},
  });
  expect(res.statusCode, area).toBe(200);
  return (res.json() as { content: { id: number }[] }).content.map((r) => r.id);
};
const problems = (schema: z.ZodType, values: unknown) => {
  const r = schema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

beforeAll(async () => {
  app = await createTestApp({}, { demo: true });
  token = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
}, 180_000); // migrations, reference data, seven password hashes and 300 processes: slow on a busy machine
afterAll(() => app?.close());

describe('demo data', () => {
  it('every demo user opens in the user form and saves as it is', async () => {
    const ids = await list('usuario');
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) {
      const u = await get<Usuario>(`/usuario/${id}`);
      const valores = {
        nome: u.nome,
        email: u.email,
        cpf: u.cpf ?? '',
        matricula: u.matricula ?? '',
        telefone1: u.telefone1 ?? '',
        telefone2: u.telefone2 ?? '',
        cep: u.cep ?? '',
        rua: u.rua ?? '',
        numero: u.numero ?? '',
        complemento: u.complemento ?? '',
        bairro: u.bairro ?? '',
        uf: u.uf ?? '',
        municipio: u.municipio?.id ?? null,
        orgaoCredor: u.orgaoCredor.id,
        perfil: u.perfil.id,
      };
      expect(problems(usuarioFormSchema, valores), u.email).toEqual([]);
    }
  });

  it('every demo body opens in the body form and saves as it is', async () => {
    const ids = await list('orgaoCredor');
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const o = await get<OrgaoCredor>(`/orgaoCredor/${id}`);
      // the form takes the record's scalar fields; nested ones become their ids
      const valores: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(o)) if (v !== null && typeof v !== 'object') valores[k] = v;
      valores.municipio = o.municipio?.id ?? null;
      valores.idIndiceFinanceiro = o.idIndiceFinanceiro ?? o.indiceFinanceiro?.id ?? null;
      valores.tiposDocumentos = o.tiposDocumentos.map((t) => ({ id: t.id, opcional: t.opcional }));
      expect(problems(orgaoCredorFormSchema, valores), o.sigla).toEqual([]);
    }
  });

  it('every demo profile is valid and named as the form would store it (Portuguese accents kept)', async () => {
    const ids = await list('perfil');
    const nomes: string[] = [];
    for (const id of ids) {
      const p = await get<{ nome: string; permissoes: string[] }>(`/perfil/${id}`);
      expect(problems(perfilFormSchema, p), p.nome).toEqual([]);
      expect(perfilFormSchema.parse(p).nome).toBe(p.nome);
      nomes.push(p.nome);
    }
    expect(nomes).toContain('ADMINISTRADOR DO ÓRGÃO');
    expect(nomes).not.toContain('ADMINISTRADOR DO ORGAO');
  });

  it('every demo debtor passes the debtor rules (document, phone, CEP, municipality of its state)', async () => {
    const db = app.ctx.db;
    const rows = await db
      .select({ d: devedor, ufMunicipio: municipio.uf })
      .from(devedor)
      .leftJoin(municipio, eq(municipio.id, devedor.municipioId));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    // the holder's rules of the process form (name 6+, street and district 3+)
    const regras = z.object(camposDevedor({ nomeMin: 6, enderecoMin: 3 })).superRefine(comDocumentoValido);
    const tipos = new Set<number>();
    for (const { d, ufMunicipio } of rows) {
      tipos.add(d.tipoDocumentoIdentificacaoId);
      expect(documentoValido(d.tipoDocumentoIdentificacaoId, d.documentoIdentificacao), d.nome).toBe(true);
      expect(isValidPhone(d.telefone1 ?? ''), d.nome).toBe(true);
      if (d.telefone2) expect(isValidPhone(d.telefone2), d.nome).toBe(true);
      expect(isValidCep(d.cep ?? ''), d.nome).toBe(true);
      expect(ufMunicipio, d.nome).toBe(d.uf);
      const valores = {
        nome: d.nome,
        email: d.email,
        tipoDocIdentificacao: d.tipoDocumentoIdentificacaoId,
        documentoIdentificacao: d.documentoIdentificacao,
        cep: d.cep,
        rua: d.rua,
        numero: d.numero,
        bairro: d.bairro,
        complemento: d.complemento,
        formUf: d.uf,
        formMunicipio: d.municipioId,
        telefone1: d.telefone1,
        telefone2: d.telefone2,
      };
      expect(problems(regras, valores), d.nome).toEqual([]);
    }
    expect([...tipos].sort()).toEqual([1, 2]); // CPFs and CNPJs
  });

  it('every situation has demo processes, each ending its history in it, with exact values', async () => {
    const db = app.ctx.db;
    const processos = await db.select().from(processo);
    const movimentos = await db.select().from(andamento).orderBy(asc(andamento.criadoEm), asc(andamento.id));
    expect(processos.length).toBeGreaterThanOrEqual(250);
    const situacoes = new Set(processos.map((p) => p.situacaoId));
    for (const s of SITUACOES) expect(situacoes.has(s.id), s.nome).toBe(true);
    expect(new Set(processos.map((p) => p.orgaoCredorId)).size).toBeGreaterThanOrEqual(4);

    const porProcesso = new Map<number, typeof movimentos>();
    for (const m of movimentos) porProcesso.set(m.processoId, [...(porProcesso.get(m.processoId) ?? []), m]);
    const hoje = todayInSaoPaulo();
    const prazos = { emCurso: 0, encerrado: 0 };
    // the negotiated ones (demoCobrancas.ts) carry their agreement's status; the paid off went to 2/4
    const negociados = new Set(
      (await db.select({ id: processoCobrancaCda.processoId }).from(processoCobrancaCda)).map((x) => x.id),
    );
    for (const p of processos) {
      const ms = porProcesso.get(p.id) ?? [];
      expect(ms[0]?.acao, p.numero).toBe('REGISTRAR_PROCESSO');
      expect(ms[0]?.origem, p.numero).toBe('TCC');
      const ultimo = ms.filter((m) => !m.cancelado).at(-1);
      expect(ultimo?.situacaoId, p.numero).toBe(p.situacaoId);
      expect(ultimo?.faseId, p.numero).toBe(p.faseId);
      for (const [i, m] of ms.entries()) {
        if (i > 0) expect(m.situacaoAnteriorId, `${p.numero} ${m.acao}`).not.toBeNull();
        expect(m.criadoEm.getTime() <= Date.now(), `${p.numero} ${m.acao}`).toBe(true);
      }
      // totalCorrigido = valorAtualizado + correção + multa + juros, to the cent
      const soma = toDecimal(p.valorAtualizado)
        .plus(p.valorCorrecao)
        .plus(p.multaAtualizada)
        .plus(p.jurosAtualizado);
      expect(soma.equals(toDecimal(p.totalCorrigido)), p.numero).toBe(true);
      for (const v of [p.valorOriginario, p.valorAtualizado, p.multaAtualizada, p.jurosAtualizado])
        expect(toDecimal(v).decimalPlaces()).toBeLessThanOrEqual(2);
      expect(p.numero).toMatch(new RegExp(`^${p.data.slice(0, 4)}\\d{8}$`));
      expect(p.lavrado, p.numero).toBe(p.situacaoId !== 27);
      if (!negociados.has(p.id)) expect(p.statusCobranca).toBe('SEM_ACORDO');
      const comPrazo = SITUACOES_COM_PRAZO.includes(p.situacaoId as SituacaoId);
      expect(p.dataReferenciaPrazo !== null, p.numero).toBe(comPrazo);
      if (p.dataReferenciaPrazo) {
        if (prazoEmCurso(prazoFinal(p.dataReferenciaPrazo), hoje)) prazos.emCurso++;
        else prazos.encerrado++;
      }
      if (p.situacaoId === 4 && !negociados.has(p.id)) {
        const pago = toDecimal(p.valorAtualizadoPago).plus(p.valorMultaPago).plus(p.valorJurosPago);
        expect(pago.equals(toDecimal(p.totalCorrigido)), p.numero).toBe(true);
      }
      if ([101, 28, 107, 111, 11].includes(p.situacaoId))
        expect(
          ms.some((m) => m.origem === 'DIVIDA_ATIVA' && !m.cancelado),
          p.numero,
        ).toBe(true);
    }
    expect(prazos.emCurso).toBeGreaterThan(0);
    expect(prazos.encerrado).toBeGreaterThan(0);
    expect(processos.filter((p) => p.suspenso).length).toBeGreaterThan(0);
    const cancelados = movimentos.filter((m) => m.cancelado);
    expect(cancelados.length).toBeGreaterThan(0);
    for (const m of cancelados) expect(m.motivoCancelamento).toBeTruthy();
    expect((await db.select().from(processoCorresponsavel)).length).toBeGreaterThan(0);

    // the next process the application registers takes a number after the demo's
    const seq = (await db.execute(sql`select last_value from processo_numero_seq`)) as unknown as {
      rows: { last_value: string | number }[];
    };
    const maior = Math.max(...processos.map((p) => Number(p.numero.slice(4))));
    expect(Number(seq.rows[0]!.last_value)).toBeGreaterThanOrEqual(maior);
  });

  it('every inscribed process has its CDA, numbered by year, with a spread of court and protest statuses', async () => {
    const db = app.ctx.db;
    const cdas = await db.select().from(dividaAtiva);
    const inscritos = await db
      .select({ id: processo.id, situacaoId: processo.situacaoId })
      .from(processo)
      .where(sql`${processo.situacaoId} in (101, 11)`);
    // and those paid off through an agreement (phase 2, situation 4) keep theirs
    const quitados = (await db.select({ id: processoCobrancaCda.processoId }).from(processoCobrancaCda)).map(
      (x) => x.id,
    );
    const comCda = new Set(cdas.map((c) => c.processoId));
    for (const p of inscritos) expect(comCda.has(p.id)).toBe(true);
    for (const id of comCda) expect(inscritos.some((p) => p.id === id) || quitados.includes(id)).toBe(true);
    const contadores = await db.select().from(sequenciaAnual).where(eq(sequenciaAnual.nome, 'cda'));
    for (const c of cdas) {
      expect(c.numeroCda.slice(0, 4), c.numeroCda).toBe(c.data.slice(0, 4));
      const contador = contadores.find((x) => x.ano === Number(c.data.slice(0, 4)));
      expect(Number(c.numeroCda.slice(4))).toBeLessThanOrEqual(contador!.valor);
    }
    const extintos = inscritos.filter((p) => p.situacaoId === 11).map((p) => p.id);
    for (const c of cdas.filter((x) => extintos.includes(x.processoId)))
      expect(c.statusJustica).toBe('PROCESSO_EXTINTO');
    expect(new Set(cdas.map((c) => c.statusJustica)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(cdas.map((c) => c.statusProtesto)).size).toBeGreaterThanOrEqual(3);
    // the detail shows the CDA view, and the Dívida Ativa tab its movements
    const ajuizada = cdas.find((c) => c.statusJustica === 'AJUIZADA')!;
    const d = await get<{ dividaAtiva: { processoJuridicoDividaAtiva: { numero: string } } }>(
      `/processoConstituicaoCredito/${ajuizada.processoId}`,
    );
    expect(isValidNumeroCnj(d.dividaAtiva.processoJuridicoDividaAtiva.numero)).toBe(true);
  });

  it('the demo documents are real PDFs in the file storage', async () => {
    const docs = await app.ctx.db
      .select({ uuid: arquivo.uuid, sha256: arquivo.sha256, tamanho: arquivo.tamanho })
      .from(documento)
      .innerJoin(arquivo, eq(arquivo.uuid, documento.arquivoUuid));
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) {
      const partes: Buffer[] = [];
      for await (const c of await app.ctx.storage.get(d.uuid)) partes.push(c as Buffer);
      const conteudo = Buffer.concat(partes);
      expect(conteudo.subarray(0, 5).toString()).toBe('%PDF-');
      expect(conteudo.length).toBe(d.tamanho);
      expect(createHash('sha256').update(conteudo).digest('hex')).toBe(d.sha256);
    }
  });

  it('the demo office has collections in every state, and inscribed CDAs left to negotiate', async () => {
    const lista = await app.inject({
      method: 'POST',
      url: '/api/processoCobranca/list?page=0&size=100&sort=data,desc',
      headers: bearerOf(token),
      payload: {},
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const cobrancas = lista.json().content as { situacao: { id: number }; totalParcelas: number }[];
    const situacoes = new Set(cobrancas.map((c) => c.situacao.id));
    for (const s of [200, 201, 202, 203, 204]) expect(situacoes, `situação ${s}`).toContain(s);
    expect(cobrancas.some((c) => c.totalParcelas === 1)).toBe(true);
    const aptos = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito/aptosNegociacao?page=0&size=5&sort=data,desc',
      headers: bearerOf(token),
      payload: {},
    });
    expect(aptos.json().totalElements).toBeGreaterThan(5);
  });
  it('the demo shows every prescription level, a recognition awaiting approval and non-locations (docs/prazos-e-prescricao.md)', async () => {
    const resumo = await get<{ nivel: string; quantidade: number }[]>('/prescricao/resumo');
    const q = (nivel: string) => resumo.find((r) => r.nivel === nivel)!.quantidade;
    for (const nivel of [
      'VERDE',
      'AMARELO',
      'LARANJA',
      'VERMELHO',
      'CRITICO',
      'SUSPENSO',
      'AJUIZADO',
      'EXTINTO',
    ])
      expect(q(nivel), `${nivel} ${JSON.stringify(resumo)}`).toBeGreaterThan(0);
    expect(q('PRESCRITO')).toBeGreaterThanOrEqual(3);
    const res = await app.inject({
      method: 'POST',
      url: '/api/prescricao/list?size=10',
      headers: bearerOf(token),
      payload: { niveis: ['PRESCRITO'] },
    });
    const prescritos = (res.json() as { content: { idProcesso: number }[] }).content;
    const reconhecimentos = await Promise.all(
      prescritos.map(
        async (p) =>
          (
            await get<{ reconhecimento: { situacao: string } | null }>(
              `/processoConstituicaoCredito/${p.idProcesso}/prescricao`,
            )
          ).reconhecimento,
      ),
    );
    expect(reconhecimentos.some((r) => r?.situacao === 'PROPOSTO')).toBe(true);
  });
  it('every demo credit is constituted after its process was registered, by a term the process shows', async () => {
    const todos = await app.inject({
      method: 'POST',
      url: '/api/prescricao/list?size=100&sort=prazoPrescricional,asc',
      headers: bearerOf(token),
      payload: {},
    });
    const linhas = (todos.json() as { content: { idProcesso: number }[] }).content;
    expect(linhas.length).toBeGreaterThan(20);
    for (const { idProcesso } of linhas) {
      const p = await get<{ data: string }>(`/processoConstituicaoCredito/${idProcesso}`);
      const c = await get<{ dataConstituicao: string }>(
        `/processoConstituicaoCredito/${idProcesso}/prescricao`,
      );
      expect(c.dataConstituicao >= p.data.slice(0, 10), `processo ${idProcesso}`).toBe(true);
    }
  });

  it('every body with a convênio has one remessa and one processed return, settled lines and a queue that add up (issue 24 item 6)', async () => {
    const db = app.ctx.db;
    const orgaos = (await db.select().from(orgaoCredor)).filter((o) => /^\d{7}$/.test(o.convenio ?? ''));
    expect(orgaos.length).toBeGreaterThanOrEqual(3);
    const motivos = new Set<string>();
    for (const o of orgaos) {
      const arquivos = await db.select().from(arquivoBancario).where(eq(arquivoBancario.orgaoCredorId, o.id));
      expect(arquivos.map((a) => a.tipo).sort(), o.sigla).toEqual(['REMESSA', 'RETORNO']);
      const retorno = arquivos.find((a) => a.tipo === 'RETORNO')!;
      expect(retorno.situacao, o.sigla).toBe('PROCESSADO');
      const linhas = await db
        .select()
        .from(linhaArquivoBancario)
        .where(eq(linhaArquivoBancario.arquivoBancarioId, retorno.id));
      expect(
        linhas.every((l) => l.resultado !== null),
        o.sigla,
      ).toBe(true);
      expect(
        linhas.some((l) => l.resultado === 'LIQUIDADO'),
        o.sigla,
      ).toBe(true);
      const fila = await db
        .select({ motivo: conciliacao.motivo, valor: conciliacao.valor })
        .from(conciliacao)
        .innerJoin(linhaArquivoBancario, eq(linhaArquivoBancario.id, conciliacao.linhaArquivoBancarioId))
        .where(eq(linhaArquivoBancario.arquivoBancarioId, retorno.id));
      expect(fila.length, o.sigla).toBeGreaterThan(0);
      for (const f of fila) motivos.add(f.motivo);
      const pago = linhas
        .filter((l) => ['06', '17'].includes(l.movimento))
        .reduce((s, l) => s.plus(l.valorPago), toDecimal(0));
      expect(pago.gt(0), o.sigla).toBe(true);
      expect(toDecimal(retorno.totalPago).eq(pago), o.sigla).toBe(true);
      const liquidado = linhas.reduce((s, l) => s.plus(l.valorLiquidado), toDecimal(0));
      const naFila = fila.reduce((s, f) => s.plus(f.valor), toDecimal(0));
      expect(liquidado.plus(naFila).toFixed(2), o.sigla).toBe(pago.toFixed(2));
    }
    // the queue holds every divergence of the simulated bank (issue 36 item 13)
    expect([...motivos].sort()).toEqual([
      'DIVERGENTE',
      'DUPLICADO',
      'NAO_IDENTIFICADO',
      'PAGO_APOS_BAIXA',
      'PAGO_APOS_CANCELAMENTO',
      'PAGO_A_MAIOR',
      'PAGO_A_MENOR',
    ]);
    // the screens show them: the files list and the queue answer with the demo's rows
    const arquivos = await app.inject({
      method: 'POST',
      url: '/api/arquivoBancario/list?size=50',
      headers: bearerOf(token),
      payload: {},
    });
    expect(arquivos.statusCode, arquivos.body).toBe(200);
    expect(arquivos.json().totalElements).toBe(2 * orgaos.length);
  });
});
