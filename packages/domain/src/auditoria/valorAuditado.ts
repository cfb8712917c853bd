import { RESOLUCOES_CONCILIACAO } from '../arquivoBancario/arquivoBancario.schema.ts';
import { ACOES_COBRANCA } from '../cobranca/acoes.ts';
import { ROTULO_SITUACAO_COBRANCA, ROTULO_TIPO_REQUERENTE } from '../cobranca/cobranca.schema.ts';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCep,
  formatCpfCnpj,
  formatDate,
  formatDateTime,
  formatTelefone,
  SEM_VALOR,
} from '../format.ts';
import { DESCRICAO_STATUS_COBRANCA } from '../processo/processo.schema.ts';
import { ACOES } from '../workflow/acoes.ts';
import { ACOES_CDA_DEF, DESCRICAO_STATUS_JUSTICA, DESCRICAO_STATUS_PROTESTO } from '../workflow/cda.ts';
import { FASES, SITUACOES } from '../workflow/situacoes.ts';
import {
  ACAO_AUDITADA_LABEL,
  campoDeDinheiro,
  ENTIDADE_AUDITADA_LABEL,
  type AcaoAuditada,
  type AuditoriaLinha,
  type EntidadeAuditada,
} from './auditoria.schema.ts';

/**
 * A value of the audit trail as a clerk reads it (issue 26 §2): situations, phases, actions and the
 * other codes by their names, money in BRL, dates in Brasília, yes/no, SEM_VALOR for none. Shared by
 * the web's history and any printed one.
 */

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const MOMENTO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODIGO = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** A code with no table, in words ('PENDENTE' → 'Pendente'): the fallback. */
const codigoEmPalavras = (c: string) => {
  const t = c.toLowerCase().replaceAll('_', ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

const porNome = (l: readonly { id: number; nome: string }[]) => new Map(l.map((x) => [x.id, x.nome]));
const SITUACOES_PROCESSO = porNome(SITUACOES);
const FASES_PROCESSO = porNome(FASES);

/** Actions not in the workflow's or the collection's tables, by the code the trail records. */
const OUTRAS_ACOES: Record<string, string> = {
  QUITAR_COBRANCA: 'Quitação pela cobrança',
  CANCELAR_COBRANCA: 'Cancelamento da cobrança',
  ANEXAR_TERMO_PARCELAMENTO_COBRANCA: 'Termo de parcelamento anexado à cobrança',
  NEGOCIAR_COBRANCA: 'Negociação da cobrança',
  NEGOCIAR: 'Negociação',
  BAIXA_ARQUIVO_RETORNO: 'Baixa pelo arquivo de retorno',
  QUITAR: 'Quitação',
  RECONHECER_PRESCRICAO: 'Reconhecimento da prescrição',
  APROVAR_RECONHECIMENTO_PRESCRICAO: 'Aprovação do reconhecimento da prescrição',
  ANULAR_RECONHECIMENTO_PRESCRICAO: 'Anulação do reconhecimento da prescrição',
  REGISTRAR_PROCESSO: 'Registro do processo',
  EDITAR_PROCESSO: 'Edição do processo',
  SUBSTITUIR_DOCUMENTO: 'Substituição de documento',
};

const nomeDe = (t: Record<string, { nome: string }>, c: string) =>
  Object.hasOwn(t, c) ? t[c]!.nome : undefined;

/** An action's name by its code: the workflow's, the CDA's, the collection's tables; else the code in words. */
export const nomeDaAcao = (codigo: string): string =>
  nomeDe(ACOES, codigo) ??
  nomeDe(ACOES_CDA_DEF, codigo) ??
  nomeDe(ACOES_COBRANCA, codigo) ??
  OUTRAS_ACOES[codigo] ??
  codigoEmPalavras(codigo);

const ROTULO_RECONHECIMENTO: Record<string, string> = {
  PROPOSTO: 'Proposto',
  APROVADO: 'Aprovado',
  ANULADO: 'Anulado',
};

const ROTULO_RESOLUCAO: Record<(typeof RESOLUCOES_CONCILIACAO)[number], string> = {
  ACEITO: 'Aceito',
  DEVOLVIDO: 'Devolvido',
  DESCARTADO: 'Descartado',
};

const ROTULO_FORMA_PAGAMENTO: Record<string, string> = { A_VISTA: 'À vista', PARCELADO: 'Parcelado' };

const ehId = (v: unknown): v is number | string =>
  typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));

/** The name a code or id has in its field's table (entidade decides whose situations), if it has one. */
function nomeDoCodigo(entidade: string, campo: string, v: unknown): string | undefined {
  if (campo === 'acao' && typeof v === 'string') return nomeDaAcao(v);
  if ((campo === 'situacao' || campo === 'situacaoId') && ehId(v)) {
    if (entidade === 'processoCobranca')
      return ROTULO_SITUACAO_COBRANCA[Number(v) as keyof typeof ROTULO_SITUACAO_COBRANCA];
    return SITUACOES_PROCESSO.get(Number(v));
  }
  if ((campo === 'fase' || campo === 'faseId') && ehId(v)) return FASES_PROCESSO.get(Number(v));
  if (typeof v !== 'string') return undefined;
  const tabela: Record<string, Record<string, string>> = {
    statusCobranca: DESCRICAO_STATUS_COBRANCA,
    statusJustica: DESCRICAO_STATUS_JUSTICA,
    statusProtesto: DESCRICAO_STATUS_PROTESTO,
    reconhecimentoPrescricao: ROTULO_RECONHECIMENTO,
    resolucao: ROTULO_RESOLUCAO,
    formaPagamento: ROTULO_FORMA_PAGAMENTO,
    tipoRequerente: ROTULO_TIPO_REQUERENTE,
  };
  const nome = tabela[campo]?.[v];
  if (nome) return nome;
  // the other codes of a state (a reconciliation's PENDENTE, a file's RETORNO) in words
  if ((campo === 'situacao' || campo === 'tipo') && CODIGO.test(v)) return codigoEmPalavras(v);
  return undefined;
}

/** The names the server answered for the ids of a row's fields (AuditoriaLinha's `nomes`). */
export type NomesAuditados = AuditoriaLinha['nomes'];

const COM_NUMERO_DE_PROCESSO = new Set(['processoConstituicaoCredito', 'processoCobranca']);
const DOCUMENTOS = new Set(['cpf', 'cnpj', 'devedorDocumento', 'titularDocumento']);

/** A number or a document as the screens write it ('2026/00000026', '381.927.465-00', '20040-020'). */
function numeroFormatado(entidade: string, campo: string, v: string): string | undefined {
  if (campo === 'numeroCda' || campo === 'titularProcessoNumero') return formatarNumeroProcesso(v);
  // a debtor's 'numero' is its address's
  if (campo === 'numero' && COM_NUMERO_DE_PROCESSO.has(entidade)) return formatarNumeroProcesso(v);
  if (DOCUMENTOS.has(campo) && /^[\dA-Z]{11}$|^[\dA-Z]{14}$/.test(v)) return formatCpfCnpj(v);
  if (campo === 'cep' && /^\d{8}$/.test(v)) return formatCep(v);
  if (/^telefone/.test(campo) && /^\d{10,11}$/.test(v)) return formatTelefone(v);
  return undefined;
}

/**
 * A value of the trail as the history shows it (`entidade`, the row's record, says whose situations;
 * `nomes`, the row's, names the ids of other records).
 */
export function valorAuditado(campo: string, v: unknown, entidade = '', nomes?: NomesAuditados): string {
  if (v === null || v === undefined || v === '') return SEM_VALOR;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  const referido = ehId(v) ? nomes?.[campo]?.[String(v)] : undefined;
  if (referido) return referido;
  const nome = nomeDoCodigo(entidade, campo, v);
  if (nome) return nome;
  const numero = typeof v === 'string' ? numeroFormatado(entidade, campo, v) : undefined;
  if (numero) return numero;
  if (
    campoDeDinheiro(campo) &&
    (typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)))
  )
    return formatBRL(v);
  if (typeof v === 'string' && DATA.test(v)) return formatDate(v);
  if (typeof v === 'string' && MOMENTO.test(v)) return formatDateTime(v);
  if (Array.isArray(v))
    return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A secret's change is recorded without its values. */
export const campoSecreto = (c: { de?: unknown; para?: unknown }) => !('de' in c) && !('para' in c);

/**
 * The fields kept for the database's sake (the id, the search keys, the lists' sort copies of a
 * debtor's name): the trail and its export keep them, the screens do not show them (U-9). A copy of
 * a name is left out only beside the id it copies, which reads as that name.
 */
const CAMPOS_TECNICOS = new Set(['id', 'nomeBusca', 'siglaBusca', 'devedorNomeBusca', 'titularNomeBusca']);
const COPIAS: Record<string, string> = { devedorNome: 'devedorId', titularNome: 'titularDevedorId' };
const tecnico = (campos: AuditoriaLinha['campos'], k: string) =>
  CAMPOS_TECNICOS.has(k) || (Object.hasOwn(COPIAS, k) && Object.hasOwn(campos, COPIAS[k]!));

/**
 * The fields a row shows: those whose before and after read differently (an action's 'Observação:
 * --- → ---' is no change), secrets always (their values are not kept); never the technical ones.
 */
export const camposVisiveis = (entidade: string, campos: AuditoriaLinha['campos']) =>
  Object.keys(campos).filter((k) => {
    if (tecnico(campos, k)) return false;
    const c = campos[k]!;
    return campoSecreto(c) || valorAuditado(k, c.de, entidade) !== valorAuditado(k, c.para, entidade);
  });

/** The row's action: 'Alteração', or for a workflow step 'Ação do processo: <the action's name>'. */
export const rotuloDaAcaoAuditada = (l: Pick<AuditoriaLinha, 'acao' | 'campos'>) => {
  const base = ACAO_AUDITADA_LABEL[l.acao as AcaoAuditada] ?? l.acao;
  const acao = l.campos.acao?.para;
  return l.acao === 'ACAO_PROCESSO' && typeof acao === 'string' ? `${base}: ${nomeDaAcao(acao)}` : base;
};

/**
 * The row's record: 'Processo nº 2025/00000141' by the number users know, 'Devedor: Joana Teixeira'
 * by its name, else by its id.
 */
export const registroAuditado = (
  l: Pick<AuditoriaLinha, 'entidade' | 'entidadeId' | 'numero'> & { nome?: string | undefined },
) => {
  const rotulo = ENTIDADE_AUDITADA_LABEL[l.entidade as EntidadeAuditada] ?? l.entidade;
  if (l.numero) return `${rotulo} nº ${formatarNumeroProcesso(l.numero)}`;
  return l.nome ? `${rotulo}: ${l.nome}` : `${rotulo} nº ${l.entidadeId}`;
};
