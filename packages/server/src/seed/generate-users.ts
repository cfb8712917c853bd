/**
 * Bulk generator for benchmarks: fills the `usuario` table of the PostgreSQL database named by
 * DATABASE_URL with realistic users (Portuguese names, ~20 creditor bodies, a few profiles, unique
 * e-mails, valid unique CPFs or null). One argon2 hash, computed once, is shared by every row.
 *
 * The schema must exist already (start the server once against the database, or run its
 * migrations). Rows go in with `INSERT ... SELECT FROM unnest(...)`: one statement per batch of
 * 10,000 rows, under 10 seconds for 100,000. About 5% of the users are inactive, 15% have no CPF.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx packages/server/src/seed/generate-users.ts [count]
 */
import { pathToFileURL } from 'node:url';
import { cnpjCheckDigits, cpfCheckDigits } from '@divida/domain/documents';
import type { Permissao } from '@divida/domain/permissions';
import pg from 'pg';
import { chaveBusca } from '@divida/domain/texto';
import { hashSenha } from '../platform/auth/password.ts';

/** The password of every generated user. */
export const SENHA_GERADA = 'SenhaBench1';

// prettier-ignore
const NOMES_FEMININOS = [
  'Ana', 'Maria', 'Mariana', 'Marta', 'Márcia', 'Marcela', 'Marisa', 'Marina', 'Beatriz', 'Juliana',
  'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Amanda', 'Bruna', 'Larissa', 'Letícia', 'Gabriela', 'Luana',
  'Adriana', 'Cláudia', 'Sandra', 'Simone', 'Vanessa', 'Renata', 'Daniela', 'Tatiane', 'Luciana', 'Carla',
  'Raquel', 'Priscila', 'Débora', 'Elaine', 'Cristina', 'Sônia', 'Vera', 'Rita', 'Lúcia', 'Helena',
  'Isabela', 'Sofia', 'Alice', 'Laura', 'Valentina', 'Heloísa', 'Conceição', 'Aparecida', 'Francisca', 'Antônia',
  'Paula', 'Josefa', 'Joana', 'Luíza', 'Eduarda', 'Rosângela', 'Terezinha', 'Jéssica', 'Natália', 'Fátima',
] as const;

// prettier-ignore
const NOMES_MASCULINOS = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos',
  'Marcelo', 'Mário', 'Márcio', 'Mauro', 'Gabriel', 'Rafael', 'Daniel', 'Eduardo', 'Felipe', 'Bruno',
  'Rodrigo', 'Fernando', 'Fábio', 'Gustavo', 'Leonardo', 'Ricardo', 'Sérgio', 'Roberto', 'Jorge', 'André',
  'Alexandre', 'Vinícius', 'Thiago', 'Diego', 'Matheus', 'Leandro', 'Raimundo', 'Sebastião', 'Otávio', 'Caio',
  'Anderson', 'Wellington', 'Júlio', 'César', 'Renato', 'Henrique', 'Miguel', 'Arthur', 'Heitor', 'Benedito',
  'Josué', 'Joaquim', 'Manoel', 'Luís', 'Vítor', 'Everaldo', 'Edson', 'Cícero', 'Moacir', 'Ivan',
] as const;

/** Surnames, some with the particle they usually carry ('da Silva', 'dos Santos'). */
// prettier-ignore
const SOBRENOMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Correia', 'Pinto', 'Monteiro', 'Moura',
  'Cavalcanti', 'Azevedo', 'Batista', 'Brandão', 'Campos', 'Castro', 'Coelho', 'Cunha', 'Duarte', 'Farias',
  'Figueiredo', 'Fonseca', 'Guimarães', 'Leite', 'Macedo', 'Magalhães', 'Medeiros', 'Miranda', 'Nogueira', 'Pacheco',
  'Peixoto', 'Pires', 'Queiroz', 'Reis', 'Sampaio', 'Siqueira', 'Tavares', 'Vasconcelos', 'Xavier', 'Bezerra',
  'Conceição', 'Assunção', 'Falcão', 'Simões', 'Guedes', 'Prado', 'Rezende', 'Amaral', 'Bastos', 'Brito',
] as const;

const PARTICULA: Record<string, string> = {
  Silva: 'da',
  Costa: 'da',
  Rocha: 'da',
  Cunha: 'da',
  Conceição: 'da',
  Assunção: 'da',
  Fonseca: 'da',
  Santos: 'dos',
  Reis: 'dos',
  Oliveira: 'de',
  Souza: 'de',
  Almeida: 'de',
  Andrade: 'de',
  Freitas: 'de',
  Araújo: 'de',
  Carvalho: 'de',
  Moura: 'de',
  Castro: 'de',
  Nascimento: 'do',
  Amaral: 'do',
  Prado: 'do',
};
const PARTICULAS = ['da', 'de', 'dos', 'do'];

/** ~20 creditor bodies of a state: secretariats, agencies, foundations. */
export const ORGAOS_GERADOS = [
  ['SEFAZ', 'SECRETARIA DA FAZENDA'],
  ['SEDUC', 'SECRETARIA DA EDUCAÇÃO'],
  ['SESA', 'SECRETARIA DA SAÚDE'],
  ['SEMA', 'SECRETARIA DO MEIO AMBIENTE'],
  ['SEAD', 'SECRETARIA DE ADMINISTRAÇÃO'],
  ['SEINFRA', 'SECRETARIA DE INFRAESTRUTURA'],
  ['SSP', 'SECRETARIA DA SEGURANÇA PÚBLICA'],
  ['SEJUS', 'SECRETARIA DA JUSTIÇA'],
  ['SECULT', 'SECRETARIA DA CULTURA'],
  ['SETUR', 'SECRETARIA DO TURISMO'],
  ['DETRAN', 'DEPARTAMENTO ESTADUAL DE TRÂNSITO'],
  ['DER', 'DEPARTAMENTO DE ESTRADAS DE RODAGEM'],
  ['JUCEC', 'JUNTA COMERCIAL DO ESTADO'],
  ['ADAGRI', 'AGÊNCIA DE DEFESA AGROPECUÁRIA'],
  ['ARCE', 'AGÊNCIA REGULADORA DE SERVIÇOS PÚBLICOS'],
  ['IPEM', 'INSTITUTO DE PESOS E MEDIDAS'],
  ['PROCON', 'PROGRAMA DE PROTEÇÃO E DEFESA DO CONSUMIDOR'],
  ['FUNCAP', 'FUNDAÇÃO DE AMPARO À PESQUISA'],
  ['TCE', 'TRIBUNAL DE CONTAS DO ESTADO'],
  ['IPECE', 'INSTITUTO DE PESQUISA E ESTRATÉGIA ECONÔMICA'],
] as const;

/** A few profiles, from read-only to manager. */
export const PERFIS_GERADOS: Record<string, Permissao[]> = {
  'CONSULTA BENCH': ['PAINEL', 'USUARIO_CONSULTAR', 'DEVEDOR_CONSULTAR', 'PROCESSO_COBRANCA_CONSULTAR'],
  'OPERADOR BENCH': [
    'PAINEL',
    'DEVEDOR_CONSULTAR',
    'DEVEDOR_ALTERAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  ],
  'FINANCEIRO BENCH': ['PAINEL', 'FINANCEIRO_CONSULTAR', 'RELATORIO_CONSULTAR', 'NEGOCIACAO_CONSULTAR'],
  'GESTOR BENCH': [
    'PAINEL',
    'USUARIO_CONSULTAR',
    'USUARIO_CADASTRAR',
    'USUARIO_ALTERAR',
    'RELATORIO_CONSULTAR',
  ],
};

/** mulberry32: a small seeded generator, so that every run produces the same rows. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The accent-free, dot-separated local part of an e-mail ('João da Conceição' → 'joao.conceicao'). */
const emailLocal = (partes: string[]) =>
  partes
    .filter((p) => !PARTICULAS.includes(p))
    .map((p) => chaveBusca(p).replace(/[^a-z]/g, ''))
    .join('.');

/**
 * The i-th CPF: a 9-digit base i·k mod 10⁹ (k coprime to 10⁹, so bases never repeat), then its
 * check digits. Bases of one repeated digit are skipped (they are not issued).
 */
function cpfDe(i: number): string | null {
  const base = String(((i + 1) * 987_654_323) % 1_000_000_000).padStart(9, '0');
  if (/^(\d)\1{8}$/.test(base)) return null;
  return base + cpfCheckDigits(base);
}

export interface GenerateOptions {
  count?: number;
  seed?: number;
  batchSize?: number;
  log?: (msg: string) => void;
}

/** Fills `count` users into the database of `databaseUrl`; answers how many rows went in and how long it took. */
export async function generateUsers(databaseUrl: string, opts: GenerateOptions = {}) {
  const { count = 100_000, seed = 42, batchSize = 10_000, log = () => {} } = opts;
  const t0 = performance.now();
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const senhaHash = await hashSenha(SENHA_GERADA);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Creditor bodies and profiles (idempotent: a second run reuses them).
    for (const [k, [sigla, nome]] of ORGAOS_GERADOS.entries()) {
      const cnpjBase = String(10_000_000 + k * 7_919) + '0001';
      await client.query(
        `insert into orgao_credor (nome, cnpj, sigla) values ($1, $2, $3) on conflict do nothing`,
        [nome, cnpjBase + cnpjCheckDigits(cnpjBase), sigla],
      );
    }
    const orgaos = (
      await client.query<{ id: number }>(`select id from orgao_credor where sigla = any($1) order by id`, [
        ORGAOS_GERADOS.map(([s]) => s),
      ])
    ).rows.map((r) => r.id);
    const perfis: number[] = [];
    for (const [nome, permissoes] of Object.entries(PERFIS_GERADOS)) {
      await client.query(`insert into perfil (nome) values ($1) on conflict (nome) do nothing`, [nome]);
      const { rows } = await client.query<{ id: number }>(`select id from perfil where nome = $1`, [nome]);
      const id = rows[0]!.id;
      await client.query(
        `insert into perfil_permissao (perfil_id, permissao) select $1, unnest($2::varchar[]) on conflict do nothing`,
        [id, permissoes],
      );
      perfis.push(id);
    }
    // Bodies are unevenly staffed: weight of the k-th body ∝ 1/(k+1).
    const pesos = orgaos.map((_, k) => 1 / (k + 1));
    const totalPeso = pesos.reduce((a, b) => a + b, 0);
    const orgaoAleatorio = () => {
      let r = rnd() * totalPeso;
      for (let k = 0; k < orgaos.length; k++) if ((r -= pesos[k]!) < 0) return orgaos[k]!;
      return orgaos[orgaos.length - 1]!;
    };
    const perfilAleatorio = () => (rnd() < 0.6 ? perfis[0]! : pick(perfis));

    // Continue after existing generated rows, so e-mails and CPFs stay unique on a second run.
    const { rows: ja } = await client.query<{ n: number }>(`select count(*)::int as n from usuario`);
    const inicio = ja[0]!.n;
    let inseridos = 0;
    while (inseridos < count) {
      const n = Math.min(batchSize, count - inseridos);
      const cols = {
        nome: [] as string[],
        email: [] as string[],
        cpf: [] as (string | null)[],
        matricula: [] as string[],
        ativo: [] as boolean[],
        orgao: [] as number[],
        perfil: [] as number[],
      };
      for (let j = 0; j < n; j++) {
        const i = inicio + inseridos + j;
        const primeiros = rnd() < 0.5 ? NOMES_FEMININOS : NOMES_MASCULINOS;
        const partes: string[] = [pick(primeiros)];
        if (rnd() < 0.3) partes.push(pick(primeiros));
        const nSobrenomes = 1 + Math.floor(rnd() * 3);
        for (let s = 0; s < nSobrenomes; s++) {
          const sobrenome = pick(SOBRENOMES);
          if (partes.includes(sobrenome)) continue;
          const particula = PARTICULA[sobrenome];
          if (particula && rnd() < 0.5) partes.push(particula);
          partes.push(sobrenome);
        }
        const nome = partes.join(' ').slice(0, 80);
        cols.nome.push(nome);
        cols.email.push(`${emailLocal(partes)}.${i}@exemplo.gov.br`.slice(-100));
        cols.cpf.push(rnd() < 0.15 ? null : cpfDe(i));
        cols.matricula.push(String(100_000 + i));
        cols.ativo.push(rnd() >= 0.05);
        cols.orgao.push(orgaoAleatorio());
        cols.perfil.push(perfilAleatorio());
      }
      await client.query(
        `insert into usuario (nome, email, cpf, matricula, senha_hash, ativo, orgao_credor_id, perfil_id)
         select nome, email, cpf, matricula, $5, ativo, orgao, perfil
         from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $6::boolean[], $7::int[], $8::int[])
           as t(nome, email, cpf, matricula, ativo, orgao, perfil)`,
        [cols.nome, cols.email, cols.cpf, cols.matricula, senhaHash, cols.ativo, cols.orgao, cols.perfil],
      );
      inseridos += n;
      log(`  ${inseridos.toLocaleString('en')} / ${count.toLocaleString('en')} usuários`);
    }
    // Statistics for the planner, and the visibility map that lets counts read the index alone:
    // what autovacuum gives a settled table.
    await client.query('vacuum analyze usuario');
    return { inserted: inseridos, ms: performance.now() - t0 };
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Defina DATABASE_URL (postgres://...) de um banco já migrado.');
    process.exit(1);
  }
  const count = Number(process.argv[2] ?? process.env.COUNT ?? 100_000);
  generateUsers(url, { count, log: console.log }).then(
    (r) => console.log(`${r.inserted} usuários em ${(r.ms / 1000).toFixed(1)} s`),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
