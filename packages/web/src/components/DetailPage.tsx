import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notifySuccess } from '../lib/notify.ts';
import { ConfirmDialog } from './dialogs/ConfirmDialog.tsx';

/** Frame of a detail page: the h1 title, the page's content, then the action bar led by 'Voltar'. */
export function DetailPage({
  titulo,
  children,
  acoes,
}: {
  titulo: string;
  children?: ReactNode;
  /** Buttons after 'Voltar', in order (only those the record and the user's permissions allow). */
  acoes?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {titulo}
      </Typography>
      {children}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <Button onClick={() => navigate(-1)}>Voltar</Button>
        {acoes}
      </Stack>
    </Paper>
  );
}

/** 'Excluir' with the 'Confirmar Exclusão' dialog; on success notifies and goes back to the list (spec 01 §2.8). */
export function ExcluirButton({
  id,
  excluir,
  mensagem,
  destino,
}: {
  id: number;
  excluir: {
    mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
    isPending: boolean;
  };
  /** Success message, e.g. MENSAGENS_USUARIO.excluido. */
  mensagem: string;
  /** The list route, e.g. '/usuario'. */
  destino: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
        Excluir
      </Button>
      <ConfirmDialog
        open={confirming}
        busy={excluir.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          excluir.mutate(id, {
            onSuccess: () => {
              notifySuccess(mensagem);
              navigate(destino, { replace: true });
            },
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}

/** 'Editar': the record's edit form, which takes the id from the navigation state. */
export function EditarButton({ id, to }: { id: number; to: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="contained" onClick={() => navigate(to, { state: { id } })}>
      Editar
    </Button>
  );
}
