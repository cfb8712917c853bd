import { SITUACAO } from '@divida/domain/workflow/situacoes';
import { and, countDistinct, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SISTEMA } from '../../platform/auth/scope.ts';
import { appDaDemo } from '../../test/demo.ts';
import { devedor } from '../devedor/devedor.table.ts';
import { processo } from '../processo/processo.table.ts';
import {
  boleto,
  lancamento,
  processoCobranca,
  processoCobrancaCda,
} from '../processoCobranca/processoCobranca.table.ts';
import { posicaoDoDevedor } from './posicao.consulta.ts';

let app: FastifyInstance;
let documentos: string[];

beforeAll(async () => {
  ({ app } = await appDaDemo({ com: [], sem: [] }));
  // the holders of the demo's agreements: every situation of an agreement, with and without slips
  documentos = (
    await app.ctx.db
      .selectDistinct({ documento: devedor.documentoIdentificacao })
      .from(processoCobrancaCda)
      .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
      .innerJoin(devedor, eq(devedor.id, processo.devedorId))
  ).map((d) => d.documento);
}, 300_000);
afterAll(() => app.close());

describe("the debtor position on the demo office's agreements", () => {
  it('has agreements to read', () => {
    expect(documentos.length).toBeGreaterThan(5);
  });

  it('lists each agreement of its processes once, with every instalment and its newest valid slip', async () => {
    const db = app.ctx.db;
    let comBoleto = 0;
    for (const documento of documentos) {
      const posicao = await posicaoDoDevedor(db, SISTEMA, documento);
      const processoIds = posicao.processos.map((p) => p.id);
      const [esperado] = await db
        .select({ acordos: countDistinct(processoCobrancaCda.processoCobrancaId) })
        .from(processoCobrancaCda)
        .where(inArray(processoCobrancaCda.processoId, processoIds));
      expect(posicao.acordos, documento).toHaveLength(esperado!.acordos);
      for (const acordo of posicao.acordos) {
        const parcelas = await db
          .select({ id: lancamento.id })
          .from(lancamento)
          .where(eq(lancamento.processoCobrancaId, acordo.id));
        expect(acordo.parcelas.map((p) => p.id).sort()).toEqual(parcelas.map((p) => p.id).sort());
        expect(acordo.processoIds.every((id) => processoIds.includes(id))).toBe(true);
        for (const parcela of acordo.parcelas) {
          const [ultimo] = await db
            .select({ id: max(boleto.id) })
            .from(boleto)
            .where(and(eq(boleto.lancamentoId, parcela.id), eq(boleto.valido, true)));
          expect(parcela.boleto?.id ?? null, `parcela ${parcela.id}`).toBe(ultimo!.id);
          if (parcela.boleto) comBoleto += 1;
        }
      }
    }
    expect(comBoleto).toBeGreaterThan(0);
  });

  it('shows nothing owed on a process its agreement paid off', async () => {
    const quitados = await app.ctx.db
      .select({ documento: devedor.documentoIdentificacao, processoId: processo.id })
      .from(processoCobranca)
      .innerJoin(processoCobrancaCda, eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id))
      .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
      .innerJoin(devedor, eq(devedor.id, processo.devedorId))
      .where(and(eq(processo.situacaoId, SITUACAO.QUITADO), sql`${processo.excluido} = false`));
    expect(quitados.length).toBeGreaterThan(0);
    for (const q of quitados) {
      const posicao = await posicaoDoDevedor(app.ctx.db, SISTEMA, q.documento);
      expect(posicao.processos.find((p) => p.id === q.processoId)?.saldoDevedor).toBe(0);
    }
  });
});
