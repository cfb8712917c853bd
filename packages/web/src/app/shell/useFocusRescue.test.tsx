import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { describe, expect, it, vi } from 'vitest';
import { useFocusRescue } from './useFocusRescue.ts';

vi.setConfig({ testTimeout: 30_000 });

/** A page whose action, once confirmed in its dialog, is no longer offered (its button goes). */
function Pagina() {
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  const [aberto, setAberto] = useState(false);
  const [feito, setFeito] = useState(false);
  return (
    <main ref={main}>
      <h1>Processo 2026/00000001</h1>
      {!feito && <Button onClick={() => setAberto(true)}>Arquivar</Button>}
      <Button>Outra ação</Button>
      <Dialog open={aberto} onClose={() => setAberto(false)} aria-labelledby="t">
        <DialogTitle id="t">Arquivar</DialogTitle>
        <DialogActions>
          <Button
            onClick={() => {
              setFeito(true);
              setAberto(false);
            }}
          >
            Confirmar
          </Button>
        </DialogActions>
      </Dialog>
    </main>
  );
}

describe('useFocusRescue', () => {
  it('after a dialog whose opening button went away, the focus is on the page title, not lost', async () => {
    render(<Pagina />);
    const arquivar = screen.getByRole('button', { name: 'Arquivar' });
    arquivar.focus();
    fireEvent.click(arquivar);
    const confirmar = await screen.findByRole('button', { name: 'Confirmar' });
    confirmar.focus();
    fireEvent.click(confirmar);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });
});
