import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAGENS_TIPO_DOCUMENTO } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useExcluirTipoDocumento, useTipoDocumento } from './tipoDocumento.api.ts';

/** /tipoDocumento/:tipoDocumentoId: 'Detalhes do Tipo de Documento' with Excluir and Editar (spec 01 §2.8). */
export default function TipoDocumentoDetailPage() {
  const id = Number(useParams().tipoDocumentoId);
  const navigate = useNavigate();
  const { can } = useSession();
  const { data, isPending, isError } = useTipoDocumento(id);
  const excluir = useExcluirTipoDocumento();
  const [confirming, setConfirming] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/tipoDocumento" replace />;
  if (isPending && !isError) return <PageLoading />;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Detalhes do Tipo de Documento
      </Typography>
      {data && <DetailItem label="Nome" value={data.nome} />}
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Voltar</Button>
        {data && can('TIPO_DOCUMENTO_EXCLUIR') && (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Excluir
          </Button>
        )}
        {data && can('TIPO_DOCUMENTO_ALTERAR') && (
          <Button variant="contained" onClick={() => navigate('/tipoDocumento/editar', { state: { id } })}>
            Editar
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        busy={excluir.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          excluir.mutate(id, {
            onSuccess: () => {
              notifySuccess(MENSAGENS_TIPO_DOCUMENTO.excluido);
              navigate('/tipoDocumento', { replace: true });
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Paper>
  );
}
