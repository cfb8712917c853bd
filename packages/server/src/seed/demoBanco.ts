import { Readable } from 'node:stream';
import { addDays, todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import type { CriarCobrancaInput } from '@divida/domain/cobranca/cobranca.schema';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../platform/context.ts';
import { gerarRetornoSimulado } from '../modules/arquivoBancario/index.ts';
import { beneficiarioDe, gerarRemessa } from '../modules/arquivoBancario/remessa.ts';
import { processarRetorno, receberRetornoSemTarefa } from '../modules/arquivoBancario/retorno.ts';
import { salvarUpload } from '../modules/documento/documento.service.ts';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../modules/processo/processo.table.ts';
import { cancelarCobranca } from '../modules/processoCobranca/acoes.ts';
import { emitirBoleto } from '../modules/processoCobranca/boleto.ts';
import { criarCobranca } from '../modules/processoCobranca/criacao.ts';
import { condicaoAptoNegociar } from '../modules/processoCobranca/debitos.ts';
import { procuradorDoDemo, REQUERENTES } from './demoCobrancas.ts';
import { pdfSimples } from './demoPdf.ts';

/** À vista collections per body whose slips the demo's bank receives: at most, and at most half of
 * the body's inscribed CDAs still apt (the others stay for /negociacao and the browser specs). The
 * fourth is cancelled after the remessa, before the bank hears of it (PAGO_APOS_CANCELAMENTO). */
const COBRANCAS_NO_BANCO = 4;

/**
 * The demo office's bank files (issue 24 item 6): per body with a convênio, a few more à vista
 * collections negotiated a week ago through the real service, their slips issued, the remessa that
 * registers them (6 days ago), and the simulated bank's return of yesterday (`gerarRetornoSimulado`,
 * the same as `npm run banco:retorno`) received and processed through the real return processing
 * today: most slips settled, the reconciliation queue with every divergence (`diaDoBanco`: paid
 * less, more, twice, after the bank's cancellation, after the collection's, with another seu número,
 * a nosso número nobody issued). The collections of `carregarCobrancasDemo` get no slip,
 * so they keep their states. Run after it, with the queue not started yet: the return is processed
 * here, not as a task.
 */
export async function carregarBancoDemo(ctx: Ctx, hoje: IsoDate = todayInSaoPaulo()): Promise<number> {
  const user = await procuradorDoDemo(ctx);
  if (!user) return 0;
  let dia: IsoDate = hoje;
  const c: Ctx = { ...ctx, relogio: { hoje: () => dia } };
  const orgaos = await ctx.db.select().from(orgaoCredor).orderBy(asc(orgaoCredor.id));
  let retornos = 0;
  let r = 0;
  for (const o of orgaos) {
    if (!beneficiarioDe(o)) continue;
    const aptos = await ctx.db
      .select({ id: processo.id })
      .from(processo)
      .innerJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .innerJoin(orgaoCredor, eq(orgaoCredor.id, processo.orgaoCredorId))
      .where(and(condicaoAptoNegociar(), eq(processo.orgaoCredorId, o.id)))
      .orderBy(desc(processo.id));
    // the newest inscriptions: the old (prescribed) credits stay for /prescricao
    const usados = aptos.slice(0, Math.min(COBRANCAS_NO_BANCO, Math.floor(aptos.length / 2)));
    let boletos = 0;
    const criadas: number[] = [];
    dia = addDays(hoje, -7);
    for (const { id } of usados) {
      const req = REQUERENTES[r++ % REQUERENTES.length]!;
      const up = await salvarUpload(
        c,
        {
          filename: 'documento-identificacao.pdf',
          file: Readable.from(pdfSimples(`Identidade de ${req.nome}`, ['Documento de demonstração.'])),
        },
        user.id,
      );
      const input: CriarCobrancaInput = {
        idsProcessos: [id],
        totalParcelas: 1,
        valorPrimeiraParcela: null,
        desconto: 0,
        primeiroVencimento: addDays(dia, 10),
        formaPagamento: 'A_VISTA',
        requerente: {
          tipo: 'TITULAR',
          nome: req.nome,
          cpf: req.cpf,
          email: `${req.nome.split(' ')[0]!.toLowerCase()}.${req.cpf.slice(0, 3)}@exemplo.com.br`,
          telefone: req.telefone,
          arquivoIdentificacao: { uuid: up.uuid, nome: up.fileName },
          comprovanteRepresentacao: null,
        },
      };
      const criada = await criarCobranca(c, user, input, undefined);
      criadas.push(criada.id);
      await emitirBoleto(c, user, criada.id, 1);
      boletos++;
    }
    if (!boletos) continue;
    dia = addDays(hoje, -6);
    await gerarRemessa(c, user, o.id);
    // the payer pays the slip of a collection cancelled after the remessa: its 02 not sent yet
    if (usados.length === COBRANCAS_NO_BANCO) {
      dia = addDays(hoje, -5);
      await cancelarCobranca(c, user, criadas.at(-1)!, 'Acordo desfeito a pedido do requerente.');
    }
    // the bank's day: yesterday's payments, the file processed this morning
    const retorno = await gerarRetornoSimulado(ctx.db, o.id, { data: addDays(hoje, -1) });
    if (!retorno) continue;
    dia = hoje;
    const { id } = await receberRetornoSemTarefa(c, user, Buffer.from(retorno.texto, 'latin1'));
    await processarRetorno(c, id);
    retornos++;
  }
  return retornos;
}
