import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDate } from '@divida/domain/format';
import { DESCRICAO_NIVEL, ROTULO_NIVEL } from './nivel.ts';
import type { EfeitoEvento, Prescricao } from './prescricao.api.ts';

export const ROTULO_EFEITO: Record<EfeitoEvento, string> = {
  INICIO: 'Início',
  INTERRUPCAO: 'Interrupção',
  SUSPENSAO_INICIO: 'Início da suspensão',
  SUSPENSAO_FIM: 'Fim da suspensão',
  FIM: 'Fim',
  SEM_EFEITO: 'Sem efeito',
};

export const ROTULO_REGIME: Record<Prescricao['regime'], string> = {
  TRIBUTARIO: 'Tributário',
  NAO_TRIBUTARIO: 'Não tributário',
};

/** 'Cálculo da prescrição': the events that moved the clock and, sentence by sentence, how the deadline came. */
export function CalculoDialog({ p, onClose }: { p: Prescricao; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="calculo-titulo"
    >
      <DialogTitle id="calculo-titulo">Cálculo da prescrição</DialogTitle>
      {/* a long history scrolls: the content takes the focus so the keyboard can scroll it (axe scrollable-region-focusable) */}
      <DialogContent tabIndex={0} role="region" aria-label="Eventos e explicação do cálculo">
        <Typography sx={{ mb: 2 }}>
          Regime {ROTULO_REGIME[p.regime].toLowerCase()}; constituição definitiva em{' '}
          {formatDate(p.dataConstituicao)}. Nível: {ROTULO_NIVEL[p.nivel]} (
          {DESCRICAO_NIVEL[p.nivel].toLowerCase()}
          ).
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Eventos
        </Typography>
        {p.eventos.length === 0 ? (
          <Typography color="text.secondary">Nenhum evento.</Typography>
        ) : (
          <TableContainer sx={{ mb: 2 }}>
            <Table size="small" aria-label="Eventos da prescrição">
              <TableHead>
                <TableRow>
                  <TableCell>Data</TableCell>
                  <TableCell>Efeito</TableCell>
                  <TableCell>Descrição</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.eventos.map((e, i) => (
                  <TableRow key={`${e.data}-${i}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.data)}</TableCell>
                    <TableCell>{ROTULO_EFEITO[e.efeito]}</TableCell>
                    <TableCell>{e.descricao}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Explicação
        </Typography>
        <ol style={{ marginTop: 4, paddingLeft: 20 }}>
          {p.explicacao.map((frase, i) => (
            <li key={i}>
              <Typography>{frase}</Typography>
            </li>
          ))}
        </ol>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
