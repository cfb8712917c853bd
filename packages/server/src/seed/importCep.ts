import { createReadStream, statSync } from 'node:fs';
import { isValidCep, onlyDigits } from '@divida/domain/documents';
import { chaveNomeLocalidade } from '@divida/domain/localidade/localidade.schema';
import type { Executor } from '../platform/db/database.ts';
import { cep, municipio } from '../modules/localidade/localidade.table.ts';
import { CsvReader, detectDelimiter, type CsvRecord } from '../platform/csv.ts';
import { upsertJson } from '../platform/db/upsert.ts';
import {
  Rejeicoes,
  arquivoDoUsuario,
  executarComando,
  invocadoDiretamente,
  progress,
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

/** What is read from a file: its text at once, or its chunks as a stream (Buffers or strings). */
export type FonteCsv = string | AsyncIterable<Buffer | string>;

/**
 * Loads a CEP CSV into the database as it is read (a national file never sits in memory as rows), in
 * batches of 5000; `progresso` gets the bytes read so far and `tamanho` after each batch.
 */
export async function importarCeps(
  ex: Executor,
  fonte: FonteCsv,
  opts: { tamanho?: number; progresso?: (feitos: number, total: number) => void } = {},
): Promise<ResumoCep> {
  const tamanho = opts.tamanho ?? (typeof fonte === 'string' ? Buffer.byteLength(fonte) : 0);
  const chunks = typeof fonte === 'string' ? [fonte] : fonte;

  const municipios = await ex
    .select({ id: municipio.id, nome: municipio.nome, uf: municipio.uf })
    .from(municipio);
  const porId = new Map(municipios.map((m) => [m.id, m]));
  const porNome = new Map(municipios.map((m) => [`${m.uf}|${chaveNomeLocalidade(m.nome)}`, m.id]));

  const rejeicoes = new Rejeicoes();
  const vistos = new Set<string>();
  const colunasAtualizadas = ['logradouro', 'tipo', 'complemento', 'bairro', 'municipioId'] as const;
  const resumo = { lidos: 0, inseridos: 0, alterados: 0, inalterados: 0 };
  let lote = new Map<string, typeof cep.$inferInsert>();
  let bytes = 0;

  const gravar = async () => {
    if (lote.size === 0) return;
    const r = await upsertJson(ex, cep, [...lote.values()], {
      conflict: ['cep'],
      update: [...colunasAtualizadas],
    });
    resumo.inseridos += r.inseridos;
    resumo.alterados += r.alterados;
    resumo.inalterados += lote.size - r.inseridos - r.alterados;
    lote = new Map();
    opts.progresso?.(bytes, tamanho);
  };

  let idx: Partial<Record<Coluna, number>> | undefined;
  const get = (cells: string[], c: Coluna) => (idx![c] === undefined ? '' : (cells[idx![c]] ?? '').trim());

  const linha = ({ line, cells }: CsvRecord) => {
    if (!idx) {
      idx = colunas(cells);
      if (idx.cep === undefined || idx.logradouro === undefined) {
        throw new Error(
          `O arquivo precisa das colunas cep e logradouro (cabeçalho lido: ${cells.join(', ')})`,
        );
      }
      if (idx.codigo === undefined && (idx.nomeMunicipio === undefined || idx.uf === undefined)) {
        throw new Error('O arquivo precisa do município: coluna codigo_ibge, ou municipio (nome) e uf');
      }
      return;
    }
    resumo.lidos++;
    const digitos = onlyDigits(get(cells, 'cep'));
    if (!isValidCep(get(cells, 'cep'))) return rejeicoes.add('CEP inválido (8 dígitos)', line);
    const rua = get(cells, 'logradouro');
    if (!rua) return rejeicoes.add('logradouro vazio', line);
    const uf = get(cells, 'uf').toUpperCase();
    let codigo = get(cells, 'codigo');
    let nome = get(cells, 'nomeMunicipio');
    if (!codigo && /^\d{7}$/.test(nome)) [codigo, nome] = [nome, ''];
    let municipioId: number | undefined;
    if (codigo) {
      const m = porId.get(Number(codigo));
      if (!m) return rejeicoes.add('código IBGE de município desconhecido', line);
      if (uf && m.uf !== uf) return rejeicoes.add('UF não confere com o município', line);
      municipioId = m.id;
    } else {
      // "Distrito (Município)", as CEP Aberto writes districts, belongs to the municipality.
      const paren = /\(([^)]+)\)\s*$/.exec(nome)?.[1];
      municipioId =
        porNome.get(`${uf}|${chaveNomeLocalidade(nome)}`) ??
        (paren ? porNome.get(`${uf}|${chaveNomeLocalidade(paren)}`) : undefined);
      if (municipioId === undefined) return rejeicoes.add('município não encontrado pelo nome e UF', line);
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
      return rejeicoes.add('campo longo demais (logradouro/complemento 200, bairro 100, tipo 40)', line);
    }
    // The last line of a repeated CEP wins: within a batch by replacing it, across batches by the upsert.
    if (vistos.has(digitos)) rejeicoes.add('CEP repetido no arquivo (vale a última linha)', line);
    vistos.add(digitos);
    lote.set(digitos, { cep: digitos, logradouro, tipo, complemento, bairro, municipioId });
  };

  const decoder = new TextDecoder('utf-8');
  let reader: CsvReader | undefined;
  let inicio = '';
  const registros: CsvRecord[] = [];
  const consumir = async (texto: string) => {
    if (!reader) {
      // The delimiter is read from the header line, which may span chunks.
      inicio += texto;
      if (!inicio.includes('\n')) return;
      reader = new CsvReader(detectDelimiter(inicio));
      texto = inicio;
    }
    reader.push(texto, registros);
    for (const r of registros.splice(0)) {
      linha(r);
      if (lote.size >= LOTE) await gravar();
    }
  };
  for await (const chunk of chunks) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    await consumir(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  }
  await consumir(decoder.decode());
  if (!reader && inicio) {
    reader = new CsvReader(detectDelimiter(inicio));
    reader.push(inicio, registros);
  }
  reader?.end(registros);
  for (const r of registros.splice(0)) linha(r);
  if (!idx) throw new Error('Arquivo vazio: esperado um cabeçalho com cep, logradouro e o município');
  await gravar();
  opts.progresso?.(bytes, tamanho);
  return { ...resumo, rejeitados: rejeicoes.lista() };
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
      const tamanho = statSync(caminho).size;
      const bar = progress('CEPs', tamanho, (n) => `${(n / 1048576).toFixed(1)} MB`);
      const t0 = performance.now();
      const r = await importarCeps(ex, createReadStream(caminho, { highWaterMark: 1 << 20 }), {
        tamanho,
        progresso: (feitos) => bar.update(feitos),
      });
      bar.end();
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
