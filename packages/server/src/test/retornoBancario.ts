import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { toDecimal } from '@divida/domain/money';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { arquivoBancario } from '../modules/arquivoBancario/arquivoBancario.table.ts';
import { processo } from '../modules/processo/processo.table.ts';
import { boleto, lancamento, processoCobranca } from '../modules/processoCobranca/processoCobranca.table.ts';
import { inscreverParaTeste } from './cda.ts';
import { ate, bearerOf } from './harness.ts';
import { processoValido } from './payloads.ts';
import { enviarPdf } from './pdfs.ts';

/**
 * The bank-file tests' setting (issue 24): a single-payment collection of a R$ 3.150,00 debt with its
 * slip issued (pending registration), a return file uploaded as the screen sends it, and the wait for
 * its background processing.
 */
export async function cobrancaComBoleto(
  app: FastifyInstance,
  tokens: { cadastra: string; banco: string },
  vencimento = addDays(todayInSaoPaulo(), 5),
) {
  const chamar = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });
  const res = await chamar(
    tokens.cadastra,
    'POST',
    '/processoConstituicaoCredito',
    processoValido('529.982.247-25'),
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as number;
  await app.ctx.db
    .update(processo)
    .set({
      valorAtualizado: toDecimal('3000.00'),
      jurosAtualizado: toDecimal('100.00'),
      multaAtualizada: toDecimal('50.00'),
      valorCorrecao: toDecimal('0.00'),
      totalCorrigido: toDecimal('3150.00'),
      indiceFinanceiroId: null,
    })
    .where(eq(processo.id, id));
  await inscreverParaTeste(app, id);
  const c = await chamar(tokens.banco, 'POST', '/processoCobranca', {
    idsProcessos: [id],
    desconto: 0,
    totalParcelas: 1,
    formaPagamento: 'A_VISTA',
    primeiroVencimento: vencimento,
    requerente: {
      tipo: 'TITULAR',
      nome: 'Maria das Dores Silva',
      cpf: '529.982.247-25',
      email: 'maria@exemplo.com.br',
      telefone: '(11) 98765-4321',
      arquivoIdentificacao: { uuid: await enviarPdf(app, tokens.banco, 'rg.pdf'), nome: 'rg.pdf' },
    },
  });
  if (c.statusCode !== 201) throw new Error(c.body);
  const cobranca = c.json().id as number;
  const e = await chamar(tokens.banco, 'GET', `/cobrancaBB/${cobranca}/parcela/1/boleto`);
  if (e.statusCode !== 200) throw new Error(e.body);
  const [b] = await app.ctx.db
    .select()
    .from(boleto)
    .where(and(eq(boleto.processoCobrancaId, cobranca), eq(boleto.valido, true)));
  const [l] = await app.ctx.db.select().from(lancamento).where(eq(lancamento.processoCobrancaId, cobranca));
  const [pc] = await app.ctx.db
    .select({ numero: processoCobranca.numero })
    .from(processoCobranca)
    .where(eq(processoCobranca.id, cobranca));
  return { cobranca, numero: pc!.numero, processoId: id, boleto: b!, lancamento: l! };
}
export type BoletoDeTeste = Awaited<ReturnType<typeof cobrancaComBoleto>>;

/** `POST /api/arquivoBancario/retorno` with the file in the multipart field `campo`. */
export function enviarRetorno(app: FastifyInstance, token: string, bytes: Uint8Array, campo = 'arquivo') {
  const fronteira = '----bancoTeste';
  const corpo = Buffer.concat([
    Buffer.from(
      `--${fronteira}\r\nContent-Disposition: form-data; name="${campo}"; filename="r.ret"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${fronteira}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/arquivoBancario/retorno',
    headers: { ...bearerOf(token), 'content-type': `multipart/form-data; boundary=${fronteira}` },
    payload: corpo,
  });
}

/** Waits for a return file's background task to finish. */
export function processado(app: FastifyInstance, id: number) {
  return ate(async () => {
    const [a] = await app.ctx.db.select().from(arquivoBancario).where(eq(arquivoBancario.id, id));
    return a?.situacao === 'PROCESSADO' ? a : undefined;
  });
}
