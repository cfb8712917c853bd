import { useState } from 'react';
import Button from '@mui/material/Button';
import { MENSAGENS_MEMORIA, type MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import { MemoriaCalculoDialog as Dialogo } from '../../../components/dialogs/MemoriaCalculoDialog.tsx';
import { abrirPdf } from '../../../lib/abrirPdf.ts';
import { notifyError } from '../../../lib/notify.ts';
import { processoPdf, useMemoriaCalculo } from '../processo.api.ts';

const totais = (m: MemoriaCalculo): [string, number][] => [
  ['Principal', m.principal],
  ['Principal corrigido', m.principalCorrigido],
  ['Multa', m.multa],
  ['Juros', m.juros],
  ['Total', m.total],
  ['Honorários (à parte do total)', m.honorarios],
];

/** 'Memória de cálculo': the month-by-month correction of the debt on a date (today by default). */
export function MemoriaCalculoDialog({ idProcesso, onClose }: { idProcesso: number; onClose: () => void }) {
  const [data, setData] = useState<string | undefined>(undefined);
  const { data: m, error, isPending } = useMemoriaCalculo(idProcesso, data);
  return (
    <Dialogo
      titulo={MENSAGENS_MEMORIA.titulo}
      memoria={m}
      error={error}
      isPending={isPending}
      totais={totais}
      data={data}
      onData={setData}
      onImprimir={(x) => abrirPdf(processoPdf.memoriaCalculo(idProcesso, x.dataCalculo)).catch(notifyError)}
      onClose={onClose}
    />
  );
}

/** The 'Memória de cálculo' button and its dialog (process header, CDA tab). */
export function MemoriaCalculoButton({ idProcesso, size }: { idProcesso: number; size?: 'small' }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button variant="outlined" size={size} onClick={() => setAberto(true)}>
        Memória de cálculo
      </Button>
      {aberto && <MemoriaCalculoDialog idProcesso={idProcesso} onClose={() => setAberto(false)} />}
    </>
  );
}
