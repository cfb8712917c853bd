import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { formatDate } from '@divida/domain/format';
import { useSession } from '../../../lib/SessionProvider.tsx';
import { abrirPdf } from '../../../lib/abrirPdf.ts';
import { notifyError } from '../../../lib/notify.ts';
import { processoPdf } from '../processo.api.ts';
import { SubstituirDocumentoDialog } from './SubstituirDocumentoDialog.tsx';

type DocumentoProcesso = ProcessoDetalhe['documentos'][number];

/**
 * The documents of a saved process (edit only), each with download and 'Alterar' (spec 02 §2.3), as
 * the user's permissions allow (§6: DOWNLOAD_DOCUMENTO, SUBSTITUIR_DOCUMENTO). Each button names its
 * file, so the form's own 'Alterar' (submit) stays the only one called just that.
 */
export function DocumentosCadastradosSection({
  idProcesso,
  documentos,
}: {
  idProcesso: number;
  documentos: readonly DocumentoProcesso[];
}) {
  const [alterando, setAlterando] = useState<DocumentoProcesso | null>(null);
  const { can } = useSession();
  const baixar = can('PROCESSO_CONSTITUICAO_CREDITO_DOWNLOAD_DOCUMENTO');
  const substituir = can('PROCESSO_CONSTITUICAO_CREDITO_SUBSTITUIR_DOCUMENTO');
  if (documentos.length === 0)
    return <Typography color="text.secondary">Não há documentos cadastrados.</Typography>;
  return (
    <>
      <List dense aria-label="Documentos cadastrados">
        {documentos.map((d) => (
          <ListItem
            key={d.id}
            secondaryAction={
              <Stack direction="row" spacing={1}>
                {baixar && (
                  <Button
                    size="small"
                    aria-label={`Baixar ${d.nome}`}
                    onClick={() => abrirPdf(processoPdf.documento(idProcesso, d.id)).catch(notifyError)}
                  >
                    Baixar
                  </Button>
                )}
                {substituir && (
                  <Button size="small" aria-label={`Alterar ${d.nome}`} onClick={() => setAlterando(d)}>
                    Alterar
                  </Button>
                )}
              </Stack>
            }
          >
            <ListItemText
              primary={d.nome}
              secondary={[d.tipoDocumento?.nome, formatDate(d.dataCadastro)].filter(Boolean).join(' — ')}
            />
          </ListItem>
        ))}
      </List>
      <SubstituirDocumentoDialog
        idProcesso={idProcesso}
        documento={alterando}
        onClose={() => setAlterando(null)}
      />
    </>
  );
}
