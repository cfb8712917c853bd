import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatBRL, formatDate } from '@divida/domain/format';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import {
  arquivoBancarioKeys,
  conciliacaoApi,
  conciliacaoKeys,
  type AcaoConciliacao,
  type ItemConciliacao,
} from './arquivoBancario.api.ts';
import { ACOES_CONCILIACAO, rotuloMotivo } from './rotulos.ts';

/** BANCO.md §4: a justification of 10 to 500 characters. */
export const JUSTIFICATIVA_MIN = 10;
export const JUSTIFICATIVA_MAX = 500;

/** What is wrong with a justification, or null. */
export function erroJustificativa(texto: string): string | null {
  const t = texto.trim();
  if (!t) return 'Informe a justificativa.';
  if (t.length < JUSTIFICATIVA_MIN)
    return `A justificativa deve ter no mínimo ${JUSTIFICATIVA_MIN} caracteres.`;
  if (t.length > JUSTIFICATIVA_MAX)
    return `A justificativa deve ter no máximo ${JUSTIFICATIVA_MAX} caracteres.`;
  return null;
}

/**
 * Aceitar, Devolver or Descartar a queue line with its justification; a line of no known slip is
 * accepted for the instalment the person names. Devolver and Descartar ask once more before sending.
 */
export function ResolverConciliacaoDialog({
  item,
  acao,
  onClose,
}: {
  item: ItemConciliacao;
  acao: AcaoConciliacao;
  onClose: (resolvido: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const def = ACOES_CONCILIACAO[acao];
  const pedeParcela = acao === 'aceitar' && item.motivo === 'NAO_IDENTIFICADO';
  const [justificativa, setJustificativa] = useState('');
  const [idLancamento, setIdLancamento] = useState('');
  const [erros, setErros] = useState<{ justificativa?: string; idLancamento?: string }>({});
  const [erro, setErro] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [ocupado, setOcupado] = useState(false);

  const validar = () => {
    const e: typeof erros = {};
    const j = erroJustificativa(justificativa);
    if (j) e.justificativa = j;
    if (pedeParcela && !/^\d+$/.test(idLancamento.trim()))
      e.idLancamento = 'Informe o código da parcela a ser baixada.';
    setErros(e);
    return Object.keys(e).length === 0;
  };

  const enviar = async () => {
    setConfirmando(false);
    setOcupado(true);
    setErro(null);
    try {
      const r = await conciliacaoApi.resolver(item.id, acao, {
        justificativa: justificativa.trim(),
        ...(pedeParcela ? { idLancamento: Number(idLancamento) } : {}),
      });
      notifySuccess(r?.message ?? def.sucesso);
      void queryClient.invalidateQueries({ queryKey: conciliacaoKeys.all });
      void queryClient.invalidateQueries({ queryKey: arquivoBancarioKeys.all });
      onClose(true);
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  };

  const confirmar = () => {
    if (!validar()) return;
    if (def.destrutiva) setConfirmando(true);
    else void enviar();
  };

  const tituloId = `conciliacao-${acao}-titulo`;
  return (
    <>
      <Dialog
        open
        onClose={ocupado ? undefined : () => onClose(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={tituloId}
      >
        <DialogTitle id={tituloId}>{def.titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {erro && <Alert severity="error">{erro}</Alert>}
            <Typography variant="body2">
              {rotuloMotivo(item.motivo)} — nosso número {item.nossoNumero ?? 'não informado'}
              {item.valorPago !== null ? `, pago ${formatBRL(item.valorPago)}` : ''}
              {item.dataPagamento ? ` em ${formatDate(item.dataPagamento)}` : ''}.
            </Typography>
            {pedeParcela && (
              <TextField
                label="Código da parcela"
                required
                value={idLancamento}
                onChange={(e) => setIdLancamento(e.target.value.replace(/\D/g, ''))}
                error={Boolean(erros.idLancamento)}
                helperText={erros.idLancamento ?? 'A parcela que este pagamento quita.'}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
              />
            )}
            <TextField
              label="Justificativa"
              required
              multiline
              rows={4}
              autoFocus={!pedeParcela}
              value={justificativa}
              onChange={(e) => setJustificativa(e.target.value)}
              error={Boolean(erros.justificativa)}
              helperText={erros.justificativa ?? `${justificativa.length}/${JUSTIFICATIVA_MAX}`}
              slotProps={{ htmlInput: { maxLength: JUSTIFICATIVA_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={ocupado}>
            Voltar
          </Button>
          <Button
            variant="contained"
            color={def.destrutiva ? 'error' : 'primary'}
            onClick={confirmar}
            disabled={ocupado}
          >
            {def.rotulo}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmando}
        title={`Confirmar: ${def.titulo}`}
        message={def.confirmacao}
        confirmLabel={def.rotulo}
        cancelLabel="Voltar"
        onCancel={() => setConfirmando(false)}
        onConfirm={() => void enviar()}
        busy={ocupado}
      />
    </>
  );
}
