import { Controller, useFormContext, type UseFormSetError } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import type { AcaoCobranca } from '@divida/domain/cobranca/acoes';
import {
  anexarTermoSchema,
  baixaManualSchema,
  cancelarCobrancaSchema,
  MENSAGENS_COBRANCA,
  TIPO_DOCUMENTO_COBRANCA,
  termoParcelamentoQuerySchema,
  type CobrancaDetalhe,
} from '@divida/domain/cobranca/cobranca.schema';
import { formatBRL, formatDate, parseValorBrasileiro } from '@divida/domain/format';
import { DialogoDeAcao, type AcaoDoDialogo } from '../../components/dialogs/DialogoDeAcao.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { PdfUploadField } from '../../components/form/PdfUploadField.tsx';
import type { UploadedFile } from '../../components/form/pdfFiles.ts';
import { ValorField } from '../../components/form/ValorField.tsx';
import { validarCom } from '../../components/form/validarCom.ts';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { baixarArquivo } from '../../lib/baixarArquivo.ts';
import { http } from '../../lib/http.ts';
import { cobrancaApi, cobrancaKeys, cobrancaPdf } from './cobranca.api.ts';

/** The page actions of a collection that open the action dialog (Emitir Boleto opens the slip). */
export type AcaoCobrancaComDialogo = Exclude<AcaoCobranca, 'EMITIR_BOLETO'>;

type Mensagem = { message: string };

const documentos = (tipo: number, files: UploadedFile[]) =>
  files.length
    ? [{ idTipoDocumento: tipo, arquivos: files.map((f) => ({ uuid: f.uuid, nome: f.fileName })) }]
    : [];

/** After an action: the collection (and lists) read again. */
function useRefrescar(c: CobrancaDetalhe) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cobrancaKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['processo'] });
    void queryClient.invalidateQueries({ queryKey: cobrancaKeys.detail(c.idProcessoCobranca) });
  };
}

// ---------------------------------------------------------------- Cancelar

function CampoMotivoCancelamento() {
  const { control } = useFormContext<{ motivo: string }>();
  return (
    <Controller
      control={control}
      name="motivo"
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label="Motivo do cancelamento"
          required
          multiline
          rows={4}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
    />
  );
}

/** 'Cancelar Processo de Cobrança' (spec 03 §2.3, §5): a reason of 5 to 200 characters. */
const cancelar = (
  c: CobrancaDetalhe,
  refrescar: () => void,
): AcaoDoDialogo<{ motivo: string }, { idProcessoCobranca: number; motivo: string }, Mensagem> => ({
  titulo: 'Cancelar Processo de Cobrança',
  rotuloFechar: 'Voltar',
  rotuloConfirmar: 'Cancelar cobrança',
  campos: <CampoMotivoCancelamento />,
  valoresIniciais: { motivo: '' },
  corpo: (v, setError) =>
    validarCom(cancelarCobrancaSchema, { idProcessoCobranca: c.idProcessoCobranca, ...v }, setError),
  enviar: async (ok) => {
    const r = await cobrancaApi.cancelar(ok.idProcessoCobranca, ok.motivo);
    refrescar();
    return r;
  },
  mensagem: (r) => r.message,
  erros: 'bannerSemCampo',
});

// ---------------------------------------------------------------- Baixa manual

interface BaixaValores {
  lancamentos: number[];
  dataPagamento: string | null;
  valorPago: string;
  documentos: UploadedFile[];
}

function CamposBaixaManual({ c }: { c: CobrancaDetalhe }) {
  const form = useFormContext<BaixaValores>();
  const primeiraAberta = c.lancamentos.find((l) => l.situacaoLancamento === 'PREVISTO');
  const escolhidas = form.watch('lancamentos');
  const erroParcela = form.formState.errors.lancamentos?.message;
  return (
    <>
      <Stack role="group" aria-label="Parcelas">
        {c.lancamentos.map((l) => (
          <FormControlLabel
            key={l.id}
            disabled={l.id !== primeiraAberta?.id}
            control={
              <Checkbox
                checked={escolhidas.includes(l.id)}
                onChange={(e) => {
                  form.setValue('lancamentos', e.target.checked ? [l.id] : []);
                  form.clearErrors('lancamentos');
                }}
              />
            }
            label={`Parcela ${l.parcela} – vencimento ${formatDate(l.dataVencimento)} – ${formatBRL(l.valorTotalBoleto)}${l.situacaoLancamento === 'BAIXADO' ? ' (QUITADO)' : ''}`}
          />
        ))}
        {erroParcela && <FormHelperText error>{erroParcela}</FormHelperText>}
      </Stack>
      <DateField
        control={form.control}
        name="dataPagamento"
        label="Data do Pagamento"
        required
        maxDate={new Date()}
      />
      <ValorField control={form.control} name="valorPago" kind="dinheiro" label="Valor Pago" required />
      <CampoDocumentos label="Comprovante de Pagamento" />
    </>
  );
}

/**
 * 'Realizar Baixa Manual' (spec 03 §2.3, §4, §5): only the first open instalment can be picked (with a
 * single instalment it is picked already), the payment date not after today, the amount and the proof.
 */
function baixaManual(c: CobrancaDetalhe, refrescar: () => void) {
  const primeiraAberta = c.lancamentos.find((l) => l.situacaoLancamento === 'PREVISTO');
  const corpo = (v: BaixaValores, setError: UseFormSetError<BaixaValores>) => {
    const valor = parseValorBrasileiro(v.valorPago);
    const body = {
      idProcessoCobranca: c.idProcessoCobranca,
      dataPagamento: v.dataPagamento ?? '',
      valorPago: v.valorPago.trim() === '' ? undefined : valor.ok ? valor.valor.toNumber() : -1,
      lancamentos: v.lancamentos,
      documentos: documentos(TIPO_DOCUMENTO_COBRANCA.COMPROVANTE_PAGAMENTO, v.documentos),
    };
    return validarCom(baixaManualSchema(todayInSaoPaulo()), body, setError);
  };
  const definicao: AcaoDoDialogo<BaixaValores, NonNullable<ReturnType<typeof corpo>>, Mensagem> = {
    titulo: 'Realizar Baixa Manual',
    campos: <CamposBaixaManual c={c} />,
    valoresIniciais: {
      lancamentos: c.totalParcelas === 1 && primeiraAberta ? [primeiraAberta.id] : [],
      dataPagamento: todayInSaoPaulo(),
      valorPago: '',
      documentos: [],
    },
    corpo,
    enviar: async (ok) => {
      const r = await cobrancaApi.baixaManual(ok);
      refrescar();
      return r;
    },
    mensagem: (r) => r.message,
    erros: 'bannerSemCampo',
  };
  return definicao;
}

// ---------------------------------------------------------------- Termo de parcelamento

/** 'Anexar Termo de Parcelamento' (spec 03 §4, §5): the signed term (type 9); 'Acordo Firmado com Sucesso'. */
function anexarTermo(c: CobrancaDetalhe, refrescar: () => void) {
  const corpo = (
    v: { documentos: UploadedFile[] },
    setError: UseFormSetError<{ documentos: UploadedFile[] }>,
  ) =>
    validarCom(
      anexarTermoSchema,
      { documentos: documentos(TIPO_DOCUMENTO_COBRANCA.TERMO_PARCELAMENTO, v.documentos) },
      setError,
    );
  const definicao: AcaoDoDialogo<
    { documentos: UploadedFile[] },
    NonNullable<ReturnType<typeof corpo>>,
    Mensagem
  > = {
    titulo: 'Anexar Termo de Parcelamento',
    campos: <CampoDocumentos label="Termo de Parcelamento assinado" />,
    valoresIniciais: { documentos: [] },
    corpo,
    enviar: async (ok) => {
      const r = await cobrancaApi.anexarTermo(c.idProcessoCobranca, ok);
      refrescar();
      return r;
    },
    mensagem: (r) => r.message || MENSAGENS_COBRANCA.acordoFirmado,
    camposDoServidor: [],
  };
  return definicao;
}

interface TermoValores {
  tipo: 'TITULAR' | 'REPRESENTANTE';
  nome: string;
  cpfCnpj: string;
  telefone: string;
}

const titular = (c: CobrancaDetalhe): TermoValores => ({
  tipo: 'TITULAR',
  nome: c.titular.nome.slice(0, 50),
  cpfCnpj: c.titular.documentoIdentificacao,
  telefone: '',
});
const representante = (c: CobrancaDetalhe): TermoValores => ({
  tipo: 'REPRESENTANTE',
  nome: c.requerente.nome,
  cpfCnpj: c.requerente.cpf,
  telefone: c.requerente.telefone,
});

/** Titular fills the debtor's name and document and locks them; Representante starts from the saved requester. */
function CamposTermo({ c }: { c: CobrancaDetalhe }) {
  const form = useFormContext<TermoValores>();
  const tipo = form.watch('tipo');
  const travado = tipo === 'TITULAR';
  const campo = (name: 'nome' | 'cpfCnpj' | 'telefone', label: string, max: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={name !== 'telefone'}
          disabled={travado}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      )}
    />
  );
  return (
    <>
      <TextField
        select
        label="Requerente"
        value={tipo}
        onChange={(e) => form.reset(e.target.value === 'TITULAR' ? titular(c) : representante(c))}
      >
        <MenuItem value="TITULAR">Titular</MenuItem>
        <MenuItem value="REPRESENTANTE">Representante</MenuItem>
      </TextField>
      {campo('nome', 'Nome', 50)}
      {campo('cpfCnpj', 'CPF/CNPJ', 18)}
      {campo('telefone', 'Telefone', 15)}
    </>
  );
}

/** 'Gerar Termo de Parcelamento' (spec 03 §4, §5): the PDF downloads as TERMO_DE_PARCELAMENTO. */
function gerarTermo(c: CobrancaDetalhe) {
  const corpo = (v: TermoValores, setError: UseFormSetError<TermoValores>) =>
    validarCom(termoParcelamentoQuerySchema, v, setError);
  const definicao: AcaoDoDialogo<TermoValores, NonNullable<ReturnType<typeof corpo>>, void> = {
    titulo: 'Gerar Termo de Parcelamento',
    campos: <CamposTermo c={c} />,
    valoresIniciais: titular(c),
    corpo,
    enviar: async (ok) => {
      const q: Record<string, string> = { tipo: ok.tipo };
      if (ok.nome) q.nome = ok.nome;
      if (ok.cpfCnpj) q.cpfCnpj = ok.cpfCnpj;
      if (ok.telefone) q.telefone = ok.telefone;
      const blob = await http.pdf(cobrancaPdf.termo(c.idProcessoCobranca, q));
      baixarArquivo(blob, 'TERMO_DE_PARCELAMENTO.pdf');
    },
    mensagem: () => 'Termo de parcelamento gerado',
    camposDoServidor: [],
  };
  return definicao;
}

/** The action's required PDF (proof of payment, signed term); choosing one clears its error. */
function CampoDocumentos({ label }: { label: string }) {
  const { control, clearErrors } = useFormContext<{ documentos: UploadedFile[] }>();
  return (
    <Controller
      control={control}
      name="documentos"
      render={({ field, fieldState }) => (
        <PdfUploadField
          label={label}
          required
          value={field.value}
          onChange={(arquivos) => {
            field.onChange(arquivos);
            clearErrors('documentos');
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A collection's page action (spec 03 §2.3, §4, §5) in the action dialog, its fields by the action. */
export function AcaoCobrancaDialog({
  c,
  acao,
  onClose,
}: {
  c: CobrancaDetalhe;
  acao: AcaoCobrancaComDialogo;
  onClose: () => void;
}) {
  const refrescar = useRefrescar(c);
  switch (acao) {
    case 'CANCELAR':
      return <DialogoDeAcao acao={cancelar(c, refrescar)} onClose={onClose} />;
    case 'BAIXA_MANUAL':
      return <DialogoDeAcao acao={baixaManual(c, refrescar)} onClose={onClose} />;
    case 'ANEXAR_TERMO_PARCELAMENTO':
      return <DialogoDeAcao acao={anexarTermo(c, refrescar)} onClose={onClose} />;
    case 'GERAR_TERMO_PARCELAMENTO':
      return <DialogoDeAcao acao={gerarTermo(c)} onClose={onClose} />;
  }
}

/** Emitir Boleto (single payment): the slip of instalment 1. */
export const emitirBoleto = (c: CobrancaDetalhe) => abrirPdf(cobrancaPdf.boleto(c.idProcessoCobranca, 1));
