import { formatarNumeroProcesso } from '@divida/domain/format';
import { toDecimal } from '@divida/domain/money';
import type { ArquivoRef } from '@divida/domain/documento/documento.schema';
import { MENSAGENS_ACAO } from '@divida/domain/processo/acao.schema';
import {
  documentosFaltando,
  MENSAGENS_PROCESSO,
  type ProcessoAlteracaoInput,
  type ProcessoInput,
} from '@divida/domain/processo/processo.schema';
import { registroPermite } from '@divida/domain/workflow/registro';
import { FASE, SITUACAO } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit, changedFields } from '../../platform/audit/audit.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/database.ts';
import { conferirVersao, naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { conflict, invalido, notFound } from '../../platform/errors.ts';
import { anexarDocumentos, substituirDocumento, documentoDono as documento } from '../documento/index.ts';
import {
  orgaoCredorPadroes as orgaoCredor,
  documentosDoOrgao as orgaoCredorTipoDocumento,
} from '../orgaoCredor/index.ts';
import { tipoDocumentoNome as tipoDocumento } from '../tipoDocumento/index.ts';
import { conferirMunicipio, gravarDevedor, type DevedorGravado } from '../devedor/index.ts';
import { registrarAndamento } from './processo.andamento.ts';
import { bloquearProcesso, processoVisivel } from './processo.repository.ts';
import { andamento, processo, processoCorresponsavel, processoNumeroSeq } from './processo.table.ts';
import { totalCorrigidoDe } from './processo.valores.ts';

const ENTIDADE = 'processoConstituicaoCredito';
const M = MENSAGENS_PROCESSO;

/** The document types the body asks for on its processes, by name (spec 02 §2.3 tiposDocumentos). */
export async function tiposDocumentoDoOrgao(ex: Executor, orgaoCredorId: number) {
  return ex
    .select({ id: tipoDocumento.id, nome: tipoDocumento.nome, opcional: orgaoCredorTipoDocumento.opcional })
    .from(orgaoCredorTipoDocumento)
    .innerJoin(tipoDocumento, eq(tipoDocumento.id, orgaoCredorTipoDocumento.tipoDocumentoId))
    .where(and(eq(orgaoCredorTipoDocumento.orgaoCredorId, orgaoCredorId), eq(tipoDocumento.excluido, false)))
    .orderBy(asc(tipoDocumento.nome), asc(tipoDocumento.id));
}

/** The caller's body settings the process form uses (spec 02 §2.3); 404 for a body no longer there. */
export async function configuracaoOrgao(ex: Executor, user: AuthUser) {
  const [o] = await ex
    .select({
      descricaoFatoPadrao: orgaoCredor.descricaoFatoPadrao,
      fundamentoLegalPadrao: orgaoCredor.fundamentoLegalPadrao,
      utilizarJuros: orgaoCredor.utilizarJuros,
      utilizarMulta: orgaoCredor.utilizarMulta,
    })
    .from(orgaoCredor)
    .where(eq(orgaoCredor.id, user.orgaoCredorId));
  if (!o) throw notFound();
  return { ...o, tiposDocumentos: await tiposDocumentoDoOrgao(ex, user.orgaoCredorId) };
}

/** The columns of the process the form writes (description and values). */
function colunasProcesso(i: ProcessoInput) {
  return {
    numeroProcessoAdministrativo: i.numeroProcessoAdministrativo,
    naturezaDebitoId: i.idNaturezaDebito,
    descricaoFato: i.descricaoFato,
    fundamentoLegal: i.fundamentoLegal,
    valorOriginario: toDecimal(i.valorOriginario),
    valorAtualizado: toDecimal(i.valorAtualizado),
    multaAtualizada: toDecimal(i.multaAtualizada),
    jurosAtualizado: toDecimal(i.jurosAtualizado),
  };
}

/** The holder and the co-responsible parties: municipalities of their states, one row per document. */
async function gravarPartes(ex: Executor, i: ProcessoInput) {
  await conferirMunicipio(ex, i, 'formMunicipio');
  for (const [n, c] of i.corresponsaveis.entries()) {
    await conferirMunicipio(ex, c, `corresponsaveis.${n}.formMunicipio`);
  }
  const devedores: DevedorGravado[] = [];
  const devedorId = await gravarDevedor(ex, i, devedores);
  const corresponsaveis: { devedorId: number; tipo: 'SOCIO' | 'REPRESENTANTE' }[] = [];
  for (const c of i.corresponsaveis)
    corresponsaveis.push({ devedorId: await gravarDevedor(ex, c, devedores), tipo: c.tipo });
  return { devedorId, corresponsaveis, devedores };
}

/** The debtors a process save created or changed; the row's scope is the process's body. */
async function auditarDevedores(tx: Tx, user: AuthUser, orgaoCredorId: number, devedores: DevedorGravado[]) {
  for (const d of devedores) {
    // the same debtor saved again unchanged: nothing to record
    if (d.antes && Object.keys(changedFields(d.antes, d.depois)).length === 0) continue;
    await audit(tx, {
      usuarioId: user.id,
      entidade: 'devedor',
      entidadeId: d.id,
      orgaoCredorId,
      acao: d.antes ? 'ALTERAR' : 'CRIAR',
      antes: d.antes,
      depois: d.depois,
    });
  }
}

async function vincularCorresponsaveis(
  ex: Executor,
  processoId: number,
  lista: { devedorId: number; tipo: 'SOCIO' | 'REPRESENTANTE' }[],
) {
  for (const c of lista) {
    await ex
      .insert(processoCorresponsavel)
      .values({ processoId, devedorId: c.devedorId, tipo: c.tipo })
      .onConflictDoUpdate({
        target: [processoCorresponsavel.processoId, processoCorresponsavel.devedorId],
        set: { tipo: c.tipo },
      });
  }
}

const documentosComArquivos = (i: ProcessoInput) =>
  i.documentos
    .filter((d) => d.arquivos.length > 0)
    .map((d) => ({ idTipoDocumento: d.idTipoDocumento, arquivos: d.arquivos }));

/** `POST processoConstituicaoCredito`: registers a process of the caller's body (phase 1, situation 27). */
export async function criar(ctx: Ctx, user: AuthUser, i: ProcessoInput) {
  return ctx.db.transaction(async (tx) => {
    const orgaoId = user.orgaoCredorId;
    const faltando = documentosFaltando(await tiposDocumentoDoOrgao(tx, orgaoId), i.documentos);
    if (faltando.length > 0) {
      const msg = M.documentosFaltando(faltando.join(', '));
      throw invalido('documentos', msg);
    }
    const [orgao] = await tx
      .select({ indice: orgaoCredor.idIndiceFinanceiro })
      .from(orgaoCredor)
      .where(eq(orgaoCredor.id, orgaoId));
    if (!orgao) throw notFound();
    const { devedorId, corresponsaveis, devedores } = await gravarPartes(tx, i);
    const hoje = ctx.relogio.hoje();
    const seq = (await tx.execute(
      sql`select nextval(${sql.raw(`'${processoNumeroSeq.seqName}'`)}) as n`,
    )) as unknown as {
      rows: { n: string | number }[];
    };
    const numero = `${hoje.slice(0, 4)}${String(seq.rows[0]!.n).padStart(8, '0')}`;
    const [p] = await tx
      .insert(processo)
      .values({
        ...colunasProcesso(i),
        numero,
        data: hoje,
        orgaoCredorId: orgaoId,
        indiceFinanceiroId: orgao.indice,
        devedorId,
        faseId: FASE.INICIAL,
        situacaoId: SITUACAO.CADASTRADO,
        dataReferenciaCalculo: hoje,
        valorCorrecao: toDecimal(0),
        totalCorrigido: totalCorrigidoDe(i),
        dataUltimoAndamento: new Date(),
        criadoPor: user.id,
      })
      .returning();
    await vincularCorresponsaveis(tx, p!.id, corresponsaveis);
    await anexarDocumentos(
      tx,
      user,
      { tipo: 'processo', id: p!.id, orgaoCredorId: orgaoId },
      documentosComArquivos(i),
    );
    await registrarAndamento(tx, [p!], {
      acao: 'REGISTRAR_PROCESSO',
      descricao: 'Processo cadastrado',
      origem: 'TCC',
      usuarioId: user.id,
      proximo: {},
      primeiro: true,
      processo: 'nada',
    });
    await audit(tx, {
      usuarioId: user.id,
      entidade: ENTIDADE,
      entidadeId: p!.id,
      orgaoCredorId: p!.orgaoCredorId,
      acao: 'CRIAR',
      depois: p!,
    });
    await auditarDevedores(tx, user, p!.orgaoCredorId, devedores);
    return p!;
  });
}

/** The record's gates (domain workflow/registro.ts) on a process row. */
const estadoDoRegistro = (p: { situacaoId: number; protegido: boolean; statusCobranca: string }) => ({
  situacao: p.situacaoId,
  protegido: p.protegido,
  statusCobranca: p.statusCobranca,
});

/** `PUT processoConstituicaoCredito/{id}`. */
export async function alterar(ctx: Ctx, user: AuthUser, id: number, i: ProcessoAlteracaoInput) {
  return ctx.db.transaction(async (tx) => {
    const antes = await bloquearProcesso(tx, user, id);
    if (!antes) throw notFound();
    if (!registroPermite('EDITAR', estadoDoRegistro(antes))) throw conflict(M.edicaoNaoPermitida);
    conferirVersao(antes.versao, i.versao);
    const { devedorId, corresponsaveis, devedores } = await gravarPartes(tx, i);
    const depois = umaLinha(
      await tx
        .update(processo)
        .set({
          ...colunasProcesso(i),
          devedorId,
          totalCorrigido: totalCorrigidoDe({ ...i, valorCorrecao: antes.valorCorrecao }),
          dataUltimoAndamento: new Date(),
          atualizadoEm: new Date(),
          versao: proximaVersao(processo.versao),
        })
        .where(and(eq(processo.id, id), naVersao(processo.versao, i.versao)))
        .returning(),
    );
    const remover = [...i.removerCorresponsaveis.map((r) => r.idDevedor), devedorId];
    await tx
      .delete(processoCorresponsavel)
      .where(
        and(eq(processoCorresponsavel.processoId, id), inArray(processoCorresponsavel.devedorId, remover)),
      );
    await vincularCorresponsaveis(tx, id, corresponsaveis);
    await anexarDocumentos(
      tx,
      user,
      { tipo: 'processo', id, orgaoCredorId: antes.orgaoCredorId },
      documentosComArquivos(i),
    );
    await registrarAndamento(tx, [antes], {
      acao: 'EDITAR_PROCESSO',
      descricao: 'Processo alterado',
      origem: 'TCC',
      usuarioId: user.id,
      proximo: {},
      processo: 'nada',
    });
    await audit(tx, {
      usuarioId: user.id,
      entidade: ENTIDADE,
      entidadeId: id,
      orgaoCredorId: antes.orgaoCredorId,
      acao: 'ALTERAR',
      antes,
      depois,
    });
    await auditarDevedores(tx, user, antes.orgaoCredorId, devedores);
    return depois;
  });
}

/** `DELETE processoConstituicaoCredito/{id}`: soft delete, refused when protected or with an agreement. */
export async function excluir(ctx: Ctx, user: AuthUser, id: number): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const antes = await bloquearProcesso(tx, user, id);
    if (!antes) throw notFound();
    if (!registroPermite('EXCLUIR', estadoDoRegistro(antes))) throw conflict(M.exclusaoNaoPermitida);
    await tx
      .update(processo)
      .set({ excluido: true, atualizadoEm: new Date(), versao: proximaVersao(processo.versao) })
      .where(eq(processo.id, id));
    await audit(tx, {
      usuarioId: user.id,
      entidade: ENTIDADE,
      entidadeId: id,
      orgaoCredorId: antes.orgaoCredorId,
      acao: 'EXCLUIR',
      antes: { excluido: false },
      depois: { excluido: true },
    });
    return formatarNumeroProcesso(antes.numero);
  });
}

/**
 * Where a document of a process lives: on the process itself or on one of its movements. Another
 * record's document, or a process the caller may not see, is not found.
 */
async function donoDoDocumento(ex: Executor, user: AuthUser, processoId: number, documentoId: number) {
  const p = await processoVisivel(ex, user, processoId);
  if (!p) throw notFound();
  const [d] = await ex
    .select({ donoTipo: documento.donoTipo, donoId: documento.donoId })
    .from(documento)
    .where(eq(documento.id, documentoId));
  if (!d) throw notFound();
  if (d.donoTipo === 'processo' && d.donoId === processoId)
    return { processo: p, dono: { tipo: 'processo' as const, id: processoId } };
  if (d.donoTipo === 'andamento') {
    const [a] = await ex
      .select({ id: andamento.id })
      .from(andamento)
      .where(and(eq(andamento.id, d.donoId), eq(andamento.processoId, processoId)));
    if (a) return { processo: p, dono: { tipo: 'andamento' as const, id: a.id } };
  }
  throw notFound();
}

export async function documentoDoProcesso(ctx: Ctx, user: AuthUser, processoId: number, documentoId: number) {
  return (await donoDoDocumento(ctx.db, user, processoId, documentoId)).dono;
}

/** `PUT processoConstituicaoCredito/{id}/documento/replace/{docId}`: a new version and a movement. */
export async function substituirDocumentoDoProcesso(
  ctx: Ctx,
  user: AuthUser,
  processoId: number,
  documentoId: number,
  arquivos: ArquivoRef[],
) {
  await ctx.db.transaction(async (tx) => {
    const { processo: p, dono } = await donoDoDocumento(tx, user, processoId, documentoId);
    const [ref] = arquivos;
    if (!ref) throw invalido('arquivos', MENSAGENS_ACAO.arquivoObrigatorio);
    const novoId = await substituirDocumento(tx, user, dono, documentoId, ref);
    await registrarAndamento(tx, [p], {
      acao: 'SUBSTITUIR_DOCUMENTO',
      descricao: 'Documento substituído',
      origem: 'TCC',
      usuarioId: user.id,
      proximo: {},
      processo: 'ultimoAndamento',
    });
    await audit(tx, {
      usuarioId: user.id,
      entidade: ENTIDADE,
      entidadeId: processoId,
      orgaoCredorId: p.orgaoCredorId,
      acao: 'ANEXAR',
      antes: { documento: documentoId },
      depois: { documento: novoId },
    });
  });
}
