import { z } from 'zod';
import { compareDates, todayInSaoPaulo, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { FORMATOS } from '../formatos.ts';
import { arquivoRefSchema, documentosDoTipoSchema } from '../documento/documento.schema.ts';
import { formatarNumeroProcesso } from '../format.ts';
import { idSchema } from '../id.ts';
import { valorBrasileiroSchema } from '../valor.schema.ts';
import { ACOES, type Acao, type AcaoDef } from '../workflow/acoes.ts';
import type { DadosAcao } from '../workflow/maquina.ts';
import { SITUACOES_COM_PRAZO, SITUACOES_DEVOLVIDAS } from '../workflow/situacoes.ts';
import { VALOR_MAXIMO } from './processo.schema.ts';

/**
 * The payloads of the workflow's calls (spec 02 §5 "Dialogs", §7) and what each becomes for the rules
 * (`DadosAcao`), checked the same way by the dialogs and the server. The server passes `hoje` from its
 * time source; the page passes nothing (today in Brasília).
 */

export const MENSAGENS_ACAO = {
  arquivoObrigatorio: 'O arquivo não foi informado',
  dataObrigatoria: 'A Data não foi informada',
  dataInvalida: 'Data inválida',
  dataFutura: 'A data não pode ser posterior à data de hoje.',
  dataPassada: 'A data não pode ser anterior à data de hoje.',
  motivoCancelamento: 'Deve ser informado um motivo para o cancelamento',
  motivo: 'Deve ser informado um motivo.',
  motivoMinimo: 'O motivo deve ter no mínimo 10 caracteres.',
  motivoMaximo: 'O motivo deve ter no máximo 100 caracteres.',
  observacao: 'Deve ser informado uma observação',
  observacaoMinimo: 'A observação deve ter no mínimo 10 caracteres.',
  observacaoMaximo: 'A observação deve ter no máximo 150 caracteres.',
  valorAtualizado: 'O Valor Atualizado não foi informado',
  multaAtualizada: 'Necessário informar um valor para a Multa Atualizada',
  jurosAtualizado: 'Necessário informar um valor para o Juros Atualizado',
  valorMinimo: 'O valor mínimo é R$ 0,01',
  valorMaximo: 'Máximo de R$ 999.999.999,99',
  tipoDocumento: 'O tipo do documento não corresponde ao exigido pela ação.',
  fase: 'Necessário seleciona uma fase para continuar.',
  situacao: 'Necessário seleciona uma situação para continuar.',
  dataReferencia: 'Necessário informar data(s) de referência',
  procurador: 'Necessário informar o nome do procurador signatário',
  procuradorTamanho: 'O nome do procurador deve ter entre 3 e 100 caracteres.',
  nenhumProcesso: 'Selecione ao menos um processo.',
  situacaoDevolucao: 'Selecione o motivo da devolução.',
} as const;

/** `PUT processoConstituicaoCredito/:id/documento/replace/:docId`: the one file that replaces a document. */
export const substituirDocumentoSchema = z.object({
  arquivos: z.array(arquivoRefSchema).min(1, MENSAGENS_ACAO.arquivoObrigatorio).max(1),
});
const M = MENSAGENS_ACAO;

const hojeDe = (hoje?: IsoDate) => hoje ?? todayInSaoPaulo();

/** A date of a dialog: required, yyyy-MM-dd, not after today (`futura: false`) or not before it. */
function data(hoje: IsoDate | undefined, regra: 'naoFutura' | 'naoPassada', obrigatoria = M.dataObrigatoria) {
  return z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => dataValida(v), M.dataInvalida)
    .refine(
      (v) =>
        !dataValida(v) ||
        (regra === 'naoFutura' ? compareDates(v, hojeDe(hoje)) <= 0 : compareDates(v, hojeDe(hoje)) >= 0),
      regra === 'naoFutura' ? M.dataFutura : M.dataPassada,
    );
}

const texto = (obrigatorio: string, min: number, max: number, msgMin: string, msgMax: string) =>
  z.string({ error: obrigatorio }).trim().min(1, obrigatorio).min(min, msgMin).max(max, msgMax);

/** Reason of 10 to 100 characters (spec 02 §5, §9). */
export const motivoSchema = (obrigatorio: string = M.motivo) =>
  texto(obrigatorio, 10, 100, M.motivoMinimo, M.motivoMaximo);
/** Observation of 10 to 150 characters (spec 02 §5, §9). */
export const observacaoSchema = texto(M.observacao, 10, 150, M.observacaoMinimo, M.observacaoMaximo);

/** A money field of a dialog: required, 0.01 to 999,999,999.99, typed the Brazilian way or a number. */
const valor = (obrigatorio: string, minimo = 0.01) =>
  valorBrasileiroSchema(obrigatorio)
    .refine((v) => v >= minimo, M.valorMinimo)
    .refine((v) => v <= VALOR_MAXIMO, M.valorMaximo);
/** An optional amount (fine, interest): absent or empty is zero. */
const valorOpcional = z
  .union([
    z.literal(''),
    z.null(),
    valorBrasileiroSchema(M.valorMinimo).refine((v) => v <= VALOR_MAXIMO, M.valorMaximo),
  ])
  .optional()
  .transform((v) => (typeof v === 'number' ? Math.max(v, 0) : null));

/** The action's files: one type and at least one PDF (spec 02 §7 idTipoDocumento, arquivos). */
const documento = documentosDoTipoSchema.extend({
  arquivos: documentosDoTipoSchema.shape.arquivos.min(1, M.arquivoObrigatorio),
});
export type DocumentoAcao = z.infer<typeof documento>;

// ---------------------------------------------------------------- the payloads by kind

/** Documents only: anexarTCC, quitarDebito, contestarDebito, recorrer, the rulings, solicitarInscricao… */
export const acaoDocumentoSchema = () => documento;

/** Documents and a date not in the future: ciência, página do diário (and their instance variants). */
export const acaoDocumentoDataSchema = (hoje?: IsoDate) =>
  documento.extend({ data: data(hoje, 'naoFutura') });

/** The notice of receipt: its date, and whether the debtor was not found (the envelope came back). */
export const acaoAvisoRecebimentoSchema = (hoje?: IsoDate) =>
  documento.extend({ data: data(hoje, 'naoFutura'), devedorNaoEncontrado: z.boolean().default(false) });

/** The instalment plan: its end date, not in the past. */
export const acaoParcelarSchema = (hoje?: IsoDate) => documento.extend({ data: data(hoje, 'naoPassada') });

/** Suspend and reactivate: date (not in the future), document and reason. */
export const acaoSuspensaoSchema = (hoje?: IsoDate) =>
  z.object({ data: data(hoje, 'naoFutura'), documento, motivo: motivoSchema() });

/**
 * The instalment loss: the updated values; fine and interest are required when the process already
 * has them (`exigeMultaJuros`, spec 02 §5).
 */
export const acaoPerdaParcelamentoSchema = (atuais?: { multa: number; juros: number }) =>
  z
    .object({
      documento,
      valorAtualizado: valor(M.valorAtualizado),
      multaAtualizada: valorOpcional,
      jurosAtualizado: valorOpcional,
    })
    .superRefine((v, ctx) => {
      if (atuais && atuais.multa > 0 && v.multaAtualizada === null)
        ctx.addIssue({ code: 'custom', path: ['multaAtualizada'], message: M.multaAtualizada });
      if (atuais && atuais.juros > 0 && v.jurosAtualizado === null)
        ctx.addIssue({ code: 'custom', path: ['jurosAtualizado'], message: M.jurosAtualizado });
    });

/** The partial grant of either instance: the new values, whether a defect was shown, an observation. */
export const acaoDeferimentoParcialSchema = () =>
  z.object({
    documento,
    apresentouVicio: z.boolean().default(false),
    observacao: observacaoSchema,
    valorAtualizado: valor(M.valorAtualizado),
    jurosAtualizado: valorOpcional,
    multaAtualizado: valorOpcional,
  });

export const acaoCancelamentoSchema = () =>
  z.object({ motivoCancelamento: motivoSchema(M.motivoCancelamento) });

/** Archive or request inscription of a returned process: a reason (spec 02 §4 "asks for a reason"). */
export const acaoDevolvidoSchema = () => z.object({ observacao: motivoSchema() });

/** The PGE inscribes: inscription date (not in the future) and the signing attorney. */
export const acaoInscricaoSchema = (hoje?: IsoDate) =>
  z.object({
    dataInscricao: data(hoje, 'naoFutura'),
    nomeProcuradorSignatario: texto(M.procurador, 3, 100, M.procuradorTamanho, M.procuradorTamanho),
  });

/** The PGE returns a process to the body: 28, 107 or 111, with a reason. */
export const acaoDevolucaoSchema = () =>
  z.object({
    idSituacao: z
      .number({ error: M.situacaoDevolucao })
      .int()
      .refine((v) => (SITUACOES_DEVOLVIDAS as readonly number[]).includes(v), M.situacaoDevolucao),
    motivo: motivoSchema(),
  });

/** `POST retornarProcessos`: for each process, the phase and situation chosen and, for 3, 12, 22, a date. */
export const retornarProcessosSchema = (hoje?: IsoDate) =>
  z
    .array(
      z
        .object({
          // spec 02 §7 identifies a process by numeroProcesso; the id is our optional extension
          id: idSchema('Processo inválido').nullish(),
          numeroProcesso: z
            .string({ error: 'Processo inválido' })
            .trim()
            .max(20, 'Processo inválido')
            .nullish(),
          idFase: z.number({ error: M.fase }).int().positive(M.fase),
          idSituacao: z.number({ error: M.situacao }).int().positive(M.situacao),
          dataReferencia: z
            .string()
            .meta(FORMATOS.dataOuVazia)
            .trim()
            .nullish()
            .transform((v) => v || null),
        })
        .superRefine((v, ctx) => {
          if (!v.id && !v.numeroProcesso)
            ctx.addIssue({ code: 'custom', path: ['numeroProcesso'], message: 'Processo inválido' });
          const exige = (SITUACOES_COM_PRAZO as readonly number[]).includes(v.idSituacao);
          if (exige && !v.dataReferencia) {
            ctx.addIssue({ code: 'custom', path: ['dataReferencia'], message: M.dataReferencia });
          } else if (v.dataReferencia && !dataValida(v.dataReferencia)) {
            ctx.addIssue({ code: 'custom', path: ['dataReferencia'], message: M.dataInvalida });
          } else if (v.dataReferencia && compareDates(v.dataReferencia, hojeDe(hoje)) > 0) {
            ctx.addIssue({ code: 'custom', path: ['dataReferencia'], message: M.dataFutura });
          }
        }),
      { error: M.nenhumProcesso },
    )
    .min(1, M.nenhumProcesso)
    .max(100);
export type RetornarProcessosInput = z.output<ReturnType<typeof retornarProcessosSchema>>;
/** The return dialog's form: the same items under `itens` (a form's values are an object). */
export const retornarProcessosFormSchema = (hoje?: IsoDate) =>
  z.object({ itens: retornarProcessosSchema(hoje) });

// ---------------------------------------------------------------- the calls

type Tipo =
  | 'documento'
  | 'documentoData'
  | 'avisoRecebimento'
  | 'parcelar'
  | 'perdaParcelamento'
  | 'deferimentoParcial'
  | 'suspensao'
  | 'cancelamento'
  | 'devolvido'
  | 'inscricao'
  | 'devolucao';

/** Each call's path under `processoConstituicaoCredito/{id}/` (spec 02 §7, docs/workflow.md), its action and payload. */
export const ROTAS_ACAO = {
  anexarTCC: { acao: 'ANEXAR_TCC', tipo: 'documento' },
  anexarAvisoRecebimento: { acao: 'ANEXAR_AR', tipo: 'avisoRecebimento' },
  anexarAvisoRecebimentoPrimeiraInstancia: { acao: 'ANEXAR_AR_PRIMEIRA_INSTANCIA', tipo: 'avisoRecebimento' },
  anexarAvisoRecebimentoSegundaInstancia: { acao: 'ANEXAR_AR_SEGUNDA_INSTANCIA', tipo: 'avisoRecebimento' },
  registrarCienciaDevedor: { acao: 'REGISTRAR_CIENCIA_DEVEDOR', tipo: 'documentoData' },
  registrarCienciaDevedorPrimeiraInstancia: {
    acao: 'REGISTRAR_CIENCIA_DEVEDOR_PRIMEIRA_INSTANCIA',
    tipo: 'documentoData',
  },
  registrarCienciaDevedorSegundaInstancia: {
    acao: 'REGISTRAR_CIENCIA_DEVEDOR_SEGUNDA_INSTANCIA',
    tipo: 'documentoData',
  },
  anexarPaginaDiario: { acao: 'ANEXAR_PAGINA_DIARIO', tipo: 'documentoData' },
  anexarPaginaDiarioPrimeiraInstancia: {
    acao: 'ANEXAR_PAGINA_DIARIO_PRIMEIRA_INSTANCIA',
    tipo: 'documentoData',
  },
  anexarPaginaDiarioSegundaInstancia: {
    acao: 'ANEXAR_PAGINA_DIARIO_SEGUNDA_INSTANCIA',
    tipo: 'documentoData',
  },
  quitarDebito: { acao: 'QUITAR_DEBITO', tipo: 'documento' },
  parcelarDebito: { acao: 'PARCELAR_DEBITO', tipo: 'parcelar' },
  registrarPerdaParcelamento: { acao: 'REGISTRAR_PERDA_PARCELAMENTO', tipo: 'perdaParcelamento' },
  contestarDebito: { acao: 'CONTESTAR_DEBITO', tipo: 'documento' },
  recorrer: { acao: 'RECORRER', tipo: 'documento' },
  deferirPrimeiraInstancia: { acao: 'DEFERIR_PRIMEIRA_INSTANCIA', tipo: 'documento' },
  indeferirPrimeiraInstancia: { acao: 'INDEFERIR_PRIMEIRA_INSTANCIA', tipo: 'documento' },
  deferirParcialmentePrimeiraInstancia: {
    acao: 'DEFERIR_PARCIALMENTE_PRIMEIRA_INSTANCIA',
    tipo: 'deferimentoParcial',
  },
  deferirSegundaInstancia: { acao: 'DEFERIR_SEGUNDA_INSTANCIA', tipo: 'documento' },
  indeferirSegundaInstancia: { acao: 'INDEFERIR_SEGUNDA_INSTANCIA', tipo: 'documento' },
  deferirParcialmenteSegundaInstancia: {
    acao: 'DEFERIR_PARCIALMENTE_SEGUNDA_INSTANCIA',
    tipo: 'deferimentoParcial',
  },
  solicitarInscricaoDividaAtiva: { acao: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA', tipo: 'documento' },
  suspender: { acao: 'SUSPENDER_PROCESSO', tipo: 'suspensao' },
  reativar: { acao: 'REATIVAR_PROCESSO', tipo: 'suspensao' },
  cancelarUltimaAcao: { acao: 'CANCELAR_ULTIMA_ACAO', tipo: 'cancelamento' },
  arquivarProcessoDevolvido: { acao: 'ARQUIVAR_PROCESSO_DEVOLVIDO', tipo: 'devolvido' },
  solicitarInscricaoProcessoDevolvido: { acao: 'SOLICITAR_INSCRICAO_PROCESSO_DEVOLVIDO', tipo: 'devolvido' },
  inscreverDividaAtiva: { acao: 'INSCREVER_DIVIDA_ATIVA', tipo: 'inscricao' },
  devolverProcesso: { acao: 'DEVOLVER_PROCESSO', tipo: 'devolucao' },
} as const satisfies Record<string, { acao: Acao; tipo: Tipo }>;
export type RotaAcao = keyof typeof ROTAS_ACAO;

/** The path of an action's call (the web's dialogs post there). */
export const rotaDaAcao = (acao: Acao): RotaAcao | undefined =>
  (Object.keys(ROTAS_ACAO) as RotaAcao[]).find((r) => ROTAS_ACAO[r].acao === acao);

/** The schema of a call's payload; `atuais` are the process's fine and interest (instalment loss). */
export function schemaDaRota(rota: RotaAcao, hoje?: IsoDate, atuais?: { multa: number; juros: number }) {
  switch (ROTAS_ACAO[rota].tipo) {
    case 'documento':
      return acaoDocumentoSchema();
    case 'documentoData':
      return acaoDocumentoDataSchema(hoje);
    case 'avisoRecebimento':
      return acaoAvisoRecebimentoSchema(hoje);
    case 'parcelar':
      return acaoParcelarSchema(hoje);
    case 'perdaParcelamento':
      return acaoPerdaParcelamentoSchema(atuais);
    case 'deferimentoParcial':
      return acaoDeferimentoParcialSchema();
    case 'suspensao':
      return acaoSuspensaoSchema(hoje);
    case 'cancelamento':
      return acaoCancelamentoSchema();
    case 'devolvido':
      return acaoDevolvidoSchema();
    case 'inscricao':
      return acaoInscricaoSchema(hoje);
    case 'devolucao':
      return acaoDevolucaoSchema();
  }
}

/** New values of the process an action carries (partial grant, instalment loss). */
export interface NovosValores {
  valorAtualizado: number;
  multaAtualizada: number | null;
  jurosAtualizado: number | null;
}

/** A parsed payload as the server runs it: the rules' data, the files, the new values. */
export interface PedidoDeAcao {
  dados: DadosAcao;
  documento: DocumentoAcao | null;
  valores: NovosValores | null;
  apresentouVicio?: boolean;
}

/** Turns a parsed payload of `rota` into what the rules and the writes read. */
export function pedidoDaRota(rota: RotaAcao, p: Record<string, unknown>): PedidoDeAcao {
  const tipo = ROTAS_ACAO[rota].tipo;
  const doc = (p.documento as DocumentoAcao | undefined) ?? null;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  switch (tipo) {
    case 'documento':
      return { dados: {}, documento: p as DocumentoAcao, valores: null };
    case 'documentoData':
      return { dados: { dataReferencia: str('data') }, documento: p as DocumentoAcao, valores: null };
    case 'avisoRecebimento':
      return {
        dados: { dataReferencia: str('data'), devedorNaoEncontrado: Boolean(p.devedorNaoEncontrado) },
        documento: p as DocumentoAcao,
        valores: null,
      };
    case 'parcelar':
      return { dados: { dataFim: str('data') }, documento: p as DocumentoAcao, valores: null };
    case 'perdaParcelamento': {
      const valores = p as unknown as NovosValores;
      return {
        dados: { valores },
        documento: doc,
        valores: {
          valorAtualizado: valores.valorAtualizado,
          multaAtualizada: valores.multaAtualizada,
          jurosAtualizado: valores.jurosAtualizado,
        },
      };
    }
    case 'deferimentoParcial': {
      const valores = {
        valorAtualizado: p.valorAtualizado as number,
        multaAtualizada: p.multaAtualizado as number | null,
        jurosAtualizado: p.jurosAtualizado as number | null,
      };
      return {
        dados: { valores, observacao: str('observacao') },
        documento: doc,
        valores,
        apresentouVicio: Boolean(p.apresentouVicio),
      };
    }
    case 'suspensao':
      return { dados: { dataReferencia: str('data'), motivo: str('motivo') }, documento: doc, valores: null };
    case 'cancelamento':
      return { dados: { motivo: str('motivoCancelamento') }, documento: null, valores: null };
    case 'devolvido':
      return { dados: { observacao: str('observacao') }, documento: null, valores: null };
    case 'inscricao':
      return {
        dados: {
          dataInscricao: str('dataInscricao'),
          nomeProcuradorSignatario: str('nomeProcuradorSignatario'),
        },
        documento: null,
        valores: null,
      };
    case 'devolucao':
      return {
        dados: { idSituacao: p.idSituacao as number, motivo: str('motivo') },
        documento: null,
        valores: null,
      };
  }
}

/** The document type an action's files must be of (spec 02 §4), or undefined when it takes none. */
export const tipoDocumentoDaAcao = (acao: Acao): number | undefined => (ACOES[acao] as AcaoDef).documento;

/** What the page says once an action succeeded (spec 02 §8 where it gives the words; ours otherwise). */
export function mensagemSucessoAcao(acao: Acao, numero: string): string {
  const n = formatarNumeroProcesso(numero);
  if (acao.startsWith('ANEXAR_AR')) return `AR anexado ao processo ${n}`;
  if (acao.startsWith('REGISTRAR_CIENCIA_DEVEDOR')) return `Ciência do devedor registrada no processo ${n}`;
  if (acao.startsWith('ANEXAR_PAGINA_DIARIO')) return `Página do Diário Oficial anexada ao processo ${n}`;
  const instancia = acao.endsWith('PRIMEIRA_INSTANCIA') ? '1a' : '2a';
  switch (acao) {
    case 'ANEXAR_TCC':
      return `TCC anexado ao processo ${n}`;
    case 'QUITAR_DEBITO':
      return `Processo ${n} quitado.`;
    case 'PARCELAR_DEBITO':
      return `Parcelamento registrado no processo ${n}.`;
    case 'REGISTRAR_PERDA_PARCELAMENTO':
      return `Perda do parcelamento registrada no processo ${n}.`;
    case 'CONTESTAR_DEBITO':
      return `Contestação registrada no processo ${n}.`;
    case 'RECORRER':
      return `Recurso registrado no processo ${n}.`;
    case 'DEFERIR_PRIMEIRA_INSTANCIA':
    case 'DEFERIR_SEGUNDA_INSTANCIA':
      return `Processo ${n} deferido em ${instancia} instância.`;
    case 'INDEFERIR_PRIMEIRA_INSTANCIA':
    case 'INDEFERIR_SEGUNDA_INSTANCIA':
      return `Processo ${n} indeferido em ${instancia} instância.`;
    case 'DEFERIR_PARCIALMENTE_PRIMEIRA_INSTANCIA':
    case 'DEFERIR_PARCIALMENTE_SEGUNDA_INSTANCIA':
      return `Processo ${n} deferido parcialmente em ${instancia} instância.`;
    case 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA':
    case 'SOLICITAR_INSCRICAO_PROCESSO_DEVOLVIDO':
      return 'Solicitação de Inscrição em Dívida Ativa realizada com sucesso';
    case 'SUSPENDER_PROCESSO':
      return `Processo ${n} suspenso.`;
    case 'REATIVAR_PROCESSO':
      return `Processo ${n} reativado.`;
    case 'CANCELAR_ULTIMA_ACAO':
      return 'Última ação cancelada com sucesso!';
    case 'ARQUIVAR_PROCESSO_DEVOLVIDO':
      return 'Arquivamento de Processo realizado com sucesso';
    case 'INSCREVER_DIVIDA_ATIVA':
      return `Processo ${n} inscrito em dívida ativa.`;
    case 'DEVOLVER_PROCESSO':
      return `Processo ${n} devolvido ao órgão credor.`;
    case 'RETORNAR_PROCESSO':
      return 'Processo(s) retornado(s) com sucesso.';
    default:
      return `Ação registrada no processo ${n}.`;
  }
}

/** The answer of every action call. */
export const respostaAcaoSchema = z.object({ message: z.string(), idAndamento: z.number().int() });
export type RespostaAcao = z.infer<typeof respostaAcaoSchema>;
