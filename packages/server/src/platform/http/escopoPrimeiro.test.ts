import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { bearerOf } from '../../test/harness.ts';
import { arquivoDaTarefa } from '../../test/planilha.ts';

/**
 * Issue 23 §2, every route at once: a record of another creditor body answers 404 whatever the
 * payload (none, empty, invalid, a stale version, a document type that does not exist, a query that
 * does not parse), never a 400/409/500 that would tell the record exists. The routes come from
 * `/api/docs/json`: every operation with a path id of a body-owned record is called by a user of
 * body B (INEA, every permission but ACESSO_TODOS_ORGAOS: a body administrator too) on body A's
 * record; then by the administrator (every body), who must not get 404, so a wrong URL or id cannot
 * pass for a working scope. The body-id actions of a collection (cancel, manual settlement) too.
 */
let app: FastifyInstance;
let admin: string;
let deFora: string;
const id: Record<string, string> = {};

/** Path params that name no body-owned record (global tables, lookups by document, a period). */
const SEM_ESCOPO: Record<string, string> = {
  '/api/tipoDocumento/{id}': 'tipo de documento: tabela global',
  '/api/perfil/{id}': 'perfil: tabela global',
  '/api/cep/{cep}': 'CEP: consulta pública',
  '/api/devedor/cpfCnpj/{cpfCnpj}': 'busca por documento: fora do escopo, 404 como um documento desconhecido',
  '/api/requerente/porCpf/{cpf}': 'busca por CPF do requerente: fora do escopo, 404 como um CPF desconhecido',
  '/api/processoConstituicaoCredito/listAndamentos/{days}': 'um período, não um registro',
  '/api/indiceFinanceiro/{id}/valores': 'índice financeiro: tabela global',
  // the portal's ids are the session's person's, not a body's: portal/debitos.test.ts tries another person's
  '/api/portal/debito/{id}': 'portal: débito da pessoa da sessão',
  '/api/portal/cda/{id}': 'portal: CDA da pessoa da sessão',
  '/api/portal/debito/{id}/memoriaCalculo': 'portal: débito da pessoa da sessão',
  '/api/portal/debito/{id}/documento/{tipo}': 'portal: débito da pessoa da sessão',
  // portal/negociacao.test.ts tries another person's agreement and slip
  '/api/portal/acordo/{id}': 'portal: acordo da pessoa da sessão',
  '/api/portal/acordo/{id}/termo': 'portal: acordo da pessoa da sessão',
  '/api/portal/acordo/{id}/parcela/{parcela}/boleto': 'portal: acordo da pessoa da sessão',
  '/api/portal/boleto/{id}': 'portal: boleto da pessoa da sessão',
  '/api/portal/boleto/{id}/pdf': 'portal: boleto da pessoa da sessão',
};

/** The record each path names, by its template (the first matching prefix wins). */
const REGISTRO: [RegExp, (param: string) => string | undefined][] = [
  [
    /^\/api\/processoConstituicaoCredito\/\{id\}\/documento\//,
    (p) => (p === 'docId' ? id.documento : id.processoDoDocumento),
  ],
  [/^\/api\/processoConstituicaoCredito\/\{id\}/, () => id.processo],
  [/^\/api\/processoCobranca\/processo\/\{id\}/, () => id.processo],
  [/^\/api\/processoCobranca\//, () => id.cobranca],
  [/^\/api\/cobrancaBB\//, (p) => (p === 'parcela' ? '1' : id.cobranca)],
  [/^\/api\/devedor\/\{id\}/, () => id.devedor],
  [/^\/api\/auditoria\//, (p) => (p === 'entidade' ? 'processoConstituicaoCredito' : id.processo)],
  [/^\/api\/arquivoBancario\//, () => id.arquivoBancario],
  [/^\/api\/conciliacao\//, () => id.conciliacao],
  [/^\/api\/tarefa\//, () => id.tarefa],
  [/^\/api\/usuario\//, () => id.usuario],
  [/^\/api\/orgaoCredor\//, () => id.orgaoCredor],
  [/^\/api\/documento\//, () => id.arquivoDocumento],
];

/** Bodies that must not matter: empty, and wrong in every field the actions know. */
const CORPOS: object[] = [
  {},
  {
    id: 'x',
    versao: 0,
    justificativa: '',
    motivo: '',
    idTipoDocumento: 999_999,
    documentos: [{ uuid: 'x', idTipoDocumento: 999_999 }],
    arquivos: 'x',
    dataReferencia: '2020-02-31',
    dataPagamento: '2020-02-31',
    nome: 7,
  },
];

interface Chamada {
  nome: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}
let chamadas: Chamada[] = [];

const linhas = async <T>(q: ReturnType<typeof sql>) =>
  ((await app.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  let inea: number;
  ({
    app,
    admin,
    doOrgao: deFora,
    orgaoId: inea,
  } = await appDaDemo(
    { com: TODAS_PERMISSOES.filter((p) => p !== 'ACESSO_TODOS_ORGAOS'), sem: [] },
    // an export of more than one row is a background task
    { exportacaoLimiteDireto: 1 },
  ));

  // body A: another body's collection and its process (with its CDA)
  const [c] = await linhas<{ cobranca: number; processo: number; orgao: number }>(sql`
    select pc.id as cobranca, pcc.processo_id as processo, pc.orgao_credor_id as orgao
      from processo_cobranca pc join processo_cobranca_cda pcc on pcc.processo_cobranca_id = pc.id
     where pc.orgao_credor_id <> ${inea} order by pc.id limit 1`);
  id.cobranca = String(c!.cobranca);
  id.processo = String(c!.processo);
  id.orgaoCredor = String(c!.orgao);
  const orgaoA = c!.orgao;
  // a document of a process of body A (its own or of one of its movements)
  const [d] = await linhas<{ id: number; uuid: string; processo: number }>(sql`
    select d.id, d.arquivo_uuid as uuid, coalesce(p.id, a.processo_id) as processo
      from documento d
      left join processo p on d.dono_tipo = 'processo' and p.id = d.dono_id
      left join andamento a on d.dono_tipo = 'andamento' and a.id = d.dono_id
     where d.orgao_credor_id = ${orgaoA} and d.substituido_em is null and coalesce(p.id, a.processo_id) is not null
     order by d.id limit 1`);
  id.documento = String(d!.id);
  id.arquivoDocumento = d!.uuid;
  id.processoDoDocumento = String(d!.processo);
  const [dev] = await linhas<{ id: number }>(sql`
    select p.devedor_id as id from processo p
     where p.orgao_credor_id = ${orgaoA} and not p.excluido
       and not exists (select 1 from processo q where q.devedor_id = p.devedor_id and q.orgao_credor_id = ${inea})
       and not exists (select 1 from processo_corresponsavel r join processo q on q.id = r.processo_id
                        where r.devedor_id = p.devedor_id and q.orgao_credor_id = ${inea})
     limit 1`);
  id.devedor = String(dev!.id);
  const [u] = await linhas<{ id: number }>(sql`
    select id from usuario where orgao_credor_id = ${orgaoA} order by id limit 1`);
  id.usuario = String(u!.id);

  // a bank return of body A with a line in its reconciliation queue
  const conteudo = randomUUID();
  await app.ctx.storage.put(conteudo, Readable.from([Buffer.from('retorno')]));
  const [arq] = await linhas<{ id: number }>(sql`
    insert into arquivo_bancario (tipo, situacao, orgao_credor_id, convenio, nsa, nome, conteudo, sha256,
                                  quantidade_linhas, usuario_id)
    values ('RETORNO', 'PROCESSADO', ${orgaoA}, '7654321', 1, 'r.ret', ${conteudo}, ${'a'.repeat(64)}, 1,
            ${u!.id})
    returning id`);
  const [ln] = await linhas<{ id: number }>(sql`
    insert into linha_arquivo_bancario (arquivo_bancario_id, linha, movimento, nosso_numero, seu_numero, chave,
                                        motivos, valor_nominal, valor_pago, tarifa)
    values (${arq!.id}, 3, '06', '1', '1', '1', '', 10, 10, 0) returning id`);
  const [q] = await linhas<{ id: number }>(sql`
    insert into conciliacao (linha_arquivo_bancario_id, orgao_credor_id, motivo, valor)
    values (${ln!.id}, ${orgaoA}, 'NAO_IDENTIFICADO', 10) returning id`);
  id.arquivoBancario = String(arq!.id);
  id.conciliacao = String(q!.id);

  // a background task of the administrator: the export of the bodies' list
  const exp = await app.inject({
    method: 'POST',
    url: '/api/orgaoCredor/exportar',
    headers: bearerOf(admin),
    payload: {},
  });
  expect(exp.statusCode, exp.body).toBe(202);
  id.tarefa = (exp.json() as { tarefa: string }).tarefa;
  // its file exists once the task has ended (on PostgreSQL the queue may not have run it yet)
  const { tarefa } = await arquivoDaTarefa(app, admin, exp);
  expect(tarefa.estado).toBe('concluida');

  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
    >;
  };
  const semRegistro: string[] = [];
  for (const [path, metodos] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(metodos)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      if (params.length === 0 || path in SEM_ESCOPO) continue;
      const method = m.toUpperCase() as Chamada['method'];
      const registro = REGISTRO.find(([re]) => re.test(path))?.[1];
      const valores = params.map((p) => registro?.(p));
      if (!registro || valores.some((v) => v === undefined)) {
        semRegistro.push(`${method} ${path}`);
        continue;
      }
      let url = path;
      params.forEach((p, i) => (url = url.replace(`{${p}}`, encodeURIComponent(valores[i]!))));
      // every query parameter the operation knows, given a value it cannot parse
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=${encodeURIComponent('2020-02-31x'.repeat(10))}`);
      const urls = [url, ...(query.length ? [`${url}?${query.join('&')}`] : [])];
      const corpos = op.requestBody ? CORPOS : [undefined];
      for (const u of urls)
        for (const [i, payload] of corpos.entries())
          chamadas.push({
            nome: `${method} ${path}${u.includes('?') ? ' ?…' : ''} #${i}`,
            method,
            url: u,
            payload,
          });
    }
  }
  // every route with a path id is either a body's record here or listed as having none
  expect(semRegistro).toEqual([]);

  // the collection's actions name it in the body
  for (const [i, payload] of [
    { idProcessoCobranca: Number(id.cobranca) },
    { idProcessoCobranca: Number(id.cobranca), motivo: '', dataPagamento: '2020-02-31', documentos: 'x' },
  ].entries()) {
    chamadas.push({ nome: `cancelar #${i}`, method: 'POST', url: '/api/processoCobranca/cancelar', payload });
    chamadas.push({
      nome: `baixaManual #${i}`,
      method: 'POST',
      url: '/api/processoCobranca/baixaManual',
      payload,
    });
  }
  // deletes last: were one to pass the scope, it would not change what the others find
  chamadas = [
    ...chamadas.filter((c) => c.method !== 'DELETE'),
    ...chamadas.filter((c) => c.method === 'DELETE'),
  ];
}, 300_000);
afterAll(() => app?.close());

const chamar = (token: string, c: Chamada) =>
  app.inject({
    method: c.method,
    url: c.url,
    headers: bearerOf(token),
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });

describe("another body's record answers 404 whatever the payload", () => {
  it('covers the routes of every body-owned record', () => {
    const rotas = new Set(chamadas.map((c) => c.nome.split(' ').slice(0, 2).join(' ')));
    expect(rotas.size).toBeGreaterThan(70);
    for (const r of [
      'PUT /api/processoConstituicaoCredito/{id}',
      'POST /api/processoCobranca/anexarTermoParcelamento/{id}',
      'POST /api/conciliacao/{id}/aceitar',
      'PUT /api/usuario/{id}',
      'PUT /api/orgaoCredor/{id}',
      'GET /api/devedor/{id}',
      'GET /api/auditoria/{entidade}/{id}',
      'PUT /api/processoConstituicaoCredito/{id}/documento/replace/{docId}',
      'POST /api/processoConstituicaoCredito/{id}/reconhecerPrescricao',
    ])
      expect(rotas).toContain(r);
  });

  it("a user of body B on body A's record: 404, never 400/409/500", async () => {
    const outros: string[] = [];
    for (const c of chamadas) {
      const res = await chamar(deFora, c);
      if (res.statusCode !== 404) outros.push(`${c.nome} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(outros).toEqual([]);
  });

  it('the administrator of every body reaches the same records (the ids are right)', async () => {
    const naoAchou: string[] = [];
    for (const c of chamadas.filter((x) => x.method !== 'DELETE')) {
      const res = await chamar(admin, c);
      if (res.statusCode === 404 || res.statusCode >= 500)
        naoAchou.push(`${c.nome} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(naoAchou).toEqual([]);
  });
});
