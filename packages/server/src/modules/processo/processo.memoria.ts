import { formatDateBR, type IsoDate } from '@divida/domain/calendar';
import type { CalculoDebito } from '@divida/domain/correcao';
import { formatarNumeroProcesso, SEM_VALOR } from '@divida/domain/format';
import { formatBRL, formatDecimalBR, toApiNumber, toDecimal, type MoneyInput } from '@divida/domain/money';
import { MENSAGENS_MEMORIA, type MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import { eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { invalido, notFound } from '../../platform/errors.ts';
import { renderDocumento, type Documento, type Secao } from '../../platform/pdf/documento.ts';
import { orgaoCredorTimbre as orgaoCredor } from '../orgaoCredor/index.ts';
import { calculoDoProcesso } from './processo.calculo.ts';
import { processoVisivel } from './processo.repository.ts';

const M = MENSAGENS_MEMORIA;
const mesBR = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
/** The accumulated factor as shown: 10 decimal places (the engine keeps 40 significant digits). */
const CASAS_FATOR = 10;

/**
 * The calculation memory of a process the caller may see (404 otherwise) on a date: today by default;
 * never before its dataReferenciaCalculo nor after today (400 on the field `data`).
 */
export async function calcularMemoria(ctx: Ctx, user: AuthUser, id: number, data: IsoDate | undefined) {
  const p = await processoVisivel(ctx.db, user, id);
  if (!p) throw notFound();
  const hoje = ctx.relogio.hoje();
  const dia = data ?? hoje;
  if (dia < p.dataReferenciaCalculo)
    throw invalido('data', M.antesDaReferencia(formatDateBR(p.dataReferenciaCalculo)));
  if (dia > hoje) throw invalido('data', M.depoisDeHoje);
  return { p, calculo: await calculoDoProcesso(ctx.db, p, dia) };
}

export function memoriaParaApi(c: CalculoDebito): MemoriaCalculo {
  const n = toApiNumber;
  return {
    dataCalculo: c.dataCalculo,
    indice: c.indice,
    meses: c.meses.map((m) => ({
      mes: m.mes,
      taxa: m.taxa === null ? null : m.taxa.toNumber(),
      fatorAcumulado: m.fatorAcumulado.toFixed(CASAS_FATOR),
      valorCorrigido: n(m.valorCorrigido),
      observacao: m.observacao,
    })),
    principal: n(c.principal),
    principalCorrigido: n(c.principalCorrigido),
    multa: n(c.multa),
    juros: n(c.juros),
    honorarios: n(c.honorarios),
    total: n(c.total),
  };
}

/** `?formato=pdf`: the printable 'Memória de Cálculo' on the letterhead of the process's body. */
export async function imprimirMemoria(
  ctx: Ctx,
  user: AuthUser,
  p: { numero: string; orgaoCredorId: number; dataReferenciaCalculo: IsoDate },
  c: CalculoDebito,
): Promise<Buffer> {
  const [o] = await ctx.db
    .select({ nome: orgaoCredor.nome, sigla: orgaoCredor.sigla })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, p.orgaoCredorId));
  const { emissor } = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  const doc: Documento = {
    titulo: M.titulo,
    orgao: { nome: o!.nome, sigla: o!.sigla },
    emissor,
    secoes: [
      {
        titulo: 'Processo',
        campos: [
          ['Processo de Constituição do Crédito', formatarNumeroProcesso(p.numero)],
          ['Data de Referência do Cálculo', formatDateBR(p.dataReferenciaCalculo)],
          ['Data do Cálculo', formatDateBR(c.dataCalculo)],
          ['Índice de Correção', c.indice ?? 'Sem índice de correção'],
        ],
        paragrafos: [`Método: ${M.metodo}`, `Fundamento legal: ${M.fundamentoLegal}`],
      },
      secaoDosMeses(c.meses),
      {
        titulo: 'Totais',
        campos: [
          ['Principal (valor atualizado)', formatBRL(c.principal)],
          ['Principal corrigido', formatBRL(c.principalCorrigido)],
          ['Correção monetária', formatBRL(c.correcao)],
          ['Multa', formatBRL(c.multa)],
          ['Juros', formatBRL(c.juros)],
          ['Total', formatBRL(c.total)],
          ['Honorários (cobrados no pagamento, à parte do total)', formatBRL(c.honorarios)],
        ],
      },
    ],
  };
  return renderDocumento(doc);
}

/**
 * The month-by-month table of a printed memory (the process's, an instalment's): the month, its rate
 * (a month not published yet: none), the accumulated factor and the corrected value.
 */
export function secaoDosMeses(
  meses: readonly {
    mes: string;
    taxa: MoneyInput | null;
    fatorAcumulado: MoneyInput;
    valorCorrigido: MoneyInput;
    observacao?: string | null;
  }[],
): Secao {
  return {
    titulo: 'Correção mês a mês',
    campos: [],
    paragrafos: meses.length === 0 ? ['Nenhum mês de correção vigente até a data do cálculo.'] : [],
    ...(meses.length > 0 && {
      tabela: {
        colunas: ['Mês', 'Taxa (%)', 'Fator acumulado', 'Valor corrigido', 'Observação'],
        larguras: ['auto', 'auto', 'auto', 'auto', '*'],
        aDireita: [1, 2, 3],
        linhas: meses.map((m) => [
          mesBR(m.mes),
          m.taxa === null
            ? SEM_VALOR
            : formatDecimalBR(m.taxa, Math.max(2, toDecimal(m.taxa).decimalPlaces())),
          formatDecimalBR(m.fatorAcumulado, CASAS_FATOR),
          formatBRL(m.valorCorrigido),
          m.observacao ?? '',
        ]),
      },
    }),
  };
}
