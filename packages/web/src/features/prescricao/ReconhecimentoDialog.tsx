import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { justificativaSchema, MENSAGENS_PRESCRICAO } from '@divida/domain/prazos/prescricao.schema';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { useReconhecimento, type PassoReconhecimento } from './prescricao.api.ts';

export const JUSTIFICATIVA_MAX = 1000;

/** The justification's rule of docs/prazos-e-prescricao.md §3 (the domain's schema, 10–1000 characters); null when it passes. */
export function erroJustificativa(v: string): string | null {
  const r = justificativaSchema.safeParse({ justificativa: v });
  return r.success ? null : (r.error.issues[0]?.message ?? MENSAGENS_PRESCRICAO.justificativa);
}

const TEXTOS: Record<
  PassoReconhecimento,
  { titulo: string; texto: string; confirmar: string; sucesso: string }
> = {
  reconhecer: {
    titulo: 'Propor Reconhecimento da Prescrição',
    texto:
      'A proposta será analisada por outro usuário com permissão de aprovação. Informe por que a prescrição se consumou.',
    confirmar: 'Propor Reconhecimento',
    sucesso: MENSAGENS_PRESCRICAO.propostaRegistrada,
  },
  aprovar: {
    titulo: 'Aprovar Reconhecimento da Prescrição',
    texto:
      'Ao aprovar, a CDA passa à situação PRESCRITA e não poderá mais ser negociada, ajuizada nem protestada. Tem certeza que deseja realizar essa operação?',
    confirmar: 'Aprovar',
    sucesso: MENSAGENS_PRESCRICAO.aprovada,
  },
  anular: {
    titulo: 'Anular Reconhecimento da Prescrição',
    texto: 'O reconhecimento será desfeito e a contagem da prescrição volta a valer. Informe o motivo.',
    confirmar: 'Anular',
    sucesso: MENSAGENS_PRESCRICAO.anulada,
  },
};

/**
 * One step of the recognition (docs/prazos-e-prescricao.md §3): propose with a justification, approve (a confirmation:
 * it cannot be done by the proposer), annul with a justification. The server's refusal in Portuguese
 * stays in the dialog.
 */
export function ReconhecimentoDialog({
  idProcesso,
  passo,
  onClose,
}: {
  idProcesso: number;
  passo: PassoReconhecimento;
  onClose: () => void;
}) {
  const executar = useReconhecimento(idProcesso);
  const [justificativa, setJustificativa] = useState('');
  const [tocado, setTocado] = useState(false);
  const pedeJustificativa = passo !== 'aprovar';
  const erro = pedeJustificativa && tocado ? erroJustificativa(justificativa) : null;
  const t = TEXTOS[passo];
  const destrutivo = passo !== 'reconhecer';

  const confirmar = () => {
    setTocado(true);
    if (pedeJustificativa && erroJustificativa(justificativa)) return;
    executar.mutate(
      { passo, justificativa: justificativa.trim() },
      {
        onSuccess: (r) => {
          notifySuccess(r?.message || t.sucesso);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reconhecimento-titulo"
      aria-describedby="reconhecimento-texto"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirmar();
        }}
      >
        <DialogTitle id="reconhecimento-titulo">{t.titulo}</DialogTitle>
        <DialogContent>
          {executar.isError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {errorMessage(executar.error)}
            </Alert>
          )}
          <DialogContentText id="reconhecimento-texto" sx={{ mb: 2 }}>
            {t.texto}
          </DialogContentText>
          {pedeJustificativa && (
            <TextField
              label="Justificativa"
              required
              fullWidth
              multiline
              minRows={3}
              autoFocus
              value={justificativa}
              onChange={(e) => setJustificativa(e.target.value)}
              onBlur={() => setTocado(true)}
              error={Boolean(erro)}
              helperText={erro ?? `${justificativa.trim().length}/${JUSTIFICATIVA_MAX} caracteres`}
              slotProps={{ htmlInput: { maxLength: JUSTIFICATIVA_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus={!pedeJustificativa}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destrutivo ? 'error' : 'primary'}
            disabled={executar.isPending}
          >
            {t.confirmar}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
