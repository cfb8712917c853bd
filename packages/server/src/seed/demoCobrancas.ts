import { Readable } from 'node:stream';
import { addDays, type IsoDate } from '@divida/domain/calendar';
import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import { emAberto, totalDosComponentes } from '@divida/domain/cobranca/alocacao';
import type { CriarCobrancaInput } from '@divida/domain/cobranca/cobranca.schema';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthUser, Ctx } from '../platform/context.ts';
import { salvarUpload } from '../modules/documento/documento.service.ts';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { processo } from '../modules/processo/processo.table.ts';
import { condicaoAptoNegociar } from '../modules/processoCobranca/debitos.ts';
import {
  anexarTermo,
  cancelarCobranca,
  devidoNoPagamento,
  pagoDoLancamento,
} from '../modules/processoCobranca/acoes.ts';
import { baixaManual } from '../modules/processoCobranca/liquidacao.ts';
import { lancamento, processoCobranca } from '../modules/processoCobranca/processoCobranca.table.ts';
import { criarCobranca } from '../modules/processoCobranca/criacao.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { pdfSimples } from './demoPdf.ts';

/** Requesters of the demo's agreements (valid CPFs; e-mails of the example domain). */
export const REQUERENTES = [
  { nome: 'MARIANA COSTA RIBEIRO', cpf: '39053344705', telefone: '21987012345' },
  { nome: 'PAULO HENRIQUE DIAS', cpf: '11144477735', telefone: '21996543210' },
  { nome: 'LUCIANA ALVES MOREIRA', cpf: '52998224725', telefone: '21988776655' },
  { nome: 'RICARDO NUNES PEREIRA', cpf: '86288366757', telefone: '21977665544' },
  { nome: 'FERNANDA LIMA SOARES', cpf: '24843803483', telefone: '21966554433' },
];

type Plano = 'AVISTA_ATIVO' | 'AVISTA_QUITADO' | 'EM_NEGOCIACAO' | 'PARCELADO_PAGANDO' | 'CANCELADO';
const PLANOS: { plano: Plano; diasAtras: number }[] = [
  { plano: 'PARCELADO_PAGANDO', diasAtras: 75 },
  { plano: 'CANCELADO', diasAtras: 50 },
  { plano: 'AVISTA_QUITADO', diasAtras: 40 },
  { plano: 'AVISTA_ATIVO', diasAtras: 6 },
  { plano: 'EM_NEGOCIACAO', diasAtras: 3 },
];

/** The demo's procurador as the services see a signed-in user: who makes the demo's agreements and files. */
export async function procuradorDoDemo(ctx: Ctx): Promise<AuthUser | null> {
  const [pge] = await ctx.db
    .select({ id: usuario.id, orgaoCredorId: usuario.orgaoCredorId })
    .from(usuario)
    .where(eq(usuario.email, 'procurador@exemplo.gov.br'));
  return pge
    ? {
        id: pge.id,
        orgaoCredorId: pge.orgaoCredorId,
        sessaoId: 'demo',
        permissoes: new Set(TODAS_PERMISSOES),
      }
    : null;
}

/**
 * The demo office's collections (issue 13, item 8): per body with convênio, a few of its inscribed CDAs
 * negotiated through the real services, on past dates — à vista open and paid, in instalments awaiting
 * the term, running with instalments paid, and cancelled — so every collection screen has something to
 * show; the other inscribed CDAs stay apt for /negociacao. The services read "today" from the clock
 * given here, moved back to each step's day.
 */
export async function carregarCobrancasDemo(ctx: Ctx): Promise<number> {
  const hoje = ctx.relogio.hoje();
  const user = await procuradorDoDemo(ctx);
  if (!user) return 0;
  let dia: IsoDate = hoje;
  const c: Ctx = { ...ctx, relogio: { hoje: () => dia } };
  const arquivo = async (nome: string, titulo: string) => {
    const up = await salvarUpload(
      c,
      { filename: nome, file: Readable.from(pdfSimples(titulo, ['Documento de demonstração.'])) },
      user.id,
    );
    return { uuid: up.uuid, nome: up.fileName };
  };
  const documentos = async (tipo: number, nome: string, titulo: string) => [
    { idTipoDocumento: tipo, arquivos: [await arquivo(nome, titulo)] },
  ];

  const orgaos = await ctx.db.select({ id: orgaoCredor.id }).from(orgaoCredor).orderBy(asc(orgaoCredor.id));
  let criadas = 0;
  let r = 0;
  for (const o of orgaos) {
    const aptos = await ctx.db
      .select({ id: processo.id })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
      .where(and(condicaoAptoNegociar(), eq(processo.orgaoCredorId, o.id)))
      .orderBy(asc(processo.id));
    // keep most of them apt: at most half of a body's inscribed CDAs are negotiated
    const usados = PLANOS.slice(0, Math.floor(aptos.length / 2));
    for (const [k, { plano, diasAtras }] of usados.entries()) {
      const idProcesso = aptos[k]!.id;
      const acordo = addDays(hoje, -diasAtras);
      dia = acordo;
      const req = REQUERENTES[r++ % REQUERENTES.length]!;
      const aVista = plano === 'AVISTA_ATIVO' || plano === 'AVISTA_QUITADO';
      const input: CriarCobrancaInput = {
        idsProcessos: [idProcesso],
        totalParcelas: aVista ? 1 : 4,
        valorPrimeiraParcela: null,
        desconto: plano === 'AVISTA_QUITADO' ? 10 : 0,
        primeiroVencimento: aVista ? addDays(acordo, 10) : acordo,
        formaPagamento: aVista ? 'A_VISTA' : 'PARCELADO',
        requerente: {
          tipo: 'TITULAR',
          nome: req.nome,
          cpf: req.cpf,
          email: `${req.nome.split(' ')[0]!.toLowerCase()}.${req.cpf.slice(0, 3)}@exemplo.com.br`,
          telefone: req.telefone,
          arquivoIdentificacao: await arquivo('documento-identificacao.pdf', `Identidade de ${req.nome}`),
          comprovanteRepresentacao: null,
        },
      };
      if (!aVista) {
        // the wizard's proposal: the principal shared evenly between the instalments
        const [p] = await ctx.db
          .select({ v: processo.valorAtualizado, pago: processo.valorAtualizadoPago })
          .from(processo)
          .where(eq(processo.id, idProcesso));
        const principal = Number(p!.v) - Number(p!.pago);
        input.valorPrimeiraParcela = Math.floor((principal / 4) * 100) / 100;
      }
      let criada;
      try {
        criada = await criarCobranca(c, user, input, undefined);
      } catch {
        continue; // a debt too small for 4 instalments of the minimum: left apt
      }
      criadas++;
      const pagar = async (quando: IsoDate) => {
        dia = quando;
        // what the first open instalment is due on that day (its correction included), paid in full
        const valorPago = await c.db.transaction(async (tx) => {
          const [cob] = await tx.select().from(processoCobranca).where(eq(processoCobranca.id, criada.id));
          const [l] = await tx
            .select()
            .from(lancamento)
            .where(and(eq(lancamento.processoCobrancaId, criada.id), eq(lancamento.situacao, 'PREVISTO')))
            .orderBy(asc(lancamento.parcela))
            .limit(1);
          const { devido } = await devidoNoPagamento(tx, cob!, l!, quando);
          return { id: l!.id, valor: totalDosComponentes(emAberto(devido, pagoDoLancamento(l!))).toNumber() };
        });
        await baixaManual(c, user, {
          idProcessoCobranca: criada.id,
          dataPagamento: quando,
          valorPago: valorPago.valor,
          lancamentos: [valorPago.id],
          documentos: await documentos(8, 'comprovante-pagamento.pdf', 'Comprovante de pagamento'),
        });
      };
      if (plano === 'AVISTA_QUITADO') await pagar(addDays(acordo, 5));
      if (plano === 'PARCELADO_PAGANDO' || plano === 'CANCELADO') {
        dia = addDays(acordo, 2);
        await anexarTermo(
          c,
          user,
          criada.id,
          await documentos(9, 'termo-parcelamento.pdf', 'Termo assinado'),
        );
      }
      if (plano === 'PARCELADO_PAGANDO') {
        await pagar(addDays(acordo, 3));
        await pagar(addDays(acordo, 33));
      }
      if (plano === 'CANCELADO') {
        await pagar(addDays(acordo, 4));
        dia = addDays(acordo, 40);
        await cancelarCobranca(
          c,
          user,
          criada.id,
          'Parcelamento rompido por falta de pagamento das parcelas.',
        );
      }
    }
  }
  return criadas;
}
