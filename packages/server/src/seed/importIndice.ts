import { readFileSync } from 'node:fs';
import type { Executor } from '../platform/db/database.ts';
import * as repo from '../modules/indiceFinanceiro/indiceFinanceiro.repository.ts';
import { parseCsv } from '../platform/csv.ts';
import {
  Rejeicoes,
  arquivoDoUsuario,
  executarComando,
  invocadoDiretamente,
  type Resumo,
} from './importComando.ts';

/**
 * `npm run import:indice -- <código SGS> <arquivo>`: loads a monthly series exported from the Banco
 * Central's SGS into the index with that code. Accepted: the site's CSV (`data;valor`, dd/MM/yyyy or
 * MM/yyyy, decimal comma, quoted or not), the API's JSON (`[{"data":"01/01/2024","valor":"0.42"}]`) and
 * our `data,valor` CSV (yyyy-MM-01, decimal dot). Rates are percent per month, kept exact (up to 8
 * decimals). Months already present are updated when the figure differs (the Banco Central's current
 * figure wins); the index's last reference date moves to its last month.
 */

export interface ResumoIndice extends Resumo {
  inseridos: number;
  alterados: number;
  inalterados: number;
  ultimaDataReferencia: string | null;
}

/** 'dd/MM/yyyy', 'MM/yyyy', 'yyyy-MM-dd' or 'yyyy-MM' → 'yyyy-MM-01'; undefined when not a month's first day. */
export function mesDaData(data: string): string | undefined {
  const d = data.trim();
  const g =
    /^(?<dia>\d{2})\/(?<mes>\d{2})\/(?<ano>\d{4})$/.exec(d)?.groups ??
    /^(?<mes>\d{2})\/(?<ano>\d{4})$/.exec(d)?.groups ??
    /^(?<ano>\d{4})-(?<mes>\d{2})(?:-(?<dia>\d{2}))?$/.exec(d)?.groups;
  if (!g || (g.dia ?? '01') !== '01' || Number(g.mes) < 1 || Number(g.mes) > 12) return undefined;
  return `${g.ano}-${g.mes}-01`;
}

/** '0,42' / '0.42' / '1.234,5' / 0.42 → '0.42'; undefined when not a decimal within numeric(18,8). */
export function taxaDoValor(valor: unknown): string | undefined {
  const dado = typeof valor === 'number' && Number.isFinite(valor) ? String(valor) : valor;
  if (typeof dado !== 'string') return undefined;
  let v = dado.trim();
  if (v.includes(',')) v = v.replace(/\./g, '').replace(',', '.');
  const m = /^(-?)(\d{1,10})(?:\.(\d{1,8}))?$/.exec(v);
  if (!m) return undefined;
  if (m[1] && Number(v) <= -100) return undefined;
  return repo.decimalCanonico(`${m[1]}${String(Number(m[2]))}${m[3] ? `.${m[3]}` : ''}`);
}

/** The (date, value) pairs of an SGS export, JSON or CSV, with their line numbers. */
function pares(texto: string): { linha: number; data: unknown; valor: unknown }[] {
  const t = texto.replace(/^\uFEFF/, '').trim();
  if (t.startsWith('[') || t.startsWith('{')) {
    const json = JSON.parse(t) as unknown;
    const lista = Array.isArray(json) ? json : [];
    return lista.map((o: unknown, i) => {
      const r = (o ?? {}) as Record<string, unknown>;
      return { linha: i + 1, data: r.data, valor: r.valor };
    });
  }
  const csv = parseCsv(t);
  const chaves = csv.header.map((h) => h.toLowerCase());
  // A file without a header starts with a date: read its first line as data too.
  const semCabecalho = mesDaData(csv.header[0] ?? '') !== undefined;
  const rows = semCabecalho ? [{ line: 1, cells: csv.header }, ...csv.rows] : csv.rows;
  const iData = semCabecalho ? 0 : Math.max(0, chaves.indexOf('data'));
  const iValor = semCabecalho ? 1 : chaves.includes('valor') ? chaves.indexOf('valor') : 1;
  return rows.map((r) => ({ linha: r.line, data: r.cells[iData], valor: r.cells[iValor] }));
}

export async function importarIndice(
  ex: Executor,
  codigoBacen: number,
  texto: string,
): Promise<ResumoIndice> {
  const indice = await repo.porCodigoBacen(ex, codigoBacen);
  if (!indice) {
    const codigos = (await repo.listar(ex)).map((i) => `${i.codigoBacen} (${i.sigla})`).join(', ');
    throw new Error(`Nenhum índice com o código SGS ${codigoBacen}. Códigos cadastrados: ${codigos}`);
  }
  const rejeicoes = new Rejeicoes();
  const porMes = new Map<string, string>();
  const lidos = pares(texto);
  for (const { linha, data, valor } of lidos) {
    const mes = typeof data === 'string' ? mesDaData(data) : undefined;
    if (!mes) {
      rejeicoes.add(
        'data inválida (esperado o primeiro dia do mês: dd/MM/yyyy, MM/yyyy ou yyyy-MM-dd)',
        linha,
      );
      continue;
    }
    const taxa = taxaDoValor(valor);
    if (taxa === undefined) {
      rejeicoes.add('valor inválido (decimal, até 8 casas, acima de -100)', linha);
      continue;
    }
    if (porMes.has(mes)) rejeicoes.add('mês repetido no arquivo (vale a última linha)', linha);
    porMes.set(mes, taxa);
  }
  const taxas = [...porMes].map(([mes, valor]) => ({ mes, valor }));
  // audited (the command has no user): the same write as the daily fetch and the PGE's entry
  const r = await ex.transaction(async (tx) => repo.gravarTaxasAuditadas(tx, indice.id, taxas, undefined));
  const atual = await repo.porCodigoBacen(ex, codigoBacen);
  return {
    lidos: lidos.length,
    inseridos: r.inseridos,
    alterados: r.alterados,
    inalterados: r.inalterados,
    rejeitados: rejeicoes.lista(),
    ultimaDataReferencia: atual?.ultimaDataReferencia ?? null,
  };
}

const AJUDA = `Uso: npm run import:indice -- <código SGS> <arquivo>

Carrega a série mensal de um índice financeiro exportada do SGS do Banco Central (433 IPCA, 4390 SELIC,
188 INPC, 189 IGP-M), em % ao mês:
  - CSV do site do SGS: data;valor com datas dd/MM/yyyy (ou MM/yyyy) e vírgula decimal;
  - JSON da API do SGS (https://api.bcb.gov.br/dados/serie/bcdata.sgs.<código>/dados?formato=json):
    [{"data":"01/01/2024","valor":"0.42"}];
  - CSV data,valor com datas yyyy-MM-01 e ponto decimal (o formato de seed/reference/indices).
Sem duplicar: meses já carregados são atualizados quando o valor difere; a última data de referência
do índice passa ao último mês carregado.

Banco: o de DATABASE_URL (PostgreSQL); sem ela, o banco embutido em DATA_DIR (padrão ./data, relativo a
packages/server, o mesmo do servidor iniciado por npm start).
Com o banco embutido, PARE O SERVIDOR antes: o PGlite aceita um só processo por vez.`;

export async function main(args: string[]) {
  await executarComando({
    args,
    ajuda: AJUDA,
    minArgs: 2,
    async run(ex, [codigo, arquivo]) {
      if (!/^\d{1,6}$/.test(codigo!)) throw new Error(`Código SGS inválido: ${codigo}\n\n${AJUDA}`);
      const caminho = arquivoDoUsuario(arquivo!);
      const r = await importarIndice(ex, Number(codigo), readFileSync(caminho, 'utf8'));
      return [
        `${caminho}: ${r.lidos} linhas lidas`,
        `  inseridos: ${r.inseridos}, atualizados: ${r.alterados}, sem mudança: ${r.inalterados}`,
        ...Rejeicoes.texto(r.rejeitados),
        `  última data de referência: ${r.ultimaDataReferencia ?? '-'}`,
      ];
    },
  });
}

if (invocadoDiretamente(import.meta.url)) void main(process.argv.slice(2));
