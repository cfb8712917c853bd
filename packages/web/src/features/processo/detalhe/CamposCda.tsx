import { Controller, useFormContext } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { AcaoCda } from '@divida/domain/workflow/cda';
import { TIPO_DOCUMENTO_ACAO } from '@divida/domain/workflow/situacoes';
import { CampoTexto } from '../../../components/form/CampoTexto.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { PdfUploadField } from '../../../components/form/PdfUploadField.tsx';
import { formatValor, ValorField } from '../../../components/form/ValorField.tsx';

interface Arquivo {
  uuid: string;
  nome: string;
}
export interface ValoresCda {
  numeroProcessoJudicial: string;
  dataAjuizamento: string | null;
  valor: string;
  data: string | null;
  motivo: string;
  protocolo: string;
  numeroCartorio: string;
  codigoComarca: string;
  dataEncerramento: string | null;
  observacao: string;
  tipo: '' | 'CITACAO' | 'PENHORA';
  documento: { idTipoDocumento: number; arquivos: Arquivo[] };
}

/** The fields each action asks for (the domain's payload schemas, acaoCda.schema.ts). */
export const CAMPOS_CDA: Record<AcaoCda, readonly (keyof ValoresCda)[]> = {
  REGISTRAR_AJUIZAMENTO: ['numeroProcessoJudicial', 'dataAjuizamento', 'valor'],
  SUSPENDER_POR_ORDEM_JUDICIAL: ['data', 'motivo', 'documento'],
  REVOGAR_SUSPENSAO_JUDICIAL: ['data', 'motivo', 'documento'],
  REGISTRAR_EXTINCAO_JUDICIAL: ['data', 'motivo', 'documento'],
  ENVIAR_PROTESTO: ['data'],
  REGISTRAR_PROTESTO: ['protocolo', 'numeroCartorio', 'codigoComarca', 'data'],
  REGISTRAR_IRREGULARIDADE_PROTESTO: ['motivo'],
  ENCERRAR_PROTESTO: ['dataEncerramento'],
  // docs/prazos-e-prescricao.md §2.1: the court case's events that drive the intercorrente clock
  REGISTRAR_NAO_LOCALIZACAO: ['data', 'observacao'],
  REGISTRAR_CITACAO_OU_PENHORA: ['data', 'tipo'],
};

const ROTULO_DATA: Partial<Record<AcaoCda, string>> = {
  SUSPENDER_POR_ORDEM_JUDICIAL: 'Data da decisão',
  REVOGAR_SUSPENSAO_JUDICIAL: 'Data da decisão',
  REGISTRAR_EXTINCAO_JUDICIAL: 'Data da decisão',
  ENVIAR_PROTESTO: 'Data do envio ao cartório',
  REGISTRAR_PROTESTO: 'Data do protesto',
  REGISTRAR_NAO_LOCALIZACAO: 'Data em que se soube da não localização',
  REGISTRAR_CITACAO_OU_PENHORA: 'Data da citação ou penhora',
};

/** The empty form: the CDA's total proposed as the value of the suit, the court's decision as the document type. */
export function valoresIniciaisCda(valorSugerido: number): ValoresCda {
  return {
    numeroProcessoJudicial: '',
    dataAjuizamento: null,
    valor: formatValor('dinheiro', valorSugerido),
    data: null,
    motivo: '',
    protocolo: '',
    numeroCartorio: '',
    codigoComarca: '',
    dataEncerramento: null,
    observacao: '',
    tipo: '',
    documento: { idTipoDocumento: TIPO_DOCUMENTO_ACAO.DECISAO, arquivos: [] },
  };
}

/** Only the action's own fields go to the server. */
export const payloadCda = (acao: AcaoCda, v: ValoresCda) =>
  Object.fromEntries(CAMPOS_CDA[acao].map((c) => [c, v[c]]));

/** The fields of a CDA action (CAMPOS_CDA), in the form of the action dialog. */
export function CamposCda({ acao }: { acao: AcaoCda }) {
  const { control } = useFormContext<ValoresCda>();
  const tem = (c: keyof ValoresCda) => CAMPOS_CDA[acao].includes(c);
  const hoje = new Date();
  return (
    <>
      {tem('numeroProcessoJudicial') && (
        <CampoTexto
          name="numeroProcessoJudicial"
          label="Número do processo judicial"
          placeholder="NNNNNNN-DD.AAAA.J.TR.OOOO"
          required
          size="small"
          maxLength={25}
        />
      )}
      {tem('dataAjuizamento') && (
        <DateField
          control={control}
          name="dataAjuizamento"
          label="Data do ajuizamento"
          required
          maxDate={hoje}
        />
      )}
      {tem('valor') && (
        <ValorField
          control={control}
          name="valor"
          kind="dinheiro"
          label="Valor da causa"
          required
          size="small"
        />
      )}
      {tem('protocolo') && (
        <CampoTexto name="protocolo" label="Protocolo" required size="small" maxLength={30} />
      )}
      {tem('numeroCartorio') && (
        <CampoTexto name="numeroCartorio" label="Número do cartório" required size="small" maxLength={10} />
      )}
      {tem('codigoComarca') && (
        <CampoTexto name="codigoComarca" label="Código da comarca" required size="small" maxLength={10} />
      )}
      {tem('data') && (
        <DateField
          control={control}
          name="data"
          label={ROTULO_DATA[acao] ?? 'Data'}
          required
          maxDate={hoje}
        />
      )}
      {tem('dataEncerramento') && (
        <DateField
          control={control}
          name="dataEncerramento"
          label="Data do encerramento"
          required
          maxDate={hoje}
        />
      )}
      {tem('tipo') && (
        <Controller
          control={control}
          name="tipo"
          render={({ field, fieldState }) => (
            <FormControl required error={Boolean(fieldState.error)}>
              <FormLabel id="acao-cda-tipo">Tipo</FormLabel>
              <RadioGroup
                row
                aria-labelledby="acao-cda-tipo"
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <FormControlLabel value="CITACAO" control={<Radio />} label="Citação" />
                <FormControlLabel value="PENHORA" control={<Radio />} label="Penhora" />
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
      )}
      {tem('observacao') && (
        <CampoTexto name="observacao" label="Observação" required multiline minRows={2} maxLength={150} />
      )}
      {tem('motivo') && (
        <CampoTexto name="motivo" label="Motivo" required multiline minRows={2} maxLength={100} />
      )}
      {tem('documento') && (
        <Controller
          control={control}
          name="documento"
          render={({ field, fieldState }) => (
            <PdfUploadField
              label="Decisão judicial"
              required
              value={field.value.arquivos.map((a) => ({ uuid: a.uuid, fileName: a.nome }))}
              onChange={(files) =>
                field.onChange({
                  ...field.value,
                  arquivos: files.map((f) => ({ uuid: f.uuid, nome: f.fileName })),
                })
              }
              error={
                (fieldState.error as { arquivos?: { message?: string } } | undefined)?.arquivos?.message ??
                fieldState.error?.message
              }
            />
          )}
        />
      )}
    </>
  );
}
