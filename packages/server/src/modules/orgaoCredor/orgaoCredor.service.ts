import { toDecimal } from '@divida/domain/money';
import { MENSAGENS_ENDERECO } from '@divida/domain/endereco/endereco.schema';
import {
  DADOS_BANCARIOS,
  MENSAGENS_ORGAO_CREDOR,
  type OrgaoCredorInput,
} from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { todosOrgaos } from '../../platform/auth/scope.ts';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { comUnicos, type Unicos } from '../../platform/db/uniqueViolation.ts';
import { conferirVersao, naVersao, proximaVersao, umaLinha } from '../../platform/db/versao.ts';
import { conflict, forbidden, invalido, notFound } from '../../platform/errors.ts';
import { porCompe } from '../banco/index.ts';
import { indiceResumo } from '../indiceFinanceiro/index.ts';
import { municipioDaUf } from '../localidade/index.ts';
import { tipoDocumentoNome as tipoDocumento } from '../tipoDocumento/index.ts';
import { referenciado } from '../../platform/db/referencias.ts';
import * as repo from './orgaoCredor.repository.ts';
import { orgaoCredor } from './orgaoCredor.table.ts';

const ENTIDADE = 'orgaoCredor';

const UNICOS: Unicos = {
  orgao_credor_cnpj_unique: { field: 'cnpj', message: MENSAGENS_ORGAO_CREDOR.cnpjDuplicado },
  orgao_credor_sigla_unique: { field: 'sigla', message: MENSAGENS_ORGAO_CREDOR.siglaDuplicada },
};

const podeDadosBancarios = (u: AuthUser) => u.permissoes.has('ALTERAR_DADOS_BANCARIOS');

/**
 * Bank data are written only by holders of ALTERAR_DADOS_BANCARIOS. Without it, a payload that tries
 * to set them is refused; empty bank fields (what the form sends without the section) are ignored.
 */
function bancarios(actor: AuthUser, i: OrgaoCredorInput) {
  const enviados = DADOS_BANCARIOS.filter((c) => i[c] !== undefined && i[c] !== null);
  if (podeDadosBancarios(actor)) return Object.fromEntries(DADOS_BANCARIOS.map((c) => [c, i[c] ?? null]));
  if (enviados.length > 0) throw forbidden(MENSAGENS_ORGAO_CREDOR.dadosBancariosSemPermissao);
  return {};
}

const colunas = (i: OrgaoCredorInput) => ({
  nome: i.nome,
  cnpj: i.cnpj,
  sigla: i.sigla,
  codigoReceita: i.codigoReceita,
  idIndiceFinanceiro: i.idIndiceFinanceiro,
  numeroIdentificador: i.numeroIdentificador,
  url: i.url,
  descricao: i.descricao,
  descricaoFatoPadrao: i.descricaoFatoPadrao,
  fundamentoLegalPadrao: i.fundamentoLegalPadrao,
  utilizarJuros: i.utilizarJuros,
  utilizarMulta: i.utilizarMulta,
  cep: i.cep,
  rua: i.rua,
  numero: i.numero,
  complemento: i.complemento,
  bairro: i.bairro,
  uf: i.uf,
  municipioId: i.municipio,
  nomeContato: i.nomeContato,
  emailContato: i.emailContato,
  telefoneContato: i.telefoneContato,
  nomeAutoridade: i.nomeAutoridade,
  cargoAutoridade: i.cargoAutoridade,
  matriculaAutoridade: i.matriculaAutoridade,
  // optional on writes: absent keeps what the body has (the default R$ 0,05 on creation)
  ...(i.toleranciaPagamento !== undefined && { toleranciaPagamento: toDecimal(i.toleranciaPagamento) }),
});

async function validar(ex: Executor, i: OrgaoCredorInput, excetoId?: number) {
  const campo = await repo.conflitoUnico(ex, i, excetoId);
  if (campo === 'cnpj') throw conflict(MENSAGENS_ORGAO_CREDOR.cnpjDuplicado, 'cnpj');
  if (campo === 'sigla') throw conflict(MENSAGENS_ORGAO_CREDOR.siglaDuplicada, 'sigla');
  if (!(await indiceResumo(ex, i.idIndiceFinanceiro))) {
    throw invalido('idIndiceFinanceiro', MENSAGENS_ORGAO_CREDOR.indiceInexistente);
  }
  if (!(await municipioDaUf(ex, i.municipio, i.uf))) {
    throw invalido('municipio', MENSAGENS_ENDERECO.municipioForaDaUf);
  }
  if (i.chaveBanco && !(await porCompe(ex, i.chaveBanco))) {
    throw invalido('chaveBanco', MENSAGENS_ORGAO_CREDOR.bancoInexistente);
  }
  const ids = i.tiposDocumentos.map((t) => t.id);
  const existentes = await ex
    .select({ id: tipoDocumento.id })
    .from(tipoDocumento)
    .where(and(inArray(tipoDocumento.id, ids), eq(tipoDocumento.excluido, false)))
    // held until commit: a concurrent delete of one of these types waits, then sees this body
    .for('share');
  if (existentes.length !== new Set(ids).size) {
    throw invalido('tiposDocumentos', MENSAGENS_ORGAO_CREDOR.tipoDocumentoInexistente);
  }
}

/** Creating and deleting bodies is the all-bodies staff's: a body's own staff only maintain it. */
function exigirTodosOrgaos(actor: AuthUser) {
  if (!todosOrgaos(actor)) throw forbidden();
}

export async function criar(ctx: Ctx, actor: AuthUser, i: OrgaoCredorInput) {
  exigirTodosOrgaos(actor);
  const banco = bancarios(actor, i);
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      await validar(tx, i);
      const [o] = await tx
        .insert(orgaoCredor)
        .values({ ...colunas(i), ...banco, ativo: true })
        .returning();
      await repo.gravarTiposDocumentos(tx, o!.id, i.tiposDocumentos);
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        entidadeId: o!.id,
        orgaoCredorId: o!.id,
        acao: 'CRIAR',
        depois: { ...o!, tiposDocumentos: i.tiposDocumentos },
      });
      return o!;
    }),
  );
}

export async function alterar(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  i: OrgaoCredorInput & { versao?: number },
) {
  const banco = bancarios(actor, i);
  return comUnicos(UNICOS, () =>
    ctx.db.transaction(async (tx) => {
      const antes = await repo.buscar(tx, actor, id);
      if (!antes) throw notFound();
      conferirVersao(antes.versao, i.versao);
      await validar(tx, i, id);
      const o = umaLinha(
        await tx
          .update(orgaoCredor)
          .set({ ...colunas(i), ...banco, versao: proximaVersao(orgaoCredor.versao) })
          .where(and(eq(orgaoCredor.id, id), naVersao(orgaoCredor.versao, i.versao)))
          .returning(),
      );
      await repo.gravarTiposDocumentos(tx, id, i.tiposDocumentos);
      const { municipio: _m, indiceFinanceiro: _i, ...a } = antes;
      await audit(tx, {
        usuarioId: actor.id,
        entidade: ENTIDADE,
        entidadeId: id,
        orgaoCredorId: id,
        acao: 'ALTERAR',
        antes: {
          ...a,
          tiposDocumentos: antes.tiposDocumentos.map((t) => ({ id: t.id, opcional: t.opcional })),
        },
        depois: {
          ...o,
          tiposDocumentos: i.tiposDocumentos.map((t) => ({ id: t.id, opcional: t.opcional })),
        },
      });
      return o;
    }),
  );
}

export async function excluir(ctx: Ctx, actor: AuthUser, id: number) {
  exigirTodosOrgaos(actor);
  await ctx.db.transaction(async (tx) => {
    const antes = await repo.buscar(tx, actor, id);
    if (!antes) throw notFound();
    // its users (deactivated ones too) and its own profiles (the areas' `referencias`)
    if (await referenciado(tx, ctx.referencias.para(orgaoCredor), id))
      throw conflict(MENSAGENS_ORGAO_CREDOR.emUso);
    // Of two simultaneous deletes only one removes the row: the other answers 404, one audit entry.
    const removidos = await tx
      .delete(orgaoCredor)
      .where(eq(orgaoCredor.id, id))
      .returning({ id: orgaoCredor.id });
    if (removidos.length === 0) throw notFound();
    const { municipio: _m, indiceFinanceiro: _i, ...a } = antes;
    await audit(tx, {
      usuarioId: actor.id,
      entidade: ENTIDADE,
      entidadeId: id,
      orgaoCredorId: id,
      acao: 'EXCLUIR',
      antes: a,
    });
  });
}
