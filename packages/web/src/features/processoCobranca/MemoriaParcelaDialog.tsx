import { useState } from 'react';
import Calculate from '@mui/icons-material/Calculate';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  MENSAGENS_MEMORIA_PARCELA,
  type MemoriaParcela,
} from '@divida/domain/cobranca/memoriaParcela.schema';
import { formatDate } from '@divida/domain/format';
import { MemoriaCalculoDialog } from '../../components/dialogs/MemoriaCalculoDialog.tsx';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { notifyError } from '../../lib/notify.ts';
import { cobrancaPdf, useMemoriaParcela } from './cobranca.api.ts';
import { percentual } from './rotulos.ts';

const totais = (m: MemoriaParcela): [string, number][] => [
  ['Principal', m.principal],
  ['Correção do acordo', m.correcaoAcordo],
  ['Juros', m.juros],
  ['Multa', m.multa],
  ['Correção no pagamento', m.correcaoPagamento],
  [`Juros do mês (${percentual(m.percentualJurosMes)})`, m.jurosMes],
  [`Honorários (${percentual(m.percentualHonorarios)})`, m.honorarios],
  ['Total da parcela', m.total],
  ['Pago', m.pago],
  ['Em aberto', m.emAberto],
];

const nota = (pedida: string | undefined) => (m: MemoriaParcela) => (
  <Typography variant="body2" color="text.secondary">
    {m.situacao === 'BAIXADO'
      ? `Parcela paga: valores na data do pagamento (${formatDate(m.dataCalculo)}).`
      : pedida
        ? `Parcela em aberto: valores como se paga em ${formatDate(m.dataCalculo)}.`
        : `Parcela em aberto: valores na data do boleto emitido hoje (vencimento ${formatDate(m.dataCalculo)}).`}
    {m.observacao && ` ${m.observacao}`}
  </Typography>
);

/**
 * The 'Memória de cálculo' of an instalment: what its value is made of, on the 'Data do cálculo' chosen
 * (as if paid that day), and Imprimir for the same figures in PDF, as the process's memory (U-7).
 */
function MemoriaParcelaDialog({
  idCobranca,
  parcela,
  onClose,
}: {
  idCobranca: number;
  parcela: number;
  onClose: () => void;
}) {
  const [data, setData] = useState<string | undefined>(undefined);
  const { data: m, error, isPending } = useMemoriaParcela(idCobranca, parcela, data);
  return (
    <MemoriaCalculoDialog
      titulo={MENSAGENS_MEMORIA_PARCELA.titulo(parcela)}
      memoria={m}
      error={error}
      isPending={isPending}
      totais={totais}
      nota={nota(data)}
      data={data}
      onData={setData}
      onImprimir={() => abrirPdf(cobrancaPdf.memoriaParcela(idCobranca, parcela, data)).catch(notifyError)}
      onClose={onClose}
    />
  );
}

/** The instalment row's 'Memória de cálculo' button and its dialog. */
export function MemoriaParcelaButton({ idCobranca, parcela }: { idCobranca: number; parcela: number }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      {/* an icon: the instalments' table keeps its columns within 1366 px (issue 23) */}
      <Tooltip title="Memória de cálculo">
        <IconButton
          size="small"
          color="primary"
          aria-label={`Memória de cálculo da parcela ${parcela}`}
          onClick={() => setAberto(true)}
        >
          <Calculate fontSize="small" />
        </IconButton>
      </Tooltip>
      {aberto && (
        <MemoriaParcelaDialog idCobranca={idCobranca} parcela={parcela} onClose={() => setAberto(false)} />
      )}
    </>
  );
}
