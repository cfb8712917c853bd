import { readFileSync } from 'node:fs';
import { isValidCep, onlyDigits } from '@divida/domain/documents';
import { chaveNomeLocalidade } from '@divida/domain/localidade/localidade.schema';
import type { Executor } from '../platform/db/database.ts';
import { cep, municipio } from '../modules/localidade/localidade.table.ts';
import { batches, parseCsv, progress, upsertJson } from './importCsv.ts';
import {
  Rejeicoes,
  arquivoDoUsuario,
  executarComando,
  invocadoDiretamente,
  type Resumo,
} from './importComando.ts';

/**
 * `npm run import:cep -- <arquivo.csv>`: loads street-level CEPs into the `cep` table. Accepted columns
 * (header names in any case and accents; ',' or ';'): cep; logradouro (or rua, endereco); tipo
 * (optional: 'Rua', 'Avenida'... else read from the street's first word); complemento; bairro; the
 * municipality as codigo_ibge (or ibge, codigo_municipio, or a 7-digit municipio) or by name (municipio,
 * localidade, cidade) with uf. That covers the CEP Aberto extracts (ceps-<capital>.csv) and the issue's
 * format. Idempotent: an upsert on the CEP that rewrites only rows that changed.
 */

const LOTE = 5000;

/** Street types as the first word of a street name (Correios DNE abbreviations spelled out). */
const TIPOS = [
  'Acesso',
  'Aeroporto',
  'Alameda',
  'Área',
  'Avenida',
  'Beco',
  'Bloco',
  'Boulevard',
  'Caminho',
  'Campo',
  'Chácara',
  'Colônia',
  'Condomínio',
  'Conjunto',
  'Distrito',
  'Escada',
  'Escadaria',
  'Esplanada',
  'Estação',
  'Estrada',
  'Favela',
  'Fazenda',
  'Feira',
  'Galeria',
  'Jardim',
  'Ladeira',
  'Lago',
  'Lagoa',
  'Largo',
  'Loteamento',
  'Módulo',
  'Morro',
  'Núcleo',
  'Parque',
  'Passagem',
  'Passarela',
  'Pátio',
  'Ponte',
  'Praça',
  'Praia',
  'Quadra',
  'Ramal',
  'Recanto',
  'Residencial',
  'Rodovia',
  'Rua',
  'Servidão',
  'Setor',
  'Sítio',
  'Subida',
  'Travessa',
  'Trecho',
  'Trevo',
  'Túnel',
  'Vale',
  'Vereda',
  'Via',
  'Viaduto',
  'Viela',
  'Vila',
];
const TIPOS_POR_CHAVE = new Map(TIPOS.map((t) => [chaveNomeLocalidade(t), t]));

const ALIASES = {
  cep: ['cep'],
  logradouro: ['logradouro', 'rua', 'endereco', 'nomelogradouro'],
  tipo: ['tipo', 'tipologradouro'],
  complemento: ['complemento'],
  bairro: ['bairro'],
  codigo: ['codigoibge', 'ibge', 'codigomunicipio', 'municipioibge', 'codmunicipio', 'idmunicipio'],
  nomeMunicipio: ['municipio', 'localidade', 'cidade', 'nomemunicipio'],
  uf: ['uf', 'siglauf', 'estado'],
} as const;
type Coluna = keyof typeof ALIASES;

function colunas(header: string[]): Partial<Record<Coluna, number>> {
  const chaves = header.map(chaveNomeLocalidade);
  const idx: Partial<Record<Coluna, number>> = {};
  for (const [col, nomes] of Object.entries(ALIASES) as [Coluna, readonly string[]][]) {
    const i = chaves.findIndex((c) => nomes.includes(c));
    if (i >= 0) idx[col] = i;
  }
  return idx;
}

/** The street type: the given one, else the street's first word when it is a known type. */
export function tipoDoLogradouro(
  logradouro: string,
  tipo?: string,
): { logradouro: string; tipo: string | null } {
  if (tipo) {
    const starts = chaveNomeLocalidade(logradouro).startsWith(chaveNomeLocalidade(tipo));
    return { logradouro: starts ? logradouro : `${tipo} ${logradouro}`, tipo };
  }
  // '1ª Travessa Tal': the type follows an ordinal.
  const [w1 = '', w2 = ''] = logradouro.split(/\s+/, 2);
  const first = /^\d+[ªº]$/.test(w1) ? w2 : w1;
  return { logradouro, tipo: TIPOS_POR_CHAVE.get(chaveNomeLocalidade(first)) ?? null };
}

export interface ResumoCep extends Resumo {
  inseridos: number;
  alterados: number;
  inalterados: number;
}

/** Loads a CEP CSV's text into the database, in batches of 5000, reporting progress after each. */
export async function importarCeps(
  ex: Executor,
  texto: string,
  opts: { progresso?: (feitos: number, total: number) => void } = {},
): Promise<ResumoCep> {
  const csv = parseCsv(texto);
  const idx = colunas(csv.header);
  if (idx.cep === undefined || idx.logradouro === undefined) {
    throw new Error(
      `O arquivo precisa das colunas cep e logradouro (cabeçalho lido: ${csv.header.join(', ')})`,
    );
  }
  if (idx.codigo === undefined && (idx.nomeMunicipio === undefined || idx.uf === undefined)) {
    throw new Error('O arquivo precisa do município: coluna codigo_ibge, ou municipio (nome) e uf');
  }

  const municipios = await ex
    .select({ id: municipio.id, nome: municipio.nome, uf: municipio.uf })
    .from(municipio);
  const porId = new Map(municipios.map((m) => [m.id, m]));
  const porNome = new Map(municipios.map((m) => [`${m.uf}|${chaveNomeLocalidade(m.nome)}`, m.id]));

  const rejeicoes = new Rejeicoes();
  const validas = new Map<string, typeof cep.$inferInsert>();
  const get = (cells: string[], c: Coluna) => (idx[c] === undefined ? '' : (cells[idx[c]] ?? '').trim());

  for (const { line, cells } of csv.rows) {
    const digitos = onlyDigits(get(cells, 'cep'));
    if (!isValidCep(get(cells, 'cep'))) {
      rejeicoes.add('CEP inválido (8 dígitos)', line);
      continue;
    }
    const rua = get(cells, 'logradouro');
    if (!rua) {
      rejeicoes.add('logradouro vazio', line);
      continue;
    }
    const uf = get(cells, 'uf').toUpperCase();
    let codigo = get(cells, 'codigo');
    let nome = get(cells, 'nomeMunicipio');
    if (!codigo && /^\d{7}$/.test(nome)) [codigo, nome] = [nome, ''];
    let municipioId: number | undefined;
    if (codigo) {
      const m = porId.get(Number(codigo));
      if (!m) {
        rejeicoes.add('código IBGE de município desconhecido', line);
        continue;
      }
      if (uf && m.uf !== uf) {
        rejeicoes.add('UF não confere com o município', line);
        continue;
      }
      municipioId = m.id;
    } else {
      // "Distrito (Município)", as CEP Aberto writes districts, belongs to the municipality.
      const paren = /\(([^)]+)\)\s*$/.exec(nome)?.[1];
      municipioId =
        porNome.get(`${uf}|${chaveNomeLocalidade(nome)}`) ??
        (paren ? porNome.get(`${uf}|${chaveNomeLocalidade(paren)}`) : undefined);
      if (municipioId === undefined) {
        rejeicoes.add('município não encontrado pelo nome e UF', line);
        continue;
      }
    }
    const { logradouro, tipo } = tipoDoLogradouro(rua, get(cells, 'tipo') || undefined);
    const complemento = get(cells, 'complemento') || null;
    const bairro = get(cells, 'bairro') || null;
    if (
      logradouro.length > 200 ||
      (complemento?.length ?? 0) > 200 ||
      (bairro?.length ?? 0) > 100 ||
      (tipo?.length ?? 0) > 40
    ) {
      rejeicoes.add('campo longo demais (logradouro/complemento 200, bairro 100, tipo 40)', line);
      continue;
    }
    if (validas.has(digitos)) rejeicoes.add('CEP repetido no arquivo (vale a última linha)', line);
    validas.set(digitos, { cep: digitos, logradouro, tipo, complemento, bairro, municipioId });
  }

  const linhas = [...validas.values()];
  const colunasAtualizadas = ['logradouro', 'tipo', 'complemento', 'bairro', 'municipioId'] as const;
  let inseridos = 0;
  let alterados = 0;
  let feitos = 0;
  opts.progresso?.(0, linhas.length);
  for (const lote of batches(linhas, LOTE)) {
    const r = await upsertJson(ex, cep, lote, { conflict: ['cep'], update: [...colunasAtualizadas] });
    inseridos += r.inseridos;
    alterados += r.alterados;
    feitos += lote.length;
    opts.progresso?.(feitos, linhas.length);
  }
  return {
    lidos: csv.rows.length,
    inseridos,
    alterados,
    inalterados: linhas.length - inseridos - alterados,
    rejeitados: rejeicoes.lista(),
  };
}

const AJUDA = `Uso: npm run import:cep -- <arquivo.csv>

Carrega CEPs com logradouro na tabela cep, em lotes, sem duplicar: rodar de novo atualiza só o que mudou.
Colunas (cabeçalho obrigatório, separador , ou ;): cep, logradouro, tipo (opcional), complemento
(opcional), bairro, e o município: codigo_ibge, ou municipio (nome) com uf. Nomes de município são
comparados sem acentos, maiúsculas, hífens e apóstrofos.

Banco: o de DATABASE_URL (PostgreSQL); sem ela, o banco embutido em DATA_DIR (padrão ./data, relativo a
packages/server, o mesmo do servidor iniciado por npm start).
Com o banco embutido, PARE O SERVIDOR antes: o PGlite aceita um só processo por vez.`;

export async function main(args: string[]) {
  await executarComando({
    args,
    ajuda: AJUDA,
    minArgs: 1,
    async run(ex, [arquivo]) {
      const caminho = arquivoDoUsuario(arquivo!);
      const texto = readFileSync(caminho, 'utf8');
      let bar: ReturnType<typeof progress> | undefined;
      const t0 = performance.now();
      const r = await importarCeps(ex, texto, {
        progresso: (feitos, total) => {
          bar ??= progress('CEPs', total);
          bar.update(feitos);
        },
      });
      bar?.end();
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      return [
        `${caminho}: ${r.lidos} linhas lidas em ${s} s`,
        `  inseridos: ${r.inseridos}, atualizados: ${r.alterados}, sem mudança: ${r.inalterados}`,
        ...Rejeicoes.texto(r.rejeitados),
      ];
    },
  });
}

if (invocadoDiretamente(import.meta.url)) void main(process.argv.slice(2));
