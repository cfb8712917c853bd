import { useId } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { AndamentosTimeline } from './AndamentosTimeline.tsx';
import { AtalhoAndamentos, TITULO_ANDAMENTOS } from './AtalhoAndamentos.tsx';
import { CorresponsaveisCard, DadosProcessoCard, DevedorCard, ValoresCard } from './ProcessoCards.tsx';

/**
 * The process's cards on the left and its movements on the right (spec 02 §2.2 tab Processo, §2.4); on a
 * narrower screen the movements go below, with a link to them at the top.
 */
export function AbaProcesso({
  p,
  andamentos,
}: {
  p: ProcessoDetalhe;
  andamentos: ProcessoDetalhe['andamentos'];
}) {
  const titulo = useId();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <AtalhoAndamentos alvo={titulo} total={andamentos.length} ate="lg" />
        <DadosProcessoCard p={p} />
        <ValoresCard p={p} />
        <DevedorCard p={p} />
        <CorresponsaveisCard p={p} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Typography id={titulo} tabIndex={-1} variant="h6" component="h2" sx={TITULO_ANDAMENTOS}>
          Andamentos
        </Typography>
        <AndamentosTimeline idProcesso={p.id} andamentos={andamentos} />
      </Grid>
    </Grid>
  );
}
