import { Navigate, useParams } from 'react-router';
import { MENSAGENS_TIPO_DOCUMENTO } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { DetailPage, EditarButton, ExcluirButton } from '../../components/DetailPage.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { useExcluirTipoDocumento, useTipoDocumento } from './tipoDocumento.api.ts';

/** /tipoDocumento/:tipoDocumentoId: 'Detalhes do Tipo de Documento' with Excluir and Editar (spec 01 §2.8). */
export default function TipoDocumentoDetailPage() {
  const id = Number(useParams().tipoDocumentoId);
  const { can } = useSession();
  const { data, isPending, isError } = useTipoDocumento(id);
  const excluir = useExcluirTipoDocumento();

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/tipoDocumento" replace />;
  if (isPending && !isError) return <PageLoading />;
  return (
    <DetailPage
      titulo="Detalhes do Tipo de Documento"
      acoes={
        <>
          {data && can('TIPO_DOCUMENTO_EXCLUIR') && (
            <ExcluirButton
              id={id}
              excluir={excluir}
              mensagem={MENSAGENS_TIPO_DOCUMENTO.excluido}
              destino="/tipoDocumento"
            />
          )}
          {data && can('TIPO_DOCUMENTO_ALTERAR') && <EditarButton id={id} to="/tipoDocumento/editar" />}
        </>
      }
    >
      {data && <DetailItem label="Nome" value={data.nome} />}
    </DetailPage>
  );
}
