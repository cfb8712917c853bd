import { z } from 'zod';
import { formatDateBR, type IsoDate } from '../calendar.ts';
import { dataOpcionalSchema } from '../data.schema.ts';
import { idFiltroSchema, idSchema } from '../id.ts';
import { toDecimal, type Money, type MoneyInput } from '../money.ts';

/**
 * Bank files (docs/arquivos-bancarios.md): the registration file (remessa) we send, the return file (retorno) the bank
 * sends, each line's outcome, the reconciliation queue and the slip's registration state. One source
 * for the server's routes and the pages.
 */

export const TIPOS_ARQUIVO_BANCARIO = ['REMESSA', 'RETORNO'] as const;
export type TipoArquivoBancario = (typeof TIPOS_ARQUIVO_BANCARIO)[number];

/** A return file's processing (the background task's outcome). */
export const SITUACOES_ARQUIVO_BANCARIO = ['GERADO', 'PROCESSANDO', 'PROCESSADO', 'FALHOU'] as const;
export type SituacaoArquivoBancario = (typeof SITUACOES_ARQUIVO_BANCARIO)[number];

/** A slip's registration at the bank (docs/arquivos-bancarios.md §2, §3), shown on the collection's instalments. */
export const SITUACOES_REGISTRO_BOLETO = [
  'PENDENTE',
  'ENVIADO',
  'REGISTRADO',
  'REJEITADO',
  'BAIXADO',
  'PAGO',
] as const;
export type SituacaoRegistroBoleto = (typeof SITUACOES_REGISTRO_BOLETO)[number];
export const ROTULO_SITUACAO_REGISTRO_BOLETO: Record<SituacaoRegistroBoleto, string> = {
  PENDENTE: 'Pendente de registro',
  ENVIADO: 'Enviado ao banco',
  REGISTRADO: 'Registrado',
  REJEITADO: 'Rejeitado',
  BAIXADO: 'Baixado',
  PAGO: 'Pago',
};

/** Why a return line needs a person (docs/arquivos-bancarios.md §3, §4). */
export const MOTIVOS_CONCILIACAO = [
  'PAGO_A_MENOR',
  'PAGO_A_MAIOR',
  'DUPLICADO',
  'NAO_IDENTIFICADO',
  'PAGO_APOS_CANCELAMENTO',
  'PAGO_APOS_BAIXA',
  'DIVERGENTE',
  'PAGO_EM_DATA_FUTURA',
  'PAGO_ANTES_DA_EMISSAO',
] as const;
export type MotivoConciliacao = (typeof MOTIVOS_CONCILIACAO)[number];
export const ROTULO_MOTIVO_CONCILIACAO: Record<MotivoConciliacao, string> = {
  PAGO_A_MENOR: 'Pago a menor',
  PAGO_A_MAIOR: 'Pago a maior',
  DUPLICADO: 'Pagamento duplicado',
  NAO_IDENTIFICADO: 'Pagamento não identificado',
  PAGO_APOS_CANCELAMENTO: 'Pago após cancelamento',
  PAGO_APOS_BAIXA: 'Pago após baixa',
  DIVERGENTE: 'Dados divergentes',
  PAGO_EM_DATA_FUTURA: 'Data de pagamento posterior a hoje',
  PAGO_ANTES_DA_EMISSAO: 'Data de pagamento anterior à emissão do boleto',
};

export const SITUACOES_CONCILIACAO = ['PENDENTE', 'RESOLVIDO'] as const;
export type SituacaoConciliacao = (typeof SITUACOES_CONCILIACAO)[number];
export const RESOLUCOES_CONCILIACAO = ['ACEITO', 'DEVOLVIDO', 'DESCARTADO'] as const;
export type ResolucaoConciliacao = (typeof RESOLUCOES_CONCILIACAO)[number];

/** What became of a return line (docs/arquivos-bancarios.md §3): an outcome, or the queue with its reason. */
export const RESULTADOS_LINHA = [
  'REGISTRADO',
  'REJEITADO',
  'LIQUIDADO',
  'BAIXADO',
  'CONCILIACAO',
  'SEM_EFEITO',
] as const;
export type ResultadoLinha = (typeof RESULTADOS_LINHA)[number];

/**
 * What a movement of the return does (docs/arquivos-bancarios.md §1 table, §3), applied by the server's
 * line handler (arquivoBancario/linhaRetorno.ts):
 * - `SITUACAO`: the bank's word on the slip's registration: the slip's bank status moves by its machine
 *   (situacaoBoleto.ts: a slip already paid stays so), and the line's outcome is that status;
 * - `LIQUIDACAO`: the bank took money on the slip: the slip PAGO, the instalment settled by the
 *   settlement's rules (or the queue, with their reason);
 * - `CONCILIACAO`: money a person must place (the queue, with `motivo`);
 * - `SEM_EFEITO`: recorded on the line, nothing else (a fee, a cheque, a protest's news).
 */
export type EfeitoMovimento =
  | { tipo: 'SITUACAO'; situacao: 'REGISTRADO' | 'REJEITADO' | 'BAIXADO' }
  | { tipo: 'LIQUIDACAO' }
  | { tipo: 'CONCILIACAO'; motivo: MotivoConciliacao }
  | { tipo: 'SEM_EFEITO' };

const SEM_EFEITO: EfeitoMovimento = { tipo: 'SEM_EFEITO' };

/**
 * The movement codes of the return: each code's label and its effect. A new code is one row here;
 * a code not in the table reads as `Movimento NN` and has no effect.
 */
export const EFEITO_MOVIMENTO: Record<string, { rotulo: string; efeito: EfeitoMovimento }> = {
  '02': { rotulo: 'Entrada confirmada', efeito: { tipo: 'SITUACAO', situacao: 'REGISTRADO' } },
  '03': { rotulo: 'Entrada rejeitada', efeito: { tipo: 'SITUACAO', situacao: 'REJEITADO' } },
  '06': { rotulo: 'Liquidação', efeito: { tipo: 'LIQUIDACAO' } },
  '09': { rotulo: 'Baixa', efeito: { tipo: 'SITUACAO', situacao: 'BAIXADO' } },
  '12': { rotulo: 'Confirmação de recebimento de abatimento', efeito: SEM_EFEITO },
  '13': { rotulo: 'Confirmação de cancelamento de abatimento', efeito: SEM_EFEITO },
  '14': { rotulo: 'Confirmação de alteração de vencimento', efeito: SEM_EFEITO },
  '17': {
    rotulo: 'Liquidação após baixa ou título não registrado',
    efeito: { tipo: 'CONCILIACAO', motivo: 'PAGO_APOS_BAIXA' },
  },
  '19': { rotulo: 'Confirmação de recebimento de instrução de protesto', efeito: SEM_EFEITO },
  '20': { rotulo: 'Confirmação de sustação de protesto', efeito: SEM_EFEITO },
  '23': { rotulo: 'Remessa a cartório', efeito: SEM_EFEITO },
  '24': { rotulo: 'Retirada de cartório', efeito: SEM_EFEITO },
  '25': { rotulo: 'Protestado e baixado', efeito: SEM_EFEITO },
  '26': { rotulo: 'Instrução rejeitada', efeito: SEM_EFEITO },
  '27': { rotulo: 'Confirmação do pedido de alteração de outros dados', efeito: SEM_EFEITO },
  '28': { rotulo: 'Débito de tarifas ou custas', efeito: SEM_EFEITO },
  '30': { rotulo: 'Alteração de dados rejeitada', efeito: SEM_EFEITO },
  '44': { rotulo: 'Título pago com cheque devolvido', efeito: SEM_EFEITO },
  '50': { rotulo: 'Título pago com cheque pendente de compensação', efeito: SEM_EFEITO },
};

/** The effect of a movement code (EFEITO_MOVIMENTO; none for a code not in it). */
export const efeitoDoMovimento = (codigo: string): EfeitoMovimento =>
  EFEITO_MOVIMENTO[codigo]?.efeito ?? SEM_EFEITO;

/**
 * Whether the line reports money paid (a settlement or money for the queue): its paid amount is shown
 * and counted in the file's total.
 */
export const movimentoDePagamento = (codigo: string): boolean => {
  const t = efeitoDoMovimento(codigo).tipo;
  return t === 'LIQUIDACAO' || t === 'CONCILIACAO';
};

/** Whether the line is a rejected registration, whose reasons (T 214–223) are shown. */
export const movimentoDeRejeicao = (codigo: string): boolean => {
  const e = efeitoDoMovimento(codigo);
  return e.tipo === 'SITUACAO' && e.situacao === 'REJEITADO';
};

/** Movement codes of the return and their labels (docs/arquivos-bancarios.md §1 table): EFEITO_MOVIMENTO's. */
export const MOVIMENTOS_RETORNO: Record<string, string> = Object.fromEntries(
  Object.entries(EFEITO_MOVIMENTO).map(([codigo, m]) => [codigo, m.rotulo]),
);

/** Rejection reasons of code 03 (T 214–223), in Portuguese; an unknown code reads as itself. */
export const MOTIVOS_REJEICAO: Record<string, string> = {
  '01': 'Código do banco inválido',
  '02': 'Código do registro detalhe inválido',
  '03': 'Código do segmento inválido',
  '05': 'Código de movimento inválido',
  '06': 'Tipo ou número de inscrição do beneficiário inválido',
  '07': 'Agência, conta ou dígito inválido',
  '08': 'Nosso número inválido',
  '09': 'Nosso número duplicado',
  '10': 'Carteira inválida',
  '16': 'Data de vencimento inválida',
  '20': 'Valor do título inválido',
  '21': 'Espécie do título inválida',
  '24': 'Data de emissão inválida',
  '45': 'Nome do pagador não informado',
  '46': 'Tipo ou número de inscrição do pagador inválido',
  '47': 'Endereço do pagador não informado',
  '48': 'CEP inválido',
};
export const motivosRejeicao = (campo: string): string[] =>
  (campo.match(/.{2}/g) ?? [])
    .filter((c) => c.trim() && c !== '00')
    .map((c) => MOTIVOS_REJEICAO[c] ?? `Motivo ${c}`);

export const TOLERANCIA_PAGAMENTO_PADRAO = '0.05';

export const MENSAGENS_ARQUIVO_BANCARIO = {
  linha: (n: number, motivo: string) => `Linha ${n}: ${motivo}`,
  /** before the first line's fault of characters or length: a PDF, a spreadsheet, a CNAB 400 */
  naoECnab240: 'O arquivo não é um retorno CNAB 240 do banco.',
  vazio: 'o arquivo está vazio.',
  caractereInvalido: (pos: number) =>
    `caractere inválido na posição ${pos} (o arquivo deve ter apenas letras sem acento, dígitos e espaços).`,
  tamanhoLinha: (n: number) => `a linha tem ${n} caracteres; o layout CNAB 240 exige 240.`,
  outroBanco: 'o arquivo não é do Banco do Brasil (banco 001) no layout CNAB 240.',
  semHeaderArquivo: 'o primeiro registro não é o header do arquivo.',
  naoERetorno: 'o arquivo não é um retorno (posição 143 do header diferente de 2).',
  campoInvalido: (campo: string, pos: number) => `o campo ${campo} (posição ${pos}) é inválido.`,
  tSemU: 'o segmento T não é seguido de um segmento U.',
  uSemT: 'segmento U sem o segmento T que o precede.',
  segmentoInesperado: (s: string) => `segmento '${s}' inesperado no retorno.`,
  registroInesperado: (t: string) => `registro do tipo '${t}' inesperado nesta posição.`,
  movimentoDiferente: 'o código de movimento do segmento U difere do segmento T.',
  semTrailer: 'o arquivo termina sem os trailers do lote e do arquivo.',
  aposTrailer: 'há registros após o trailer do arquivo.',
  contagemLote: (diz: number, tem: number) =>
    `o trailer do lote informa ${diz} registros, mas o lote tem ${tem}.`,
  contagemArquivo: (diz: number, tem: number) =>
    `o trailer do arquivo informa ${diz} registros, mas o arquivo tem ${tem}.`,
  contagemLotes: (diz: number, tem: number) =>
    `o trailer do arquivo informa ${diz} lotes, mas o arquivo tem ${tem}.`,
  valorAcimaDoMaximo: (campo: string, valor: string, maximo: string) =>
    `o ${campo} (${valor}) excede o máximo aceito de ${maximo}.`,
  totalAcimaDoMaximo: (total: string, maximo: string) =>
    `a soma dos valores pagos até esta linha (${total}) excede o máximo que o sistema registra (${maximo}).`,
  convenioNaoCadastrado: 'convênio não cadastrado.',
  arquivoObrigatorio: 'Envie o arquivo de retorno no campo arquivo.',
  tamanhoMaximo: 'O arquivo excede o tamanho máximo de 20 MB.',
  jaProcessado: (data: IsoDate) => `Este arquivo de retorno já foi processado em ${formatDateBR(data)}.`,
  nsaRepetido: (nsa: number) => `O retorno de NSA ${nsa} deste convênio já foi recebido com outro conteúdo.`,
  semPendentes: 'Não há boletos pendentes de registro para este órgão.',
  semConvenio: 'O órgão credor não possui convênio bancário cadastrado.',
  justificativaMinima: 'A justificativa deve ter no mínimo 10 caracteres.',
  justificativaMaxima: 'A justificativa deve ter no máximo 500 caracteres.',
  jaResolvido: 'Esta pendência de conciliação já foi resolvida.',
  lancamentoObrigatorio: 'Informe a parcela a que o pagamento se refere.',
  semParcela: 'A pendência não indica uma parcela: informe a parcela.',
  parcelaQuitada: 'A parcela já está quitada.',
  pagamentoParcial: (restante: string) => `Pagamento parcial: restarão ${restante} em aberto na parcela.`,
  confirmarParcial: (restante: string) =>
    `Pagamento parcial: restarão ${restante} em aberto na parcela. Confirme o aceite como pagamento parcial.`,
  aceito: 'Pagamento conciliado com sucesso.',
  devolvido: 'Devolução ao pagador registrada.',
  descartado: 'Pendência descartada.',
} as const;

/** The largest return file accepted (docs/arquivos-bancarios.md §3). */
export const TAMANHO_MAXIMO_RETORNO = 20 * 1024 * 1024;

export const remessaPedidoSchema = z.object({ idOrgaoCredor: idSchema() });
export const remessaRespostaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  nsa: z.number().int(),
  quantidade: z.number().int(),
});
/** 'Gerar Remessa': the bodies with a convênio and how many instructions wait for the next remessa. */
export const remessaPendentesSchema = z.array(
  z.object({
    idOrgaoCredor: z.number().int(),
    sigla: z.string(),
    nome: z.string(),
    convenio: z.string(),
    /** slips waiting for registration (01) */
    registros: z.number().int(),
    /** registered slips invalidated, waiting for cancellation (02) */
    baixas: z.number().int(),
  }),
);
export type RemessaPendentes = z.infer<typeof remessaPendentesSchema>;
export const retornoRespostaSchema = z.object({ id: z.number().int(), idTarefa: z.string() });

export const arquivoBancarioFiltroSchema = z.object({
  tipo: z.enum(TIPOS_ARQUIVO_BANCARIO).nullish(),
  idOrgaoCredor: idFiltroSchema(),
  dataInicial: dataOpcionalSchema(),
  dataFinal: dataOpcionalSchema(),
});
export type ArquivoBancarioFiltro = z.infer<typeof arquivoBancarioFiltroSchema>;
export const ARQUIVO_BANCARIO_SORT = ['criadoEm', 'nsa', 'id'] as const;
export const ARQUIVO_BANCARIO_DEFAULT_SORT = 'criadoEm,desc';

const contagens = z.object({
  REGISTRADO: z.number().int(),
  REJEITADO: z.number().int(),
  LIQUIDADO: z.number().int(),
  BAIXADO: z.number().int(),
  CONCILIACAO: z.number().int(),
  SEM_EFEITO: z.number().int(),
});

export const arquivoBancarioSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_ARQUIVO_BANCARIO),
  situacao: z.enum(SITUACOES_ARQUIVO_BANCARIO),
  orgaoCredor: z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() }),
  convenio: z.string(),
  nsa: z.number().int(),
  nome: z.string(),
  criadoEm: z.string(),
  dataProcessamento: z.string().nullable(),
  quantidadeLinhas: z.number().int(),
  totalPago: z.number(),
  resultados: contagens,
  idTarefa: z.string().nullable(),
});
export type ArquivoBancario = z.infer<typeof arquivoBancarioSchema>;

export const linhaArquivoSchema = z.object({
  id: z.number().int(),
  linha: z.number().int(),
  movimento: z.string(),
  descricaoMovimento: z.string(),
  nossoNumero: z.string(),
  seuNumero: z.string(),
  valorPago: z.number().nullable(),
  dataOcorrencia: z.string().nullable(),
  resultado: z.enum(RESULTADOS_LINHA).nullable(),
  motivo: z.enum(MOTIVOS_CONCILIACAO).nullable(),
  /** REJEITADO: the bank's reasons in Portuguese */
  motivosRejeicao: z.array(z.string()),
  idLancamento: z.number().int().nullable(),
  conciliacao: z
    .object({
      id: z.number().int(),
      situacao: z.enum(SITUACOES_CONCILIACAO),
      resolucao: z.enum(RESOLUCOES_CONCILIACAO).nullable(),
      justificativa: z.string().nullable(),
    })
    .nullable(),
});
export type LinhaArquivo = z.infer<typeof linhaArquivoSchema>;
/** An instruction of a remessa (docs/arquivos-bancarios.md §1 segment P): 01 registers a slip, 02 cancels it. */
export const INSTRUCOES_REMESSA = { '01': 'Registro', '02': 'Baixa' } as const;
/** A slip a remessa carried (U-11), as the file sent it. */
export const boletoRemessaSchema = z.object({
  instrucao: z.enum(['01', '02']),
  nossoNumero: z.string(),
  /** the collection's number and the instalment (`202600000123/1`) */
  seuNumero: z.string(),
  dataVencimento: z.string(),
  valor: z.number(),
  /** the payer's name as the bank received it */
  pagador: z.string(),
});
export type BoletoRemessa = z.infer<typeof boletoRemessaSchema>;
export const arquivoBancarioDetalheSchema = arquivoBancarioSchema.extend({
  linhas: z.array(linhaArquivoSchema),
  /** a remessa's slips; a return's is empty (its lines are `linhas`) */
  boletos: z.array(boletoRemessaSchema),
});
export type ArquivoBancarioDetalhe = z.infer<typeof arquivoBancarioDetalheSchema>;

export const conciliacaoFiltroSchema = z.object({
  situacao: z.enum(SITUACOES_CONCILIACAO).nullish(),
  motivo: z.enum(MOTIVOS_CONCILIACAO).nullish(),
  idOrgaoCredor: idFiltroSchema(),
  dataInicial: dataOpcionalSchema(),
  dataFinal: dataOpcionalSchema(),
});
export type ConciliacaoFiltro = z.infer<typeof conciliacaoFiltroSchema>;
export const CONCILIACAO_SORT = ['dataPagamento', 'valorPago', 'id'] as const;
export const CONCILIACAO_DEFAULT_SORT = 'id,desc';

export const conciliacaoSchema = z.object({
  id: z.number().int(),
  motivo: z.enum(MOTIVOS_CONCILIACAO),
  situacao: z.enum(SITUACOES_CONCILIACAO),
  resolucao: z.enum(RESOLUCOES_CONCILIACAO).nullable(),
  nossoNumero: z.string(),
  /** what the payer paid on the line */
  valorPago: z.number(),
  /** the amount in question (the excess for PAGO_A_MAIOR, else what was paid) */
  valor: z.number(),
  dataPagamento: z.string().nullable(),
  arquivo: z.object({ id: z.number().int(), nsa: z.number().int() }),
  linha: z.number().int(),
  lancamento: z
    .object({ id: z.number().int(), parcela: z.number().int(), idProcessoCobranca: z.number().int() })
    .nullable(),
  orgaoCredor: z.object({ id: z.number().int(), sigla: z.string() }),
  justificativa: z.string().nullable(),
});
export type Conciliacao = z.infer<typeof conciliacaoSchema>;

const justificativa = z
  .string({ error: MENSAGENS_ARQUIVO_BANCARIO.justificativaMinima })
  .trim()
  .min(10, MENSAGENS_ARQUIVO_BANCARIO.justificativaMinima)
  .max(500, MENSAGENS_ARQUIVO_BANCARIO.justificativaMaxima);
export const resolucaoSchema = z.object({ justificativa });
export const aceitarSchema = z.object({
  justificativa,
  idLancamento: idSchema().nullish(),
  /** the person saw 'pagamento parcial: restarão R$ …' and accepts a payment below the instalment */
  parcial: z.boolean().nullish(),
});

/**
 * What an accepted payment leaves open on its instalment (issue 36 item 11): the open amount less the
 * payment, zero when it covers it. Above zero the acceptance needs `parcial` (the dialog's checkbox).
 */
export function restanteDoAceite(valorPago: MoneyInput, emAberto: MoneyInput): Money {
  const r = toDecimal(emAberto).minus(toDecimal(valorPago));
  return r.gt(0) ? r : toDecimal(0);
}
export type Resolucao = z.infer<typeof resolucaoSchema>;
export type Aceitar = z.infer<typeof aceitarSchema>;
