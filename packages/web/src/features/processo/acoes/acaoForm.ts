import {
  ROTAS_ACAO,
  rotaDaAcao,
  schemaDaRota,
  tipoDocumentoDaAcao,
  type RotaAcao,
} from '@divida/domain/processo/acao.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import type { Acao } from '@divida/domain/workflow/acoes';
import { nomeSituacao, SITUACOES_DEVOLVIDAS, type SituacaoId } from '@divida/domain/workflow/situacoes';

/** The kind of dialog of spec 02 §2.5 a call opens (acao.schema.ts ROTAS_ACAO `tipo`). */
export type TipoDialogo = (typeof ROTAS_ACAO)[RotaAcao]['tipo'];

type Processo = Pick<ProcessoDetalhe, 'valores' | 'acoesDisponiveis'>;

/** The fine and interest the process already has: an instalment loss must then give them (spec 02 §5). */
export const atuaisDe = (p: Pick<ProcessoDetalhe, 'valores'>) => ({
  multa: p.valores.multaAtualizada,
  juros: p.valores.jurosAtualizado,
});

/** The dialog's schema: the call's own (schemaDaRota), so the messages are the spec's words. */
export const schemaDoDialogo = (rota: RotaAcao, p: Pick<ProcessoDetalhe, 'valores'>) =>
  schemaDaRota(rota, undefined, atuaisDe(p));

/** Where the files sit in the payload: flat for the plain document kinds, under `documento` otherwise. */
export function caminhoDocumento(tipo: TipoDialogo): '' | 'documento.' | null {
  switch (tipo) {
    case 'documento':
    case 'documentoData':
    case 'avisoRecebimento':
    case 'parcelar':
      return '';
    case 'perdaParcelamento':
    case 'deferimentoParcial':
    case 'suspensao':
      return 'documento.';
    default:
      return null;
  }
}

/** The document type the action's files carry, with its name and whether it may be left out. */
export function documentoDaAcao(p: Processo, acao: Acao) {
  const id = tipoDocumentoDaAcao(acao);
  if (id === undefined) return null;
  const necessario = p.acoesDisponiveis
    .find((a) => a.action === acao)
    ?.documentosNecessarios.find((d) => d.id === id);
  return { id, nome: necessario?.nome ?? 'Documento', opcional: necessario?.opcional ?? false };
}

/**
 * The empty form of a call: the document type set, nothing typed yet but the signing attorney of an
 * inscription, who is usually the signed-in procurador (`nomeUsuario`).
 */
export function valoresIniciais(rota: RotaAcao, nomeUsuario = ''): Record<string, unknown> {
  const { acao, tipo } = ROTAS_ACAO[rota];
  const doc = { idTipoDocumento: tipoDocumentoDaAcao(acao) ?? 0, arquivos: [] };
  const valores = { valorAtualizado: '', multaAtualizada: '', jurosAtualizado: '' };
  switch (tipo) {
    case 'documento':
      return { ...doc };
    case 'documentoData':
    case 'parcelar':
      return { ...doc, data: null };
    case 'avisoRecebimento':
      return { ...doc, data: null, devedorNaoEncontrado: false };
    case 'perdaParcelamento':
      return { documento: doc, ...valores };
    case 'deferimentoParcial':
      return {
        documento: doc,
        apresentouVicio: false,
        observacao: '',
        valorAtualizado: '',
        multaAtualizado: '',
        jurosAtualizado: '',
      };
    case 'suspensao':
      return { data: null, documento: doc, motivo: '' };
    case 'cancelamento':
      return { motivoCancelamento: '' };
    case 'devolvido':
      return { observacao: '' };
    case 'inscricao':
      return { dataInscricao: null, nomeProcuradorSignatario: nomeUsuario };
    case 'devolucao':
      return { idSituacao: null, motivo: '' };
  }
}

/** The label of the dialog's date, by what the date is. */
export function rotuloData(acao: Acao): string {
  if (acao.startsWith('ANEXAR_AR')) return 'Data do Recebimento';
  if (acao.startsWith('REGISTRAR_CIENCIA_DEVEDOR')) return 'Data da Ciência';
  if (acao.startsWith('ANEXAR_PAGINA_DIARIO')) return 'Data da Publicação';
  if (acao === 'PARCELAR_DEBITO') return 'Data Final do Parcelamento';
  if (acao === 'SUSPENDER_PROCESSO') return 'Data da Suspensão';
  if (acao === 'REATIVAR_PROCESSO') return 'Data da Reativação';
  return 'Data';
}

/** Only the plain notice of receipt asks whether the debtor was not found (the instance ones do not). */
export const temDevedorNaoEncontrado = (acao: Acao) => acao === 'ANEXAR_AR';

/** The return reasons the PGE may choose (28, 107, 111), named as the situations are. */
export const opcoesDevolucao = () =>
  SITUACOES_DEVOLVIDAS.map((id) => ({ value: id, label: nomeSituacao(id as SituacaoId) }));

/** The actions of the detail's toolbar that open a dialog: those with a call (not the list's return). */
export const temDialogo = (acao: Acao) => rotaDaAcao(acao) !== undefined;
