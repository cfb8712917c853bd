import { z } from 'zod';
import { compareDates, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { documentosDoTipoSchema } from '../documento/documento.schema.ts';
import { idSchema } from '../id.ts';
import { TIPO_DOCUMENTO_COBRANCA, M, hojeDe, dataIso, dinheiro } from './cobranca.base.schema.ts';

// ---------------------------------------------------------------- actions

export const cancelarCobrancaSchema = z.object({
  idProcessoCobranca: idSchema(),
  motivo: z
    .string({ error: M.motivoObrigatorio })
    .trim()
    // an empty reason is only "not informed", not also "too short"
    .min(1, { error: M.motivoObrigatorio, abort: true })
    .min(5, M.motivoMinimo)
    .max(200, M.motivoMaximo),
});

const documentosDoTipo = (tipo: number, obrigatorio: string) =>
  z
    .array(documentosDoTipoSchema, { error: obrigatorio })
    .min(1, obrigatorio)
    .max(5)
    .refine((ds) => ds.some((d) => d.idTipoDocumento === tipo && d.arquivos.length > 0), obrigatorio)
    .refine((ds) => ds.every((d) => d.idTipoDocumento === tipo), 'Tipo de documento inválido para esta ação');

export const baixaManualSchema = (hoje?: IsoDate) =>
  z.object({
    idProcessoCobranca: idSchema(),
    dataPagamento: dataIso(M.dataObrigatoria).refine(
      (v) => !dataValida(v) || compareDates(v, hojeDe(hoje)) <= 0,
      M.dataFutura,
    ),
    documentos: documentosDoTipo(TIPO_DOCUMENTO_COBRANCA.COMPROVANTE_PAGAMENTO, M.comprovanteObrigatorio),
    valorPago: dinheiro(M.campoObrigatorio),
    lancamentos: z.array(idSchema(), { error: M.parcelaObrigatoria }).min(1, M.parcelaObrigatoria).max(1000),
  });

export const anexarTermoSchema = z.object({
  documentos: documentosDoTipo(TIPO_DOCUMENTO_COBRANCA.TERMO_PARCELAMENTO, M.termoObrigatorio),
});
