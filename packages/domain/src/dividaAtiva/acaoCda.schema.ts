import { z } from 'zod';
import { compareDates, todayInSaoPaulo, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { isValidNumeroCnj } from '../cnj.ts';
import { onlyDigits } from '../documents.ts';
import { acaoDocumentoSchema, MENSAGENS_ACAO, motivoSchema } from '../processo/acao.schema.ts';
import { VALOR_MAXIMO } from '../processo/processo.schema.ts';
import { valorBrasileiroSchema } from '../valor.schema.ts';
import { MENSAGENS_CDA, type AcaoCda } from '../workflow/cda.ts';
import { TIPO_DOCUMENTO_ACAO } from '../workflow/situacoes.ts';
import { FORMATOS } from '../formatos.ts';

/**
 * The payloads of the PGE's court and protest calls (docs/workflow.md "Actions of the PGE"), checked the
 * same way by the dialogs and the server. Dates are yyyy-MM-dd and not after today (`hoje`, or today
 * in Brasília when absent).
 */

const M = MENSAGENS_ACAO;

function dataNaoFutura(hoje?: IsoDate) {
  return z
    .string({ error: M.dataObrigatoria })
    .trim()
    .min(1, M.dataObrigatoria)
    .refine((v) => dataValida(v), M.dataInvalida)
    .refine((v) => !dataValida(v) || compareDates(v, hoje ?? todayInSaoPaulo()) <= 0, M.dataFutura)
    .meta(FORMATOS.data);
}

const texto = (obrigatorio: string, max: number) =>
  z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(max, MENSAGENS_CDA.tamanhoMaximo(max));

/** The court's decision: PDF files of type 7 (DECISÃO). */
const decisao = acaoDocumentoSchema().refine((d) => d.idTipoDocumento === TIPO_DOCUMENTO_ACAO.DECISAO, {
  message: M.tipoDocumento,
  path: ['idTipoDocumento'],
});

/** The case number: CNJ format with valid check digits, kept as its 20 digits. */
export const numeroProcessoJudicialSchema = z
  .string({ error: MENSAGENS_CDA.numeroProcessoJudicial })
  .trim()
  .min(1, MENSAGENS_CDA.numeroProcessoJudicial)
  .max(25, MENSAGENS_CDA.cnjInvalido)
  .refine(isValidNumeroCnj, MENSAGENS_CDA.cnjInvalido)
  .transform(onlyDigits);

/** `registrarAjuizamento`: the tax enforcement suit filed for the CDA. */
export const registrarAjuizamentoSchema = (hoje?: IsoDate) =>
  z.object({
    numeroProcessoJudicial: numeroProcessoJudicialSchema,
    dataAjuizamento: dataNaoFutura(hoje),
    valor: valorBrasileiroSchema(MENSAGENS_CDA.valorCausa)
      .refine((v) => v >= 0.01, M.valorMinimo)
      .refine((v) => v <= VALOR_MAXIMO, M.valorMaximo),
  });

/** `suspenderOrdemJudicial`, `revogarSuspensaoJudicial`, `registrarExtincaoJudicial`: date, reason, decision. */
export const decisaoJudicialSchema = (hoje?: IsoDate) =>
  z.object({ data: dataNaoFutura(hoje), motivo: motivoSchema(), documento: decisao });

/** `enviarProtesto`: the day the CDA went to the notary's office. */
export const enviarProtestoSchema = (hoje?: IsoDate) => z.object({ data: dataNaoFutura(hoje) });

/** `registrarProtesto`: the notary's record of the protest. */
export const registrarProtestoSchema = (hoje?: IsoDate) =>
  z.object({
    protocolo: texto(MENSAGENS_CDA.protocolo, 30),
    numeroCartorio: texto(MENSAGENS_CDA.numeroCartorio, 10),
    codigoComarca: texto(MENSAGENS_CDA.codigoComarca, 10),
    data: dataNaoFutura(hoje),
  });

/** `registrarIrregularidadeProtesto`: why the notary's office did not protest. */
export const registrarIrregularidadeProtestoSchema = () => z.object({ motivo: motivoSchema() });

/** `encerrarProtesto`: the protest is lifted (paid, cancelled); the date is kept. */
export const encerrarProtestoSchema = (hoje?: IsoDate) => z.object({ dataEncerramento: dataNaoFutura(hoje) });

/** `registrarNaoLocalizacao` (docs/prazos-e-prescricao.md §2.1): the day the office learned nothing was found. */
export const registrarNaoLocalizacaoSchema = (hoje?: IsoDate) =>
  z.object({
    data: dataNaoFutura(hoje),
    observacao: z
      .string({ error: M.observacao })
      .trim()
      .min(10, M.observacaoMinimo)
      .max(150, M.observacaoMaximo),
  });

/** `registrarCitacaoOuPenhora` (docs/prazos-e-prescricao.md §2.1, STJ Tema 568). */
export const registrarCitacaoOuPenhoraSchema = (hoje?: IsoDate) =>
  z.object({
    data: dataNaoFutura(hoje),
    tipo: z.enum(['CITACAO', 'PENHORA'], { error: 'Informe se foi citação ou penhora.' }),
  });

/** The payload schema of each CDA action. */
export function schemaDaAcaoCda(acao: AcaoCda, hoje?: IsoDate) {
  switch (acao) {
    case 'REGISTRAR_AJUIZAMENTO':
      return registrarAjuizamentoSchema(hoje);
    case 'SUSPENDER_POR_ORDEM_JUDICIAL':
    case 'REVOGAR_SUSPENSAO_JUDICIAL':
    case 'REGISTRAR_EXTINCAO_JUDICIAL':
      return decisaoJudicialSchema(hoje);
    case 'ENVIAR_PROTESTO':
      return enviarProtestoSchema(hoje);
    case 'REGISTRAR_PROTESTO':
      return registrarProtestoSchema(hoje);
    case 'REGISTRAR_IRREGULARIDADE_PROTESTO':
      return registrarIrregularidadeProtestoSchema();
    case 'ENCERRAR_PROTESTO':
      return encerrarProtestoSchema(hoje);
    case 'REGISTRAR_NAO_LOCALIZACAO':
      return registrarNaoLocalizacaoSchema(hoje);
    case 'REGISTRAR_CITACAO_OU_PENHORA':
      return registrarCitacaoOuPenhoraSchema(hoje);
  }
}

export type RegistrarAjuizamentoInput = z.output<ReturnType<typeof registrarAjuizamentoSchema>>;
export type DecisaoJudicialInput = z.output<ReturnType<typeof decisaoJudicialSchema>>;
export type RegistrarProtestoInput = z.output<ReturnType<typeof registrarProtestoSchema>>;

/** Any parsed CDA payload, as the server reads it. */
export type PayloadCda = Partial<{
  numeroProcessoJudicial: string;
  dataAjuizamento: string;
  valor: number;
  data: string;
  motivo: string;
  documento: { idTipoDocumento: number; arquivos: { uuid: string; nome?: string }[] };
  protocolo: string;
  numeroCartorio: string;
  codigoComarca: string;
  dataEncerramento: string;
  observacao: string;
  tipo: 'CITACAO' | 'PENHORA';
}>;

/** The reference date of the movement an action writes (its date field), and that field's name. */
export function dataDaAcaoCda(acao: AcaoCda, p: PayloadCda): { campo: string; data: string } | null {
  if (acao === 'REGISTRAR_AJUIZAMENTO') return { campo: 'dataAjuizamento', data: p.dataAjuizamento! };
  if (acao === 'ENCERRAR_PROTESTO') return { campo: 'dataEncerramento', data: p.dataEncerramento! };
  if (acao === 'REGISTRAR_IRREGULARIDADE_PROTESTO') return null;
  return { campo: 'data', data: p.data! };
}
