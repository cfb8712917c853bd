import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rotuloDoCampo, type AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { valorAuditado } from './valorAuditado.ts';

/** Each changed field of one audit row: its label, before and after (a secret shows no values). */
export function CamposAlterados({ campos }: { campos: AuditoriaLinha['campos'] }) {
  const nomes = Object.keys(campos);
  if (nomes.length === 0) return <Typography variant="body2">Nenhum campo alterado.</Typography>;
  return (
    <Table size="small" aria-label="Campos alterados">
      <TableHead>
        <TableRow>
          <TableCell>Campo</TableCell>
          <TableCell>Antes</TableCell>
          <TableCell>Depois</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {nomes.map((k) => {
          const c = campos[k]!;
          const segredo = !('de' in c) && !('para' in c);
          return (
            <TableRow key={k}>
              <TableCell component="th" scope="row">
                {rotuloDoCampo(k)}
              </TableCell>
              <TableCell>{segredo ? 'alterado' : valorAuditado(k, c.de)}</TableCell>
              <TableCell>{segredo ? 'alterado' : valorAuditado(k, c.para)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** One line of the changed fields, for a list cell. */
export const resumoDosCampos = (campos: AuditoriaLinha['campos']) =>
  Object.keys(campos)
    .map((k) => {
      const c = campos[k]!;
      if (!('de' in c) && !('para' in c)) return `${rotuloDoCampo(k)}: alterado`;
      return `${rotuloDoCampo(k)}: ${valorAuditado(k, c.de)} → ${valorAuditado(k, c.para)}`;
    })
    .join('; ');
