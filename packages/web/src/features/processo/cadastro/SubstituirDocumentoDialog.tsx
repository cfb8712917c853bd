import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MENSAGENS_PROCESSO } from '@divida/domain/processo/processo.schema';
import { PdfUploadField } from '../../../components/form/PdfUploadField.tsx';
import type { UploadedFile } from '../../../components/form/pdfFiles.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSubstituirDocumento } from '../processo.api.ts';

/** 'Alterar' a registered document: a new PDF in its place (spec 02 §2.3; PUT .../documento/replace). */
export function SubstituirDocumentoDialog({
  idProcesso,
  documento,
  onClose,
}: {
  idProcesso: number;
  documento: { id: number; nome: string } | null;
  onClose: () => void;
}) {
  const [arquivos, setArquivos] = useState<UploadedFile[]>([]);
  const substituir = useSubstituirDocumento(idProcesso);
  const fechar = () => {
    setArquivos([]);
    onClose();
  };
  const confirmar = () => {
    if (!documento || arquivos.length === 0) return;
    substituir.mutate(
      { docId: documento.id, arquivos: arquivos.map((a) => ({ uuid: a.uuid, nome: a.fileName })) },
      {
        onSuccess: (r) => {
          notifySuccess(r?.message || MENSAGENS_PROCESSO.documentoAtualizado);
          fechar();
        },
      },
    );
  };
  return (
    <Dialog
      open={documento !== null}
      onClose={fechar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="substituir-titulo"
    >
      <DialogTitle id="substituir-titulo">Alterar documento {documento?.nome}</DialogTitle>
      <DialogContent>
        <PdfUploadField label="Novo arquivo" required value={arquivos} onChange={setArquivos} />
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={confirmar}
          disabled={arquivos.length === 0 || substituir.isPending}
        >
          Alterar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
