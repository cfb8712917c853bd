import { readFileSync } from 'node:fs';
import { ordemNomeLocalidade } from '@divida/domain/localidade/localidade.schema';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { csvObjects, linhasDeDados } from '../../platform/csv.ts';
import { upsertJson } from '../../platform/db/upsert.ts';
import { municipio } from './localidade.table.ts';

const reference = (file: string) => new URL(`../../seed/reference/${file}`, import.meta.url);

const orNull = (s: string | undefined) => (s === undefined || s === '' ? null : s);
const numOrNull = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));

/** The municipalities with their CEP summary, as rows of the `municipio` table. */
export function municipiosDeReferencia(): (typeof municipio.$inferInsert)[] {
  const resumo = new Map(
    csvObjects(readFileSync(reference('ceps-municipios.csv'), 'utf8')).map((r) => [r.codigo_ibge, r]),
  );
  return csvObjects(readFileSync(reference('municipios.csv'), 'utf8')).map((r) => {
    const c = resumo.get(r.codigo_ibge!);
    return {
      id: Number(r.codigo_ibge),
      nome: r.nome!,
      nomeChave: ordemNomeLocalidade(r.nome!),
      uf: r.uf!,
      capital: r.capital === '1',
      latitude: numOrNull(r.latitude),
      longitude: numOrNull(r.longitude),
      ddd: numOrNull(r.ddd),
      codigoSiafi: orNull(r.codigo_siafi),
      fusoHorario: orNull(r.fuso_horario),
      qtdCeps: Number(c?.qtd_ceps ?? 0),
      cepGeral: orNull(c?.cep_geral),
      cepMin: orNull(c?.cep_min),
      cepMax: orNull(c?.cep_max),
    };
  });
}

/**
 * Loads the municipalities at start. A database holding as many as the file is left alone (the usual
 * start: one count query and a line count); otherwise every row is upserted, so a corrected file is
 * applied by the next start only when its row count changes.
 * Returns the rows written.
 */
export async function carregarMunicipios(ex: Executor): Promise<number> {
  const [{ n } = { n: 0 }] = await ex.select({ n: countAll() }).from(municipio);
  if (n === linhasDeDados(reference('municipios.csv'))) return 0;
  const rows = municipiosDeReferencia();
  const update = Object.keys(rows[0]!).filter((k) => k !== 'id') as (keyof typeof municipio.$inferInsert)[];
  const r = await upsertJson(ex, municipio, rows, { conflict: ['id'], update });
  return r.inseridos + r.alterados;
}
