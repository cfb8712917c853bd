import { formatDateBR } from '@divida/domain/calendar';
import {
  descreverOrigem,
  leitorDoAcesso,
  orgaoDoAcesso,
  MENSAGENS_ACESSO_DADOS,
  type AcessoDados,
  type OrigemAcesso,
} from '@divida/domain/devedor/acessoDados.schema';
import { formatDateTime, formatDocumento } from '@divida/domain/format';
import { and, countDistinct, desc, eq, inArray, or } from 'drizzle-orm';
import type { Caller } from '../../platform/auth/scope.ts';
import { orgaoScope } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { offsetOf } from '../../platform/db/paging.ts';
import { notFound } from '../../platform/errors.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { acessoDadosPessoais as a } from '../../platform/lgpd/acessoDados.table.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { usuarioAutor as usuario } from '../usuario/index.ts';
import { devedorScope } from './devedor.repository.ts';
import { devedorCadastro as devedor } from '../devedor/index.ts';

/** The debtor within the caller's scope (404 otherwise): name and document, for the report. */
async function devedorVisivel(ex: Executor, caller: Caller, id: number) {
  const [d] = await ex
    .select({
      id: devedor.id,
      nome: devedor.nome,
      tipo: devedor.tipoDocumentoIdentificacaoId,
      documento: devedor.documentoIdentificacao,
    })
    .from(devedor)
    .where(and(eq(devedor.id, id), devedorScope(ex, caller)));
  if (!d) throw notFound();
  return d;
}

/**
 * The accesses to a debtor's data, newest first. A body's auditor sees what its own staff read; one
 * with ACESSO_TODOS_ORGAOS sees every body's reads (the data scope of the reader's body).
 */
function consulta(caller: Caller, devedorId: number) {
  // the person's own reads on the portal (canal PORTAL) are no body's staff: shown to every auditor
  // who may see the debtor
  const doOrgao = orgaoScope(caller, a.orgaoCredorId);
  return and(eq(a.devedorId, devedorId), doOrgao && or(eq(a.canal, 'PORTAL'), doOrgao));
}

const selecionar = (ex: Executor) =>
  ex
    .select({
      id: a.id,
      em: a.em,
      canal: a.canal,
      usuario: { id: usuario.id, nome: usuario.nome },
      orgaoCredor: { id: orgaoCredor.id, sigla: orgaoCredor.sigla, nome: orgaoCredor.nome },
      leitorCpf: a.leitorCpf,
      leitorNome: a.leitorNome,
      origem: a.origem,
      referencia: a.referencia,
    })
    .from(a)
    // a portal read has neither (canal PORTAL: the person and session instead)
    .leftJoin(usuario, eq(usuario.id, a.usuarioId))
    .leftJoin(orgaoCredor, eq(orgaoCredor.id, a.orgaoCredorId));

const paraApi = (r: Awaited<ReturnType<ReturnType<typeof selecionar>['execute']>>[number]): AcessoDados => ({
  id: r.id,
  em: r.em.toISOString(),
  canal: r.canal,
  usuario: r.usuario,
  orgaoCredor: r.orgaoCredor && { id: r.orgaoCredor.id, sigla: r.orgaoCredor.sigla },
  pessoa: r.canal === 'PORTAL' ? { cpf: r.leitorCpf ?? '', nome: r.leitorNome ?? '' } : null,
  origem: r.origem as OrigemAcesso,
  referencia: r.referencia,
});

/** `GET devedor/{id}/acessos?page&size`. */
export async function listarAcessos(
  ex: Executor,
  caller: Caller,
  devedorId: number,
  q: { page: number; size: number },
): Promise<{ content: AcessoDados[]; totalElements: number }> {
  await devedorVisivel(ex, caller, devedorId);
  const onde = consulta(caller, devedorId);
  const [linhas, [total]] = await Promise.all([
    selecionar(ex).where(onde).orderBy(desc(a.em), desc(a.id)).limit(q.size).offset(offsetOf(q)),
    ex
      .select({ n: countDistinct(a.id) })
      .from(a)
      .where(onde),
  ]);
  return { content: linhas.map(paraApi), totalElements: Number(total?.n ?? 0) };
}

/**
 * Every read of these debtors' data, in the whole office, newest first: the data subject's own view on
 * the portal (docs/portal.md §5.5, `meusDados/acessos`; LGPD art. 18). The debtors are the person's own.
 */
export async function acessosDoTitular(
  ex: Executor,
  devedorIds: readonly number[],
  q: { page: number; size: number },
): Promise<{ content: AcessoDados[]; totalElements: number }> {
  if (devedorIds.length === 0) return { content: [], totalElements: 0 };
  const onde = inArray(a.devedorId, [...devedorIds]);
  const [linhas, [total]] = await Promise.all([
    selecionar(ex).where(onde).orderBy(desc(a.em), desc(a.id)).limit(q.size).offset(offsetOf(q)),
    ex
      .select({ n: countDistinct(a.id) })
      .from(a)
      .where(onde),
  ]);
  return { content: linhas.map(paraApi), totalElements: Number(total?.n ?? 0) };
}

/** At most this many reads in the printed report (the newest); the screen pages through all of them. */
const MAX_RELATORIO = 5000;

/**
 * `GET devedor/{id}/relatorioAcessos`: what the data subject receives on request (LGPD arts. 18 and
 * 19): who in which body read their data, when and through which screen (and which process or
 * collection), on the issuer's letterhead. Every access in the whole office, whichever body asks for
 * the report (issue 37): the person's right is to all of them; the debtor must be in the asker's scope.
 */
export async function relatorioAcessos(ctx: Ctx, user: AuthUser, devedorId: number): Promise<Buffer> {
  const d = await devedorVisivel(ctx.db, user, devedorId);
  const linhas = await selecionar(ctx.db)
    .where(eq(a.devedorId, devedorId))
    .orderBy(desc(a.em), desc(a.id))
    .limit(MAX_RELATORIO);
  const cabecalho = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  // the report names the holder and their document: printing it is a read like any other
  await registrarAcesso(ctx.db, user, 'RELATORIO_ACESSOS', [{ devedorId }]);
  const M = MENSAGENS_ACESSO_DADOS;
  return renderDocumento({
    titulo: M.tituloRelatorio,
    ...cabecalho,
    secoes: [
      {
        titulo: 'Titular dos dados',
        campos: [
          ['Nome', d.nome],
          ['Documento', formatDocumento(d.tipo, d.documento)],
          ['Data do relatório', formatDateBR(ctx.relogio.hoje())],
          ['Acessos registrados', linhas.length],
        ],
        paragrafos: [M.fundamento, ...(linhas.length === 0 ? [M.semAcessos] : [])],
        ...(linhas.length > 0 && {
          tabela: {
            colunas: ['Data e hora', 'Usuário', 'Órgão', 'Finalidade (tela ou consulta)'],
            larguras: ['auto', '*', 'auto', '*'],
            linhas: linhas
              .map(paraApi)
              .map((r) => [
                formatDateTime(r.em),
                leitorDoAcesso(r),
                orgaoDoAcesso(r),
                descreverOrigem(r.origem, r.referencia),
              ]),
          },
        }),
      },
    ],
  });
}
