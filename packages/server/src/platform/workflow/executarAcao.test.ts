import { TODAS_PERMISSOES, type Permissao } from '@divida/domain/permissions';
import type { EstadoProcesso, SituacaoId, StatusCobranca } from '@divida/domain/workflow/index';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import type { AuthUser } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { executarAcao, type PersistenciaWorkflow } from './executarAcao.ts';

// The runner is exercised on a small table of the test's own, shaped as a process's state: the
// processes area plugs its real tables in through the same interface.
let app: FastifyInstance;
type Executor = Pick<Tx, 'execute'>;
const linhas = async (ex: Executor, q: SQL) =>
  ((await ex.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const rows = (q: SQL) => linhas(app.ctx.db, q);
/** the server's today, as the routes give it to the runner */
const hoje = () => app.ctx.relogio.hoje();

interface Linha {
  situacao: number;
  suspenso: boolean;
  status_cobranca: string;
  data_referencia_prazo: string | null;
}
const estadoDe = (l: Linha): EstadoProcesso => ({
  situacao: l.situacao as SituacaoId,
  suspenso: l.suspenso,
  statusCobranca: l.status_cobranca as StatusCobranca,
  dataReferenciaPrazo: l.data_referencia_prazo,
});

const persistencia: PersistenciaWorkflow = {
  entidade: 'processoConstituicaoCredito',
  // the rows' body is not what these tests look at
  orgaoDe: () => 0,
  async bloquear(tx: Tx, id, user) {
    const escopo = user.permissoes.has('ACESSO_TODOS_ORGAOS')
      ? sql`true`
      : sql`orgao_credor_id = ${user.orgaoCredorId}`;
    const [l] = (await linhas(
      tx,
      sql`select situacao, suspenso, status_cobranca, to_char(data_referencia_prazo, 'YYYY-MM-DD') as data_referencia_prazo
          from wf_processo where id = ${id} and ${escopo} for update`,
    )) as unknown as Linha[];
    if (!l) return undefined;
    const [m] = await linhas(
      tx,
      sql`select anterior from wf_movimento where processo_id = ${id} and not cancelado order by id desc limit 1`,
    );
    const anterior = (m?.anterior as EstadoProcesso | undefined) ?? null;
    return { estado: estadoDe(l), estadoAnterior: anterior };
  },
  async gravar(tx, id, a) {
    const p = a.proximo;
    await tx.execute(
      sql`update wf_processo set situacao = ${p.situacao}, suspenso = ${p.suspenso},
          data_referencia_prazo = ${p.dataReferenciaPrazo} where id = ${id}`,
    );
    if (a.acao === 'CANCELAR_ULTIMA_ACAO') {
      const [r] = await linhas(
        tx,
        sql`update wf_movimento set cancelado = true where id = (select max(id) from wf_movimento
            where processo_id = ${id} and not cancelado) returning id`,
      );
      return Number(r!.id);
    }
    const [r] = await linhas(
      tx,
      sql`insert into wf_movimento (processo_id, acao, anterior) values (${id}, ${a.acao}, ${JSON.stringify(a.anterior)}::jsonb) returning id`,
    );
    return Number(r!.id);
  },
};

const usuario = (
  orgaoCredorId: number,
  permissoes: readonly Permissao[] = TODAS_PERMISSOES.filter((p) => p !== 'ACESSO_TODOS_ORGAOS'),
): AuthUser => ({
  id: 1,
  orgaoCredorId,
  sessaoId: 'teste',
  permissoes: new Set(permissoes),
});

async function novoProcesso(orgao = 1, situacao = 27, suspenso = false) {
  const [r] = await rows(
    sql`insert into wf_processo (orgao_credor_id, situacao, suspenso) values (${orgao}, ${situacao}, ${suspenso}) returning id`,
  );
  return Number(r!.id);
}
const situacaoDe = async (id: number) =>
  Number((await rows(sql`select situacao from wf_processo where id = ${id}`))[0]!.situacao);
const movimentos = async (id: number) =>
  rows(sql`select acao, cancelado from wf_movimento where processo_id = ${id} order by id`);
const auditorias = async (id: number) =>
  rows(
    sql`select acao, campos from auditoria where entidade = 'processoConstituicaoCredito' and entidade_id = ${String(id)}`,
  );

async function recusa(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.db.execute(sql`create table wf_processo (id serial primary key, orgao_credor_id int not null,
    situacao int not null, suspenso boolean not null default false, status_cobranca text not null default 'SEM_ACORDO',
    data_referencia_prazo date)`);
  await app.ctx.db.execute(sql`create table wf_movimento (id serial primary key, processo_id int not null,
    acao text not null, anterior jsonb not null, cancelado boolean not null default false)`);
  await app.ctx.db.execute(sql`create table wf_efeito (processo_id int not null)`);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.ctx.db.execute(sql`truncate wf_efeito`);
});

describe('executarAcao', () => {
  it('writes the next state, one movement, one audit entry and the effects, in one transaction', async () => {
    const id = await novoProcesso();
    const r = await executarAcao(app.ctx.db, persistencia, {
      id,
      acao: 'ANEXAR_TCC',
      dados: {},
      user: usuario(1),
      hoje: hoje(),
      efeitos: async (tx, _a, movimentoId) => {
        expect(movimentoId).toBeGreaterThan(0);
        await tx.execute(sql`insert into wf_efeito values (${id})`);
      },
    });
    expect(r.proximo.situacao).toBe(1);
    expect(await situacaoDe(id)).toBe(1);
    expect(await movimentos(id)).toEqual([{ acao: 'ANEXAR_TCC', cancelado: false }]);
    const [a] = await auditorias(id);
    expect(a).toMatchObject({
      acao: 'ACAO_PROCESSO',
      campos: { situacao: { de: 27, para: 1 }, acao: { para: 'ANEXAR_TCC' } },
    });
    expect(await rows(sql`select * from wf_efeito`)).toHaveLength(1);
  });

  it('refuses an action the state does not offer with 409 and its reason, writing nothing', async () => {
    const id = await novoProcesso();
    const e = await recusa(
      executarAcao(app.ctx.db, persistencia, {
        id,
        acao: 'QUITAR_DEBITO',
        dados: {},
        user: usuario(1),
        hoje: hoje(),
      }),
    );
    expect(e.status).toBe(409);
    expect(e.message).toBe("A ação 'Quitar Débito' não está disponível para a situação atual do processo.");
    expect(await situacaoDe(id)).toBe(27);
    expect(await movimentos(id)).toEqual([]);
    expect(await auditorias(id)).toEqual([]);
  });

  it("refuses without the permission (403), a missing field (400 on it), another body's process (404)", async () => {
    const id = await novoProcesso(1);
    const semPermissao = await recusa(
      executarAcao(app.ctx.db, persistencia, {
        id,
        acao: 'ANEXAR_TCC',
        dados: {},
        user: usuario(1, ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR']),
        hoje: hoje(),
      }),
    );
    expect(semPermissao.status).toBe(403);
    const semMotivo = await recusa(
      executarAcao(app.ctx.db, persistencia, {
        id,
        acao: 'SUSPENDER_PROCESSO',
        dados: { dataReferencia: '2026-11-20' },
        user: usuario(1),
        hoje: hoje(),
      }),
    );
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.fields).toEqual([{ field: 'motivo', message: 'Campo obrigatório.' }]);
    const outroOrgao = await recusa(
      executarAcao(app.ctx.db, persistencia, {
        id,
        acao: 'ANEXAR_TCC',
        dados: {},
        user: usuario(2),
        hoje: hoje(),
      }),
    );
    expect(outroOrgao.status).toBe(404);
    expect(await movimentos(id)).toEqual([]);
    const pge = usuario(2, ['ACESSO_TODOS_ORGAOS', 'PROCESSO_CONSTITUICAO_CREDITO_ANEXAR_TCC']);
    await executarAcao(app.ctx.db, persistencia, {
      id,
      acao: 'ANEXAR_TCC',
      dados: {},
      user: pge,
      hoje: hoje(),
    });
    expect(await situacaoDe(id)).toBe(1);
  });

  it('a failing effect rolls back the state, the movement and the audit entry', async () => {
    const id = await novoProcesso();
    const falha = executarAcao(app.ctx.db, persistencia, {
      id,
      acao: 'ANEXAR_TCC',
      dados: {},
      user: usuario(1),
      hoje: hoje(),
      efeitos: async () => {
        throw new Error('o envio do trabalho falhou');
      },
    });
    await expect(falha).rejects.toThrow('o envio do trabalho falhou');
    expect(await situacaoDe(id)).toBe(27);
    expect(await movimentos(id)).toEqual([]);
    expect(await auditorias(id)).toEqual([]);
  });

  it('cancelling the last action restores the state before it and strikes its movement through', async () => {
    const id = await novoProcesso();
    const user = usuario(1);
    await executarAcao(app.ctx.db, persistencia, { id, acao: 'ANEXAR_TCC', dados: {}, user, hoje: hoje() });
    await executarAcao(app.ctx.db, persistencia, {
      id,
      acao: 'REGISTRAR_CIENCIA_DEVEDOR',
      dados: { dataReferencia: '2026-11-20' },
      user,
      hoje: '2026-11-23',
    });
    expect(await situacaoDe(id)).toBe(3);
    await executarAcao(app.ctx.db, persistencia, {
      id,
      acao: 'CANCELAR_ULTIMA_ACAO',
      dados: { motivo: 'Registrada por engano' },
      user,
      hoje: hoje(),
    });
    expect(await situacaoDe(id)).toBe(1);
    expect(await movimentos(id)).toEqual([
      { acao: 'ANEXAR_TCC', cancelado: false },
      { acao: 'REGISTRAR_CIENCIA_DEVEDOR', cancelado: true },
    ]);
  });

  it('of two simultaneous requests for the same action, exactly one wins', async () => {
    const id = await novoProcesso();
    const user = usuario(1);
    const tentativas = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        executarAcao(app.ctx.db, persistencia, { id, acao: 'ANEXAR_TCC', dados: {}, user, hoje: hoje() }),
      ),
    );
    const ok = tentativas.filter((t) => t.status === 'fulfilled');
    const recusadas = tentativas.filter((t): t is PromiseRejectedResult => t.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(recusadas.map((r) => (r.reason as AppError).status)).toEqual([409, 409, 409]);
    expect(await movimentos(id)).toEqual([{ acao: 'ANEXAR_TCC', cancelado: false }]);
  });
});
