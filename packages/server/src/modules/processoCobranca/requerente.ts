import {
  exigeComprovanteRepresentacao,
  MENSAGENS_COBRANCA as M,
  TIPO_DOCUMENTO_COBRANCA,
  type RequerenteInput,
  type RequerenteLookup,
  type TipoRequerente,
} from '@divida/domain/cobranca/cobranca.schema';
import { and, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { AuthUser } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, invalido } from '../../platform/errors.ts';
import { anexarDocumentos, documentoComo, documentoDono as documento } from '../documento/index.ts';
import { processoResumo as processo } from '../processo/index.ts';
import { processoCobranca, processoCobrancaCda, requerente } from './processoCobranca.table.ts';

/**
 * Whether a stored representation proof stands for these debtors: it came with a collection over
 * debts of each of them. A power of attorney is given for a debtor; one sent for another debtor does
 * not make the proof optional (issue 23).
 */
export async function comprovanteServePara(
  ex: Executor,
  comprovanteId: number,
  devedorIds: readonly number[],
): Promise<boolean> {
  const linhas = await ex
    .selectDistinct({ devedorId: processo.devedorId })
    .from(documento)
    .innerJoin(processoCobrancaCda, eq(processoCobrancaCda.processoCobrancaId, documento.donoId))
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .where(and(eq(documento.id, comprovanteId), eq(documento.donoTipo, 'processoCobranca')));
  const representados = new Set(linhas.map((l) => l.devedorId));
  return devedorIds.length > 0 && devedorIds.every((d) => representados.has(d));
}

/** The debtors of processes the caller may see (the lookup's `idProcesso`); none when out of scope. */
export async function devedoresDosProcessos(
  ex: Executor,
  caller: Caller,
  ids: readonly number[],
): Promise<number[]> {
  const linhas = await ex
    .selectDistinct({ devedorId: processo.devedorId })
    .from(processo)
    .where(and(inArray(processo.id, [...ids]), orgaoScope(caller, processo.orgaoCredorId)));
  return linhas.map((l) => l.devedorId);
}

/**
 * The requesters' data scope: one row per CPF across bodies, but a body's user finds a requester only
 * among their body's collections (issue 37); with ACESSO_TODOS_ORGAOS, every one.
 */
function requerenteScope(ex: Executor, caller: Caller): SQL | undefined {
  const doOrgao = orgaoScope(caller, processoCobranca.orgaoCredorId);
  if (!doOrgao) return undefined;
  return exists(
    ex
      .select({ um: sql`1` })
      .from(processoCobranca)
      .where(and(eq(processoCobranca.requerenteId, requerente.id), doOrgao)),
  );
}

/**
 * The lookup record of a CPF (spec 03 §3 "Requester lookup record") within the caller's scope, or
 * undefined: another body's requester is not found, as an unknown CPF. Given the debtors being
 * negotiated, the stored representation proof is answered only when it stands for them.
 */
export async function requerentePorCpf(
  ex: Executor,
  caller: Caller,
  cpf: string,
  devedorIds?: readonly number[],
): Promise<RequerenteLookup | undefined> {
  const ident = documentoComo('ident');
  const comprov = documentoComo('comprov');
  const [r] = await ex
    .select({
      id: requerente.id,
      tipo: requerente.tipo,
      nome: requerente.nome,
      cpf: requerente.cpf,
      telefone: requerente.telefone,
      email: requerente.email,
      identId: ident.id,
      identNome: ident.nome,
      comprovId: comprov.id,
      comprovNome: comprov.nome,
    })
    .from(requerente)
    .leftJoin(ident, eq(ident.id, requerente.documentoIdentificacaoId))
    .leftJoin(comprov, eq(comprov.id, requerente.comprovanteRepresentacaoId))
    .where(and(eq(requerente.cpf, cpf), requerenteScope(ex, caller)));
  if (!r) return undefined;
  const { identId, identNome, comprovId, comprovNome, ...resto } = r;
  const comprovanteServe =
    comprovId !== null && (!devedorIds || (await comprovanteServePara(ex, comprovId, devedorIds)));
  return {
    ...resto,
    documentoIdentificacao: identId !== null && identNome !== null ? { id: identId, nome: identNome } : null,
    comprovanteRepresentacao:
      comprovanteServe && comprovId !== null && comprovNome !== null
        ? { id: comprovId, nome: comprovNome }
        : null,
  };
}

/**
 * `GET requerente/validar` (spec 03 §5 "On advancing, the e-mail and CPF pair is validated"): the pair is
 * valid when neither belongs to another requester. An e-mail of another CPF, or a CPF saved with another
 * e-mail, is a conflict on that field; a pair never seen is 404 (the spec: "404 means not found"), and so
 * is a CPF only of another body's collections (its e-mail is not told).
 */
export async function validarRequerente(
  ex: Executor,
  caller: Caller,
  cpf: string,
  email: string,
): Promise<{ message: string }> {
  const [outroEmail] = await ex
    .select({ id: requerente.id })
    .from(requerente)
    .where(and(eq(requerente.email, email), ne(requerente.cpf, cpf)))
    .limit(1);
  if (outroEmail)
    throw new AppError('CONFLICT', M.emailDeOutroCpf, [{ field: 'email', message: M.emailDeOutroCpf }]);
  const [doCpf] = await ex
    .select({ email: requerente.email })
    .from(requerente)
    .where(and(eq(requerente.cpf, cpf), requerenteScope(ex, caller)));
  if (!doCpf) throw new AppError('NOT_FOUND', M.requerenteNaoEncontrado);
  if (doCpf.email !== email)
    throw new AppError('CONFLICT', M.cpfDeOutroEmail, [{ field: 'cpf', message: M.cpfDeOutroEmail }]);
  return { message: M.requerenteValido };
}

const campo = (f: string, message: string) => invalido(`requerente.${f}`, message);

/**
 * Records the requester of a new collection (inside its transaction): one row per CPF, created or
 * brought up to date with what the wizard sent, and its documents attached to the collection. The
 * identification (type 1) is required unless the stored requester has one; the representation proof
 * (power of attorney 15, company articles 14) likewise for the representative types.
 */
export async function gravarRequerente(
  ex: Executor,
  user: AuthUser,
  r: RequerenteInput,
  dono: { id: number; orgaoCredorId: number },
  devedorIds: readonly number[],
): Promise<number> {
  const [emailDeOutro] = await ex
    .select({ id: requerente.id })
    .from(requerente)
    .where(and(eq(requerente.email, r.email), ne(requerente.cpf, r.cpf)))
    .limit(1);
  if (emailDeOutro)
    throw new AppError('CONFLICT', M.emailDeOutroCpf, [
      { field: 'requerente.email', message: M.emailDeOutroCpf },
    ]);
  const [existente] = await ex.select().from(requerente).where(eq(requerente.cpf, r.cpf)).for('update');

  const anexar = async (tipo: number, ref: NonNullable<RequerenteInput['arquivoIdentificacao']>) =>
    (
      await anexarDocumentos(ex, user, { tipo: 'processoCobranca', ...dono }, [
        { idTipoDocumento: tipo, arquivos: [ref] },
      ])
    )[0]!;

  const identificacaoId = r.arquivoIdentificacao
    ? await anexar(TIPO_DOCUMENTO_COBRANCA.IDENTIFICACAO, r.arquivoIdentificacao)
    : (existente?.documentoIdentificacaoId ?? null);
  if (identificacaoId === null) throw campo('arquivoIdentificacao', M.documentoObrigatorio);

  let comprovanteId: number | null = null;
  if (exigeComprovanteRepresentacao(r.tipo)) {
    const tipo =
      r.tipo === 'REPRESENTANTE_EMPRESA'
        ? TIPO_DOCUMENTO_COBRANCA.CONTRATO_SOCIAL
        : TIPO_DOCUMENTO_COBRANCA.PROCURACAO;
    const guardado = existente?.comprovanteRepresentacaoId ?? null;
    comprovanteId = r.comprovanteRepresentacao
      ? await anexar(tipo, r.comprovanteRepresentacao)
      : guardado !== null && (await comprovanteServePara(ex, guardado, devedorIds))
        ? guardado
        : null;
    if (comprovanteId === null)
      throw campo(
        'comprovanteRepresentacao',
        r.tipo === 'PROCURADOR' ? M.procuracaoObrigatoria : M.comprovanteRepresentacao,
      );
  }

  const dados = {
    nome: r.nome,
    email: r.email,
    telefone: r.telefone,
    tipo: r.tipo,
    documentoIdentificacaoId: identificacaoId,
    comprovanteRepresentacaoId: comprovanteId ?? existente?.comprovanteRepresentacaoId ?? null,
  };
  if (existente) {
    await ex
      .update(requerente)
      .set({ ...dados, atualizadoEm: new Date(), versao: existente.versao + 1 })
      .where(eq(requerente.id, existente.id));
    return existente.id;
  }
  const [novo] = await ex
    .insert(requerente)
    .values({ cpf: r.cpf, ...dados })
    .returning({ id: requerente.id });
  return novo!.id;
}

/**
 * The requester of an agreement made on the portal (docs/portal.md §5.5): the person gov.br vouched
 * for, so no identification file. An existing row of the CPF keeps its phone and documents and takes
 * the provider's name (and its verified e-mail, when no other CPF holds it); a new row has no phone.
 */
export async function gravarRequerenteDoPortal(
  ex: Executor,
  p: { cpf: string; nome: string; email: string | null; tipo: TipoRequerente },
): Promise<number> {
  const [existente] = await ex.select().from(requerente).where(eq(requerente.cpf, p.cpf)).for('update');
  const [emailDeOutro] = p.email
    ? await ex
        .select({ id: requerente.id })
        .from(requerente)
        .where(and(eq(requerente.email, p.email), ne(requerente.cpf, p.cpf)))
        .limit(1)
    : [];
  const email = p.email && !emailDeOutro ? p.email : (existente?.email ?? '');
  const nome = p.nome.slice(0, 50);
  if (existente) {
    await ex
      .update(requerente)
      .set({ nome, email, tipo: p.tipo, atualizadoEm: new Date(), versao: existente.versao + 1 })
      .where(eq(requerente.id, existente.id));
    return existente.id;
  }
  const [novo] = await ex
    .insert(requerente)
    .values({ cpf: p.cpf, nome, email, telefone: '', tipo: p.tipo })
    .returning({ id: requerente.id });
  return novo!.id;
}
