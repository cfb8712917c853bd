import type { TipoRequerente } from '@divida/domain/cobranca/cobranca.schema';
import { parseValorBrasileiro } from '@divida/domain/format';
import type { FormaPagamento } from '@divida/domain/negociacao';
import type { UploadedFile } from '../../components/form/pdfFiles.ts';

/** The form of every step submits through this id, so the dialog's Próximo can live in its actions bar. */
export const FORM_ETAPA = 'negociacao-etapa';

export interface RequerenteValores {
  id: number | null;
  tipo: TipoRequerente | '';
  nome: string;
  cpf: string;
  email: string;
  telefone: string;
  arquivoIdentificacao: UploadedFile[];
  comprovanteRepresentacao: UploadedFile[];
  /** documents already on file for a requester found by CPF */
  salvos: { identificacao: boolean; comprovante: boolean };
}

export interface FormaValores {
  formaPagamento: FormaPagamento | '';
  /** as typed ('10', '2,5') */
  desconto: string;
  primeiroVencimento: string | null;
}

export interface ParcelamentoValores {
  quantidadeParcelas: string;
  /** as typed ('1.234,50'); proposed as the principal shared evenly until the person types one */
  valorPrimeiraParcela: string;
  /** aaaa-MM-dd; proposed by `primeiroVencimentoPadrao` */
  primeiroVencimento: string | null;
}

/** A typed amount as a number (exact to the cent for the API), '' as null, text that is not a number as NaN. */
export function numeroDigitado(texto: string): number | null {
  if (!texto.trim()) return null;
  const lido = parseValorBrasileiro(texto);
  return lido.ok ? lido.valor.toNumber() : Number.NaN;
}

/** The collection the wizard created: what the conclusion step shows and the dialog hands back. */
export interface CobrancaCriada {
  id: number;
  numero: string;
  message: string;
}
