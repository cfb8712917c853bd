import { disponiveis, type Linha, type Maquina } from './motor.ts';
import { SITUACAO, SITUACOES, SITUACOES_IMPRIME_NOTIFICACAO, type SituacaoId } from './situacoes.ts';

/**
 * The gates of the process record itself (spec 02 §4, §6): edit, delete and print the notification.
 * Rows of the engine's shape (motor.ts) that change no state: the server refuses with 409 what they do
 * not offer, and the page shows a button only when they do.
 */
export const ACOES_DO_REGISTRO = ['EDITAR', 'EXCLUIR', 'IMPRIMIR_NOTIFICACAO'] as const;
export type AcaoDoRegistro = (typeof ACOES_DO_REGISTRO)[number];

/** What the gates read of a process. */
export interface EstadoRegistro {
  situacao: number;
  /** protected by the body: neither edited nor deleted */
  protegido: boolean;
  /** the collection status (StatusCobranca); only SEM_ACORDO lets the record be edited or deleted */
  statusCobranca: string;
  /** the active-debt documents were sent: the notification is no longer printed */
  documentosEnviadosDividaAtiva?: boolean;
}

export type GuardaDoRegistro = 'NAO_PROTEGIDO' | 'SEM_ACORDO' | 'DOCUMENTOS_NAO_ENVIADOS';

export type TransicaoDoRegistro = Linha<AcaoDoRegistro, number, { mesma: true }, GuardaDoRegistro>;

export const TRANSICOES_DO_REGISTRO: readonly TransicaoDoRegistro[] = [
  // spec 02 §4: a process is edited only while registered (27), without agreement, not protected
  {
    acao: 'EDITAR',
    de: [SITUACAO.CADASTRADO],
    para: { mesma: true },
    guardas: ['NAO_PROTEGIDO', 'SEM_ACORDO'],
    permissao: 'PROCESSO_CONSTITUICAO_CREDITO_ALTERAR',
  },
  {
    acao: 'EXCLUIR',
    de: SITUACOES.map((s) => s.id),
    para: { mesma: true },
    guardas: ['NAO_PROTEGIDO', 'SEM_ACORDO'],
    permissao: 'PROCESSO_CONSTITUICAO_CREDITO_EXCLUIR',
  },
  // printable while the next step is an intimation, until the active-debt documents are sent
  {
    acao: 'IMPRIMIR_NOTIFICACAO',
    de: SITUACOES_IMPRIME_NOTIFICACAO,
    para: { mesma: true },
    guardas: ['DOCUMENTOS_NAO_ENVIADOS'],
    permissao: 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  },
];

const MAQUINA: Maquina<TransicaoDoRegistro, EstadoRegistro> = {
  linhas: TRANSICOES_DO_REGISTRO,
  origem: (e) => e.situacao as SituacaoId,
  recusaDaGuarda(g, e) {
    switch (g) {
      case 'NAO_PROTEGIDO':
        return e.protegido ? 'O processo está protegido.' : undefined;
      case 'SEM_ACORDO':
        return e.statusCobranca === 'SEM_ACORDO' ? undefined : 'O processo possui acordo de pagamento.';
      case 'DOCUMENTOS_NAO_ENVIADOS':
        return e.documentosEnviadosDividaAtiva
          ? 'Os documentos já foram enviados à dívida ativa.'
          : undefined;
    }
  },
  naoDisponivel: () => 'Não disponível na situação atual do processo.',
};

/**
 * The record's actions the process offers; with `permissoes`, only those the caller may also run.
 * Printing the notification needs only to see the process.
 */
export const acoesDoRegistro = (estado: EstadoRegistro, permissoes?: ReadonlySet<string>): AcaoDoRegistro[] =>
  disponiveis(MAQUINA, estado, undefined, permissoes);

/** Whether the process offers `acao` (and, with `permissoes`, the caller may run it). */
export const registroPermite = (
  acao: AcaoDoRegistro,
  estado: EstadoRegistro,
  permissoes?: ReadonlySet<string>,
): boolean => acoesDoRegistro(estado, permissoes).includes(acao);
