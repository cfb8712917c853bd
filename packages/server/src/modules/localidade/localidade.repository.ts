import type { SortSpec } from '@divida/domain/list';
import {
  SITUACAO_LOCALIDADE_ATIVA,
  TIPO_LOCALIDADE_MUNICIPIO,
  type EnderecoCep,
  type LOCALIDADE_SORT,
  type Localidade,
} from '@divida/domain/localidade/localidade.schema';
import { and, eq, sql } from 'drizzle-orm';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { offsetOf, orderBy, paginar } from '../../platform/db/paging.ts';
import { estadoSigla as estado } from '../estado/index.ts';
import { cep, municipio } from './localidade.table.ts';

// Names sort by their accent-free key, byte by byte ("C"), so 'Águas' comes with the A's and
// 'Sena Madureira' before 'Senador Guiomard' whatever the database's collation.
const columns = {
  nome: [sql`${municipio.nomeChave} collate "C"`, municipio.nome],
  id: municipio.id,
} satisfies Record<(typeof LOCALIDADE_SORT)[number], unknown>;

/** The state's sigla from a sigla or an IBGE state code; undefined when there is no such state. */
/** A municipality's id and name, for a record that points to it (a body's or a user's address, a printout). */
export async function municipioResumo(ex: Executor, id: number | null) {
  if (!id) return null;
  const [m] = await ex
    .select({ id: municipio.id, nome: municipio.nome })
    .from(municipio)
    .where(eq(municipio.id, id));
  return m ?? null;
}

/** Whether the municipality is one of that UF: an address's check before it is saved. */
export async function municipioDaUf(ex: Executor, id: number, uf: string) {
  const [m] = await ex
    .select({ id: municipio.id })
    .from(municipio)
    .where(and(eq(municipio.id, id), eq(municipio.uf, uf)));
  return m !== undefined;
}

export async function siglaDaUf(ex: Executor, uf: string | number) {
  const [e] = await ex
    .select({ sigla: estado.sigla })
    .from(estado)
    .where(typeof uf === 'number' ? eq(estado.id, uf) : eq(estado.sigla, uf));
  return e?.sigla;
}

export async function listarLocalidades(
  ex: Executor,
  q: { uf: string; sort: SortSpec<(typeof LOCALIDADE_SORT)[number]>; page: number; size: number },
): Promise<{ content: Localidade[]; totalElements: number }> {
  const where = eq(municipio.uf, q.uf);
  const { content: rows, totalElements } = await paginar(
    ex,
    q,
    () =>
      ex
        .select({ id: municipio.id, nome: municipio.nome, uf: municipio.uf })
        .from(municipio)
        .where(where)
        .orderBy(...orderBy(q.sort, columns, municipio.id))
        .limit(q.size)
        .offset(offsetOf(q)),
    () => ex.select({ n: countAll() }).from(municipio).where(where),
  );
  return {
    content: rows.map((r) => ({
      ...r,
      situacao: SITUACAO_LOCALIDADE_ATIVA,
      tipoLocalidade: TIPO_LOCALIDADE_MUNICIPIO,
      comarca: null,
    })),
    totalElements,
  };
}

/**
 * Street data of a CEP; else the municipality whose general CEP it is, or whose street-numbered range
 * holds it (city and UF only).
 */
export async function buscarCep(ex: Executor, digitos: string): Promise<EnderecoCep | undefined> {
  const [rua] = await ex
    .select({
      cep: cep.cep,
      nome: cep.logradouro,
      tipo: cep.tipo,
      complemento: cep.complemento,
      bairro: cep.bairro,
      localidade: { id: municipio.id, nome: municipio.nome, uf: municipio.uf },
    })
    .from(cep)
    .innerJoin(municipio, eq(municipio.id, cep.municipioId))
    .where(eq(cep.cep, digitos));
  if (rua) return { id: rua.cep, ...rua };
  const [geral] = await ex
    .select({ id: municipio.id, nome: municipio.nome, uf: municipio.uf })
    .from(municipio)
    .where(eq(municipio.cepGeral, digitos));
  // A city numbered street by street (no general CEP: the capitals) holds the CEPs of its observed
  // range, so a street CEP whose street is not imported still gives city and UF; where two such
  // ranges overlap, the narrower one. A town with a general CEP guesses nothing.
  const [daFaixa] = geral
    ? []
    : await ex
        .select({ id: municipio.id, nome: municipio.nome, uf: municipio.uf })
        .from(municipio)
        .where(
          sql`${municipio.cepGeral} is null and ${Number(digitos)} between ${municipio.cepMin}::integer and ${municipio.cepMax}::integer`,
        )
        .orderBy(sql`${municipio.cepMax}::integer - ${municipio.cepMin}::integer`, municipio.id)
        .limit(1);
  const cidade = geral ?? daFaixa;
  if (!cidade) return undefined;
  return {
    id: digitos,
    cep: digitos,
    nome: null,
    tipo: null,
    complemento: null,
    bairro: null,
    localidade: cidade,
  };
}
