import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditoriaVerificacao } from '@divida/domain/auditoria/auditoria.schema';
import { formatDateTime } from '@divida/domain/format';
import { errorMessage } from '../../lib/notify.ts';
import { auditoriaApi } from './auditoria.api.ts';

const numero = new Intl.NumberFormat('pt-BR');

/** What the verification found, in a sentence an auditor can copy into a report. */
export function resultadoDaVerificacao(v: AuditoriaVerificacao): string {
  if (v.ok) return `Cadeia íntegra: ${numero.format(v.linhasVerificadas)} registros verificados.`;
  const d = v.primeiraDivergencia;
  return d
    ? `Cadeia rompida: o registro nº ${d.id}, de ${formatDateTime(d.em)}, não confere (alterado ou removido fora do sistema). ${numero.format(v.linhasVerificadas)} registros verificados.`
    : `Cadeia rompida. ${numero.format(v.linhasVerificadas)} registros verificados.`;
}

/**
 * /auditoria/verificar: recomputes the hash chain of the whole trail on the server (issue 26 item 4),
 * for the PGE's auditors (AUDITORIA_CONSULTAR and ACESSO_TODOS_ORGAOS, checked by the server).
 */
export default function VerificarCadeiaPage() {
  const [ocupado, setOcupado] = useState(false);
  const [resultado, setResultado] = useState<AuditoriaVerificacao | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  const verificar = async () => {
    setOcupado(true);
    setErro(null);
    setResultado(null);
    try {
      setResultado(await auditoriaApi.verificar());
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Verificar Integridade da Auditoria
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Cada registro da auditoria guarda o resumo (SHA-256) do anterior. A verificação refaz a cadeia inteira
        e aponta o primeiro registro alterado ou removido diretamente no banco de dados.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {ocupado && <LinearProgress aria-label="Verificando a cadeia" />}
        {resultado && (
          <Alert severity={resultado.ok ? 'success' : 'error'} role="status">
            {resultadoDaVerificacao(resultado)}
          </Alert>
        )}
        {erro && <Alert severity="error">{erro}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to="/auditoria">
            Voltar
          </Button>
          <Button variant="contained" disabled={ocupado} onClick={() => void verificar()}>
            Verificar
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
