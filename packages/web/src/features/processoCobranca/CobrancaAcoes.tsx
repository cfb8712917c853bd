import { useState, type ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { todayInSaoPaulo } from '@divida/domain/calendar';
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
import { DateField } from '../../components/form/DateField.tsx';
import { PdfUploadField } from '../../components/form/PdfUploadField.tsx';
import type { UploadedFile } from '../../components/form/pdfFiles.ts';
import { ValorField } from '../../components/form/ValorField.tsx';
import { validarCom } from '../../components/form/validarCom.ts';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { baixarArquivo } from '../../lib/baixarArquivo.ts';
import { http } from '../../lib/http.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { cobrancaApi, cobrancaKeys, cobrancaPdf } from './cobranca.api.ts';

const documentos = (tipo: number, files: UploadedFile[]) =>
  files.length
    ? [{ idTipoDocumento: tipo, arquivos: files.map((f) => ({ uuid: f.uuid, nome: f.fileName })) }]
    : [];

/** A dialog of a collection's action: its fields, the server's error in a banner, Cancelar and Confirmar. */
function AcaoCobrancaDialog({
  titulo,
  onClose,
  onConfirmar,
  ocupado,
  erro,
  children,
  rotuloFechar = 'Cancelar',
  rotuloConfirmar = 'Confirmar',
}: {
  titulo: string;
  onClose: () => void;
  onConfirmar: () => void;
  ocupado: boolean;
  erro: string | null;
  children: ReactNode;
  /** Where 'Cancelar' would be ambiguous (the cancellation itself), the buttons say what they do. */
  rotuloFechar?: string;
  rotuloConfirmar?: string;
}) {
  const id = `dialogo-${titulo.replace(/\W+/g, '-')}`;
  return (
    <Dialog open onClose={ocupado ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogTitle id={id}>{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {erro && <Alert severity="error">{erro}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ocupado}>
          {rotuloFechar}
        </Button>
        <Button variant="contained" onClick={onConfirmar} disabled={ocupado}>
          {rotuloConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** After an action: the toast with the server's message, the collection (and lists) read again. */
function useDepois(c: CobrancaDetalhe, onClose: () => void) {
  const queryClient = useQueryClient();
  return (message: string) => {
    notifySuccess(message);
    void queryClient.invalidateQueries({ queryKey: cobrancaKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['processo'] });
    void queryClient.invalidateQueries({ queryKey: cobrancaKeys.detail(c.idProcessoCobranca) });
    onClose();
  };
}

/** 'Cancelar Processo de Cobrança' (spec 03 §2.3, §5): a reason of 5 to 200 characters. */
export function CancelarCobrancaDialog({ c, onClose }: { c: CobrancaDetalhe; onClose: () => void }) {
  const form = useForm<{ motivo: string }>({ defaultValues: { motivo: '' } });
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const depois = useDepois(c, onClose);
  const confirmar = form.handleSubmit(async (v) => {
    const ok = validarCom(
      cancelarCobrancaSchema,
      { idProcessoCobranca: c.idProcessoCobranca, ...v },
      form.setError,
    );
    if (!ok) return;
    setOcupado(true);
    try {
      depois((await cobrancaApi.cancelar(ok.idProcessoCobranca, ok.motivo)).message);
    } catch (e) {
      if (applyServerErrors(e, form.setError).length === 0) setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  });
  return (
    <AcaoCobrancaDialog
      titulo="Cancelar Processo de Cobrança"
      rotuloFechar="Voltar"
      rotuloConfirmar="Cancelar cobrança"
      onClose={onClose}
      onConfirmar={() => void confirmar()}
      ocupado={ocupado}
      erro={erro}
    >
      <Controller
        control={form.control}
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
    </AcaoCobrancaDialog>
  );
}

interface BaixaValores {
  lancamentos: number[];
  dataPagamento: string | null;
  valorPago: string;
  documentos: UploadedFile[];
}

/**
 * 'Realizar Baixa Manual' (spec 03 §2.3, §4, §5): only the first open instalment can be picked (with a
 * single instalment it is picked already), the payment date not after today, the amount and the proof.
 */
export function BaixaManualDialog({ c, onClose }: { c: CobrancaDetalhe; onClose: () => void }) {
  const primeiraAberta = c.lancamentos.find((l) => l.situacaoLancamento === 'PREVISTO');
  const form = useForm<BaixaValores>({
    defaultValues: {
      lancamentos: c.totalParcelas === 1 && primeiraAberta ? [primeiraAberta.id] : [],
      dataPagamento: todayInSaoPaulo(),
      valorPago: '',
      documentos: [],
    },
  });
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const depois = useDepois(c, onClose);
  const escolhidas = form.watch('lancamentos');
  const confirmar = form.handleSubmit(async (v) => {
    const valor = parseValorBrasileiro(v.valorPago);
    const body = {
      idProcessoCobranca: c.idProcessoCobranca,
      dataPagamento: v.dataPagamento ?? '',
      valorPago: v.valorPago.trim() === '' ? undefined : valor.ok ? valor.valor.toNumber() : -1,
      lancamentos: v.lancamentos,
      documentos: documentos(TIPO_DOCUMENTO_COBRANCA.COMPROVANTE_PAGAMENTO, v.documentos),
    };
    const ok = validarCom(baixaManualSchema(todayInSaoPaulo()), body, form.setError);
    if (!ok) return;
    setOcupado(true);
    try {
      depois((await cobrancaApi.baixaManual(ok)).message);
    } catch (e) {
      if (applyServerErrors(e, form.setError).length === 0) setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  });
  const erroParcela = form.formState.errors.lancamentos?.message;
  return (
    <AcaoCobrancaDialog
      titulo="Realizar Baixa Manual"
      onClose={onClose}
      onConfirmar={() => void confirmar()}
      ocupado={ocupado}
      erro={erro}
    >
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
      <CampoDocumentos form={form} label="Comprovante de Pagamento" />
    </AcaoCobrancaDialog>
  );
}

/** 'Anexar Termo de Parcelamento' (spec 03 §4, §5): the signed term (type 9); 'Acordo Firmado com Sucesso'. */
export function AnexarTermoDialog({ c, onClose }: { c: CobrancaDetalhe; onClose: () => void }) {
  const form = useForm<{ documentos: UploadedFile[] }>({ defaultValues: { documentos: [] } });
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const depois = useDepois(c, onClose);
  const confirmar = form.handleSubmit(async (v) => {
    const ok = validarCom(
      anexarTermoSchema,
      { documentos: documentos(TIPO_DOCUMENTO_COBRANCA.TERMO_PARCELAMENTO, v.documentos) },
      form.setError,
    );
    if (!ok) return;
    setOcupado(true);
    try {
      depois(
        (await cobrancaApi.anexarTermo(c.idProcessoCobranca, ok)).message || MENSAGENS_COBRANCA.acordoFirmado,
      );
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  });
  return (
    <AcaoCobrancaDialog
      titulo="Anexar Termo de Parcelamento"
      onClose={onClose}
      onConfirmar={() => void confirmar()}
      ocupado={ocupado}
      erro={erro}
    >
      <CampoDocumentos form={form} label="Termo de Parcelamento assinado" />
    </AcaoCobrancaDialog>
  );
}

interface TermoValores {
  tipo: 'TITULAR' | 'REPRESENTANTE';
  nome: string;
  cpfCnpj: string;
  telefone: string;
}

/**
 * 'Gerar Termo de Parcelamento' (spec 03 §4, §5): Titular fills the debtor's name and document and
 * locks them; Representante starts from the saved requester. The PDF downloads as TERMO_DE_PARCELAMENTO.
 */
export function GerarTermoDialog({ c, onClose }: { c: CobrancaDetalhe; onClose: () => void }) {
  const titular = (): TermoValores => ({
    tipo: 'TITULAR',
    nome: c.titular.nome.slice(0, 50),
    cpfCnpj: c.titular.documentoIdentificacao,
    telefone: '',
  });
  const representante = (): TermoValores => ({
    tipo: 'REPRESENTANTE',
    nome: c.requerente.nome,
    cpfCnpj: c.requerente.cpf,
    telefone: c.requerente.telefone,
  });
  const form = useForm<TermoValores>({ defaultValues: titular() });
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const tipo = form.watch('tipo');
  const travado = tipo === 'TITULAR';
  const confirmar = form.handleSubmit(async (v) => {
    const ok = validarCom(termoParcelamentoQuerySchema, v, form.setError);
    if (!ok) return;
    setOcupado(true);
    try {
      const q: Record<string, string> = { tipo: ok.tipo };
      if (ok.nome) q.nome = ok.nome;
      if (ok.cpfCnpj) q.cpfCnpj = ok.cpfCnpj;
      if (ok.telefone) q.telefone = ok.telefone;
      const blob = await http.pdf(cobrancaPdf.termo(c.idProcessoCobranca, q));
      baixarArquivo(blob, 'TERMO_DE_PARCELAMENTO.pdf');
      notifySuccess('Termo de parcelamento gerado');
      onClose();
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  });
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
    <AcaoCobrancaDialog
      titulo="Gerar Termo de Parcelamento"
      onClose={onClose}
      onConfirmar={() => void confirmar()}
      ocupado={ocupado}
      erro={erro}
    >
      <TextField
        select
        label="Requerente"
        value={tipo}
        onChange={(e) => form.reset(e.target.value === 'TITULAR' ? titular() : representante())}
      >
        <MenuItem value="TITULAR">Titular</MenuItem>
        <MenuItem value="REPRESENTANTE">Representante</MenuItem>
      </TextField>
      {campo('nome', 'Nome', 50)}
      {campo('cpfCnpj', 'CPF/CNPJ', 18)}
      {campo('telefone', 'Telefone', 15)}
    </AcaoCobrancaDialog>
  );
}

/** The action's required PDF (proof of payment, signed term); choosing one clears its error. */
function CampoDocumentos<F extends { documentos: UploadedFile[] }>({
  form,
  label,
}: {
  form: UseFormReturn<F>;
  label: string;
}) {
  const f = form as unknown as UseFormReturn<{ documentos: UploadedFile[] }>;
  return (
    <Controller
      control={f.control}
      name="documentos"
      render={({ field, fieldState }) => (
        <PdfUploadField
          label={label}
          required
          value={field.value}
          onChange={(arquivos) => {
            field.onChange(arquivos);
            f.clearErrors('documentos');
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Emitir Boleto (single payment): the slip of instalment 1. */
export const emitirBoleto = (c: CobrancaDetalhe) => abrirPdf(cobrancaPdf.boleto(c.idProcessoCobranca, 1));
