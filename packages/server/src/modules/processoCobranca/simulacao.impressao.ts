import { MENSAGENS_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { formatDate, formatBRL, formatarNumeroProcesso, SEM_VALOR } from '@divida/domain/format';
import { toDecimal, type MoneyInput } from '@divida/domain/money';
import type { ResultadoSimulacao } from '@divida/domain/negociacao';
import { eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { renderDocumento, type Documento, type Secao } from '../../platform/pdf/documento.ts';
import { orgaoCredorLeitura as orgaoCredor } from '../orgaoCredor/index.ts';
import { cabecalhoDoEmissor } from '../usuario/index.ts';
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
        `Processo ${formatarNumeroProcesso(x.p.numero)} – CDA ${x.cda.numeroCda}`,
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
  const parcelas: Secao = r.valido
    ? {
        titulo: 'Parcelas',
        campos: r.parcelas.map((p) => [
          `Parcela ${p.parcela} – vencimento ${formatDate(p.dataVencimento)}`,
          `Principal ${formatBRL(p.valorParceladoPrincipal)} · Correção ${formatBRL(p.correcao)} · Juros ${formatBRL(p.valorJuros)} · Multa ${formatBRL(p.valorMulta)} · Juros do mês ${formatBRL(p.valorJurosMesPagamento)} · Honorários ${formatBRL(p.valorHonorarios)} · Total ${formatBRL(p.valorTotal)}`,
        ]),
      }
    : { titulo: MENSAGENS_COBRANCA.erroParcelamento, campos: [], paragrafos: r.criticas };
  return { titulo: 'Simulação de Parcelamento', ...cabecalho, secoes: [debitos, condicoes, parcelas] };
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
  const { emissor } = await cabecalhoDoEmissor(ctx.db, user.id);
  return renderDocumento(documentoSimulacao(n, c, r, { orgao: o!, emissor }));
}
