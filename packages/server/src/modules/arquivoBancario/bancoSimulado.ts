import { diaDoBanco } from '@divida/domain/arquivoBancario/bancoSimulado';
import { chaveDoBoleto, seuNumeroDoBoleto } from '@divida/domain/arquivoBancario/remessa';
import { escreverRetorno } from '@divida/domain/arquivoBancario/retorno';
import type { IsoDate } from '@divida/domain/calendar';
import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import { boletosNoBanco } from '../processoCobranca/index.ts';
import { arquivoBancario } from './arquivoBancario.table.ts';
import { beneficiarioDe } from './remessa.ts';

/**
 * The return file the bank would send a body today (demo, `npm run banco:retorno`): the domain's
 * simulated bank (`diaDoBanco`, the same the tests and the browser specs use) over the valid slips the
 * database says the bank holds, with the convênio's next return NSA. Null when the body has no convênio
 * or the bank holds nothing.
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
  const movimentos = diaDoBanco(
    beneficiario.convenio,
    boletos.map((b) => ({
      nossoNumero: b.nossoNumero,
      seuNumero: seuNumeroDoBoleto(b.numeroCobranca, b.parcela),
      chave: chaveDoBoleto(b.processoCobrancaId, b.parcela, b.id),
      dataVencimento: b.dataVencimento,
      valor: b.valor,
      enviado: b.situacaoRegistro === 'ENVIADO',
      cancelado: !b.valido,
    })),
    o,
  );
  const texto = escreverRetorno({ beneficiario, nsa, data: o.data, hora: o.hora ?? '080000' }, movimentos);
  return {
    nome: `RETORNO_${beneficiario.convenio}_${String(nsa).padStart(6, '0')}.RET`,
    texto,
    linhas: movimentos.length,
  };
}
