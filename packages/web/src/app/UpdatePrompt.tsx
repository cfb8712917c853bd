import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

const CHECK_EVERY_MS = 5 * 60_000;
const REMIND_AFTER_MS = 60_000;

/** spec 03 §2.9: a new version is waiting; checked every 5 minutes. */
export default function UpdatePrompt() {
  const [snoozed, setSnoozed] = useState(false);
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });

  useEffect(() => {
    if (!snoozed) return;
    const t = setTimeout(() => setSnoozed(false), REMIND_AFTER_MS);
    return () => clearTimeout(t);
  }, [snoozed]);

  return (
    <Dialog open={needRefresh && !snoozed} aria-labelledby="atualizacao-titulo">
      <DialogTitle id="atualizacao-titulo">Atualização do Sistema</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Uma nova versão do sistema está disponível. Atualize para usar a versão mais recente.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setSnoozed(true)} disabled={updating}>
          Lembrar mais tarde
        </Button>
        <Button
          variant="contained"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void updateServiceWorker(true);
          }}
        >
          {updating ? 'Atualizando' : 'Atualizar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
