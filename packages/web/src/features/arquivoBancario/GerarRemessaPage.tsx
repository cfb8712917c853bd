import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { baixarArquivo } from '../../lib/baixarArquivo.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify.ts';
import type { RemessaPendentes } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { arquivoBancarioApi, arquivoBancarioKeys, useRemessaPendentes } from './arquivoBancario.api.ts';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** What waits for a body's next remessa, in words. */
export const aguardando = (o: RemessaPendentes[number]) =>
  o.registros + o.baixas === 0
    ? 'nenhuma instrução pendente'
    : [
        ...(o.registros ? [plural(o.registros, 'registro', 'registros')] : []),
        ...(o.baixas ? [plural(o.baixas, 'baixa', 'baixas')] : []),
      ].join(' e ');

/**
 * /arquivoBancario/remessa: 'Gerar Remessa' for a body (docs/arquivos-bancarios.md §2): every pending instruction of its
 * convênio in one file, which is downloaded at once; then the file's page. Only bodies with a convênio
 * are offered, each with how many instructions wait for it (U-11).
 */
export default function GerarRemessaPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orgaos = useRemessaPendentes();
  const [idOrgaoCredor, setIdOrgaoCredor] = useState('');
  const [erroCampo, setErroCampo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const gerar = async (e: React.FormEvent) => {
    e.preventDefault();
    setErro(null);
    if (!idOrgaoCredor) {
      setErroCampo('Selecione o órgão credor.');
      return;
    }
    setErroCampo(null);
    setOcupado(true);
    try {
      const r = await arquivoBancarioApi.gerarRemessa(Number(idOrgaoCredor));
      void queryClient.invalidateQueries({ queryKey: arquivoBancarioKeys.all });
      notifySuccess(
        `Remessa ${r.nsa} gerada com ${r.quantidade} ${r.quantidade === 1 ? 'boleto' : 'boletos'}.`,
      );
      arquivoBancarioApi
        .download(r.id, r.nome)
        .then((d) => baixarArquivo(d.arquivo, d.nome))
        .catch(notifyError);
      navigate(`/arquivoBancario/${r.id}`, { replace: true });
    } catch (err) {
      setErro(errorMessage(err));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Gerar Remessa
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Gera o arquivo de remessa (CNAB 240) com todos os boletos pendentes de registro ou baixa do convênio
        do órgão credor.
      </Typography>
      <Box component="form" onSubmit={(e) => void gerar(e)} noValidate sx={{ maxWidth: 600, minWidth: 0 }}>
        <Stack spacing={2}>
          {erro && <Alert severity="error">{erro}</Alert>}
          {orgaos.error && <Alert severity="error">{errorMessage(orgaos.error)}</Alert>}
          {orgaos.data?.length === 0 && (
            <Alert severity="info">Nenhum órgão credor possui convênio bancário cadastrado.</Alert>
          )}
          <TextField
            select
            label="Órgão Credor"
            required
            value={idOrgaoCredor}
            onChange={(e) => setIdOrgaoCredor(e.target.value)}
            error={Boolean(erroCampo)}
            helperText={erroCampo}
          >
            {(orgaos.data ?? []).map((o) => (
              <MenuItem key={o.idOrgaoCredor} value={String(o.idOrgaoCredor)}>
                {o.sigla} - {o.nome} ({aguardando(o)})
              </MenuItem>
            ))}
          </TextField>
          {Boolean(orgaos.data?.length) && (
            // lines that wrap, not a table: a phone's page never scrolls sideways (the a11y spec's check)
            <Box component="section" aria-labelledby="instrucoes-aguardando">
              <Typography id="instrucoes-aguardando" variant="subtitle2" component="h2">
                Instruções aguardando remessa
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {orgaos.data!.map((o) => (
                  <Typography component="li" variant="body2" key={o.idOrgaoCredor}>
                    {`${o.sigla} (convênio ${o.convenio}): ${aguardando(o)}`}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(-1)} disabled={ocupado}>
              Voltar
            </Button>
            <Button type="submit" variant="contained" disabled={ocupado}>
              Gerar Remessa
            </Button>
          </Stack>
        </Stack>
      </Box>
      <SavingBackdrop open={ocupado} />
    </Paper>
  );
}
