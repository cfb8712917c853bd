import type { Permissao } from '../permissions.ts';
import type { Recusa } from './maquina.ts';
import { aplicar, disponiveis, MENSAGEM_SEM_PERMISSAO, type Linha, type Maquina } from './motor.ts';
import { formatarNumeroCda } from '../format.ts';
import {
  faseDe,
  SITUACAO,
  TIPO_DOCUMENTO_ACAO,
  type FaseId,
  type SituacaoId,
  type StatusCobranca,
} from './situacoes.ts';

/**
 * The CDA (certidão de dívida ativa) of an inscribed process and the PGE's court and protest actions
 * on it (docs/workflow.md "Actions of the PGE", "The CDA and its statuses"). The process stays in situation
 * 101 while these run; only the court's extinction moves it (to 11). Pure, like maquina.ts: the server
 * runs `aplicarAcaoCda` on the state it read under the process's lock.
 */

/** Court status of the CDA (situacaoCDAJustica). */
export const STATUS_JUSTICA = ['SEM_PROCESSO', 'AJUIZADA', 'PROCESSO_SUSPENSO', 'PROCESSO_EXTINTO'] as const;
export type StatusJustica = (typeof STATUS_JUSTICA)[number];

/** Protest status of the CDA (situacaoCDAProtesto), in the order of the list filter's options. */
export const STATUS_PROTESTO = [
  'SEM_PROTESTO',
  'PROTESTADA',
  'AGUARDANDO_PROTESTO',
  'SEM_PROTESTO_IRREGULARIDADE',
  'AGUARDANDO_CONFIRMACAO_CARTORIO',
] as const;
export type StatusProtesto = (typeof STATUS_PROTESTO)[number];

export const DESCRICAO_STATUS_JUSTICA: Record<StatusJustica, string> = {
  SEM_PROCESSO: 'Sem processo judicial',
  AJUIZADA: 'Ajuizada',
  PROCESSO_SUSPENSO: 'Processo suspenso',
  PROCESSO_EXTINTO: 'Processo extinto',
};

export const DESCRICAO_STATUS_PROTESTO: Record<StatusProtesto, string> = {
  SEM_PROTESTO: 'Sem protesto',
  AGUARDANDO_CONFIRMACAO_CARTORIO: 'Aguardando confirmação do cartório',
  AGUARDANDO_PROTESTO: 'Aguardando protesto',
  PROTESTADA: 'Protestada',
  SEM_PROTESTO_IRREGULARIDADE: 'Sem protesto (irregularidade)',
};

/** "Suspensa por acordo de pagamento": a collection of the CDA is 204 (negotiated plan) or 201 (in force). */
export const STATUS_SUSPENDE_POR_ACORDO: readonly StatusCobranca[] = [
  'PARCELAMENTO_NEGOCIADO',
  'PARCELAMENTO_VIGENTE',
];
export const suspensaPorAcordo = (s: StatusCobranca) => STATUS_SUSPENDE_POR_ACORDO.includes(s);
/** "Suspensa por ordem judicial": the court status is PROCESSO_SUSPENSO. */
export const suspensaPorOrdemJudicial = (s: StatusJustica) => s === 'PROCESSO_SUSPENSO';

export const ACOES_CDA = [
  'REGISTRAR_AJUIZAMENTO',
  'SUSPENDER_POR_ORDEM_JUDICIAL',
  'REVOGAR_SUSPENSAO_JUDICIAL',
  'REGISTRAR_EXTINCAO_JUDICIAL',
  'ENVIAR_PROTESTO',
  'REGISTRAR_PROTESTO',
  'REGISTRAR_IRREGULARIDADE_PROTESTO',
  'ENCERRAR_PROTESTO',
  // docs/prazos-e-prescricao.md §2.1: the events of the court case that drive the intercorrente clock
  'REGISTRAR_NAO_LOCALIZACAO',
  'REGISTRAR_CITACAO_OU_PENHORA',
] as const;
export type AcaoCda = (typeof ACOES_CDA)[number];
export const isAcaoCda = (codigo: string): codigo is AcaoCda =>
  (ACOES_CDA as readonly string[]).includes(codigo);

export interface AcaoCdaDef {
  nome: string;
  permissao: Permissao;
  /** the call under `processoConstituicaoCredito/{id}/` */
  rota: string;
  /** the document type the action attaches: the court's decision (spec 02 §4 type 7) */
  documento?: number;
}

const P = 'PROCESSO_CONSTITUICAO_CREDITO_' as const;

/** Each CDA action: label, permission (PERMISSOES_PGE), call and document. */
export const ACOES_CDA_DEF: Record<AcaoCda, AcaoCdaDef> = {
  REGISTRAR_AJUIZAMENTO: {
    nome: 'Registrar Ajuizamento',
    permissao: `${P}REGISTRAR_AJUIZAMENTO`,
    rota: 'registrarAjuizamento',
  },
  SUSPENDER_POR_ORDEM_JUDICIAL: {
    nome: 'Suspender por Ordem Judicial',
    permissao: `${P}SUSPENDER_POR_ORDEM_JUDICIAL`,
    rota: 'suspenderOrdemJudicial',
    documento: TIPO_DOCUMENTO_ACAO.DECISAO,
  },
  REVOGAR_SUSPENSAO_JUDICIAL: {
    nome: 'Revogar Suspensão Judicial',
    permissao: `${P}REVOGAR_SUSPENSAO_JUDICIAL`,
    rota: 'revogarSuspensaoJudicial',
    documento: TIPO_DOCUMENTO_ACAO.DECISAO,
  },
  REGISTRAR_EXTINCAO_JUDICIAL: {
    nome: 'Registrar Extinção Judicial',
    permissao: `${P}REGISTRAR_EXTINCAO_JUDICIAL`,
    rota: 'registrarExtincaoJudicial',
    documento: TIPO_DOCUMENTO_ACAO.DECISAO,
  },
  ENVIAR_PROTESTO: { nome: 'Enviar para Protesto', permissao: `${P}ENVIAR_PROTESTO`, rota: 'enviarProtesto' },
  REGISTRAR_PROTESTO: {
    nome: 'Registrar Protesto',
    permissao: `${P}REGISTRAR_PROTESTO`,
    rota: 'registrarProtesto',
  },
  REGISTRAR_IRREGULARIDADE_PROTESTO: {
    nome: 'Registrar Irregularidade no Protesto',
    permissao: `${P}REGISTRAR_IRREGULARIDADE_PROTESTO`,
    rota: 'registrarIrregularidadeProtesto',
  },
  ENCERRAR_PROTESTO: {
    nome: 'Encerrar Protesto',
    permissao: `${P}ENCERRAR_PROTESTO`,
    rota: 'encerrarProtesto',
  },
  REGISTRAR_NAO_LOCALIZACAO: {
    nome: 'Registrar Não Localização',
    permissao: `${P}REGISTRAR_AJUIZAMENTO`,
    rota: 'registrarNaoLocalizacao',
  },
  REGISTRAR_CITACAO_OU_PENHORA: {
    nome: 'Registrar Citação ou Penhora',
    permissao: `${P}REGISTRAR_AJUIZAMENTO`,
    rota: 'registrarCitacaoOuPenhora',
  },
};

/** What the rules read of an inscribed process and its CDA. */
export interface EstadoCda {
  /** the process's situation: the actions run only in 101 */
  situacao: SituacaoId;
  statusCobranca: StatusCobranca;
  statusJustica: StatusJustica;
  statusProtesto: StatusProtesto;
  /** the prescription was recognised (docs/prazos-e-prescricao.md §3): nothing more is enforced */
  prescrita?: boolean;
}

/**
 * A guard of a CDA row: the court or protest statuses the action starts from (the other one is free),
 * or no payment agreement suspending the debt (CTN art. 151 VI: nothing is enforced meanwhile).
 */
export type GuardaCda =
  | { justica: readonly StatusJustica[] }
  | { protesto: readonly StatusProtesto[] }
  | 'SEM_ACORDO'
  | 'NAO_PRESCRITA';

/** A row of the CDA's machine (motor.ts): from situation 101, to other CDA statuses (and situation). */
export type TransicaoCda = Linha<
  AcaoCda,
  SituacaoId,
  { justica?: StatusJustica; protesto?: StatusProtesto; situacao?: SituacaoId },
  GuardaCda
>;

const cda = (
  acao: AcaoCda,
  guardas: GuardaCda[],
  para: TransicaoCda['para'],
  prescricao?: TransicaoCda['prescricao'],
): TransicaoCda => ({
  acao,
  de: [SITUACAO.INSCRITO],
  para,
  guardas,
  permissao: ACOES_CDA_DEF[acao].permissao,
  rota: ACOES_CDA_DEF[acao].rota,
  ...(ACOES_CDA_DEF[acao].documento !== undefined && { documento: ACOES_CDA_DEF[acao].documento }),
  ...(prescricao && { prescricao }),
});

/** The transition table of the CDA (docs/workflow.md "Actions of the PGE"), from situation 101. */
export const TRANSICOES_CDA: readonly TransicaoCda[] = [
  cda('REGISTRAR_AJUIZAMENTO', [{ justica: ['SEM_PROCESSO'] }, 'SEM_ACORDO', 'NAO_PRESCRITA'], {
    justica: 'AJUIZADA',
  }),
  cda('SUSPENDER_POR_ORDEM_JUDICIAL', [{ justica: ['AJUIZADA'] }], { justica: 'PROCESSO_SUSPENSO' }),
  cda('REVOGAR_SUSPENSAO_JUDICIAL', [{ justica: ['PROCESSO_SUSPENSO'] }], { justica: 'AJUIZADA' }),
  // a suspended suit may also be extinguished (the court ends it without lifting the suspension first)
  cda('REGISTRAR_EXTINCAO_JUDICIAL', [{ justica: ['AJUIZADA', 'PROCESSO_SUSPENSO'] }], {
    justica: 'PROCESSO_EXTINTO',
    situacao: SITUACAO.ENCERRADO_DECISAO_JUDICIAL,
  }),
  // sent again once an irregularity that stopped the protest is mended
  cda(
    'ENVIAR_PROTESTO',
    [{ protesto: ['SEM_PROTESTO', 'SEM_PROTESTO_IRREGULARIDADE'] }, 'SEM_ACORDO', 'NAO_PRESCRITA'],
    { protesto: 'AGUARDANDO_CONFIRMACAO_CARTORIO' },
  ),
  cda(
    'REGISTRAR_PROTESTO',
    [{ protesto: ['AGUARDANDO_CONFIRMACAO_CARTORIO', 'AGUARDANDO_PROTESTO'] }, 'NAO_PRESCRITA'],
    { protesto: 'PROTESTADA' },
  ),
  cda(
    'REGISTRAR_IRREGULARIDADE_PROTESTO',
    [{ protesto: ['AGUARDANDO_CONFIRMACAO_CARTORIO', 'AGUARDANDO_PROTESTO'] }],
    { protesto: 'SEM_PROTESTO_IRREGULARIDADE' },
  ),
  cda('ENCERRAR_PROTESTO', [{ protesto: ['PROTESTADA'] }], { protesto: 'SEM_PROTESTO' }),
  // docs/prazos-e-prescricao.md §2.1: recorded while the suit runs (or is suspended); the statuses stay
  // (the filing, the protest and the inscription reach the clock by the CDA's dates, not as movements)
  cda('REGISTRAR_NAO_LOCALIZACAO', [{ justica: ['AJUIZADA', 'PROCESSO_SUSPENSO'] }], {}, 'NAO_LOCALIZACAO'),
  cda(
    'REGISTRAR_CITACAO_OU_PENHORA',
    [{ justica: ['AJUIZADA', 'PROCESSO_SUSPENSO'] }],
    {},
    'CITACAO_OU_PENHORA',
  ),
];

export const MENSAGENS_CDA = {
  semCda: 'O processo não possui CDA: inscreva-o em dívida ativa antes.',
  naoInscrito: 'A CDA só pode ser movimentada enquanto o processo estiver inscrito em dívida ativa.',
  situacaoJustica: (nome: string, status: StatusJustica) =>
    `A ação '${nome}' não está disponível: a situação judicial da CDA é '${DESCRICAO_STATUS_JUSTICA[status]}'.`,
  situacaoProtesto: (nome: string, status: StatusProtesto) =>
    `A ação '${nome}' não está disponível: a situação de protesto da CDA é '${DESCRICAO_STATUS_PROTESTO[status]}'.`,
  prescrita: 'A CDA está prescrita: não pode ser negociada, ajuizada nem protestada.',
  comAcordo: 'A CDA está suspensa por acordo de pagamento: não pode ser ajuizada nem protestada.',
  semPermissao: MENSAGEM_SEM_PERMISSAO,
  dataAnteriorInscricao: (data: string) =>
    `A data não pode ser anterior à data de inscrição da CDA (${data}).`,
  dataAnteriorProtesto: (data: string) => `A data não pode ser anterior à data do protesto (${data}).`,
  cnjInvalido: 'Informe um número de processo judicial válido (NNNNNNN-DD.AAAA.J.TR.OOOO).',
  valorCausa: 'O Valor da Causa não foi informado',
  numeroProcessoJudicial: 'Necessário informar o número do processo judicial',
  protocolo: 'Necessário informar o protocolo do protesto',
  numeroCartorio: 'Necessário informar o número do cartório',
  codigoComarca: 'Necessário informar o código da comarca',
  tamanhoMaximo: (n: number) => `Deve ter no máximo ${n} caracteres.`,
} as const;

export interface AplicadaCda {
  ok: true;
  acao: AcaoCda;
  def: AcaoCdaDef;
  anterior: EstadoCda;
  proximo: EstadoCda;
  /** the phase of the next situation (4, or 2 after the extinction) */
  fase: FaseId;
}
export type RecusaCda = Extract<Recusa, { codigo: 'NAO_DISPONIVEL' | 'SEM_PERMISSAO' }>;

/** The CDA's machine for the engine: its origin is the process's situation. */
const MAQUINA_CDA: Maquina<TransicaoCda, EstadoCda> = {
  linhas: TRANSICOES_CDA,
  origem: (e) => e.situacao,
  recusaDaGuarda(g, e, _ctx, t) {
    const nome = ACOES_CDA_DEF[t.acao].nome;
    if (g === 'NAO_PRESCRITA') return e.prescrita ? MENSAGENS_CDA.prescrita : undefined;
    if (g === 'SEM_ACORDO') return suspensaPorAcordo(e.statusCobranca) ? MENSAGENS_CDA.comAcordo : undefined;
    if ('justica' in g)
      return g.justica.includes(e.statusJustica)
        ? undefined
        : MENSAGENS_CDA.situacaoJustica(nome, e.statusJustica);
    return g.protesto.includes(e.statusProtesto)
      ? undefined
      : MENSAGENS_CDA.situacaoProtesto(nome, e.statusProtesto);
  },
  naoDisponivel: () => MENSAGENS_CDA.naoInscrito,
};

/**
 * The CDA actions the state offers, in the table's order; with `permissoes`, only those the caller
 * may also run.
 */
export function acoesCdaDisponiveis(estado: EstadoCda, permissoes?: ReadonlySet<Permissao>): AcaoCda[] {
  return disponiveis(MAQUINA_CDA, estado, undefined, permissoes);
}

/** Applies a CDA action: the next state, or why it is refused (409 not offered, 403 no permission). */
export function aplicarAcaoCda(
  estado: EstadoCda,
  acao: AcaoCda,
  permissoes?: ReadonlySet<Permissao>,
): AplicadaCda | RecusaCda {
  const r = aplicar(MAQUINA_CDA, estado, acao, undefined, permissoes);
  if (!r.ok) return r;
  const t = r.linhas[0];
  const def = ACOES_CDA_DEF[acao];
  const proximo: EstadoCda = {
    situacao: t.para.situacao ?? estado.situacao,
    statusCobranca: estado.statusCobranca,
    statusJustica: t.para.justica ?? estado.statusJustica,
    statusProtesto: t.para.protesto ?? estado.statusProtesto,
    prescrita: estado.prescrita,
  };
  return { ok: true, acao, def, anterior: estado, proximo, fase: faseDe(proximo.situacao) };
}

/** What the page says once a CDA action succeeded. */
export function mensagemSucessoCda(acao: AcaoCda, numero: string): string {
  const numeroCda = formatarNumeroCda(numero);
  switch (acao) {
    case 'REGISTRAR_AJUIZAMENTO':
      return `Ajuizamento da CDA ${numeroCda} registrado.`;
    case 'SUSPENDER_POR_ORDEM_JUDICIAL':
      return `CDA ${numeroCda} suspensa por ordem judicial.`;
    case 'REVOGAR_SUSPENSAO_JUDICIAL':
      return `Suspensão judicial da CDA ${numeroCda} revogada.`;
    case 'REGISTRAR_EXTINCAO_JUDICIAL':
      return `Extinção do processo judicial da CDA ${numeroCda} registrada; processo encerrado.`;
    case 'ENVIAR_PROTESTO':
      return `CDA ${numeroCda} enviada para protesto.`;
    case 'REGISTRAR_PROTESTO':
      return `Protesto da CDA ${numeroCda} registrado.`;
    case 'REGISTRAR_IRREGULARIDADE_PROTESTO':
      return `Irregularidade no protesto da CDA ${numeroCda} registrada.`;
    case 'ENCERRAR_PROTESTO':
      return `Protesto da CDA ${numeroCda} encerrado.`;
    case 'REGISTRAR_NAO_LOCALIZACAO':
      return `Não localização registrada na CDA ${numeroCda}.`;
    case 'REGISTRAR_CITACAO_OU_PENHORA':
      return `Citação ou penhora registrada na CDA ${numeroCda}.`;
  }
}
