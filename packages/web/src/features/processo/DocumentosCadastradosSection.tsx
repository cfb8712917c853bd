import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { formatDate } from '@divida/domain/format';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { notifyError } from '../../lib/notify.ts';
import { processoPdf } from './processo.api.ts';
import { SubstituirDocumentoDialog } from './SubstituirDocumentoDialog.tsx';

type DocumentoProcesso = ProcessoDetalhe['documentos'][number];

/** The documents of a saved process (edit only), each with download and 'Alterar' (spec 02 §2.3). */
export function DocumentosCadastradosSection({
  idProcesso,
  documentos,
}: {
  idProcesso: number;
  documentos: readonly DocumentoProcesso[];
}) {
  const [alterando, setAlterando] = useState<DocumentoProcesso | null>(null);
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
                <Button
                  size="small"
                  onClick={() => abrirPdf(processoPdf.documento(idProcesso, d.id)).catch(notifyError)}
                >
                  Baixar
                </Button>
                <Button size="small" onClick={() => setAlterando(d)}>
                  Alterar
                </Button>
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
