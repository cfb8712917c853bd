/**
 * The steps of the wizard 'Negociação de Dívidas' (spec 03 §2.6, §4, §5; spec 02 §2.6): which steps it
 * has, where Próximo and Voltar go, and each step's rules. The page checks a step with these schemas;
 * the server checks the same rules again on `POST processoCobranca` (criarCobrancaSchema and the engine).
 */
import { z } from 'zod';
import { addMonthsClamped, compareDates, endOfMonth, todayInSaoPaulo, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { onlyDigits } from '../documents.ts';
import { toDecimal } from '../money.ts';
import {
  DESCONTO_MAXIMO,
  FORMAS_PAGAMENTO,
  MENSAGENS_NEGOCIACAO,
  MIN_PARCELAS_PARCELADO,
  primeiraParcelaProposta,
  ultimoPrimeiroVencimento,
  type FormaPagamento,
} from '../negociacao.ts';
import { exigeComprovanteRepresentacao, MENSAGENS_COBRANCA, requerenteSchema } from './cobranca.schema.ts';

export const ETAPAS_NEGOCIACAO = {
  SELECAO: 'Seleção do(s) Processo(s)',
  REQUERENTE: 'Identificação do Requerente',
  FORMA_PAGAMENTO: 'Forma de Pagamento',
  PARCELAMENTO: 'Parcelamento',
  REVISAO: 'Revisão',
  CONCLUSAO: 'Conclusão',
} as const;
export type EtapaNegociacao = keyof typeof ETAPAS_NEGOCIACAO;

export const MENSAGENS_ASSISTENTE = {
  simulacaoDesatualizada: 'Necessário atualizar a simulação',
  imprimirTermo: 'Imprima o Termo de Parcelamento e peça que o Requerente assine para posterior anexação',
  selecioneDevedor: 'Selecione um Devedor',
  buscaMinima: 'Informe ao menos 4 caracteres',
  requerentePreenchido: 'Requerente já cadastrado: nome, e-mail e telefone preenchidos com o cadastro.',
  requerenteCadastradoDigitado:
    'Este CPF já tem cadastro de requerente. Os dados digitados foram mantidos; use o cadastro para seguir com o e-mail registrado.',
  descartarTitulo: 'Descartar a negociação?',
  descartarTexto: 'O que foi preenchido neste assistente será perdido.',
  requerenteOutroCpf: 'CPF alterado: nome, e-mail e telefone do cadastro anterior foram apagados.',
} as const;

/** With debts chosen beforehand (the list, the process header) the selection step is left out. */
export function etapasDoAssistente(preSelecionado: boolean): EtapaNegociacao[] {
  const etapas: EtapaNegociacao[] = ['REQUERENTE', 'FORMA_PAGAMENTO', 'PARCELAMENTO', 'REVISAO', 'CONCLUSAO'];
  return preSelecionado ? etapas : ['SELECAO', ...etapas];
}

/** Próximo: À VISTA is one instalment, so it goes from the payment form straight to the review. */
export function etapaSeguinte(atual: EtapaNegociacao, forma: FormaPagamento | null): EtapaNegociacao {
  const ordem = etapasDoAssistente(false);
  const proxima = ordem[Math.min(ordem.indexOf(atual) + 1, ordem.length - 1)]!;
  return proxima === 'PARCELAMENTO' && forma === 'A_VISTA' ? 'REVISAO' : proxima;
}

/** Voltar: from the review of an À VISTA payment it skips the instalment step (spec 02 §2.6). */
export function etapaAnterior(
  atual: EtapaNegociacao,
  forma: FormaPagamento | null,
  preSelecionado: boolean,
): EtapaNegociacao {
  const ordem = etapasDoAssistente(preSelecionado);
  const anterior = ordem[Math.max(ordem.indexOf(atual) - 1, 0)]!;
  return anterior === 'PARCELAMENTO' && forma === 'A_VISTA' ? 'FORMA_PAGAMENTO' : anterior;
}

/** The requester types offered for a debtor (spec 03 §5): the debtor itself, or its company type, or an attorney. */
export const tiposRequerenteDoDevedor = (documentoDevedor: string) =>
  onlyDigits(documentoDevedor).length === 14 || /[A-Z]/i.test(documentoDevedor)
    ? (['REPRESENTANTE_EMPRESA', 'PROCURADOR'] as const)
    : (['TITULAR', 'PROCURADOR'] as const);

/**
 * The requester step: the call's requester, plus the files. A requester found by CPF already has its
 * documents on file (`salvos`); then a new file is optional, as the server accepts.
 */
export const requerenteEtapaSchema = (salvos: { identificacao: boolean; comprovante: boolean }) =>
  requerenteSchema.superRefine((r, ctx) => {
    if (!r.arquivoIdentificacao && !salvos.identificacao)
      ctx.addIssue({
        code: 'custom',
        path: ['arquivoIdentificacao'],
        message: MENSAGENS_COBRANCA.documentoObrigatorio,
      });
    if (exigeComprovanteRepresentacao(r.tipo) && !r.comprovanteRepresentacao && !salvos.comprovante)
      ctx.addIssue({
        code: 'custom',
        path: ['comprovanteRepresentacao'],
        message: MENSAGENS_COBRANCA.comprovanteRepresentacao,
      });
  });

/** The last day an À VISTA payment may be due: the end of next month (spec 03 §5, §9). */
export const ultimoVencimentoAVista = (hoje: IsoDate): IsoDate => endOfMonth(addMonthsClamped(hoje, 1));

/** The payment-form step: the form, the discount (0 or empty is none) and, for À VISTA, the due date. */
export const formaPagamentoEtapaSchema = (hoje: IsoDate) =>
  z
    .object({
      formaPagamento: z.enum(FORMAS_PAGAMENTO, { error: MENSAGENS_NEGOCIACAO.selecioneOpcao }),
      desconto: z
        .union([z.number(), z.null(), z.literal('')], { error: MENSAGENS_NEGOCIACAO.descontoInvalido })
        .optional()
        .transform((v) => (typeof v === 'number' ? v : 0))
        .refine(
          (v) => Number.isFinite(v) && v >= 0 && v <= DESCONTO_MAXIMO,
          MENSAGENS_NEGOCIACAO.descontoInvalido,
        ),
      primeiroVencimento: z.string().nullish(),
    })
    .superRefine((f, ctx) => {
      if (f.formaPagamento !== 'A_VISTA') return;
      const ate = ultimoVencimentoAVista(hoje);
      const v = f.primeiroVencimento ?? '';
      const path = ['primeiroVencimento'];
      if (!v) ctx.addIssue({ code: 'custom', path, message: MENSAGENS_COBRANCA.vencimentoObrigatorio });
      else if (!dataValida(v))
        ctx.addIssue({ code: 'custom', path, message: MENSAGENS_COBRANCA.dataInvalida });
      else if (compareDates(v, hoje) < 0 || compareDates(v, ate) > 0)
        ctx.addIssue({ code: 'custom', path, message: MENSAGENS_NEGOCIACAO.vencimentoAVista(hoje, ate) });
    });
export type FormaPagamentoEtapa = z.output<ReturnType<typeof formaPagamentoEtapaSchema>>;

/** What bounds the first instalment: the configured minimum and the discounted principal (spec 03 §5). */
export interface LimitesPrimeiraParcela {
  valorMinimoParcela: number;
  valorPrincipal: number | null;
}

/**
 * The instalment step: the quantity within 2 and the maximum the simulation computed (spec 03 §9), the
 * first instalment's value at least the minimum and at most the principal — the engine's own rules and
 * messages, checked here before Simular asks the server.
 */
export const parcelamentoEtapaSchema = (
  maxParcelas: number,
  limites: LimitesPrimeiraParcela,
  hoje: IsoDate = todayInSaoPaulo(),
) => {
  const quantidade = MENSAGENS_NEGOCIACAO.quantidadeParcelas(maxParcelas);
  const minimo = MENSAGENS_NEGOCIACAO.primeiraParcelaMinima(toDecimal(limites.valorMinimoParcela));
  return z.object({
    quantidadeParcelas: z
      .number({ error: quantidade })
      .int(quantidade)
      .min(MIN_PARCELAS_PARCELADO, quantidade)
      .max(maxParcelas, quantidade),
    valorPrimeiraParcela: z
      .number({ error: minimo })
      .refine((v) => Number.isFinite(v) && v >= limites.valorMinimoParcela, minimo)
      .refine(
        (v) => limites.valorPrincipal === null || v <= limites.valorPrincipal,
        MENSAGENS_NEGOCIACAO.primeiraParcelaMaxima,
      ),
    // the engine's bounds (negociacao.ts): from today to the end of next month
    primeiroVencimento: z
      .string({ error: MENSAGENS_COBRANCA.vencimentoObrigatorio })
      .refine((v) => dataValida(v), MENSAGENS_COBRANCA.dataInvalida)
      .refine((v) => compareDates(v, hoje) >= 0, MENSAGENS_NEGOCIACAO.primeiroVencimento(hoje))
      .refine(
        (v) => compareDates(v, ultimoPrimeiroVencimento(hoje)) <= 0,
        MENSAGENS_NEGOCIACAO.primeiroVencimentoMaximo(ultimoPrimeiroVencimento(hoje)),
      ),
  });
};

/** The first instalment proposed for a quantity: the principal shared evenly, to the cent below. */
export function primeiraParcelaSugerida(valorPrincipal: number, quantidade: number): number {
  if (!Number.isInteger(quantidade) || quantidade < 1) return valorPrincipal;
  return primeiraParcelaProposta(valorPrincipal, quantidade).toNumber();
}

/** The conditions a simulation was run with: a simulation of other conditions is stale. */
export interface CondicoesSimuladas {
  quantidadeParcelas: number;
  valorPrimeiraParcela: number | null;
  desconto: number;
  /** the first due date chosen (PARCELADO); none: the server's default */
  primeiroVencimento?: string | null;
}
export const mesmaSimulacao = (a: CondicoesSimuladas | null, b: CondicoesSimuladas) =>
  a !== null &&
  (a.primeiroVencimento ?? null) === (b.primeiroVencimento ?? null) &&
  a.quantidadeParcelas === b.quantidadeParcelas &&
  (a.valorPrimeiraParcela ?? null) === (b.valorPrimeiraParcela ?? null) &&
  a.desconto === b.desconto;
