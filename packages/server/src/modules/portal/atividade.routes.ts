import { descreverOrigem, type OrigemAcesso } from '@divida/domain/devedor/acessoDados.schema';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { pageQuery, pageSchema } from '@divida/domain/list';
import { atividadePortalSchema } from '@divida/domain/portal/portal.schema';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guard } from '../../platform/auth/guard.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam } from '../../platform/http/schemas.ts';
import { acessoDadosPessoais as acesso } from '../../platform/lgpd/acessoDados.table.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { devedorNoEscopo } from '../posicaoDevedor/index.ts';
import { aceitesDoDevedor } from '../processoCobranca/index.ts';
import { portalSessao } from './portal.table.ts';

type Atividade = z.infer<typeof atividadePortalSchema>;
/** At most this many of each kind are read (the page is of the newest). */
const MAXIMO = 1000;

/**
 * The staff's 'Atividade no portal' of a debtor (docs/portal.md §5.5): the sign-ins of its CPF, the
 * portal's reads of its data and the slips issued there (the access log, channel PORTAL), and the terms
 * accepted; newest first. A staff route on the staff surface, here because the portal's sessions are
 * this area's: another body's debtor is 404, DEVEDOR_CONSULTAR.
 */
export const atividadePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const devedorPrimeiro = escopoPrimeiro((user, id) => devedorNoEscopo(ctx.db, user, id));

  app.get(
    '/devedor/:id/atividadePortal',
    {
      onRequest: guard('DEVEDOR_CONSULTAR'),
      preValidation: devedorPrimeiro,
      schema: {
        tags: ['devedor'],
        summary: 'O que o devedor (ou quem o representa) fez no portal do devedor',
        params: idParam,
        querystring: pageQuery(['em'], 'em,desc'),
        response: { 200: pageSchema(atividadePortalSchema) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [d] = await ctx.db
        .select({ documento: devedor.documentoIdentificacao })
        .from(devedor)
        .where(eq(devedor.id, id));
      const [entradas, leituras, aceites] = await Promise.all([
        ctx.db
          .select({
            em: portalSessao.criadaEm,
            cpf: portalSessao.cpf,
            nome: portalSessao.nome,
            nivel: portalSessao.nivel,
          })
          .from(portalSessao)
          .where(eq(portalSessao.cpf, d?.documento ?? ''))
          .orderBy(desc(portalSessao.criadaEm))
          .limit(MAXIMO),
        ctx.db
          .select({
            em: acesso.em,
            cpf: acesso.leitorCpf,
            nome: acesso.leitorNome,
            origem: acesso.origem,
            referencia: acesso.referencia,
            nivel: portalSessao.nivel,
          })
          .from(acesso)
          .leftJoin(portalSessao, eq(portalSessao.id, acesso.portalSessaoId))
          .where(and(eq(acesso.devedorId, id), eq(acesso.canal, 'PORTAL')))
          .orderBy(desc(acesso.em))
          .limit(MAXIMO),
        aceitesDoDevedor(ctx.db, id),
      ]);
      const todas: Atividade[] = [
        ...entradas.map((e) => ({
          em: e.em.toISOString(),
          evento: 'ENTRADA' as const,
          pessoa: { cpf: e.cpf, nome: e.nome },
          nivel: e.nivel,
          detalhe: 'Entrada pelo gov.br',
        })),
        ...leituras.map((l) => ({
          em: l.em.toISOString(),
          evento: l.origem === 'PORTAL_BOLETO' ? ('BOLETO' as const) : ('CONSULTA' as const),
          pessoa: { cpf: l.cpf ?? '', nome: l.nome ?? '' },
          nivel: l.nivel ?? null,
          detalhe: descreverOrigem(l.origem as OrigemAcesso, l.referencia),
        })),
        ...aceites.map((a) => ({
          em: a.aceite.em,
          evento: 'ACEITE' as const,
          pessoa: { cpf: a.aceite.cpf, nome: a.aceite.nome },
          nivel: a.aceite.nivel,
          detalhe: `Termo da cobrança ${formatarNumeroCobranca(a.numero)} (SHA-256 ${a.aceite.sha256Termo.slice(0, 16)}…)`,
        })),
      ].sort((a, b) => b.em.localeCompare(a.em));
      const { page, size } = request.query;
      return { content: todas.slice(page * size, (page + 1) * size), totalElements: todas.length };
    },
  );
};
