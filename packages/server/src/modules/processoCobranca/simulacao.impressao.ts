import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { colunaDeValor, COLUNAS_PARCELAS_SIMULADAS } from '@divida/domain/cobranca/parcelasSimuladas';
import { formatBRL, formatarNumeroCda, formatarNumeroProcesso, SEM_VALOR } from '@divida/domain/format';
import { toDecimal, type MoneyInput } from '@divida/domain/money';
import type { ResultadoSimulacao } from '@divida/domain/negociacao';
import { eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { renderDocumento, type Documento, type Secao } from '../../platform/pdf/documento.ts';
import { orgaoCredorTimbre as orgaoCredor } from '../orgaoCredor/index.ts';
import type { Condicoes, Negociacao } from './simulacao.ts';

const pct = (fracao: MoneyInput) =>
  `${Number(toDecimal(fracao).times(100).toString()).toLocaleString('pt-BR', { maximumFractionDigits: 4 })} %`;

/** The printable simulation (spec 03 §7 imprimirSimulacaoParcelamento): the debts, the terms and the instalments. */
export function documentoSimulacao(
  n: Negociacao,
  c: Condicoes,
  r: ResultadoSimulacao,
  cabecalho: Pick<Documento, 'orgao' | 'emissor'>,
): Documento {
  const debitos: Secao = {
    titulo: 'Débitos negociados',
    campos: n.debitos.map((x, i) => {
      const s = n.saldos[i]!;
      return [
        `Processo ${formatarNumeroProcesso(x.p.numero)} – CDA ${formatarNumeroCda(x.cda.numeroCda)}`,
        `Principal ${formatBRL(s.valorAtualizado)} · Correção ${formatBRL(s.valorCorrecao)} · Juros ${formatBRL(s.valorJuros)} · Multa ${formatBRL(s.valorMulta)}`,
      ];
    }),
  };
  const condicoes: Secao = {
    titulo: 'Condições',
    campos: [
      ['Forma de pagamento', c.formaPagamento === 'A_VISTA' ? 'À vista' : 'Parcelado'],
      ['Desconto', `${c.desconto} %`],
      ['Juros ao mês', c.formaPagamento === 'A_VISTA' ? SEM_VALOR : pct(n.configuracao.porcentagemJurosMes)],
      ['Honorários', pct(n.configuracao.porcentagemHonorarios)],
      ['Total do acordo', r.resumo ? formatBRL(r.resumo.valorTotalAcordo) : SEM_VALOR],
    ],
  };
  // the instalments as the wizard's table shows them, one column each (U-17)
  const parcelas: Secao = r.valido
    ? {
        titulo: 'Parcelas',
        campos: [],
        tabela: {
          colunas: COLUNAS_PARCELAS_SIMULADAS.map(([titulo]) => titulo),
          larguras: COLUNAS_PARCELAS_SIMULADAS.map((_, i) => (colunaDeValor(i) ? '*' : 'auto')),
          linhas: r.parcelas.map((p) => COLUNAS_PARCELAS_SIMULADAS.map(([, valor]) => valor(p))),
          aDireita: COLUNAS_PARCELAS_SIMULADAS.flatMap((_, i) => (colunaDeValor(i) ? [i] : [])),
        },
      }
    : { titulo: MENSAGENS_COBRANCA.erroParcelamento, campos: [], paragrafos: r.criticas };
  // landscape: the nine columns of the wizard's table, each amount on one line
  return {
    titulo: 'Simulação de Parcelamento',
    ...cabecalho,
    secoes: [debitos, condicoes, parcelas],
    paisagem: true,
  };
}

export async function imprimirSimulacao(
  ctx: Ctx,
  user: AuthUser,
  n: Negociacao,
  c: Condicoes,
  r: ResultadoSimulacao,
): Promise<Buffer> {
  const [o] = await ctx.db
    .select({ nome: orgaoCredor.nome, sigla: orgaoCredor.sigla })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, n.debitos[0]!.p.orgaoCredorId));
  const { emissor } = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  return renderDocumento(documentoSimulacao(n, c, r, { orgao: o!, emissor }));
}
