import type { IsoDate } from '../calendar.ts';
import {
  formatarNumeroCda,
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
} from '../format.ts';

/** What the portal's term of an agreement says: all from the server's simulation of that day. */
export interface DadosDoTermoPortal {
  hoje: IsoDate;
  orgao: { nome: string; sigla: string };
  /** the debtors whose debts are parcelled (the person, or a company they act for) */
  devedores: { nome: string; documento: string }[];
  /** who accepts: the signed-in person */
  pessoa: { nome: string; cpf: string };
  debitos: { numeroProcesso: string; numeroCda: string; valorTotal: number | string }[];
  totalParcelas: number;
  parcelas: { parcela: number; dataVencimento: IsoDate; valorTotal: number | string }[];
  valorTotalAcordo: number | string;
}

/**
 * The term the person reads and accepts on the portal (docs/portal.md §5.5): plain text, so that its
 * SHA-256 is the same wherever it is computed from the same figures. The acceptance records that hash;
 * the server builds the text again on `aceitar` and refuses any difference.
 */
export function textoDoTermoPortal(d: DadosDoTermoPortal): string {
  const linhas = [
    `TERMO DE PARCELAMENTO – ${d.orgao.nome} (${d.orgao.sigla})`,
    '',
    `Devedor(es): ${d.devedores.map((x) => `${x.nome} – CPF/CNPJ ${formatCpfCnpj(x.documento)}`).join('; ')}.`,
    `Requerente: ${d.pessoa.nome} – CPF ${formatCpfCnpj(d.pessoa.cpf)}, identificado(a) pelo gov.br.`,
    '',
    'Débitos parcelados:',
    ...d.debitos.map(
      (x) =>
        `- CDA ${formatarNumeroCda(x.numeroCda)}, processo ${formatarNumeroProcesso(x.numeroProcesso)}: ${formatBRL(x.valorTotal)} em ${formatDate(d.hoje)}`,
    ),
    '',
    `Condições: ${d.totalParcelas} parcelas mensais, total de ${formatBRL(d.valorTotalAcordo)}.`,
    ...d.parcelas.map(
      (p) => `- Parcela ${p.parcela}: ${formatBRL(p.valorTotal)}, vencimento ${formatDate(p.dataVencimento)}`,
    ),
    '',
    'Cláusulas:',
    '1. O(A) requerente confessa o débito acima, de forma irrevogável, e aceita o parcelamento nas condições deste termo.',
    '2. As parcelas são corrigidas na data do pagamento conforme a legislação do órgão credor; o boleto de cada parcela é emitido no portal.',
    '3. O atraso no pagamento pode levar à rescisão do parcelamento e ao prosseguimento da cobrança do saldo.',
    '4. O aceite eletrônico deste termo, com a identificação pelo gov.br, equivale à sua assinatura.',
    '',
    `Data: ${formatDate(d.hoje)}.`,
  ];
  return linhas.join('\n');
}
