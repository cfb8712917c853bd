import { useEffect } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  configuracaoFormSchema,
  MENSAGENS_CONFIGURACAO,
  paraFracao,
  paraPercentual,
  PRAZO_DIAS_MAXIMO,
} from '@divida/domain/configuracao/configuracao.schema';
import { ANOS_PRESCRICAO_PADRAO } from '@divida/domain/prazos/prescricao';
import { useSession } from '../../lib/SessionProvider.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { formatValor, ValorField } from '../../components/form/ValorField.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useConfiguracao, useSalvarConfiguracao } from './configuracao.api.ts';

type Form = z.input<typeof configuracaoFormSchema>;
const CAMPOS = [
  'maxParcelas',
  'valorMinParcelas',
  'porcentagemJurosMes',
  'porcentagemHonorarios',
  'prazoDias',
  'anosPrescricao',
] as const;

/** A whole number typed by the user; empty → undefined, so the schema's "required" message applies. */
function CampoInteiro({
  control,
  name,
  label,
  disabled,
  max,
}: {
  control: Control<Form>;
  name: 'maxParcelas' | 'prazoDias' | 'anosPrescricao';
  label: string;
  disabled: boolean;
  max?: number;
}) {
  const { field, fieldState } = useController({ control, name });
  const v = field.value as number | string | undefined | null;
  return (
    <TextField
      label={label}
      type="number"
      required
      fullWidth
      disabled={disabled}
      name={field.name}
      value={v === undefined || v === null || Number.isNaN(v) ? '' : v}
      onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { step: 1, min: 1, max } }}
    />
  );
}

/**
 * /configuracao: the global instalment settings (spec 01 §2.5) and the term length of the workflow
 * (docs/workflow.md "Terms"); 'Alterar' only with ALTERAR_CONFIGURACAO.
 */
export default function ConfiguracaoPage() {
  const { can } = useSession();
  const podeAlterar = can('ALTERAR_CONFIGURACAO');
  const { data, isPending } = useConfiguracao();
  const salvar = useSalvarConfiguracao();
  const { control, handleSubmit, reset, setError } = useForm<
    Form,
    unknown,
    z.output<typeof configuracaoFormSchema>
  >({
    resolver: zodResolver(configuracaoFormSchema),
  });
  useEffect(() => {
    if (data)
      reset({
        maxParcelas: data.maxParcelas,
        valorMinParcelas: formatValor('dinheiro', data.valorMinParcelas),
        porcentagemJurosMes: formatValor('percentual', paraPercentual(data.porcentagemJurosMes)),
        porcentagemHonorarios: formatValor('percentual', paraPercentual(data.porcentagemHonorarios)),
        prazoDias: data.prazoDias,
        anosPrescricao: data.anosPrescricao,
      });
  }, [data, reset]);

  if (isPending) return <PageLoading />;

  const onSubmit = handleSubmit((v) =>
    salvar.mutate(
      {
        maxParcelas: v.maxParcelas,
        valorMinParcelas: v.valorMinParcelas,
        porcentagemJurosMes: paraFracao(v.porcentagemJurosMes),
        porcentagemHonorarios: paraFracao(v.porcentagemHonorarios),
        prazoDias: v.prazoDias,
        anosPrescricao: v.anosPrescricao ?? data?.anosPrescricao ?? ANOS_PRESCRICAO_PADRAO,
        // the version the page read: a save by someone else meanwhile is refused, not overwritten
        versao: data?.versao ?? -1,
      },
      {
        onSuccess: () => notifySuccess(MENSAGENS_CONFIGURACAO.atualizada),
        onError: (e) => applyServerErrors(e, setError, CAMPOS),
      },
    ),
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Configuração
      </Typography>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 600 }}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <CampoInteiro
            control={control}
            name="maxParcelas"
            label="Quantidade máxima de parcelas"
            disabled={!podeAlterar}
          />
          <ValorField
            control={control}
            name="valorMinParcelas"
            kind="dinheiro"
            label="Valor mínimo da parcela"
            required
            fullWidth
            disabled={!podeAlterar}
          />
          <ValorField
            control={control}
            name="porcentagemJurosMes"
            kind="percentual"
            label="Juros ao mês"
            required
            fullWidth
            disabled={!podeAlterar}
          />
          <ValorField
            control={control}
            name="porcentagemHonorarios"
            kind="percentual"
            label="Honorários"
            required
            fullWidth
            disabled={!podeAlterar}
          />
          <CampoInteiro
            control={control}
            name="prazoDias"
            label="Prazo de intimação e recurso (dias)"
            max={PRAZO_DIAS_MAXIMO}
            disabled={!podeAlterar}
          />
          {/* docs/prazos-e-prescricao.md §2: the prescription term; each office's legal team confirms it */}
          <CampoInteiro
            control={control}
            name="anosPrescricao"
            label="Prazo de prescrição (anos)"
            max={20}
            disabled={!podeAlterar}
          />
        </Stack>
        {podeAlterar && (
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={salvar.isPending}>
              Alterar
            </Button>
          </Stack>
        )}
      </Box>
      <SavingBackdrop open={salvar.isPending} />
    </Paper>
  );
}
