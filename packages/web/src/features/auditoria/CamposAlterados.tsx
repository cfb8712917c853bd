import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rotuloDoCampo, type AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { campoSecreto, camposVisiveis } from '@divida/domain/auditoria/valorAuditado';
import { valorAuditado } from './valorAuditado.ts';

type Linha = Pick<AuditoriaLinha, 'entidade' | 'campos' | 'nomes'>;

/**
 * Each changed field of one audit row: its label, before and after (a secret shows no values), the
 * ids by the names the server answered, the technical fields left out (U-9).
 */
export function CamposAlterados({ linha }: { linha: Linha }) {
  const { entidade, campos, nomes } = linha;
  const visiveis = camposVisiveis(entidade, campos);
  if (visiveis.length === 0) return <Typography variant="body2">Nenhum campo alterado.</Typography>;
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
        {visiveis.map((k) => {
          const c = campos[k]!;
          const segredo = campoSecreto(c);
          return (
            <TableRow key={k}>
              <TableCell component="th" scope="row">
                {rotuloDoCampo(k)}
              </TableCell>
              <TableCell>{segredo ? 'alterado' : valorAuditado(k, c.de, entidade, nomes)}</TableCell>
              <TableCell>{segredo ? 'alterado' : valorAuditado(k, c.para, entidade, nomes)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** One line of the changed fields, for a list cell. */
export const resumoDosCampos = ({ entidade, campos, nomes }: Linha) =>
  camposVisiveis(entidade, campos)
    .map((k) => {
      const c = campos[k]!;
      if (campoSecreto(c)) return `${rotuloDoCampo(k)}: alterado`;
      const [de, para] = [c.de, c.para].map((v) => valorAuditado(k, v, entidade, nomes));
      return `${rotuloDoCampo(k)}: ${de} → ${para}`;
    })
    .join('; ');
