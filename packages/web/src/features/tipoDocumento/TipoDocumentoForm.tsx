import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  MENSAGENS_TIPO_DOCUMENTO,
  TIPO_DOCUMENTO_NOME_MAX,
  tipoDocumentoFormSchema,
} from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { FormActions } from '../../components/form/FormActions.tsx';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { UpperCaseField } from '../../components/form/UpperCaseField.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useSalvarTipoDocumento, useTipoDocumento } from './tipoDocumento.api.ts';

/**
 * 'Novo Tipo de Documento' (cadastrar) and 'Editar Tipo de Documento' (editar, the id arrives as
 * navigation state). After an update the user goes one page back; after a create, to the list (spec 01 §4).
 */
export default function TipoDocumentoForm({ mode }: { mode: 'cadastrar' | 'editar' }) {
  const navigate = useNavigate();
  const state = useLocation().state as { id?: number } | null;
  const id = mode === 'editar' ? state?.id : undefined;
  const { data, isPending } = useTipoDocumento(id);
  const salvar = useSalvarTipoDocumento();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(tipoDocumentoFormSchema),
    defaultValues: { nome: '' },
  });
  useEffect(() => {
    if (data) reset({ nome: data.nome });
  }, [data, reset]);

  if (mode === 'editar' && !id) return <Navigate to="/tipoDocumento" replace />;
  if (mode === 'editar' && isPending) return <PageLoading />;

  const onSubmit = handleSubmit((v) =>
    salvar.mutate(
      { id, versao: data?.versao, nome: v.nome },
      {
        onSuccess: () => {
          if (id) {
            notifySuccess(MENSAGENS_TIPO_DOCUMENTO.atualizado);
            navigate(-1);
          } else {
            notifySuccess(MENSAGENS_TIPO_DOCUMENTO.cadastrado);
            navigate('/tipoDocumento');
          }
        },
        onError: (e) => applyServerErrors(e, setError, ['nome']),
      },
    ),
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {id ? 'Editar Tipo de Documento' : 'Novo Tipo de Documento'}
      </Typography>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ maxWidth: 600 }}>
        <UpperCaseField
          control={control}
          name="nome"
          label="Nome"
          required
          autoFocus
          maxLength={TIPO_DOCUMENTO_NOME_MAX}
        />
        <FormActions submitLabel={id ? 'Editar' : 'Cadastrar'} disabled={salvar.isPending} />
      </Box>
      <SavingBackdrop open={salvar.isPending} />
    </Paper>
  );
}
