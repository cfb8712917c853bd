import { addDays } from '@divida/domain/calendar';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { SITUACOES_COM_PRAZO } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Ctx } from '../platform/context.ts';
import { CONTAS_DEMO } from '../idp/contas.ts';
import { devedor } from '../modules/devedor/devedor.table.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { representanteDevedor } from '../modules/posicaoDevedor/representante.table.ts';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { processo } from '../modules/processo/processo.table.ts';
import { condicaoAptoNegociar } from '../modules/processoCobranca/debitos.ts';
import { processoCobranca, processoCobrancaCda } from '../modules/processoCobranca/processoCobranca.table.ts';

const conta = (cpf: string) => CONTAS_DEMO.find((c) => c.cpf === cpf)!;
const MARIA = conta('52998224725');
const JOAO = conta('11144477735');
const ANA = conta('39053344705');
const CARLOS = conta('15350946056');

/**
 * The demo citizens' debts (issue 39 item 9; README, "Portal do devedor"): each demo debtor chosen
 * below takes a demo citizen's CPF and name, so that signing in through the embedded provider shows a
 * working office. Maria das Dores: apt CDAs in two bodies with a bank agreement (one to pay à vista,
 * one to negotiate) and a process of a third body with a term running; João Batista: the
 * PGE's agreement half paid; Ana Paula: the representative of a company debtor with an apt CDA; Carlos
 * (bronze): an apt CDA, which he may pay but not parcel. Deterministic: the lowest ids that fit.
 */
export async function carregarPortalDemo(ctx: Ctx): Promise<void> {
  const db = ctx.db;
  const hoje = ctx.relogio.hoje();
  const usados = new Set<number>();
  const sigla = async (s: string) =>
    (await db.select({ id: orgaoCredor.id }).from(orgaoCredor).where(eq(orgaoCredor.sigla, s)))[0]?.id;

  /** The first apt process of a body whose debtor has a document of this length and no other use. */
  const apto = async (orgaoId: number, tamanho: 11 | 14) => {
    const rows = await db
      .select({ id: processo.id, devedorId: processo.devedorId })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
      .innerJoin(devedor, eq(devedor.id, processo.devedorId))
      .where(
        and(
          condicaoAptoNegociar(),
          eq(processo.orgaoCredorId, orgaoId),
          sql`length(${devedor.documentoIdentificacao}) = ${tamanho}`,
          usados.size ? notInArray(processo.devedorId, [...usados]) : undefined,
        ),
      )
      .orderBy(asc(processo.id))
      .limit(1);
    return rows[0];
  };
  const tornar = async (devedorId: number, c: { cpf: string; nome: string; email: string | null }) => {
    usados.add(devedorId);
    await db
      .update(devedor)
      .set({ documentoIdentificacao: c.cpf, nome: c.nome.toLocaleUpperCase('pt-BR'), email: c.email })
      .where(eq(devedor.id, devedorId));
  };
  const moverPara = async (processoId: number, devedorId: number) =>
    db.update(processo).set({ devedorId }).where(eq(processo.id, processoId));

  const pge = await sigla('PGE');
  const detran = await sigla('DETRAN-RJ');
  const sefaz = await sigla('SEFAZ');
  if (!pge || !detran || !sefaz) return;

  // Maria: PGE (to pay), DETRAN-RJ (to negotiate), and SEFAZ in its notification
  const m1 = await apto(pge, 11);
  if (m1) {
    await tornar(m1.devedorId, MARIA);
    const m2 = await apto(detran, 11);
    if (m2) {
      usados.add(m2.devedorId);
      await moverPara(m2.id, m1.devedorId);
    }
    const [m3] = await db
      .select({ id: processo.id, devedorId: processo.devedorId })
      .from(processo)
      .where(and(eq(processo.orgaoCredorId, sefaz), inArray(processo.situacaoId, [...SITUACOES_COM_PRAZO])))
      .orderBy(asc(processo.id))
      .limit(1);
    if (m3) {
      usados.add(m3.devedorId);
      await moverPara(m3.id, m1.devedorId);
    }
  }

  // João: the holder of the PGE's agreement with instalments paid and open
  const [pagando] = await db
    .select({ devedorId: processo.devedorId })
    .from(processoCobranca)
    .innerJoin(processoCobrancaCda, eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id))
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .where(
      and(
        eq(processoCobranca.orgaoCredorId, pge),
        eq(processoCobranca.situacaoId, SITUACAO_COBRANCA.PARCELADO),
        sql`${processoCobranca.valorPago} > 0`,
      ),
    )
    .orderBy(asc(processoCobranca.id))
    .limit(1);
  if (pagando && !usados.has(pagando.devedorId)) await tornar(pagando.devedorId, JOAO);

  // Ana Paula: representative of a company debtor, the grant from six months ago, open-ended
  const empresa = (await apto(pge, 14)) ?? (await apto(detran, 14));
  if (empresa) {
    usados.add(empresa.devedorId);
    await db.insert(representanteDevedor).values({
      devedorId: empresa.devedorId,
      cpf: ANA.cpf,
      nome: ANA.nome.toLocaleUpperCase('pt-BR'),
      dataInicio: addDays(hoje, -180),
      dataFim: null,
    });
  }

  // Carlos (bronze): one apt CDA
  const c1 = await apto(pge, 11);
  if (c1) await tornar(c1.devedorId, CARLOS);
}

/** The demo citizens' debtor ids (tests). */
export const devedoresDosCidadaos = (ctx: Ctx) =>
  ctx.db
    .select({ id: devedor.id, documento: devedor.documentoIdentificacao })
    .from(devedor)
    .where(inArray(devedor.documentoIdentificacao, [MARIA.cpf, JOAO.cpf, CARLOS.cpf]));
