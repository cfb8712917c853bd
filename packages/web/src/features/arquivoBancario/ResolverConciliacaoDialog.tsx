import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  aceitarSchema,
  MENSAGENS_ARQUIVO_BANCARIO,
  restanteDoAceite,
  type Conciliacao,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { formatBRL, formatDate, ouSemValor } from '@divida/domain/format';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import {
  arquivoBancarioKeys,
  conciliacaoApi,
  cobrancaDaParcela,
  conciliacaoKeys,
  parcelasEmAberto,
  type AcaoConciliacao,
  type CobrancaDaParcela,
} from './arquivoBancario.api.ts';
import { ACOES_CONCILIACAO, rotuloMotivo } from './rotulos.ts';

const JUSTIFICATIVA_MAX = 500;

/** What is wrong with a justification (the domain's rule, 10 to 500 characters), or null. */
export function erroJustificativa(texto: string): string | null {
  const r = aceitarSchema.shape.justificativa.safeParse(texto);
  return r.success ? null : (r.error.issues[0]?.message ?? MENSAGENS_ARQUIVO_BANCARIO.justificativaMinima);
}

/** Whose collection the payment goes to: its number, debtor and situation (issue 36 item 11). */
function ResumoCobranca({ c }: { c: CobrancaDaParcela }) {
  return (
    <Typography variant="body2" data-testid="cobranca-do-pagamento">
      Cobrança {c.numero} — {ouSemValor(c.devedor)} — {c.situacao}
    </Typography>
  );
}

/** An open instalment as the choice shows it: its due date and what it still needs. */
const rotuloParcela = (l: CobrancaDaParcela['parcelas'][number]) =>
  `Parcela ${l.parcela} — vencimento ${formatDate(l.dataVencimento)} — em aberto ${formatBRL(l.saldo)}`;

/** For a payment of no known slip: the collection's number, then one of its open instalments. */
function EscolherParcela({
  idLancamento,
  onChange,
  onCobranca,
  erro,
}: {
  idLancamento: string;
  onChange: (id: string) => void;
  onCobranca: (c: CobrancaDaParcela | null) => void;
  erro?: string;
}) {
  const [numero, setNumero] = useState('');
  const [cobranca, setCobranca] = useState<CobrancaDaParcela | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);
  const escolher = (c: CobrancaDaParcela | null) => {
    setCobranca(c);
    onCobranca(c);
  };
  const parcelas = cobranca?.parcelas;
  const buscar = async () => {
    setAviso(null);
    escolher(null);
    onChange('');
    if (!numero.trim()) {
      setAviso('Informe o número do processo de cobrança.');
      return;
    }
    setBuscando(true);
    try {
      const c = await parcelasEmAberto(numero.trim());
      if (!c) setAviso('Processo de cobrança não encontrado.');
      else if (c.parcelas.length === 0) setAviso('O processo de cobrança não tem parcelas em aberto.');
      escolher(c);
    } catch (e) {
      setAviso(errorMessage(e));
    } finally {
      setBuscando(false);
    }
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="N° do Processo de Cobrança"
          value={numero}
          onChange={(e) => setNumero(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void buscar();
            }
          }}
          error={Boolean(aviso)}
          helperText={aviso ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={() => void buscar()} disabled={buscando} sx={{ mt: { sm: 1 } }}>
          Buscar
        </Button>
      </Stack>
      {cobranca && <ResumoCobranca c={cobranca} />}
      {parcelas && parcelas.length > 0 && (
        <TextField
          select
          label="Parcela"
          required
          value={idLancamento}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(erro)}
          helperText={erro}
        >
          {parcelas.map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {rotuloParcela(l)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!parcelas?.length && erro && (
        <Typography variant="body2" color="error" role="alert">
          {erro}
        </Typography>
      )}
    </>
  );
}

/**
 * Aceitar, Devolver or Descartar a queue line with its justification (docs/arquivos-bancarios.md §4); a payment of no
 * known slip is accepted for the instalment the person chooses, shown with its collection, debtor and
 * open value; a payment below it only as an explicit partial payment. Every action asks once more.
 */
export function ResolverConciliacaoDialog({
  item,
  acao,
  onClose,
}: {
  item: Conciliacao;
  acao: AcaoConciliacao;
  onClose: (resolvido: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const def = ACOES_CONCILIACAO[acao];
  const pedeParcela = acao === 'aceitar' && !item.lancamento;
  const [justificativa, setJustificativa] = useState('');
  const [idLancamento, setIdLancamento] = useState('');
  const [erros, setErros] = useState<{ justificativa?: string; idLancamento?: string; parcial?: string }>({});
  const [erro, setErro] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  // whose collection and which instalment the payment goes to (issue 36 item 11)
  const [cobranca, setCobranca] = useState<CobrancaDaParcela | null>(null);
  const [parcial, setParcial] = useState(false);
  const [servidorPedeParcial, setServidorPedeParcial] = useState(false);
  const idCobranca = acao === 'aceitar' ? item.lancamento?.idProcessoCobranca : undefined;
  useEffect(() => {
    if (!idCobranca) return;
    let vivo = true;
    cobrancaDaParcela(idCobranca)
      .then((c) => vivo && setCobranca(c))
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [idCobranca]);
  const idDaParcela = pedeParcela ? Number(idLancamento) : item.lancamento?.id;
  const parcela = cobranca?.parcelas.find((l) => l.id === idDaParcela);
  const restante = parcela ? restanteDoAceite(item.valor, parcela.saldo) : null;
  const ehParcial = acao === 'aceitar' && (servidorPedeParcial || Boolean(restante?.gt(0)));
  const avisoParcial = restante?.gt(0)
    ? MENSAGENS_ARQUIVO_BANCARIO.pagamentoParcial(formatBRL(restante))
    : 'Pagamento parcial: o valor não cobre a parcela.';

  const mensagemAceite = [
    `O pagamento de ${formatBRL(item.valor)} será baixado na parcela ${parcela?.parcela ?? item.lancamento?.parcela ?? ''}`,
    cobranca ? ` da cobrança ${cobranca.numero}` : '',
    ehParcial && restante?.gt(0)
      ? ` (pagamento parcial: restarão ${formatBRL(restante)})`
      : ehParcial
        ? ' (pagamento parcial)'
        : '',
    '. Deseja continuar?',
  ].join('');

  const validar = () => {
    const e: typeof erros = {};
    const j = erroJustificativa(justificativa);
    if (j) e.justificativa = j;
    if (pedeParcela && !idLancamento) e.idLancamento = MENSAGENS_ARQUIVO_BANCARIO.lancamentoObrigatorio;
    if (ehParcial && !parcial) e.parcial = 'Marque o aceite como pagamento parcial.';
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
        ...(ehParcial && parcial ? { parcial: true } : {}),
      });
      notifySuccess(r?.message ?? def.sucesso);
      void queryClient.invalidateQueries({ queryKey: conciliacaoKeys.all });
      void queryClient.invalidateQueries({ queryKey: arquivoBancarioKeys.all });
      onClose(true);
    } catch (e) {
      const m = errorMessage(e);
      // the server judged the payment below the instalment on its date: the person confirms it
      if (acao === 'aceitar' && m.startsWith('Pagamento parcial')) setServidorPedeParcial(true);
      setErro(m);
    } finally {
      setOcupado(false);
    }
  };

  const confirmar = () => {
    if (!validar()) return;
    if (def.confirmacao) setConfirmando(true);
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
              {rotuloMotivo(item.motivo)}: nosso número {ouSemValor(item.nossoNumero)}, pago{' '}
              {formatBRL(item.valorPago)}
              {item.dataPagamento ? ` em ${formatDate(item.dataPagamento)}` : ''}
              {item.valor !== item.valorPago ? ` (valor em questão ${formatBRL(item.valor)})` : ''}
              {item.lancamento ? `; parcela ${item.lancamento.parcela}` : ''}.
            </Typography>
            {!pedeParcela && cobranca && <ResumoCobranca c={cobranca} />}
            {!pedeParcela && parcela && <Typography variant="body2">{rotuloParcela(parcela)}</Typography>}
            {pedeParcela && (
              <EscolherParcela
                idLancamento={idLancamento}
                onChange={setIdLancamento}
                onCobranca={setCobranca}
                erro={erros.idLancamento}
              />
            )}
            {ehParcial && (
              <Alert severity="warning">
                <FormControlLabel
                  control={<Checkbox checked={parcial} onChange={(e) => setParcial(e.target.checked)} />}
                  label={`Aceitar como ${avisoParcial.charAt(0).toLowerCase()}${avisoParcial.slice(1)}`}
                />
                {erros.parcial && (
                  <Typography variant="body2" color="error" role="alert">
                    {erros.parcial}
                  </Typography>
                )}
              </Alert>
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
            color={def.confirmacao && acao !== 'aceitar' ? 'error' : 'primary'}
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
        message={acao === 'aceitar' ? mensagemAceite : def.confirmacao}
        confirmLabel={def.rotulo}
        cancelLabel="Voltar"
        onCancel={() => setConfirmando(false)}
        onConfirm={() => void enviar()}
        busy={ocupado}
      />
    </>
  );
}
