import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { TIME_ZONE, todayInSaoPaulo } from '@divida/domain/calendar';
import {
  MENSAGENS_ARQUIVO_BANCARIO as M,
  type TipoArquivoBancario,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import {
  escreverRemessa,
  chaveDoBoleto,
  nomeRemessa,
  seuNumeroDoBoleto,
  type Beneficiario,
} from '@divida/domain/arquivoBancario/remessa';
import { and, asc, eq, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { orgaoScope } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { orgaoCredorBancario as orgaoCredor } from '../orgaoCredor/index.ts';
import {
  contarInstrucoesPendentes,
  instrucoesPendentes,
  marcarEnviados,
  pagadoresDasCobrancas,
} from '../processoCobranca/index.ts';
import { arquivoBancario, sequenciaArquivoBancario } from './arquivoBancario.table.ts';

type Orgao = typeof orgaoCredor.$inferSelect;

/** The body's bank data as the file header needs them; null without a 7-digit convênio. */
export function beneficiarioDe(o: Orgao): Beneficiario | null {
  const convenio = o.convenio?.trim() ?? '';
  if (!/^\d{7}$/.test(convenio)) return null;
  return {
    cnpj: o.cnpj,
    convenio,
    carteira: o.carteira?.trim() || '17',
    variacao: o.variacao?.trim() || '019',
    agencia: o.agencia ?? '',
    digitoAgencia: o.digitoAgencia ?? '',
    conta: o.conta ?? '',
    digitoConta: o.digitoConta ?? '',
    nome: o.nome,
  };
}

/**
 * The next NSA of a convênio and direction. The upsert locks the counter's row until the transaction
 * ends: a second remessa of the same convênio waits here, then finds the slips already sent.
 */
export async function proximoNsa(tx: Tx, convenio: string, tipo: TipoArquivoBancario): Promise<number> {
  const [r] = await tx
    .insert(sequenciaArquivoBancario)
    .values({ convenio, tipo, ultimoNsa: 1 })
    .onConflictDoUpdate({
      target: [sequenciaArquivoBancario.convenio, sequenciaArquivoBancario.tipo],
      set: { ultimoNsa: sql`${sequenciaArquivoBancario.ultimoNsa} + 1` },
    })
    .returning({ nsa: sequenciaArquivoBancario.ultimoNsa });
  return r!.nsa;
}

/**
 * `GET /api/arquivoBancario/remessa/pendentes`: the caller's bodies that can send a remessa (a 7-digit
 * convênio; the others are not offered, U-11) and how many instructions wait for it.
 */
export async function remessaPendentes(ex: Executor, user: AuthUser) {
  const orgaos = (
    await ex
      .select()
      .from(orgaoCredor)
      .where(orgaoScope(user, orgaoCredor.id))
      .orderBy(asc(orgaoCredor.sigla))
  ).flatMap((o) => {
    const b = beneficiarioDe(o);
    return b ? [{ o, convenio: b.convenio }] : [];
  });
  const n = await contarInstrucoesPendentes(
    ex,
    orgaos.map((x) => x.convenio),
  );
  return orgaos.map(({ o, convenio }) => ({
    idOrgaoCredor: o.id,
    sigla: o.sigla,
    nome: o.nome,
    convenio,
    registros: n.get(convenio)?.registros ?? 0,
    baixas: n.get(convenio)?.baixas ?? 0,
  }));
}

const hora = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(d)
    .replaceAll(':', '');

/**
 * `POST /api/arquivoBancario/remessa` (docs/arquivos-bancarios.md §2): one file with every pending instruction of the
 * body's convênio (01 for slips waiting for registration, 02 for registered slips invalidated), the
 * next NSA, the slips ENVIADO. Nothing pending → 422.
 */
export async function gerarRemessa(ctx: Ctx, user: AuthUser, idOrgaoCredor: number) {
  const hoje = ctx.relogio.hoje();
  return ctx.db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(orgaoCredor)
      .where(and(eq(orgaoCredor.id, idOrgaoCredor), orgaoScope(user, orgaoCredor.id)));
    if (!o) throw notFound();
    const beneficiario = beneficiarioDe(o);
    if (!beneficiario) throw new AppError('UNPROCESSABLE', M.semConvenio);
    const nsa = await proximoNsa(tx, beneficiario.convenio, 'REMESSA');
    const pendentes = await instrucoesPendentes(tx, beneficiario.convenio);
    // the NSA taken above is given back with the rollback
    if (!pendentes.length) throw new AppError('UNPROCESSABLE', M.semPendentes);
    const pagadores = await pagadoresDasCobrancas(tx, [
      ...new Set(pendentes.map((p) => p.processoCobrancaId)),
    ]);
    const texto = escreverRemessa(
      { beneficiario, nsa, data: hoje, hora: hora(new Date()) },
      pendentes.map((p) => ({
        instrucao: p.instrucao,
        nossoNumero: p.nossoNumero,
        seuNumero: seuNumeroDoBoleto(p.numeroCobranca, p.parcela),
        dataVencimento: p.dataVencimento,
        valor: p.valor,
        dataEmissao: todayInSaoPaulo(p.criadoEm),
        chave: chaveDoBoleto(p.processoCobrancaId, p.parcela, p.boletoId),
        pagador: pagadores.get(p.processoCobrancaId)!,
      })),
    );
    const conteudo = randomUUID();
    const bytes = Buffer.from(texto, 'latin1');
    await ctx.storage.put(conteudo, Readable.from([bytes]));
    const nome = nomeRemessa(beneficiario.convenio, nsa);
    const [a] = await tx
      .insert(arquivoBancario)
      .values({
        tipo: 'REMESSA',
        situacao: 'GERADO',
        orgaoCredorId: o.id,
        convenio: beneficiario.convenio,
        nsa,
        nome,
        conteudo,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        quantidadeLinhas: pendentes.length,
        usuarioId: user.id,
      })
      .returning();
    await marcarEnviados(
      tx,
      a!.id,
      pendentes.filter((p) => p.instrucao === '01').map((p) => p.boletoId),
      pendentes.filter((p) => p.instrucao === '02').map((p) => p.boletoId),
    );
    await audit(tx, {
      usuarioId: user.id,
      entidade: 'arquivoBancario',
      entidadeId: a!.id,
      orgaoCredorId: o.id,
      acao: 'CRIAR',
      depois: { tipo: 'REMESSA', nome, nsa, quantidade: pendentes.length },
    });
    return { id: a!.id, nome, nsa, quantidade: pendentes.length };
  });
}
