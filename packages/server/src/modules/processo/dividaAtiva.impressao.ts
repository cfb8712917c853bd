import { createHash } from 'node:crypto';
import { MENSAGENS_CDA } from '@divida/domain/workflow/index';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { detalharProcesso } from './processo.detalhe.ts';
import { pessoasDoProcesso } from './processo.pessoas.ts';
import { dividaAtivaDoProcesso } from './dividaAtiva.detalhe.ts';
import { certidaoDividaAtiva } from './dividaAtiva.impressos.ts';

/**
 * A short code that ties the printed CDA to its register entry: the same number, date, value and
 * process always give the same code, and any change to them another.
 */
export function codigoAutenticidade(partes: (string | number)[]): string {
  const h = createHash('sha256').update(partes.join('|')).digest('hex').slice(0, 16).toUpperCase();
  return h.match(/.{4}/g)!.join('-');
}

/**
 * `GET /{id}/imprimirCda`: the CDA of a process the caller may see (404 otherwise, from the detail),
 * on the issuing user's letterhead; 409 when the process has no CDA.
 */
export async function imprimirCda(ctx: Ctx, user: AuthUser, id: number): Promise<Buffer> {
  const p = await detalharProcesso(ctx, user, id, dividaAtivaDoProcesso);
  const cda = p.dividaAtiva;
  if (!cda) throw conflict(MENSAGENS_CDA.semCda);
  await registrarAcesso(ctx.db, user, 'CDA_IMPRESSO', pessoasDoProcesso(p), p.numero);
  const cabecalho = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  const codigo = codigoAutenticidade([cda.numeroCda, cda.data, cda.valor, p.numero]);
  return renderDocumento(certidaoDividaAtiva(p, cda, ctx.relogio.hoje(), cabecalho, codigo));
}
