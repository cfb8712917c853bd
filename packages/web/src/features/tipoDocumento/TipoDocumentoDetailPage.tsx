import { Navigate, useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { MENSAGENS } from '@divida/domain/errors';
import { MENSAGENS_TIPO_DOCUMENTO } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { DetailPage, EditarButton, ExcluirButton } from '../../components/DetailPage.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { useExcluirTipoDocumento, useTipoDocumento } from './tipoDocumento.api.ts';

/** /tipoDocumento/:tipoDocumentoId: 'Detalhes do Tipo de Documento' with Excluir and Editar (spec 01 §2.8). */
export default function TipoDocumentoDetailPage() {
  const id = Number(useParams().tipoDocumentoId);
  const { can, podeAlterarCompartilhado } = useSession();
  // shared by every body: only the PGE changes it (issue 37 item 1)
  const pode = (p: 'TIPO_DOCUMENTO_EXCLUIR' | 'TIPO_DOCUMENTO_ALTERAR') => podeAlterarCompartilhado && can(p);
  const alteraria = can('TIPO_DOCUMENTO_EXCLUIR') || can('TIPO_DOCUMENTO_ALTERAR');
  const { data, isPending, isError } = useTipoDocumento(id);
  const excluir = useExcluirTipoDocumento();

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/tipoDocumento" replace />;
  if (isPending && !isError) return <PageLoading />;
  return (
    <DetailPage
      titulo="Detalhes do Tipo de Documento"
      acoes={
        <>
          {data && pode('TIPO_DOCUMENTO_EXCLUIR') && (
            <ExcluirButton
              id={id}
              excluir={excluir}
              mensagem={MENSAGENS_TIPO_DOCUMENTO.excluido}
              destino="/tipoDocumento"
            />
          )}
          {data && pode('TIPO_DOCUMENTO_ALTERAR') && <EditarButton id={id} to="/tipoDocumento/editar" />}
        </>
      }
    >
      {data && <DetailItem label="Nome" value={data.nome} />}
      {data && alteraria && !podeAlterarCompartilhado && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {MENSAGENS.registroCompartilhado}
        </Typography>
      )}
    </DetailPage>
  );
}
