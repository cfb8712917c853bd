import { formatDateBR } from '@divida/domain/calendar';
import {
  MENSAGENS_MEMORIA_PARCELA as M,
  type MemoriaParcela,
} from '@divida/domain/cobranca/memoriaParcela.schema';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { formatBRL, formatDecimalBR } from '@divida/domain/money';
import { MENSAGENS_MEMORIA } from '@divida/domain/processo/memoriaCalculo.schema';
import { eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { orgaoCredorTimbre as orgaoCredor } from '../orgaoCredor/index.ts';
import { secaoDosMeses } from '../processo/index.ts';

const SITUACAO = { PREVISTO: 'Em aberto', BAIXADO: 'Paga' } as const;
const percentual = (v: number) => `${formatDecimalBR(v, 2)} %`;

/**
 * `?formato=pdf`: the printable 'Memória de Cálculo da Parcela N' on the letterhead of the collection's
 * body, the same figures as the JSON answer (no personal data: the collection by its number).
 */
export async function imprimirMemoriaParcela(
  ctx: Ctx,
  user: AuthUser,
  c: { numero: string; orgaoCredorId: number },
  m: MemoriaParcela,
): Promise<Buffer> {
  const [o] = await ctx.db
    .select({ nome: orgaoCredor.nome, sigla: orgaoCredor.sigla })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, c.orgaoCredorId));
  const { emissor } = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  return renderDocumento({
    titulo: M.titulo(m.parcela),
    orgao: { nome: o!.nome, sigla: o!.sigla },
    emissor,
    secoes: [
      {
        titulo: 'Parcela',
        campos: [
          ['Processo de Cobrança', formatarNumeroCobranca(c.numero)],
          ['Parcela', String(m.parcela)],
          ['Vencimento', formatDateBR(m.dataVencimento)],
          ['Situação', SITUACAO[m.situacao]],
          ['Data do Cálculo', formatDateBR(m.dataCalculo)],
          ['Índice de Correção', m.indice ?? 'Sem índice de correção'],
        ],
        paragrafos: [
          `Fundamento legal: ${MENSAGENS_MEMORIA.fundamentoLegal}`,
          ...(m.observacao ? [m.observacao] : []),
        ],
      },
      secaoDosMeses(m.meses),
      {
        titulo: 'Composição do valor',
        campos: [
          ['Principal', formatBRL(m.principal)],
          ['Correção do acordo', formatBRL(m.correcaoAcordo)],
          ['Juros', formatBRL(m.juros)],
          ['Multa', formatBRL(m.multa)],
          ['Correção no pagamento', formatBRL(m.correcaoPagamento)],
          [`Juros do mês (${percentual(m.percentualJurosMes)})`, formatBRL(m.jurosMes)],
          [`Honorários (${percentual(m.percentualHonorarios)})`, formatBRL(m.honorarios)],
          ['Total', formatBRL(m.total)],
          ['Pago', formatBRL(m.pago)],
          ['Em aberto', formatBRL(m.emAberto)],
        ],
      },
    ],
  });
}
