import { readFileSync } from 'node:fs';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { csvObjects, linhasDeDados } from '../../platform/csv.ts';
import { upsertJson } from '../../platform/db/upsert.ts';
import { banco } from './banco.table.ts';

const arquivo = new URL('../../seed/reference/bancos.csv', import.meta.url);

/** The banks with a COMPE code, at start: skipped when the table holds as many as the file. */
export async function carregarBancos(ex: Executor): Promise<number> {
  const [{ n } = { n: 0 }] = await ex.select({ n: countAll() }).from(banco);
  if (n === linhasDeDados(arquivo)) return 0;
  const rows = csvObjects(readFileSync(arquivo, 'utf8')).map((r) => ({
    compe: r.compe!,
    ispb: r.ispb!,
    cnpj: r.cnpj || null,
    nome: r.nome!,
    nomeCurto: r.nome_curto || r.nome!,
  }));
  const r = await upsertJson(ex, banco, rows, {
    conflict: ['compe'],
    update: ['ispb', 'cnpj', 'nome', 'nomeCurto'],
  });
  return r.inseridos + r.alterados;
}
