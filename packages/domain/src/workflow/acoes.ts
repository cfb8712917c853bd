import type { Permissao } from '../permissions.ts';
import { TIPO_DOCUMENTO_ACAO as DOC } from './situacoes.ts';

/** Where a movement comes from: the creditor body's constitution (TCC) or the PGE's active debt. */
export type Origem = 'TCC' | 'DIVIDA_ATIVA';

/**
 * Data an action needs besides its document. `dataReferencia` is also required by every
 * transition into a situation where a term runs (3, 12, 22): the term counts from it.
 */
export type Campo =
  | 'dataReferencia'
  | 'dataFim'
  | 'motivo'
  | 'observacao'
  | 'valores'
  | 'devedorNaoEncontrado'
  | 'idSituacao'
  | 'dataInscricao'
  | 'nomeProcuradorSignatario';

export interface AcaoDef {
  nome: string;
  permissao: Permissao;
  /** The document type the action attaches (spec 02 §4); none for the PGE's and the cancellation. */
  documento?: number;
  campos: readonly Campo[];
  origem: Origem;
}

const P = 'PROCESSO_CONSTITUICAO_CREDITO_' as const;

// One intimation action in three instances: the plain one intimates the TCC, the others a decision.
function intimacoes<S extends '' | '_PRIMEIRA_INSTANCIA' | '_SEGUNDA_INSTANCIA'>(
  sufixo: S,
): Record<`${'ANEXAR_AR' | 'REGISTRAR_CIENCIA_DEVEDOR' | 'ANEXAR_PAGINA_DIARIO'}${S}`, AcaoDef> {
  const ar: AcaoDef = {
    nome: 'Anexar Aviso de Recebimento',
    permissao: `${P}ANEXAR_AVISO_RECEBIMENTO`,
    documento: DOC.AVISO_RECEBIMENTO,
    campos: sufixo === '' ? ['devedorNaoEncontrado'] : [],
    origem: 'TCC',
  };
  const ciencia: AcaoDef = {
    nome: 'Registrar Ciência do Devedor',
    permissao: `${P}REGISTRAR_CIENCIA_DEVEDOR`,
    documento: DOC.CIENCIA,
    campos: [],
    origem: 'TCC',
  };
  const diario: AcaoDef = {
    nome: 'Anexar Página do Diário Oficial',
    permissao: `${P}ANEXAR_PAGINA_DIARIO`,
    documento: DOC.PAGINA_DIARIO,
    campos: [],
    origem: 'TCC',
  };
  return {
    [`ANEXAR_AR${sufixo}`]: ar,
    [`REGISTRAR_CIENCIA_DEVEDOR${sufixo}`]: ciencia,
    [`ANEXAR_PAGINA_DIARIO${sufixo}`]: diario,
  } as Record<`${'ANEXAR_AR' | 'REGISTRAR_CIENCIA_DEVEDOR' | 'ANEXAR_PAGINA_DIARIO'}${S}`, AcaoDef>;
}

// spec 02 §6: the rulings of both instances need CANCELAR_ULTIMA_ACAO.
function decisoes<I extends 'PRIMEIRA' | 'SEGUNDA'>(
  instancia: I,
): Record<`${'DEFERIR' | 'INDEFERIR' | 'DEFERIR_PARCIALMENTE'}_${I}_INSTANCIA`, AcaoDef> {
  const decisao = (nome: string, campos: Campo[]): AcaoDef => ({
    nome,
    permissao: `${P}CANCELAR_ULTIMA_ACAO`,
    documento: DOC.DECISAO,
    campos,
    origem: 'TCC',
  });
  return {
    [`DEFERIR_${instancia}_INSTANCIA`]: decisao('Deferir', []),
    [`INDEFERIR_${instancia}_INSTANCIA`]: decisao('Indeferir', []),
    [`DEFERIR_PARCIALMENTE_${instancia}_INSTANCIA`]: decisao('Deferir Parcialmente', [
      'valores',
      'observacao',
    ]),
  } as Record<`${'DEFERIR' | 'INDEFERIR' | 'DEFERIR_PARCIALMENTE'}_${I}_INSTANCIA`, AcaoDef>;
}

/** Every action on a process: its label, permission, document and data (docs/workflow.md, spec 02 §4, §6). */
export const ACOES = {
  ANEXAR_TCC: {
    nome: 'Anexar TCC',
    permissao: `${P}ANEXAR_TCC`,
    documento: DOC.TCC,
    campos: [],
    origem: 'TCC',
  },
  ...intimacoes(''),
  ...intimacoes('_PRIMEIRA_INSTANCIA'),
  ...intimacoes('_SEGUNDA_INSTANCIA'),
  QUITAR_DEBITO: {
    nome: 'Quitar Débito',
    permissao: `${P}QUITAR_DEBITO`,
    documento: DOC.QUITACAO,
    campos: [],
    origem: 'TCC',
  },
  PARCELAR_DEBITO: {
    nome: 'Parcelar Débito',
    permissao: `${P}PARCELAR_DEBITO`,
    documento: DOC.PARCELAMENTO,
    campos: ['dataFim'],
    origem: 'TCC',
  },
  REGISTRAR_PERDA_PARCELAMENTO: {
    nome: 'Registrar Perda do Parcelamento',
    permissao: `${P}REGISTRAR_PERDA_PARCELAMENTO`,
    documento: DOC.PERDA_PARCELAMENTO,
    campos: ['valores'],
    origem: 'TCC',
  },
  CONTESTAR_DEBITO: {
    nome: 'Contestar Débito',
    permissao: `${P}CONTESTAR_DEBITO`,
    documento: DOC.CONTESTACAO_RECURSO,
    campos: [],
    origem: 'TCC',
  },
  // spec 02 §6: the appeal needs CONTESTAR_DEBITO.
  RECORRER: {
    nome: 'Recorrer',
    permissao: `${P}CONTESTAR_DEBITO`,
    documento: DOC.CONTESTACAO_RECURSO,
    campos: [],
    origem: 'TCC',
  },
  ...decisoes('PRIMEIRA'),
  ...decisoes('SEGUNDA'),
  SOLICITAR_INSCRICAO_DIVIDA_ATIVA: {
    nome: 'Solicitar Inscrição em Dívida Ativa',
    permissao: `${P}SOLICITAR_INSCRICAO_DIVIDA_ATIVA`,
    documento: DOC.SOLICITACAO_INSCRICAO,
    campos: [],
    origem: 'TCC',
  },
  SUSPENDER_PROCESSO: {
    nome: 'Suspender Processo',
    permissao: `${P}SUSPENDER_PROCESSO`,
    documento: DOC.SUSPENSAO_REATIVACAO,
    campos: ['dataReferencia', 'motivo'],
    origem: 'TCC',
  },
  REATIVAR_PROCESSO: {
    nome: 'Reativar Processo',
    permissao: `${P}REATIVAR_PROCESSO`,
    documento: DOC.SUSPENSAO_REATIVACAO,
    campos: ['dataReferencia', 'motivo'],
    origem: 'TCC',
  },
  CANCELAR_ULTIMA_ACAO: {
    nome: 'Cancelar Última Ação',
    permissao: `${P}CANCELAR_ULTIMA_ACAO`,
    campos: ['motivo'],
    origem: 'TCC',
  },
  // The attorney-general office's side (docs/workflow.md "Actions of the PGE").
  INSCREVER_DIVIDA_ATIVA: {
    nome: 'Inscrever em Dívida Ativa',
    permissao: `${P}INSCREVER_DIVIDA_ATIVA`,
    campos: ['dataInscricao', 'nomeProcuradorSignatario'],
    origem: 'DIVIDA_ATIVA',
  },
  DEVOLVER_PROCESSO: {
    nome: 'Devolver Processo',
    permissao: `${P}DEVOLVER_PROCESSO`,
    campos: ['idSituacao', 'motivo'],
    origem: 'DIVIDA_ATIVA',
  },
  // Returned processes (spec 02 §2.4 of the returned list): the body archives or asks again.
  ARQUIVAR_PROCESSO_DEVOLVIDO: {
    nome: 'Arquivar',
    permissao: `${P}ALTERAR`,
    campos: ['observacao'],
    origem: 'TCC',
  },
  SOLICITAR_INSCRICAO_PROCESSO_DEVOLVIDO: {
    nome: 'Solicitar Inscrição',
    permissao: `${P}SOLICITAR_INSCRICAO_DIVIDA_ATIVA`,
    campos: ['observacao'],
    origem: 'TCC',
  },
  RETORNAR_PROCESSO: {
    nome: 'Retornar Processo',
    permissao: `${P}RETORNAR_PROCESSOS_DEVOLVIDOS`,
    campos: ['idSituacao'],
    origem: 'TCC',
  },
} as const satisfies Record<string, AcaoDef>;

export type Acao = keyof typeof ACOES;

export const isAcao = (codigo: string): codigo is Acao => Object.hasOwn(ACOES, codigo);
