import { addDays, formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { NIVEIS_ALERTA, ROTULO_NIVEL_PRESCRICAO } from '@divida/domain/prazos/prescricao';
import { isPermissao, type Permissao } from '@divida/domain/permissions';
import { formatarNumeroCda, formatarNumeroProcesso, SEM_VALOR } from '@divida/domain/format';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Alcance } from '../../platform/auth/scope.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { enfileirarEmail } from '../../platform/jobs/email.job.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { permissoesDosPerfis as perfilPermissao } from '../perfil/index.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import {
  cdaNumero as dividaAtiva,
  recalcularNiveis,
  processoVisivelPara,
  processoPrescricao as processo,
} from '../processo/index.ts';
import { usuarioContato as usuario } from '../usuario/index.ts';
import { listarPrazos } from './prazo.consulta.ts';
import { resumoPrazosEnvio } from './prescricao.table.ts';

export const JOB_RESUMO_PRAZOS = 'resumo-prazos';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'resumo-prazos': Record<string, never>;
  }
}

interface Destinatario extends Alcance {
  id: number;
  nome: string;
  email: string;
}

async function destinatarios(ex: Executor): Promise<Destinatario[]> {
  const linhas = await ex
    .select({
      id: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      orgaoCredorId: usuario.orgaoCredorId,
      permissoes: sql<
        string[]
      >`coalesce(array_agg(${perfilPermissao.permissao}) filter (where ${perfilPermissao.permissao} is not null), '{}')`,
    })
    .from(usuario)
    .leftJoin(perfilPermissao, eq(perfilPermissao.perfilId, usuario.perfilId))
    .where(and(eq(usuario.ativo, true), eq(usuario.receberResumoDiarioPrazos, true)))
    .groupBy(usuario.id);
  return linhas.map((l) => ({
    ...l,
    orgaoCredorId: l.orgaoCredorId!,
    permissoes: new Set(l.permissoes.filter(isPermissao) as Permissao[]),
  }));
}

/** The items the e-mail lists under each heading; the rest is 'e mais N' and the list's link. */
export const LIMITE_ITENS_RESUMO = 20;

/** A heading of the summary: its line, the items listed (up to the limit), how many there are, the list. */
interface Secao {
  titulo: string;
  itens: string[];
  total: number;
  lista: string;
}

/** One item: 'CDA 2026/00000026 – NOME – prazo prescricional 30/05/2027: <link to the process>'. */
const item = (rotulo: string, devedorNome: string | null, prazo: string, data: string | null, link: string) =>
  `${rotulo} – ${devedorNome ?? SEM_VALOR} – ${prazo} ${data ? formatDateBR(data as IsoDate) : SEM_VALOR}: ${link}`;

/**
 * The sections of one user's summary: nothing new, none. The PGE: per alert level, the inscribed
 * processes (the CDAs; a process not yet inscribed is its body's to inscribe, not a CDA) that reached it
 * since the last summary, nearest deadline first. A body's user: the terms ending in 3 days or less and
 * the terms over waiting for action, nearest end first.
 */
async function secoesDe(ex: Executor, u: Destinatario, hoje: IsoDate, publicUrl: string): Promise<Secao[]> {
  const [anterior] = await ex
    .select({ dia: resumoPrazosEnvio.dia })
    .from(resumoPrazosEnvio)
    .where(and(eq(resumoPrazosEnvio.usuarioId, u.id), lt(resumoPrazosEnvio.dia, hoje)))
    .orderBy(desc(resumoPrazosEnvio.dia))
    .limit(1);
  const linkProcesso = (id: number) => `${publicUrl}/processos/${id}`;
  const secoes: Secao[] = [];
  if (u.permissoes.has('PRESCRICAO_CONSULTAR') && u.permissoes.has('ACESSO_TODOS_ORGAOS')) {
    // the PGE: what reached an alert level since the last summary (the first: today's changes)
    const desde = anterior?.dia ?? addDays(hoje, -1);
    const novos = and(
      processoVisivelPara(u),
      inArray(processo.prescricaoNivel, [...NIVEIS_ALERTA]),
      gt(processo.prescricaoNivelDesde, desde),
    );
    const porNivel = await ex
      .select({ nivel: processo.prescricaoNivel, quantidade: sql<number>`count(*)::int` })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .where(novos)
      .groupBy(processo.prescricaoNivel);
    for (const n of NIVEIS_ALERTA) {
      const total = Number(porNivel.find((p) => p.nivel === n)?.quantidade ?? 0);
      if (total === 0) continue;
      const linhas = await ex
        .select({
          id: processo.id,
          numeroCda: dividaAtiva.numeroCda,
          devedor: devedor.nome,
          prazo: processo.prescricaoPrazo,
        })
        .from(processo)
        .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
        .leftJoin(devedor, eq(devedor.id, processo.devedorId))
        .where(and(novos, eq(processo.prescricaoNivel, n)))
        .orderBy(sql`${processo.prescricaoPrazo} asc nulls last`, asc(processo.id))
        .limit(LIMITE_ITENS_RESUMO);
      secoes.push({
        titulo: `${total} CDA(s) passaram ao nível ${ROTULO_NIVEL_PRESCRICAO[n]}:`,
        itens: linhas.map((l) =>
          item(
            `CDA ${formatarNumeroCda(l.numeroCda)}`,
            l.devedor,
            'prazo prescricional',
            l.prazo,
            linkProcesso(l.id),
          ),
        ),
        total,
        lista: `${publicUrl}/prescricao?niveis=${n}`,
      });
    }
  } else if (u.permissoes.has('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR')) {
    const prazos = await listarPrazos(
      ex,
      u,
      { vencendoEmDias: 3, vencidos: true },
      { page: 0, size: LIMITE_ITENS_RESUMO, sort: { field: 'prazoFinal', desc: false } },
      hoje,
    );
    if (prazos.totalElements > 0)
      secoes.push({
        titulo: `${prazos.totalElements} processo(s) com prazo terminando em até 3 dias ou vencido aguardando ação:`,
        itens: prazos.content.map((l) =>
          item(
            `Processo ${formatarNumeroProcesso(l.numeroProcesso)}`,
            l.devedor,
            'prazo final',
            l.prazoFinal,
            linkProcesso(l.idProcesso),
          ),
        ),
        total: prazos.totalElements,
        lista: `${publicUrl}/prazos`,
      });
  }
  return secoes;
}

/** A section as text: its heading, one line per item, 'e mais N' past the limit, and the full list. */
const textoDaSecao = (s: Secao) => [
  s.titulo,
  ...s.itens.map((i) => `• ${i}`),
  ...(s.total > s.itens.length ? [`e mais ${(s.total - s.itens.length).toLocaleString('pt-BR')}`] : []),
  `Lista completa: ${s.lista}`,
  '',
];

/**
 * The daily run (docs/prazos-e-prescricao.md §4): levels first, then one summary per user who opted in. The row of
 * (user, day) is inserted in the transaction that queues the e-mail, so the same day never sends twice
 * (two nodes, the administrator's "run now").
 */
export async function executarResumoPrazos(ctx: Ctx, hoje: IsoDate) {
  const niveisAlterados = await recalcularNiveis(ctx.db, hoje);
  let enviados = 0;
  for (const u of await destinatarios(ctx.db)) {
    const secoes = await secoesDe(ctx.db, u, hoje, ctx.config.publicUrl);
    if (secoes.length === 0) continue;
    await ctx.db.transaction(async (tx) => {
      const [novo] = await tx
        .insert(resumoPrazosEnvio)
        .values({ usuarioId: u.id, dia: hoje, itens: secoes.reduce((n, x) => n + x.total, 0) })
        .onConflictDoNothing()
        .returning();
      if (!novo) return;
      await enfileirarEmail(ctx, tx, {
        to: u.email,
        subject: `Resumo diário de prazos – ${formatDateBR(hoje)}`,
        text: [
          `Olá, ${u.nome}.`,
          '',
          'O que pede a sua atenção hoje:',
          '',
          ...secoes.flatMap(textoDaSecao),
        ].join('\n'),
      });
      enviados++;
    });
  }
  return { niveisAlterados, enviados };
}

/** Every day at 06:00 in São Paulo, on one node. */
export const jobResumoPrazos = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '0 6 * * *',
  umaPorVez: true,
  tentativas: 2,
  esperaSegundos: 300,
  limiteSegundos: 60 * 60,
  executar: () => executarResumoPrazos(ctx, ctx.relogio.hoje()),
});
