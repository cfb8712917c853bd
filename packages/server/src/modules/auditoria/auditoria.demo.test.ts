import type { AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { formatarNumeroProcesso } from '@divida/domain/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { bearerOf, login, seedUsuario } from '../../test/harness.ts';
import { orgaoValido, processoValido } from '../../test/payloads.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { camposSemRotulo } from '../../test/rotulosAuditoria.ts';

// The demo office's agreements and settlements are made through the services: its trail shows that
// each of those writes leaves its row, chained, within its body and without secrets.
let app: FastifyInstance;
let admin: string;
let doOrgao: string;
let orgaoId: number;

beforeAll(async () => {
  ({ app, admin, doOrgao, orgaoId } = await appDaDemo({ com: ['AUDITORIA_CONSULTAR'], sem: [] }));
}, 240_000);
afterAll(() => app?.close());

const linhas = async () =>
  (
    (await app.ctx.db.execute(sql`select * from auditoria order by id`)) as unknown as {
      rows: Record<string, unknown>[];
    }
  ).rows;

describe('the demo office’s audit trail', () => {
  it('has a row for each kind of collection write, each with its body', async () => {
    const rows = await linhas();
    const acoes = new Set(
      rows.map((r) => {
        const c = r.campos as AuditoriaLinha['campos'] | null;
        const acao = c?.acao?.para;
        return `${String(r.entidade)} ${String(r.acao)}${typeof acao === 'string' ? ` ${acao}` : ''}`;
      }),
    );
    for (const esperada of [
      'processoCobranca CRIAR',
      'processoConstituicaoCredito ALTERAR',
      'processoCobranca ACAO_PROCESSO BAIXA_MANUAL',
      'processoCobranca ACAO_PROCESSO QUITAR',
      'processoConstituicaoCredito ACAO_PROCESSO QUITAR_COBRANCA',
    ])
      expect([...acoes], [...acoes].join(' | ')).toContain(esperada);
    const doProcesso = rows.filter((r) => r.entidade === 'processoConstituicaoCredito');
    expect(doProcesso.every((r) => r.orgao_credor_id !== null)).toBe(true);
  });

  it('has a Portuguese label for every field its rows carry', async () => {
    const { vistos, semRotulo } = await camposSemRotulo(app.ctx.db);
    expect(vistos).toBeGreaterThan(10);
    expect(semRotulo).toEqual([]);
  });

  it("answers a process's and a collection's rows with the number users know", async () => {
    for (const entidade of ['processoConstituicaoCredito', 'processoCobranca']) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/auditoria/list?size=5',
        headers: bearerOf(admin),
        payload: { entidade },
      });
      const [l] = (r.json() as { content: AuditoriaLinha[] }).content;
      const tabela = entidade === 'processoCobranca' ? sql`processo_cobranca` : sql`processo`;
      const { rows } = (await app.ctx.db.execute(
        sql`select numero from ${tabela} where id = ${Number(l!.entidadeId)}`,
      )) as unknown as { rows: { numero: string }[] };
      expect(l!.numero).toBe(rows[0]!.numero);
      expect(formatarNumeroProcesso(l!.numero)).toMatch(/^\d{4}\/\d{8}$/);
    }
    const h = await app.inject({
      method: 'GET',
      url: '/api/auditoria/configuracao/1',
      headers: bearerOf(admin),
    });
    expect((h.json() as AuditoriaLinha[]).every((l) => l.numero === undefined)).toBe(true);
  });

  it('is one valid chain', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/auditoria/verificar', headers: bearerOf(admin) });
    expect(r.json()).toMatchObject({ ok: true, primeiraDivergencia: null });
  });

  it("shows a body's user only its body's rows and those of the records every body shares", async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auditoria/list?size=100',
      headers: bearerOf(doOrgao),
      payload: {},
    });
    expect(r.statusCode).toBe(200);
    const { content } = r.json() as { content: AuditoriaLinha[] };
    expect(content.length).toBeGreaterThan(0);
    const ids = content.map((l) => l.id);
    const [{ n }] = (
      (await app.ctx.db.execute(
        sql`select count(*)::int as n from auditoria where id = any(${`{${ids.join(',')}}`}::bigint[]) and orgao_credor_id <> ${orgaoId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('after writes of every area, holds no password hash, token, captcha secret or file bytes', async () => {
    // on top of the demo's writes (processes, documents, CDAs, agreements, settlements, slips): a user
    // created, both kinds of password change, sign-ins, an upload attached to a process
    const chamar = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url: `/api${url}`, headers: bearerOf(token), payload });
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    const sessao = await login(app, u.email, u.senha);
    let r = await chamar(sessao.accessToken, 'POST', '/usuario/changePassword', {
      senhaAtual: u.senha,
      senhaNova: 'Outra#Senha2026x',
      confirmacaoSenha: 'Outra#Senha2026x',
    });
    expect(r.statusCode, r.body).toBe(200);
    r = await chamar(admin, 'POST', '/usuario/changeUserPassword', {
      idUsuario: u.id,
      senhaNova: 'Terceira#Senha2026y',
      confirmacaoSenha: 'Terceira#Senha2026y',
    });
    expect(r.statusCode, r.body).toBe(200);
    const novo = await login(app, u.email, 'Terceira#Senha2026y');
    const uuid = await enviarPdf(app, admin, 'anexo-auditoria.pdf');
    const [d] = (
      (await app.ctx.db.execute(
        sql`select dono_id as p, id from documento
          where dono_tipo = 'processo' and substituido_em is null order by id limit 1`,
      )) as unknown as { rows: { p: number; id: number }[] }
    ).rows;
    r = await chamar(admin, 'PUT', `/processoConstituicaoCredito/${d!.p}/documento/replace/${d!.id}`, {
      arquivos: [{ uuid, nome: 'anexo-auditoria.pdf' }],
    });
    expect(r.statusCode, r.body).toBe(200);

    // a profile, a creditor body and a process with a document, written through their calls
    r = await chamar(admin, 'POST', '/perfil', { nome: 'Perfil da Varredura', permissoes: ['PAINEL'] });
    expect(r.statusCode, r.body).toBe(201);
    r = await chamar(
      admin,
      'POST',
      '/orgaoCredor',
      orgaoValido(1, { sigla: 'VARRE', nome: 'Órgão da Varredura' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    r = await chamar(
      admin,
      'POST',
      '/processoConstituicaoCredito',
      processoValido('529.982.247-25', {
        documentos: [
          { idTipoDocumento: 1, arquivos: [{ uuid: await enviarPdf(app, admin), nome: 'a.pdf' }] },
        ],
      }),
    );
    expect(r.statusCode, r.body).toBe(201);

    const trilha = (
      (await app.ctx.db.execute(
        sql`select row_to_json(a)::text as j from auditoria a order by id`,
      )) as unknown as {
        rows: { j: string }[];
      }
    ).rows.map((x) => x.j);
    expect(trilha.length).toBeGreaterThan(50);
    const proibidos: [string, RegExp][] = [
      ['password hash', /\$argon2(?:id|i|d)?\$/],
      ['JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
      ['PDF bytes in base64', /JVBERi0/],
      // file bytes in base64: a long unbroken run of its alphabet (hashes are 64 hex digits)
      ['base64 run', /[A-Za-z0-9+/]{200,}={0,2}/],
    ];
    const segredos = [
      app.ctx.config.captchaHmacKey,
      app.ctx.config.jwtSecret,
      sessao.accessToken,
      sessao.refreshToken,
      novo.accessToken,
      novo.refreshToken,
      u.senha,
      'Outra#Senha2026x',
      'Terceira#Senha2026y',
    ];
    for (const j of trilha) {
      for (const [nome, re] of proibidos) expect(j, `${nome} in ${j.slice(0, 200)}`).not.toMatch(re);
      for (const s of segredos) expect(j.includes(s), j.slice(0, 200)).toBe(false);
    }
    // the writes above are in the trail (the scan read them)
    expect(trilha.some((j) => j.includes('ALTERAR_SENHA'))).toBe(true);
    expect(trilha.some((j) => /"documento": ?\{"de"/.test(j))).toBe(true); // the replacement, by ids
    const entidades = new Set(trilha.map((j) => (JSON.parse(j) as { entidade: string }).entidade));
    for (const e of ['usuario', 'perfil', 'orgaoCredor', 'processoConstituicaoCredito', 'processoCobranca'])
      expect([...entidades], e).toContain(e);
  });

  it('keeps no password hash', async () => {
    const trilha = JSON.stringify(await linhas());
    const hashes = (await app.ctx.db.execute(sql`select senha_hash as s from usuario`)) as unknown as {
      rows: { s: string }[];
    };
    for (const { s } of hashes.rows) expect(trilha).not.toContain(s);
  });
});
