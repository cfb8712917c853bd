import { formatDateBR } from '@divida/domain/calendar';
import {
  ROTULO_TIPO_REQUERENTE,
  signatarioPadraoDoTermo,
  SITUACAO_COBRANCA,
  type CobrancaDetalhe,
  type TermoParcelamentoQuery,
} from '@divida/domain/cobranca/cobranca.schema';
import {
  formatarNumeroCda,
  formatarNumeroCobranca,
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
  formatTelefone,
} from '@divida/domain/format';
import type { AuthUser, Ctx } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { renderDocumento, type Documento } from '../../platform/pdf/documento.ts';
import { detalharCobranca } from './consulta.ts';

export const MENSAGENS_TERMO = {
  indisponivel:
    'O Termo de Parcelamento só pode ser gerado para um parcelamento em negociação (aguardando o termo assinado).',
  gerado: 'Termo de parcelamento gerado',
} as const;

const pct = (fracao: number) => `${(fracao * 100).toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;

/** How the requester represents the debtor, as the agreement saved it ('Representante da Empresa'). */
const representacao = (c: CobrancaDetalhe) =>
  c.requerente.tipo === 'TITULAR' ? 'Representante' : ROTULO_TIPO_REQUERENTE[c.requerente.tipo];

/** The term's text (our design: spec 03 shows only that it is printed, signed and attached). */
export function documentoTermo(
  c: CobrancaDetalhe,
  signatario: { tipo: 'TITULAR' | 'REPRESENTANTE'; nome: string; cpfCnpj: string; telefone: string },
  cabecalho: Pick<Documento, 'orgao' | 'emissor'>,
  hoje: string,
): Documento {
  const devedor = c.titular;
  const qualidade =
    signatario.tipo === 'TITULAR'
      ? 'na qualidade de devedor(a)'
      : 'na qualidade de representante do(a) devedor(a)';
  return {
    titulo: `Termo de Parcelamento – Cobrança ${formatarNumeroCobranca(c.numero)}`,
    ...cabecalho,
    secoes: [
      {
        titulo: 'Partes',
        campos: [
          ['Credor', `${c.orgao.nome} (${c.orgao.sigla})`],
          ['Devedor(a)', `${devedor.nome} – CPF/CNPJ ${formatCpfCnpj(devedor.documentoIdentificacao)}`],
          [
            signatario.tipo === 'TITULAR' ? 'Requerente (titular)' : 'Requerente (representante)',
            `${signatario.nome} – CPF/CNPJ ${formatCpfCnpj(signatario.cpfCnpj)}${signatario.telefone ? ` – Telefone ${formatTelefone(signatario.telefone)}` : ''}`,
          ],
        ],
      },
      {
        titulo: 'Débitos parcelados',
        campos: c.processosConstituicaoCredito.map((p) => [
          `CDA ${formatarNumeroCda(p.numeroCda)} – Processo ${formatarNumeroProcesso(p.numero)}`,
          `Principal ${formatBRL(p.valorAtualizado)} · Correção ${formatBRL(p.valorCorrecao)} · Juros ${formatBRL(p.valorJuros)} · Multa ${formatBRL(p.valorMulta)} · Total ${formatBRL(p.valorTotal)}`,
        ]),
      },
      {
        titulo: 'Condições',
        campos: [
          ['Data do acordo', formatDate(c.dataAcordo)],
          ['Valor consolidado', formatBRL(c.valorTotal)],
          ['Desconto', `${c.desconto.toLocaleString('pt-BR')}% (${formatBRL(c.valorTotalDesconto)})`],
          ['Juros ao mês no pagamento', pct(c.percentualJurosMesPagamento)],
          ['Honorários', pct(c.percentualHonorarios)],
          ['Quantidade de parcelas', String(c.totalParcelas)],
          ['Total do parcelamento', formatBRL(c.valorTotalAtualizado)],
        ],
      },
      {
        titulo: 'Parcelas',
        campos: c.lancamentos.map((l) => [
          `Parcela ${l.parcela} – vencimento ${formatDate(l.dataVencimento)}`,
          formatBRL(l.valorTotalBoleto),
        ]),
        paragrafos: [
          `1. O(A) requerente, ${qualidade}, confessa a dívida acima, de forma irrevogável e irretratável, e requer o seu parcelamento nas condições deste termo.`,
          '2. As parcelas vencem mensalmente nas datas acima; a parcela paga em mês posterior ao do acordo é atualizada monetariamente pelo índice do órgão credor, com os juros ao mês e os honorários sobre o valor atualizado.',
          '3. O boleto de cada parcela só é emitido após o pagamento da anterior. A falta de pagamento implica a perda do parcelamento, o prosseguimento da cobrança do saldo devedor e a manutenção da inscrição em dívida ativa.',
          '4. Enquanto o parcelamento estiver vigente, a exigibilidade do crédito fica suspensa; o parcelamento passa a vigorar com a anexação deste termo assinado.',
        ],
      },
    ],
    // the debtor's side (who signed the request) and the creditor's (U-17)
    assinatura: {
      localData: `Rio de Janeiro, ${formatDateBR(hoje)}.`,
      partes: [
        [
          signatario.nome,
          `CPF/CNPJ ${formatCpfCnpj(signatario.cpfCnpj)}`,
          ...(signatario.tipo === 'TITULAR'
            ? ['Devedor(a) – Requerente (titular)']
            : [`Requerente – ${representacao(c)}`, `pelo(a) devedor(a) ${devedor.nome}`]),
        ],
        [
          'Procurador(a) do Estado – Procuradoria Geral do Estado',
          `Pelo credor: ${c.orgao.nome} (${c.orgao.sigla})`,
        ],
      ],
    },
  };
}

/**
 * `GET processoCobranca/{id}/gerarTermoParcelamento` (spec 03 §4, §7): several instalments and status
 * 204 EM_NEGOCIACAO only. The signer is the debtor (Titular) or the requester as saved, unless the
 * dialog sent another name, document or phone; without a `tipo`, the requester who made the agreement
 * (a company's representative signs as Representante, U-17).
 */
export async function gerarTermo(ctx: Ctx, user: AuthUser, id: number, q: TermoParcelamentoQuery) {
  const c = await detalharCobranca(ctx.db, user, id, 'COBRANCA_IMPRESSO');
  if (c.totalParcelas < 2 || c.situacaoProcesso.id !== SITUACAO_COBRANCA.EM_NEGOCIACAO)
    throw conflict(MENSAGENS_TERMO.indisponivel);
  const tipo = q.tipo ?? signatarioPadraoDoTermo(c.requerente.tipo);
  const base =
    tipo === 'TITULAR'
      ? { nome: c.titular.nome, cpfCnpj: c.titular.documentoIdentificacao, telefone: '' }
      : { nome: c.requerente.nome, cpfCnpj: c.requerente.cpf, telefone: c.requerente.telefone };
  const signatario = {
    tipo,
    nome: q.nome ?? base.nome,
    cpfCnpj: q.cpfCnpj ?? base.cpfCnpj,
    telefone: q.telefone ?? base.telefone,
  };
  const { emissor } = await ctx.cabecalhoDoEmissor(ctx.db, user.id);
  return renderDocumento(
    documentoTermo(
      c,
      signatario,
      { orgao: { nome: c.orgao.nome, sigla: c.orgao.sigla }, emissor },
      ctx.relogio.hoje(),
    ),
  );
}
