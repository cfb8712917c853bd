import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import type { Aplicada, DadosAcao, EstadoProcesso, SituacaoId } from '@divida/domain/workflow/index';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import type { Tx } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { regrasDoProcesso, type ProcessoBloqueado } from './executarAcao.ts';
import { executarAcoesEm, LoteDeAcoes, type PersistenciaEmLote } from './loteDeAcoes.ts';

// The batch form of the runner on a small table of the test's own, shaped as a process's state: the
// settlement (processoCobranca/liquidacao.ts) plugs the collections in through the same interface.
let app: FastifyInstance;
const linhas = async (ex: Pick<Tx, 'execute'>, q: SQL) =>
  ((await ex.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const rows = (q: SQL) => linhas(app.ctx.db, q);
const hoje = () => app.ctx.relogio.hoje();
const ctx = () => ({ hoje: hoje(), permissoes: new Set(TODAS_PERMISSOES) });

/** A batch's memory of its records: locked once, changed in memory, written by one statement. */
function persistencia(): PersistenciaEmLote<DadosAcao, ProcessoBloqueado, Aplicada> & {
  bloqueios: number;
} {
  const estados = new Map<number, EstadoProcesso>();
  const alterados = new Set<number>();
  const p = {
    bloqueios: 0,
    async bloquear(tx: Tx, ids: readonly number[]) {
      const novos = ids.filter((id) => !estados.has(id));
      if (novos.length === 0) return;
      p.bloqueios++;
      const ls = await linhas(
        tx,
        sql`select id, situacao from wf_lote where id in ${sql.raw(`(${novos.join(',')})`)} order by id for update`,
      );
      for (const l of ls)
        estados.set(Number(l.id), {
          situacao: Number(l.situacao) as SituacaoId,
          suspenso: false,
          statusCobranca: 'SEM_ACORDO',
          dataReferenciaPrazo: null,
        });
    },
    atual: (id: number) => {
      const estado = estados.get(id);
      return estado && { estado, estadoAnterior: null };
    },
    aplicar: regrasDoProcesso,
    planejar(id: number, atual: ProcessoBloqueado, a: Aplicada) {
      estados.set(id, a.proximo);
      alterados.add(id);
      return [
        {
          usuarioId: 1,
          entidade: 'processoConstituicaoCredito' as const,
          entidadeId: id,
          orgaoCredorId: 0,
          acao: 'ACAO_PROCESSO' as const,
          antes: { situacao: atual.estado.situacao },
          depois: { situacao: a.proximo.situacao, acao: a.acao },
        },
      ];
    },
    async gravar(tx: Tx) {
      for (const id of alterados)
        await tx.execute(sql`update wf_lote set situacao = ${estados.get(id)!.situacao} where id = ${id}`);
      alterados.clear();
    },
  };
  return p;
}

async function novo(situacao = 27) {
  const [r] = await rows(sql`insert into wf_lote (situacao) values (${situacao}) returning id`);
  return Number(r!.id);
}
const situacaoDe = async (id: number) =>
  Number((await rows(sql`select situacao from wf_lote where id = ${id}`))[0]!.situacao);
const auditorias = async (id: number) =>
  rows(
    sql`select campos from auditoria where entidade = 'processoConstituicaoCredito' and entidade_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.db.execute(sql`create table wf_lote (id serial primary key, situacao int not null)`);
});
afterAll(() => app.close());

describe('LoteDeAcoes and executarAcoesEm', () => {
  it('locks the batch once, judges a second action on the state the first left, writes all with the audit entries in order', async () => {
    const [a, b] = [await novo(), await novo()];
    const p = persistencia();
    const feitas = await app.ctx.db
      .transaction((tx) =>
        executarAcoesEm(
          tx,
          p,
          [
            { id: a, acao: 'ANEXAR_TCC', dados: {} },
            { id: b, acao: 'ANEXAR_TCC', dados: {} },
            // from 1, where the first action left it, not from 27 as locked
            { id: a, acao: 'ANEXAR_TCC', dados: {} },
          ],
          ctx(),
        ),
      )
      .catch((e: unknown) => e);
    // ANEXAR_TCC is not offered in 1: the whole batch is refused and nothing is written
    expect(feitas).toBeInstanceOf(AppError);
    expect((feitas as AppError).status).toBe(409);
    expect([await situacaoDe(a), await situacaoDe(b)]).toEqual([27, 27]);
    expect(await auditorias(a)).toEqual([]);

    const q = persistencia();
    const ok = await app.ctx.db.transaction((tx) =>
      executarAcoesEm(
        tx,
        q,
        [
          { id: a, acao: 'ANEXAR_TCC', dados: {} },
          { id: b, acao: 'ANEXAR_TCC', dados: {} },
        ],
        ctx(),
      ),
    );
    expect(q.bloqueios).toBe(1);
    expect(ok.map((r) => r.proximo.situacao)).toEqual([1, 1]);
    expect([await situacaoDe(a), await situacaoDe(b)]).toEqual([1, 1]);
    expect(await auditorias(a)).toEqual([
      { campos: { situacao: { de: 27, para: 1 }, acao: { para: 'ANEXAR_TCC' } } },
    ]);
  });

  it('julgar answers a refusal without throwing; a record the batch did not lock is 404', async () => {
    const id = await novo();
    await app.ctx.db.transaction(async (tx) => {
      const lote = new LoteDeAcoes(tx, persistencia());
      await lote.bloquear([id]);
      expect(lote.julgar(id, 'QUITAR_DEBITO', {}, ctx())).toMatchObject({
        ok: false,
        codigo: 'NAO_DISPONIVEL',
      });
      expect(lote.julgar(id, 'ANEXAR_TCC', {}, ctx()).ok).toBe(true);
      expect(() => lote.julgar(id + 1000, 'ANEXAR_TCC', {}, ctx())).toThrow(AppError);
    });
  });
});
