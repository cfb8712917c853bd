import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { TIME_ZONE } from '@divida/domain/calendar';
import { formatDate, formatDateTime, SEM_VALOR } from '@divida/domain/format';
import type { Andamento } from '@divida/domain/processo/processo.schema';
import { useSession } from '../../../lib/SessionProvider.tsx';
import { abrirPdf } from '../../../lib/abrirPdf.ts';
import { notifyError } from '../../../lib/notify.ts';
import { processoPdf } from '../processo.api.ts';
import { SubstituirDocumentoDialog } from '../cadastro/SubstituirDocumentoDialog.tsx';

const dataLonga = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? formatDate(iso)
    : d.toLocaleDateString('pt-BR', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: TIME_ZONE,
      });
};
const hora = (iso: string) => formatDateTime(iso).slice(11);

function Linha({ rotulo, valor }: { rotulo: string; valor: string | null | undefined }) {
  if (!valor) return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {rotulo}:
      </Box>{' '}
      {valor}
    </Typography>
  );
}

function AndamentoItem({
  idProcesso,
  andamento: a,
  onSubstituir,
}: {
  idProcesso: number;
  andamento: Andamento;
  onSubstituir: (d: { id: number; nome: string }) => void;
}) {
  const { can } = useSession();
  const baixar = can('PROCESSO_CONSTITUICAO_CREDITO_DOWNLOAD_DOCUMENTO');
  const substituir = can('PROCESSO_CONSTITUICAO_CREDITO_SUBSTITUIR_DOCUMENTO');
  const cancelado = a.cancelado ? { textDecoration: 'line-through', color: 'error.main' } : undefined;
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack>
          <Typography variant="caption" color="text.secondary">
            {hora(a.data)} — {dataLonga(a.data)}
          </Typography>
          <Typography sx={cancelado}>{a.descricao}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Linha rotulo="Data de referência" valor={formatDate(a.dataReferencia)} />
        <Linha rotulo="Motivo da devolução" valor={a.motivoDevolucao?.nome} />
        <Linha rotulo="Observação" valor={a.observacao} />
        {a.cancelado && (
          <Typography variant="body2" sx={cancelado}>
            Motivo do cancelamento: {a.motivoCancelamento ?? SEM_VALOR}
          </Typography>
        )}
        {a.documentos.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Não há arquivos anexados.
          </Typography>
        ) : (
          <List dense aria-label="Arquivos">
            {a.documentos.map((d) => (
              <ListItem
                key={d.id}
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    {baixar && (
                      <Button
                        size="small"
                        onClick={() => abrirPdf(processoPdf.documento(idProcesso, d.id)).catch(notifyError)}
                      >
                        Baixar
                      </Button>
                    )}
                    {substituir && (
                      <Button size="small" onClick={() => onSubstituir(d)}>
                        Alterar
                      </Button>
                    )}
                  </Stack>
                }
              >
                <ListItemText primary={d.nome} />
              </ListItem>
            ))}
          </List>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** The movements of a tab, newest first (spec 02 §2.2), each expandable to its files. */
export function AndamentosTimeline({
  idProcesso,
  andamentos,
}: {
  idProcesso: number;
  andamentos: readonly Andamento[];
}) {
  const [substituindo, setSubstituindo] = useState<{ id: number; nome: string } | null>(null);
  if (andamentos.length === 0)
    return <Typography color="text.secondary">Não há andamentos registrados.</Typography>;
  return (
    <Box aria-label="Andamentos" component="section">
      {andamentos.map((a) => (
        <AndamentoItem key={a.id} idProcesso={idProcesso} andamento={a} onSubstituir={setSubstituindo} />
      ))}
      <SubstituirDocumentoDialog
        idProcesso={idProcesso}
        documento={substituindo}
        onClose={() => setSubstituindo(null)}
      />
    </Box>
  );
}
