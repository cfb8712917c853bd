import { eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { processo } from './processo.table.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { codigoAutenticidade } from './dividaAtiva.impressao.ts';
import { certidaoDividaAtiva } from './dividaAtiva.impressos.ts';
import { dividaAtivaDoProcesso } from './dividaAtiva.detalhe.ts';
import { autoridadeDoOrgao } from './processo.impressao.ts';
import { detalharProcesso } from './processo.detalhe.ts';
import { notificacao, termoConstituicaoCredito } from './processo.impressos.ts';

/** The documents a debtor was sent (docs/portal.md §5.5), by the name the portal's path uses. */
export const DOCUMENTOS_DO_DEVEDOR = ['tcc', 'notificacao', 'cda'] as const;
export type DocumentoDoDevedor = (typeof DOCUMENTOS_DO_DEVEDOR)[number];

/**
 * Which of them a process has: the TCC once drawn up (lavrado), the notification once the
 * intimation's date is recorded (the term runs from it), the CDA once inscribed.
 */
export async function documentosEnviados(ex: Executor, id: number): Promise<DocumentoDoDevedor[]> {
  const [p] = await ex
    .select({ lavrado: processo.lavrado, intimacao: processo.dataReferenciaPrazo, cda: dividaAtiva.id })
    .from(processo)
    .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
    .where(eq(processo.id, id));
  if (!p) return [];
  return DOCUMENTOS_DO_DEVEDOR.filter((d) =>
    d === 'tcc' ? p.lavrado : d === 'notificacao' ? p.intimacao !== null : p.cda !== null,
  );
}

/**
 * Reads a process for the debtor: every body (the portal has found the process in the person's
 * position), and no permission to act, so the detail offers no action.
 */
const LEITOR_DO_DEVEDOR: AuthUser = {
  id: 0,
  orgaoCredorId: 0,
  sessaoId: 'portal',
  permissoes: new Set(['ACESSO_TODOS_ORGAOS']),
};

/**
 * One document of a process as the debtor receives it on the portal: the staff's printed TCC,
 * notification or CDA, on the creditor body's letterhead, issued "by the debtor portal". Undefined when
 * the process does not have it (yet). The caller has found the process in the person's position and
 * writes the access log.
 */
export async function documentoParaODevedor(ctx: Ctx, id: number, qual: DocumentoDoDevedor) {
  const hoje = ctx.relogio.hoje();
  if (!(await documentosEnviados(ctx.db, id)).includes(qual)) return undefined;
  const p = await detalharProcesso(ctx, LEITOR_DO_DEVEDOR, id, dividaAtivaDoProcesso);
  const cda = p.dividaAtiva;
  const cabecalho = {
    orgao: { nome: p.orgaoCredor.nome, sigla: p.orgaoCredor.sigla },
    emissor: { nome: 'Portal do devedor', matricula: null },
  };
  if (qual === 'cda') {
    const codigo = codigoAutenticidade([cda!.numeroCda, cda!.data, cda!.valor, p.numero]);
    return renderDocumento(certidaoDividaAtiva(p, cda!, hoje, cabecalho, codigo));
  }
  const autoridade = await autoridadeDoOrgao(ctx, p.orgaoCredor.id);
  return renderDocumento(
    qual === 'tcc'
      ? termoConstituicaoCredito(p, autoridade, hoje, cabecalho)
      : notificacao(p, autoridade, hoje, cabecalho),
  );
}
