import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, SEM_VALOR } from '@divida/domain/format';
import { errorMessage } from '../../lib/notify.ts';
import { useSession } from '../../lib/SessionProvider.tsx';
import { CalculoDialog, ROTULO_REGIME } from './CalculoDialog.tsx';
import { textoDiasRestantes } from './nivel.ts';
import { NivelChip } from './NivelChip.tsx';
import { usePrescricaoDoProcesso, type PassoReconhecimento, type Prescricao } from './prescricao.api.ts';
import { ReconhecimentoDialog } from './ReconhecimentoDialog.tsx';

/** Which recognition steps the state allows; the server checks again (and says why not, in the dialog). */
export function passosDisponiveis(
  p: Pick<Prescricao, 'nivel' | 'reconhecimento'>,
  cdaPrescrita: boolean,
  can: (perm: 'PRESCRICAO_RECONHECER' | 'PRESCRICAO_APROVAR') => boolean,
): PassoReconhecimento[] {
  const situacao = p.reconhecimento?.situacao;
  const proposto = situacao === 'PROPOSTO';
  const reconhecido = cdaPrescrita || situacao === 'APROVADO';
  const passos: PassoReconhecimento[] = [];
  if (p.nivel === 'PRESCRITO' && !proposto && can('PRESCRICAO_RECONHECER')) passos.push('reconhecer');
  if (proposto && can('PRESCRICAO_APROVAR')) passos.push('aprovar');
  // the annulment undoes a decision: the approver's permission (as the server's guard)
  if ((proposto || reconhecido) && can('PRESCRICAO_APROVAR')) passos.push('anular');
  return passos;
}

/** The recognition's state in a sentence ('Reconhecimento proposto por … em …, aguardando aprovação.'). */
export function textoReconhecimento(r: Prescricao['reconhecimento']): string | null {
  if (!r) return null;
  if (r.situacao === 'PROPOSTO')
    return `Reconhecimento proposto por ${r.nomeProponente} em ${formatDate(r.dataProposta)}, aguardando aprovação de outro usuário.`;
  if (r.situacao === 'APROVADO')
    return `Prescrição reconhecida: proposta por ${r.nomeProponente}, aprovada por ${r.nomeAprovador ?? SEM_VALOR}${r.dataAprovacao ? ` em ${formatDate(r.dataAprovacao)}` : ''}.`;
  return 'O último reconhecimento da prescrição foi anulado.';
}

const ROTULO_PASSO: Record<PassoReconhecimento, string> = {
  reconhecer: 'Reconhecer Prescrição',
  aprovar: 'Aprovar Reconhecimento',
  anular: 'Anular Reconhecimento',
};

/**
 * The prescription block of the process detail (docs/prazos-e-prescricao.md §4): deadline, level, 'Ver cálculo', and the
 * recognition steps the user may take. A credit not yet constituted shows the server's note (a 200 saying so).
 */
export function BlocoPrescricao({ idProcesso, cdaPrescrita }: { idProcesso: number; cdaPrescrita: boolean }) {
  const { can } = useSession();
  const { data, error, isPending } = usePrescricaoDoProcesso(idProcesso);
  const [calculo, setCalculo] = useState(false);
  const [passo, setPasso] = useState<PassoReconhecimento | null>(null);
  if (isPending) return null;
  if (error) {
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        Prescrição: {errorMessage(error)}
      </Alert>
    );
  }
  if (!data.constituido) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Prescrição: {data.mensagem}
      </Alert>
    );
  }
  const p = data;
  const dias = textoDiasRestantes(p.diasRestantes);
  const passos = passosDisponiveis(p, cdaPrescrita, can);
  return (
    <Box
      component="section"
      aria-labelledby="bloco-prescricao"
      sx={{ mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Typography id="bloco-prescricao" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Prescrição
        </Typography>
        <NivelChip nivel={p.nivel} />
        <Typography>
          {p.prazoPrescricional ? (
            <>
              Prazo prescricional: <strong>{formatDate(p.prazoPrescricional)}</strong>
              {dias && ` (${dias})`}
            </>
          ) : (
            'Sem contagem em curso'
          )}
        </Typography>
        <Typography color="text.secondary">Regime {ROTULO_REGIME[p.regime].toLowerCase()}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          <Button size="small" variant="outlined" onClick={() => setCalculo(true)}>
            Ver cálculo
          </Button>
          {passos.map((x) => (
            <Button
              key={x}
              size="small"
              variant="contained"
              color={x === 'anular' ? 'error' : 'primary'}
              onClick={() => setPasso(x)}
            >
              {ROTULO_PASSO[x]}
            </Button>
          ))}
        </Stack>
      </Stack>
      {p.reconhecimento && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {textoReconhecimento(p.reconhecimento)}
        </Typography>
      )}
      {calculo && <CalculoDialog p={p} onClose={() => setCalculo(false)} />}
      {passo && <ReconhecimentoDialog idProcesso={idProcesso} passo={passo} onClose={() => setPasso(null)} />}
    </Box>
  );
}
