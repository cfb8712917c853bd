import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  descreverOrigem,
  leitorDoAcesso,
  MENSAGENS_ACESSO_DADOS,
  orgaoDoAcesso,
} from '@divida/domain/devedor/acessoDados.schema';
import { formatDateTime } from '@divida/domain/format';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { notifyError } from '../../lib/notify.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { relatorioAcessosPdf, useAcessosDevedor } from './devedor.api.ts';

/** 'Acessos aos dados' (LGPD art. 37): who read the debtor's data, when and where; the report for the holder. */
export function AcessosDadosTab({ devedorId }: { devedorId: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [imprimindo, setImprimindo] = useState(false);
  const { data, isPending } = useAcessosDevedor(devedorId, page, size);
  if (isPending) return <PageLoading />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          disabled={imprimindo}
          onClick={() => {
            setImprimindo(true);
            abrirPdf(relatorioAcessosPdf(devedorId))
              .catch(notifyError)
              .finally(() => setImprimindo(false));
          }}
        >
          Relatório para o titular
        </Button>
      </Stack>
      {!data || data.totalElements === 0 ? (
        <Typography color="text.secondary">{MENSAGENS_ACESSO_DADOS.semAcessos}</Typography>
      ) : (
        <>
          <Table size="small" aria-label="Acessos aos dados">
            <TableHead>
              <TableRow>
                <TableCell>Data e hora</TableCell>
                <TableCell>Usuário</TableCell>
                <TableCell>Órgão</TableCell>
                <TableCell>Origem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.content.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{formatDateTime(a.em)}</TableCell>
                  <TableCell>{leitorDoAcesso(a)}</TableCell>
                  <TableCell>{orgaoDoAcesso(a)}</TableCell>
                  <TableCell>{descreverOrigem(a.origem, a.referencia)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_e, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage="Linhas por página"
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          />
        </>
      )}
    </Stack>
  );
}
