import { registroPermite } from '@divida/domain/workflow/registro';
import { FASE } from '@divida/domain/workflow/situacoes';
import { eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { dividaAtivaDoProcesso } from './dividaAtiva.detalhe.ts';
import { municipioResumo } from '../localidade/index.ts';
import { orgaoCredorTimbre as orgaoCredor } from '../orgaoCredor/index.ts';
import { detalharProcesso } from './processo.detalhe.ts';
import { pessoasDoProcesso } from './processo.pessoas.ts';
import {
  certidaoInscricao,
  despacho,
  notificacao,
  termoConstituicaoCredito,
  type Autoridade,
} from './processo.impressos.ts';

export type Impresso = 'tcc' | 'notificacao' | 'despacho' | 'certidao';

export const MENSAGENS_IMPRESSAO = {
  notificacao: 'A notificação só pode ser impressa enquanto o processo aguarda intimação.',
  certidao: 'A certidão só pode ser emitida para um processo apto à inscrição em dívida ativa.',
} as const;

/** The creditor body's authority who signs its documents, and the town they sign in. */
export async function autoridadeDoOrgao(ctx: Ctx, orgaoCredorId: number): Promise<Autoridade> {
  const [o] = await ctx.db
    .select({
      nome: orgaoCredor.nomeAutoridade,
      cargo: orgaoCredor.cargoAutoridade,
      municipioId: orgaoCredor.municipioId,
    })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, orgaoCredorId));
  return {
    nome: o?.nome ?? null,
    cargo: o?.cargo ?? null,
    municipio: (await municipioResumo(ctx.db, o?.municipioId ?? null))?.nome ?? null,
  };
}

/**
 * Renders one printable document of a process the caller may see (404 otherwise, from the
 * detail), on the letterhead of the process's creditor body, signed by its authority.
 */
export async function imprimirProcesso(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  qual: Impresso,
): Promise<Buffer> {
  const hoje = ctx.relogio.hoje();
  const p = await detalharProcesso(ctx, user, id, dividaAtivaDoProcesso);
  await registrarAcesso(ctx.db, user, 'PROCESSO_IMPRESSO', pessoasDoProcesso(p), p.numero);
  const registro = {
    situacao: p.situacaoProcesso.id,
    protegido: p.protegido,
    statusCobranca: p.situacaoPCCProcessoCobranca,
    documentosEnviadosDividaAtiva: p.documentosEnviadosDividaAtiva,
  };
  if (qual === 'notificacao' && !registroPermite('IMPRIMIR_NOTIFICACAO', registro)) {
    throw conflict(MENSAGENS_IMPRESSAO.notificacao);
  }
  const inscrito = p.faseProcesso.id === FASE.DIVIDA_ATIVA;
  if (
    qual === 'certidao' &&
    !inscrito &&
    !p.acoesDisponiveis.some((a) => a.action === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA')
  ) {
    throw conflict(MENSAGENS_IMPRESSAO.certidao);
  }
  const autoridade = await autoridadeDoOrgao(ctx, p.orgaoCredor.id);
  const { emissor } = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  const cabecalho = { orgao: { nome: p.orgaoCredor.nome, sigla: p.orgaoCredor.sigla }, emissor };
  const doc =
    qual === 'tcc'
      ? termoConstituicaoCredito(p, autoridade, hoje, cabecalho)
      : qual === 'notificacao'
        ? notificacao(p, autoridade, hoje, cabecalho)
        : qual === 'despacho'
          ? despacho(p, autoridade, hoje, cabecalho)
          : certidaoInscricao(p, autoridade, hoje, cabecalho, null);
  return renderDocumento(doc);
}
