import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@divida/domain/format';
import type { AuditoriaLinha, EntidadeAuditada } from '@divida/domain/auditoria/auditoria.schema';
import { rotuloDaAcaoAuditada } from '@divida/domain/auditoria/valorAuditado';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useHistorico } from './auditoria.api.ts';
import { CamposAlterados } from './CamposAlterados.tsx';

/** The row's action, a workflow step by its name ('Ação do processo: Quitar Débito'). */
export const rotuloDaAcao = (l: AuditoriaLinha) => rotuloDaAcaoAuditada(l);

/** The 'Histórico' tab of a record's detail page: who, when, which action, each field before and after. */
export function Historico({ entidade, id }: { entidade: EntidadeAuditada; id: number | string }) {
  const { data, isPending, isError } = useHistorico(entidade, id);
  if (isPending && !isError) return <PageLoading />;
  if (!data) return <Alert severity="info">Histórico indisponível.</Alert>;
  if (data.length === 0) return <Alert severity="info">Nenhuma alteração registrada.</Alert>;
  return (
    <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Histórico">
      {data.map((l) => (
        <Card variant="outlined" component="li" key={l.id}>
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              {rotuloDaAcao(l)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {formatDateTime(l.em)} · {l.usuario?.nome ?? 'Sistema'}
            </Typography>
            <CamposAlterados linha={l} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
