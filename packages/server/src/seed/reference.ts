import { readFileSync } from 'node:fs';
import { PERMISSOES } from '@divida/domain/permissions';
import { TIPOS_DOCUMENTO_REFERENCIA } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { sql } from 'drizzle-orm';
import { encadearAnteriores } from '../platform/audit/audit.ts';
import { csvObjects } from '../platform/csv.ts';
import type { Db, Executor } from '../platform/db/database.ts';
import { carregarBancos } from '../modules/banco/banco.seed.ts';
import { criarConfiguracaoInicial } from '../modules/configuracao/configuracao.service.ts';
import { estado } from '../modules/estado/estado.table.ts';
import { carregarFasesESituacoes } from '../modules/faseProcesso/faseProcesso.seed.ts';
import { carregarIndicesFinanceiros } from '../modules/indiceFinanceiro/indiceFinanceiro.seed.ts';
import { carregarMunicipios } from '../modules/localidade/localidade.seed.ts';
import { carregarNaturezasDebito } from '../modules/naturezaDebito/naturezaDebito.seed.ts';
import { permissao } from '../modules/perfil/perfil.table.ts';
import { tipoDocumento } from '../modules/tipoDocumento/tipoDocumento.table.ts';
import { carregarTiposDocumentoIdentificacao } from '../modules/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.seed.ts';

/**
 * The areas' reference loaders (`<area>.seed.ts`), in the areas' order (modulos.ts): a loader may read
 * what an earlier one wrote. Each is idempotent and skips what is already there. Listed here, not in
 * the areas' modulo.ts, so that seed/ never imports the composition root.
 */
const CARREGADORES: readonly ((ex: Executor) => Promise<unknown>)[] = [
  carregarMunicipios,
  carregarIndicesFinanceiros,
  carregarBancos,
  carregarTiposDocumentoIdentificacao,
  carregarNaturezasDebito,
  carregarFasesESituacoes,
  // audit rows written before the hash chain existed are chained once, at the first start (audit.ts)
  encadearAnteriores,
];

/**
 * Reference data, loaded at every start and idempotent: the permission catalogue follows
 * packages/domain (new codes appear, labels update), states and document types are inserted once.
 */
export async function loadReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of PERMISSOES) {
      await tx
        .insert(permissao)
        .values({ codigo: p.codigo, nome: p.nome, modulo: p.modulo, pai: p.pai ?? null })
        .onConflictDoUpdate({
          target: permissao.codigo,
          set: { nome: p.nome, modulo: p.modulo, pai: p.pai ?? null },
        });
    }
    const arquivo = new URL('./reference/estados.csv', import.meta.url);
    const estados = csvObjects(readFileSync(arquivo, 'utf8')).map((r) => ({
      id: Number(r.codigo_uf),
      sigla: r.uf!,
      nome: r.nome!,
      regiao: r.regiao!,
    }));
    await tx.insert(estado).values(estados).onConflictDoNothing();
    const inserted = await tx
      .insert(tipoDocumento)
      .values(TIPOS_DOCUMENTO_REFERENCIA.map((t) => ({ id: t.id, nome: t.nome })))
      .onConflictDoNothing()
      .returning({ id: tipoDocumento.id });
    await criarConfiguracaoInicial(tx);
    if (inserted.length > 0) {
      // Explicit ids were used: move the identity past them.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('tipo_documento', 'id'), (select max(id) from tipo_documento))`,
      );
    }
  });
  // The areas' reference data (municipalities with their CEP summary, index series, banks,
  // identification types, debt natures, phases and situations), in the areas' order: each loader
  // skips what is already there, so a usual start costs a few counts.
  await db.transaction(async (tx) => {
    for (const carregar of CARREGADORES) await carregar(tx);
  });
}
