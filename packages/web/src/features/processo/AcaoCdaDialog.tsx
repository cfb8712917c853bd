import { useEffect } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { schemaDaAcaoCda } from '@divida/domain/dividaAtiva/acaoCda.schema';
import { ACOES_CDA_DEF, type AcaoCda } from '@divida/domain/workflow/cda';
import { TIPO_DOCUMENTO_ACAO } from '@divida/domain/workflow/situacoes';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { CampoTexto } from '../../components/form/CampoTexto.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { PdfUploadField } from '../../components/form/PdfUploadField.tsx';
import { formatValor, ValorField } from '../../components/form/ValorField.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useAcaoCda } from './dividaAtiva.api.ts';

interface Arquivo {
  uuid: string;
  nome: string;
}
interface Valores {
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
  tipo: 'CITACAO' | 'PENHORA';
  documento: { idTipoDocumento: number; arquivos: Arquivo[] };
}

/** The fields each action asks for (the domain's payload schemas, acaoCda.schema.ts). */
const CAMPOS: Record<AcaoCda, readonly (keyof Valores)[]> = {
  REGISTRAR_AJUIZAMENTO: ['numeroProcessoJudicial', 'dataAjuizamento', 'valor'],
  SUSPENDER_POR_ORDEM_JUDICIAL: ['data', 'motivo', 'documento'],
  REVOGAR_SUSPENSAO_JUDICIAL: ['data', 'motivo', 'documento'],
  REGISTRAR_EXTINCAO_JUDICIAL: ['data', 'motivo', 'documento'],
  ENVIAR_PROTESTO: ['data'],
  REGISTRAR_PROTESTO: ['protocolo', 'numeroCartorio', 'codigoComarca', 'data'],
  REGISTRAR_IRREGULARIDADE_PROTESTO: ['motivo'],
  ENCERRAR_PROTESTO: ['dataEncerramento'],
  // PRAZOS.md §2.1
  REGISTRAR_NAO_LOCALIZACAO: ['data', 'observacao'],
  REGISTRAR_CITACAO_OU_PENHORA: ['data', 'tipo'],
};

const ROTULO_DATA: Partial<Record<AcaoCda, string>> = {
  SUSPENDER_POR_ORDEM_JUDICIAL: 'Data da decisão',
  REVOGAR_SUSPENSAO_JUDICIAL: 'Data da decisão',
  REGISTRAR_EXTINCAO_JUDICIAL: 'Data da decisão',
  ENVIAR_PROTESTO: 'Data do envio ao cartório',
  REGISTRAR_PROTESTO: 'Data do protesto',
  REGISTRAR_NAO_LOCALIZACAO: 'Data da ciência da não localização',
  REGISTRAR_CITACAO_OU_PENHORA: 'Data da citação ou penhora',
};

function vazio(valorSugerido: number): Valores {
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
    tipo: 'CITACAO',
    documento: { idTipoDocumento: TIPO_DOCUMENTO_ACAO.DECISAO, arquivos: [] },
  };
}

/** Only the action's own fields go to the server. */
const payloadDe = (acao: AcaoCda, v: Valores) => Object.fromEntries(CAMPOS[acao].map((c) => [c, v[c]]));

/**
 * The dialog of one CDA action: its fields, checked by the domain's schema, then the call; the
 * server's message in the snackbar and the detail refreshed (spec 02 §2.5 habits).
 */
export function AcaoCdaDialog({
  idProcesso,
  acao,
  valorSugerido,
  onClose,
}: {
  idProcesso: number;
  acao: AcaoCda | null;
  /** the CDA's total, proposed as the value of the suit */
  valorSugerido: number;
  onClose: () => void;
}) {
  const executar = useAcaoCda(idProcesso);
  const form = useForm<Valores>({
    resolver: ((values, context, options) =>
      acao
        ? zodResolver(schemaDaAcaoCda(acao) as never)(
            payloadDe(acao, values) as never,
            context,
            options as never,
          )
        : Promise.resolve({ values, errors: {} })) as Resolver<Valores>,
    defaultValues: vazio(valorSugerido),
  });
  const { control, reset, handleSubmit, setError } = form;
  useEffect(() => {
    if (acao) reset(vazio(valorSugerido));
  }, [acao, reset, valorSugerido]);

  if (!acao) return null;
  const campos = CAMPOS[acao];
  const tem = (c: keyof Valores) => campos.includes(c);
  const hoje = new Date();

  const onSubmit = handleSubmit((v) => {
    executar.mutate(
      { acao, payload: v },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          onClose();
        },
        onError: (e) => applyServerErrors(e, setError, [...campos, 'documento.idTipoDocumento']),
      },
    );
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="acao-cda-titulo">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id="acao-cda-titulo">{ACOES_CDA_DEF[acao].nome}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
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
                <CampoTexto
                  name="numeroCartorio"
                  label="Número do cartório"
                  required
                  size="small"
                  maxLength={10}
                />
              )}
              {tem('codigoComarca') && (
                <CampoTexto
                  name="codigoComarca"
                  label="Código da comarca"
                  required
                  size="small"
                  maxLength={10}
                />
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
              {tem('observacao') && (
                <CampoTexto
                  name="observacao"
                  label="Observação"
                  required
                  multiline
                  minRows={2}
                  maxLength={150}
                />
              )}
              {tem('tipo') && (
                <CampoTexto
                  name="tipo"
                  label="Citação ou penhora"
                  required
                  select
                  size="small"
                  slotProps={{ select: { native: true } }}
                >
                  <option value="CITACAO">Citação</option>
                  <option value="PENHORA">Penhora</option>
                </CampoTexto>
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
                        (fieldState.error as { arquivos?: { message?: string } } | undefined)?.arquivos
                          ?.message ?? fieldState.error?.message
                      }
                    />
                  )}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={executar.isPending}>
              Confirmar
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
