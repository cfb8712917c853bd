import { chaveDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { escreverRetorno, type MovimentoRetorno } from '@divida/domain/arquivoBancario/retorno';
import { compareDates, type IsoDate } from '@divida/domain/calendar';
import { toDecimal, type Money } from '@divida/domain/money';
import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { orgaoCredor } from '../orgaoCredor/index.ts';
import { boletosNoBanco } from '../processoCobranca/index.ts';
import { arquivoBancario } from './arquivoBancario.table.ts';
import { beneficiarioDe } from './remessa.ts';

const ZERO = toDecimal(0);

/**
 * The return file the bank would send a body today (demo, tests, `npm run banco:retorno`): for each
 * valid slip the bank holds, a confirmation (02) when only sent, and a payment (06) on or before its
 * due date for most (every seventh stays open); every third slip a divergence in turn (paid R$ 10,00
 * less, R$ 10,00 more, paid twice, paid after cancellation 17), plus a nosso número nobody issued. Null when the
 * body has no convênio or the bank holds nothing.
 */
export async function gerarRetornoSimulado(
  ex: Executor,
  orgaoCredorId: number,
  o: { data: IsoDate; hora?: string; apenasConfirmar?: boolean },
): Promise<{ nome: string; texto: string; linhas: number } | null> {
  const [org] = await ex.select().from(orgaoCredor).where(eq(orgaoCredor.id, orgaoCredorId));
  const beneficiario = org && beneficiarioDe(org);
  if (!beneficiario) return null;
  const boletos = await boletosNoBanco(ex, beneficiario.convenio);
  if (!boletos.length) return null;
  const [ultimo] = await ex
    .select({ nsa: max(arquivoBancario.nsa) })
    .from(arquivoBancario)
    .where(and(eq(arquivoBancario.tipo, 'RETORNO'), eq(arquivoBancario.convenio, beneficiario.convenio)));
  const nsa = (ultimo?.nsa ?? 0) + 1;
  const movimentos: MovimentoRetorno[] = [];
  const mov = (
    b: (typeof boletos)[number],
    codigo: string,
    pago: Money,
    data: IsoDate,
  ): MovimentoRetorno => ({
    movimento: codigo,
    nossoNumero: b.nossoNumero,
    seuNumero: `${b.processoCobrancaId}-${b.parcela}`,
    chave: chaveDoBoleto(b.processoCobrancaId, b.parcela, b.id),
    dataVencimento: b.dataVencimento,
    valorNominal: b.valor,
    tarifa: codigo === '06' || codigo === '17' ? toDecimal('2.50') : ZERO,
    motivos: '',
    acrescimos: ZERO,
    desconto: ZERO,
    valorPago: pago,
    valorLiquido: pago.gt(0) ? pago.minus('2.50') : ZERO,
    dataOcorrencia: data,
    dataCredito: data,
  });
  boletos.forEach((b, i) => {
    if (b.situacaoRegistro === 'ENVIADO') movimentos.push(mov(b, '02', ZERO, o.data));
    if (o.apenasConfirmar || i % 7 === 6) return; // some stay open
    const data = compareDates(b.dataVencimento, o.data) < 0 ? b.dataVencimento : o.data;
    // every third slip a divergence, in turn: paid less, paid more, paid twice, paid after cancellation
    const caso = i % 3 === 2 ? Math.floor(i / 3) % 4 : -1;
    const menos = b.valor.minus(10).gt(0) ? b.valor.minus(10) : b.valor.div(2).toDecimalPlaces(2);
    if (caso === 0) movimentos.push(mov(b, '06', menos, data));
    else if (caso === 1) movimentos.push(mov(b, '06', b.valor.plus(10), data));
    else if (caso === 2) movimentos.push(mov(b, '06', b.valor, data), mov(b, '06', b.valor, data));
    else if (caso === 3) movimentos.push(mov(b, '17', b.valor, data));
    else movimentos.push(mov(b, '06', b.valor, data));
  });
  if (!o.apenasConfirmar) {
    // a payment of a nosso número nobody issued
    movimentos.push({
      ...mov(boletos[0]!, '06', toDecimal('57.30'), o.data),
      nossoNumero: `${beneficiario.convenio}9999999999`,
      chave: '',
      seuNumero: '',
    });
  }
  const texto = escreverRetorno({ beneficiario, nsa, data: o.data, hora: o.hora ?? '080000' }, movimentos);
  return {
    nome: `RETORNO_${beneficiario.convenio}_${String(nsa).padStart(6, '0')}.RET`,
    texto,
    linhas: movimentos.length,
  };
}
