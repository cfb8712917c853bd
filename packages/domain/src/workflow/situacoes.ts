/**
 * Phases and situations of a debt-constitution process (docs/workflow.md; ids as spec 02 §4 uses them).
 * Reference data: the server seeds its tables from these lists, and the rules below name them by id.
 */
export const FASE = {
  INICIAL: 1,
  ENCERRADO: 2,
  PARCELADO: 3,
  DIVIDA_ATIVA: 4,
  EM_JULGAMENTO: 5,
  LAVRADO: 6,
} as const;
export type FaseId = (typeof FASE)[keyof typeof FASE];

export const FASES: readonly { id: FaseId; nome: string }[] = [
  { id: 1, nome: 'Inicial' },
  { id: 6, nome: 'Lavrado' },
  { id: 5, nome: 'Em Julgamento' },
  { id: 3, nome: 'Parcelado' },
  { id: 4, nome: 'Dívida Ativa' },
  { id: 2, nome: 'Encerrado' },
];

export interface SituacaoDef {
  id: number;
  fase: FaseId;
  nome: string;
}

export const SITUACOES = [
  { id: 27, fase: 1, nome: 'Cadastrado' },
  { id: 1, fase: 6, nome: 'TCC lavrado – aguardando intimação' },
  { id: 8, fase: 6, nome: 'Devedor não localizado – aguardando edital' },
  { id: 3, fase: 6, nome: 'Intimado – prazo para pagamento ou impugnação' },
  { id: 10, fase: 6, nome: 'Parcelamento perdido – aguardando intimação' },
  { id: 6, fase: 3, nome: 'Parcelamento em curso' },
  { id: 9, fase: 5, nome: 'Impugnado – aguardando julgamento em 1ª instância' },
  { id: 15, fase: 5, nome: 'Indeferido em 1ª instância – aguardando intimação' },
  { id: 17, fase: 5, nome: 'Deferido parcialmente em 1ª instância – aguardando intimação' },
  { id: 12, fase: 5, nome: 'Intimado da decisão de 1ª instância – prazo para recurso' },
  { id: 20, fase: 5, nome: 'Em recurso – aguardando julgamento em 2ª instância' },
  { id: 23, fase: 5, nome: 'Indeferido em 2ª instância – aguardando intimação' },
  { id: 25, fase: 5, nome: 'Deferido parcialmente em 2ª instância – aguardando intimação' },
  { id: 22, fase: 5, nome: 'Intimado da decisão de 2ª instância' },
  { id: 104, fase: 4, nome: 'Aguardando inscrição em dívida ativa' },
  { id: 101, fase: 4, nome: 'Inscrito em dívida ativa' },
  { id: 28, fase: 4, nome: 'Devolvido pela PGE' },
  { id: 107, fase: 4, nome: 'Devolvido – pendência documental' },
  { id: 111, fase: 4, nome: 'Devolvido – crédito prescrito' },
  { id: 4, fase: 2, nome: 'Quitado' },
  { id: 5, fase: 2, nome: 'Cancelado por decisão administrativa' },
  { id: 7, fase: 2, nome: 'Arquivado' },
  { id: 11, fase: 2, nome: 'Encerrado por decisão judicial' },
] as const satisfies readonly SituacaoDef[];

export type SituacaoId = (typeof SITUACOES)[number]['id'];

const porId = new Map<number, SituacaoDef>(SITUACOES.map((s) => [s.id, s]));

export const isSituacao = (id: number): id is SituacaoId => porId.has(id);

/** The phase a situation belongs to. */
export function faseDe(situacao: SituacaoId): FaseId {
  return porId.get(situacao)!.fase;
}

export const nomeSituacao = (situacao: SituacaoId): string => porId.get(situacao)!.nome;

/** Situation ids the rules name (spec 02 §4). */
export const SITUACAO = {
  CADASTRADO: 27,
  AGUARDANDO_INSCRICAO: 104,
  INSCRITO: 101,
  QUITADO: 4,
  ARQUIVADO: 7,
  ENCERRADO_DECISAO_JUDICIAL: 11,
} as const satisfies Record<string, SituacaoId>;

/** Returned by the attorney-general office (spec 02 §4: 28 'devolvido', 107, 111). */
export const SITUACOES_DEVOLVIDAS: readonly SituacaoId[] = [28, 107, 111];

/** The notification (intimação/edital) can be printed in these (spec 02 §4). */
export const SITUACOES_IMPRIME_NOTIFICACAO: readonly SituacaoId[] = [1, 8, 10, 15, 17, 23, 25];

/** A term runs from a reference date (the intimation) in these; returning to them needs that date. */
export const SITUACOES_COM_PRAZO: readonly SituacaoId[] = [3, 12, 22];

/** Where `POST retornarProcessos` may send a returned process (`GET faseProcesso/aptosRetornar`). */
export const SITUACOES_APTAS_RETORNAR: readonly SituacaoId[] = [1, 3, 8, 12, 22, 27];

/** Document type ids the actions require (spec 02 §4); reference data seeded with these ids. */
export const TIPO_DOCUMENTO_ACAO = {
  CIENCIA: 3,
  AVISO_RECEBIMENTO: 4,
  PAGINA_DIARIO: 5,
  CONTESTACAO_RECURSO: 6,
  DECISAO: 7,
  QUITACAO: 8,
  PARCELAMENTO: 9,
  SOLICITACAO_INSCRICAO: 10,
  SUSPENSAO_REATIVACAO: 11,
  PERDA_PARCELAMENTO: 12,
  TCC: 13,
} as const;

/** Collection status of the process's CDA (docs/workflow.md "The CDA"): SEM_ACORDO means no agreement. */
export const STATUS_COBRANCA = [
  'SEM_ACORDO',
  'PAGAMENTO_NEGOCIADO',
  'PARCELAMENTO_NEGOCIADO',
  'PARCELAMENTO_VIGENTE',
] as const;
export type StatusCobranca = (typeof STATUS_COBRANCA)[number];
