import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  exigeComprovanteRepresentacao,
  ROTULO_TIPO_REQUERENTE,
  type RequerenteLookup,
  type TipoRequerente,
} from '@divida/domain/cobranca/cobranca.schema';
import {
  MENSAGENS_ASSISTENTE,
  requerenteEtapaSchema,
  tiposRequerenteDoDevedor,
} from '@divida/domain/cobranca/negociacao.form';
import { isValidCpf, onlyDigits } from '@divida/domain/documents';
import { MaskedField } from '../../components/form/MaskedField.tsx';
import { PdfUploadField } from '../../components/form/PdfUploadField.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { errorMessage } from '../../lib/notify.ts';
import type { DebitoNegociavel } from './debito.ts';
import { validarCom } from '../../components/form/validarCom.ts';
import { FORM_ETAPA, type RequerenteValores } from './etapa.ts';
import { negociacaoApi } from './negociacao.api.ts';

const VAZIO: RequerenteValores = {
  id: null,
  tipo: '',
  nome: '',
  cpf: '',
  email: '',
  telefone: '',
  arquivoIdentificacao: [],
  comprovanteRepresentacao: [],
  salvos: { identificacao: false, comprovante: false },
};

const arquivo = (files: RequerenteValores['arquivoIdentificacao']) =>
  files[0] ? { uuid: files[0].uuid, nome: files[0].fileName } : null;

/** As the requester step's schema and the agreement's payload take it. */
export const requerenteParaApi = (v: RequerenteValores) => ({
  id: v.id,
  tipo: v.tipo,
  nome: v.nome,
  cpf: v.cpf,
  email: v.email,
  telefone: v.telefone,
  arquivoIdentificacao: arquivo(v.arquivoIdentificacao),
  comprovanteRepresentacao: exigeComprovanteRepresentacao(v.tipo as TipoRequerente)
    ? arquivo(v.comprovanteRepresentacao)
    : null,
});

/**
 * 'Identificação do Requerente' (spec 03 §5): who asks for the agreement. The Titular is filled from
 * the debtor; a full CPF looks up a requester already known (its e-mail then stays as registered);
 * on Próximo the CPF and e-mail pair is checked with the server.
 */
export function EtapaRequerente({
  debito,
  inicial,
  onAvancar,
  setOcupado,
  setErro,
}: {
  debito: DebitoNegociavel;
  inicial: RequerenteValores | null;
  onAvancar: (v: RequerenteValores) => void;
  setOcupado: (b: boolean) => void;
  setErro: (e: string | null) => void;
}) {
  const form = useForm<RequerenteValores>({ defaultValues: inicial ?? VAZIO });
  const { control, setValue, setError, clearErrors, watch } = form;
  const tipos = tiposRequerenteDoDevedor(debito.cpfCnpj);
  const tipo = watch('tipo');
  const cpf = watch('cpf');
  const [emailTravado, setEmailTravado] = useState(Boolean(inicial?.id));

  // the Titular is the debtor: its name, CPF, e-mail and phone as registered
  async function escolherTipo(t: TipoRequerente) {
    setValue('tipo', t);
    clearErrors('tipo');
    if (t !== 'TITULAR') return;
    try {
      const p = await negociacaoApi.processo(debito.id);
      const d = p.devedor;
      setValue('nome', d.nome.slice(0, 50));
      if (onlyDigits(d.documentoIdentificacao).length === 11) setValue('cpf', d.documentoIdentificacao);
      setValue('email', d.email ?? '');
      setValue('telefone', onlyDigits(d.telefone1 ?? ''));
    } catch (e) {
      setErro(errorMessage(e));
    }
  }

  // what the lookup says: filled from the record, a record kept aside (the person was typing), or the
  // fields of an earlier record emptied
  const [aviso, setAviso] = useState<
    { tipo: 'preenchido' | 'outroCpf' } | { tipo: 'cadastrado'; registro: RequerenteLookup } | null
  >(null);
  const { getValues } = form;

  /** Name, e-mail and phone all from the record, never some of them (issue 23: one person's name with another's e-mail). */
  function usarCadastro(r: RequerenteLookup) {
    setValue('id', r.id);
    setValue('nome', r.nome);
    setValue('email', r.email);
    setValue('telefone', r.telefone);
    setValue('salvos', {
      identificacao: r.documentoIdentificacao !== null,
      comprovante: r.comprovanteRepresentacao !== null,
    });
    clearErrors(['nome', 'email', 'telefone']);
    setEmailTravado(true);
    setAviso({ tipo: 'preenchido' });
  }

  // a full, valid CPF looks up a requester already known (404: a new one)
  useEffect(() => {
    const digitos = onlyDigits(cpf ?? '');
    const deOutroCadastro = getValues('id') !== null;
    /** the fields a record filled go with it: another CPF starts them empty */
    const esquecerCadastro = () => {
      if (!deOutroCadastro) return;
      setValue('id', null);
      setValue('nome', '');
      setValue('email', '');
      setValue('telefone', '');
      setValue('salvos', { identificacao: false, comprovante: false });
      setEmailTravado(false);
      setAviso({ tipo: 'outroCpf' });
    };
    if (digitos.length !== 11 || !isValidCpf(digitos)) {
      esquecerCadastro();
      // a record offered for the CPF that was there no longer applies
      if (!deOutroCadastro) setAviso((a) => (a?.tipo === 'outroCpf' ? a : null));
      return;
    }
    // what was there when the CPF was completed: typed over meanwhile, it is the person's to keep
    const antes = getValues(['nome', 'email', 'telefone']).join('\u0000');
    let vivo = true;
    negociacaoApi
      .requerentePorCpf(digitos, debito.id)
      .then((r) => {
        if (!vivo) return;
        if (!r) return esquecerCadastro();
        if (getValues(['nome', 'email', 'telefone']).join('\u0000') === antes) usarCadastro(r);
        else setAviso({ tipo: 'cadastrado', registro: r });
      })
      .catch((e: unknown) => vivo && setError('cpf', { type: 'server', message: errorMessage(e) }));
    return () => {
      vivo = false;
    };
  }, [cpf, setValue, setError]);

  const onSubmit = form.handleSubmit(async (v) => {
    setErro(null);
    const ok = validarCom(requerenteEtapaSchema(v.salvos), requerenteParaApi(v), setError);
    if (!ok) return;
    setOcupado(true);
    try {
      await negociacaoApi.validarRequerente(ok.cpf, ok.email);
      onAvancar({ ...v, cpf: ok.cpf, email: ok.email, telefone: ok.telefone, nome: ok.nome });
    } catch (e) {
      if (applyServerErrors(e, setError, ['cpf', 'email']).length === 0) setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  });

  const salvos = watch('salvos');
  return (
    <form id={FORM_ETAPA} onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {aviso && (
          <Alert
            severity={aviso.tipo === 'preenchido' ? 'success' : 'info'}
            action={
              aviso.tipo === 'cadastrado' ? (
                <Button color="inherit" size="small" onClick={() => usarCadastro(aviso.registro)}>
                  Usar o cadastro
                </Button>
              ) : undefined
            }
          >
            {aviso.tipo === 'preenchido'
              ? MENSAGENS_ASSISTENTE.requerentePreenchido
              : aviso.tipo === 'cadastrado'
                ? MENSAGENS_ASSISTENTE.requerenteCadastradoDigitado
                : MENSAGENS_ASSISTENTE.requerenteOutroCpf}
          </Alert>
        )}
        <Controller
          control={control}
          name="tipo"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label="Tipo do Requerente"
              value={field.value}
              onChange={(e) => void escolherTipo(e.target.value as TipoRequerente)}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              inputRef={field.ref}
            >
              {tipos.map((t) => (
                <MenuItem key={t} value={t}>
                  {ROTULO_TIPO_REQUERENTE[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MaskedField control={control} name="cpf" kind="cpf" label="CPF" required fullWidth />
          <Controller
            control={control}
            name="nome"
            render={({ field, fieldState }) => (
              <TextField
                required
                fullWidth
                label="Nome"
                value={field.value}
                // names are kept in upper case, as the debtor's
                onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                required
                fullWidth
                type="email"
                label="E-mail"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={emailTravado}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          />
          <MaskedField
            control={control}
            name="telefone"
            kind="telefone"
            label="Telefone"
            required
            fullWidth
          />
        </Stack>
        <Controller
          control={control}
          name="arquivoIdentificacao"
          render={({ field, fieldState }) => (
            <PdfUploadField
              label={
                salvos.identificacao
                  ? 'Documento de Identificação (já cadastrado; envie outro para substituir)'
                  : 'Documento de Identificação'
              }
              required={!salvos.identificacao}
              value={field.value}
              onChange={(f) => {
                field.onChange(f);
                clearErrors('arquivoIdentificacao');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {tipo && exigeComprovanteRepresentacao(tipo) && (
          <Controller
            control={control}
            name="comprovanteRepresentacao"
            render={({ field, fieldState }) => (
              <PdfUploadField
                label={tipo === 'PROCURADOR' ? 'Procuração' : 'Contrato Social'}
                required={!salvos.comprovante}
                value={field.value}
                otherNames={form.getValues('arquivoIdentificacao').map((f) => f.fileName)}
                onChange={(f) => {
                  field.onChange(f);
                  clearErrors('comprovanteRepresentacao');
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      </Stack>
    </form>
  );
}
