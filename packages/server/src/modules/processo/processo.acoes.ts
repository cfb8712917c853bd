import {
  MENSAGENS_ACAO,
  mensagemSucessoAcao,
  pedidoDaRota,
  ROTAS_ACAO,
  schemaDaRota,
  tipoDocumentoDaAcao,
  type NovosValores,
  type PedidoDeAcao,
  type RespostaAcao,
  type RetornarProcessosInput,
  type RotaAcao,
} from '@divida/domain/processo/acao.schema';
import { roundCents, toCentsText, toDecimal } from '@divida/domain/money';
import {
  FASE,
  faseDe,
  isSituacao,
  SITUACAO,
  type DadosAcao,
  type SituacaoId,
} from '@divida/domain/workflow/index';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db/database.ts';
import type { IsoDate } from '@divida/domain/calendar';
import { corrigirProcesso } from './processo.correcao.ts';
import { badRequest, invalido } from '../../platform/errors.ts';
import {
  executarAcao,
  executarAcaoEm,
  type PersistenciaWorkflow,
} from '../../platform/workflow/executarAcao.ts';
import { prazoDiasConfigurado } from '../configuracao/index.ts';
import { anexarDocumentos } from '../documento/index.ts';
import { inscreverCda } from './dividaAtiva.inscricao.ts';
import { registrarAndamento } from './processo.andamento.ts';
import { estadoAnteriorDoProcesso, estadoDe, ultimoMovimento } from './processo.estado.ts';
import { idDoProcessoPorNumero } from './processo.numero.ts';
import { bloquearProcesso } from './processo.repository.ts';
import { andamento, processo } from './processo.table.ts';
import { totalCorrigidoDe, type ColunasValores } from './processo.valores.ts';

type LinhaProcesso = typeof processo.$inferSelect;

/** The values an action may change, kept on its movement so that the cancel restores them. */
type ValoresAlteraveis = Pick<
  ColunasValores,
  'valorAtualizado' | 'multaAtualizada' | 'jurosAtualizado' | 'totalCorrigido'
>;

/** The new values of a partial grant or an instalment loss; an amount left out keeps the current one. */
function novosValores(p: LinhaProcesso, v: NovosValores): ValoresAlteraveis {
  const valorAtualizado = roundCents(v.valorAtualizado);
  const multaAtualizada = v.multaAtualizada === null ? p.multaAtualizada : roundCents(v.multaAtualizada);
  const jurosAtualizado = v.jurosAtualizado === null ? p.jurosAtualizado : roundCents(v.jurosAtualizado);
  const totalCorrigido = totalCorrigidoDe({
    valorAtualizado,
    valorCorrecao: p.valorCorrecao,
    multaAtualizada,
    jurosAtualizado,
  });
  return { valorAtualizado, multaAtualizada, jurosAtualizado, totalCorrigido };
}

const valoresDe = (p: LinhaProcesso): ValoresAlteraveis => ({
  valorAtualizado: p.valorAtualizado,
  multaAtualizada: p.multaAtualizada,
  jurosAtualizado: p.jurosAtualizado,
  totalCorrigido: p.totalCorrigido,
});

// a movement's JSON keeps the amounts as the columns' text ('1234.50'), and they are read back from it
type ValoresEmTexto = Record<keyof ValoresAlteraveis, string>;
const emTexto = (v: ValoresAlteraveis): ValoresEmTexto => ({
  valorAtualizado: toCentsText(v.valorAtualizado),
  multaAtualizada: toCentsText(v.multaAtualizada),
  jurosAtualizado: toCentsText(v.jurosAtualizado),
  totalCorrigido: toCentsText(v.totalCorrigido),
});
const deTexto = (v: ValoresEmTexto | null): Partial<ValoresAlteraveis> =>
  v
    ? {
        valorAtualizado: toDecimal(v.valorAtualizado),
        multaAtualizada: toDecimal(v.multaAtualizada),
        jurosAtualizado: toDecimal(v.jurosAtualizado),
        totalCorrigido: toDecimal(v.totalCorrigido),
      }
    : {};

/**
 * New amounts (a partial grant, an instalment loss, or their cancel) are brought to the day's
 * correction at once (processo.correcao.ts), so the detail never shows a total the memory does not.
 */
async function valoresDoDia(tx: Executor, id: number, hoje: IsoDate) {
  const [atual] = await tx.select().from(processo).where(eq(processo.id, id));
  if (atual && atual.statusCobranca === 'SEM_ACORDO' && atual.faseId !== FASE.ENCERRADO)
    await corrigirProcesso(tx, atual, hoje);
}

/** The reference date a movement shows: the intimation, the plan's end, the suspension or the inscription. */
const dataDoMovimento = (d: DadosAcao) => d.dataReferencia ?? d.dataFim ?? d.dataInscricao ?? null;
const observacaoDoMovimento = (d: DadosAcao) => d.observacao ?? d.motivo ?? null;

/**
 * The processes' side of the workflow runner: lock the row within the caller's scope, write the next
 * state with its movement, or strike the last movement through and restore what it changed.
 */
function persistenciaDoProcesso(pedido: PedidoDeAcao, hoje: string) {
  let linha: LinhaProcesso | undefined;
  const persistencia: PersistenciaWorkflow = {
    entidade: 'processoConstituicaoCredito',
    orgaoDe: () => linha!.orgaoCredorId,
    async bloquear(tx, id, user) {
      linha = await bloquearProcesso(tx, user, id);
      if (!linha) return undefined;
      return { estado: estadoDe(linha), estadoAnterior: await estadoAnteriorDoProcesso(tx, id) };
    },
    async gravar(tx, id, a, dados, user) {
      const p = linha!;
      const proximo = a.proximo;
      const estado = {
        fase: a.fase,
        situacao: proximo.situacao,
        suspenso: proximo.suspenso,
        statusCobranca: proximo.statusCobranca,
        dataReferenciaPrazo: proximo.dataReferenciaPrazo,
      };
      const colunas = {
        lavrado: proximo.situacao !== SITUACAO.CADASTRADO,
        dataEncerramento: a.fase === FASE.ENCERRADO ? hoje : null,
      };
      if (a.acao === 'CANCELAR_ULTIMA_ACAO') {
        // not a new movement: the last one is struck through and the state before it restored
        const m = (await ultimoMovimento(tx, id))!;
        await tx
          .update(andamento)
          .set({ cancelado: true, motivoCancelamento: dados.motivo ?? null, atualizadoEm: new Date() })
          .where(eq(andamento.id, m.id));
        await tx
          .update(processo)
          .set({
            faseId: estado.fase,
            situacaoId: estado.situacao,
            suspenso: estado.suspenso,
            statusCobranca: estado.statusCobranca,
            dataReferenciaPrazo: estado.dataReferenciaPrazo,
            ...colunas,
            versao: sql`${processo.versao} + 1`,
            atualizadoEm: new Date(),
            dataUltimoAndamento: new Date(),
            ...deTexto(m.valoresAnteriores as ValoresEmTexto | null),
          })
          .where(eq(processo.id, id));
        if (m.valoresAnteriores) await valoresDoDia(tx, id, hoje);
        return m.id;
      }
      const valores =
        a.transicao.alteraValores && pedido.valores ? novosValores(p, pedido.valores) : undefined;
      const anterior = await ultimoMovimento(tx, id);
      // the inscription creates the CDA (dividaAtiva's), and the movement names it
      const numeroCda =
        a.acao === 'INSCREVER_DIVIDA_ATIVA'
          ? await inscreverCda(tx, p, {
              dataInscricao: dados.dataInscricao!,
              nomeProcuradorSignatario: dados.nomeProcuradorSignatario!,
              usuarioId: user.id,
              hoje,
            })
          : undefined;
      const detalhes = detalhesDe(pedido, valores);
      const [movimentoId] = await registrarAndamento(tx, [p], {
        hoje,
        acao: a.acao,
        descricao: a.def.nome,
        origem: a.def.origem,
        usuarioId: user.id,
        proximo: estado,
        colunas: { ...colunas, ...valores },
        movimento: {
          dataReferencia: dataDoMovimento(dados),
          observacao: observacaoDoMovimento(dados),
          motivoDevolucaoId: a.acao === 'DEVOLVER_PROCESSO' ? proximo.situacao : null,
          valor: valores ? p.totalCorrigido : null,
          idAndamentoAnterior: anterior?.id ?? null,
          valoresAnteriores: valores ? emTexto(valoresDe(p)) : null,
          detalhes: numeroCda ? { ...detalhes, numeroCda } : detalhes,
        },
      });
      if (pedido.documento) {
        await anexarDocumentos(
          tx,
          user,
          { tipo: 'andamento', id: movimentoId!, orgaoCredorId: p.orgaoCredorId },
          [pedido.documento],
        );
      }
      if (valores) await valoresDoDia(tx, id, hoje);
      return movimentoId!;
    },
  };
  return { persistencia, linha: () => linha! };
}

function detalhesDe(pedido: PedidoDeAcao, valores: ValoresAlteraveis | undefined) {
  const d: Record<string, unknown> = {};
  if (pedido.dados.dataFim) d.dataFimParcelamento = pedido.dados.dataFim;
  if (pedido.dados.devedorNaoEncontrado) d.devedorNaoEncontrado = true;
  if (pedido.apresentouVicio !== undefined) d.apresentouVicio = pedido.apresentouVicio;
  if (pedido.dados.nomeProcuradorSignatario)
    d.nomeProcuradorSignatario = pedido.dados.nomeProcuradorSignatario;
  if (valores) d.valores = emTexto(valores);
  return Object.keys(d).length > 0 ? d : null;
}

/** The files must be of the action's document type (spec 02 §4). */
function conferirTipoDocumento(rota: RotaAcao, pedido: PedidoDeAcao) {
  const tipo = tipoDocumentoDaAcao(ROTAS_ACAO[rota].acao);
  if (!pedido.documento || tipo === undefined || pedido.documento.idTipoDocumento === tipo) return;
  const aninhado = ['perdaParcelamento', 'deferimentoParcial', 'suspensao'].includes(ROTAS_ACAO[rota].tipo);
  throw invalido(aninhado ? 'documento.idTipoDocumento' : 'idTipoDocumento', MENSAGENS_ACAO.tipoDocumento);
}

/** The instalment loss: fine and interest are required when the process has them (spec 02 §5). */
function conferirPerdaParcelamento(rota: RotaAcao, p: LinhaProcesso, corpo: unknown) {
  if (ROTAS_ACAO[rota].tipo !== 'perdaParcelamento') return;
  const r = schemaDaRota(rota, undefined, {
    multa: Number(p.multaAtualizada),
    juros: Number(p.jurosAtualizado),
  }).safeParse(corpo);
  if (!r.success) {
    const campos = r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    throw badRequest(campos[0]!.message, campos);
  }
}

/**
 * Runs the action of `rota` on a process for the caller (spec 02 §7, docs/workflow.md): the payload is
 * parsed by the route with `schemaDaRota`; the rules judge it against the state read under the lock.
 */
export async function executarRota(
  ctx: Ctx,
  user: AuthUser,
  id: number,
  rota: RotaAcao,
  corpo: Record<string, unknown>,
): Promise<RespostaAcao> {
  const acao = ROTAS_ACAO[rota].acao;
  const pedido = pedidoDaRota(rota, corpo);
  conferirTipoDocumento(rota, pedido);
  const hoje = ctx.relogio.hoje();
  const prazoDias = await prazoDiasConfigurado(ctx.db);
  const { persistencia, linha } = persistenciaDoProcesso(pedido, hoje);
  const r = await executarAcao(ctx.db, persistencia, {
    id,
    acao,
    dados: pedido.dados,
    user,
    hoje,
    prazoDias,
    efeitos: async () => conferirPerdaParcelamento(rota, linha(), corpo),
  });
  return { message: mensagemSucessoAcao(r.acao, linha().numero), idAndamento: r.movimentoId };
}

/**
 * `POST retornarProcessos`: moves returned processes (28, 107, 111) to the phase and situation chosen,
 * all in one transaction: either every process returns or none does.
 */
export async function retornarProcessos(
  ctx: Ctx,
  user: AuthUser,
  itens: RetornarProcessosInput,
): Promise<{ message: string }> {
  const hoje = ctx.relogio.hoje();
  const prazoDias = await prazoDiasConfigurado(ctx.db);
  await ctx.db.transaction(async (tx: Tx) => {
    for (const [i, item] of itens.entries()) {
      if (!isSituacao(item.idSituacao) || faseDe(item.idSituacao as SituacaoId) !== item.idFase) {
        throw invalido(`${i}.idSituacao`, MENSAGENS_ACAO.situacao);
      }
      const pedido: PedidoDeAcao = {
        dados: { idSituacao: item.idSituacao, dataReferencia: item.dataReferencia },
        documento: null,
        valores: null,
      };
      const { persistencia } = persistenciaDoProcesso(pedido, hoje);
      await executarAcaoEm(tx, persistencia, {
        id: item.id ?? (await idDoProcessoPorNumero(tx, user, item.numeroProcesso!)),
        acao: 'RETORNAR_PROCESSO',
        dados: pedido.dados,
        user,
        hoje,
        prazoDias,
      });
    }
  });
  return { message: mensagemSucessoAcao('RETORNAR_PROCESSO', '') };
}
