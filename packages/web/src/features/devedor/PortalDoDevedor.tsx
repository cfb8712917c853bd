import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { representanteFormSchema, type Representante } from '@divida/domain/devedor/representante.schema';
import { formatCpfCnpj, formatDate, formatDateTime, SEM_VALOR } from '@divida/domain/format';
import { ROTULO_EVENTO_PORTAL } from '@divida/domain/portal/mensagens';
import { api } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { devedorKeys } from './devedor.api.ts';

const chave = (id: number, qual: string) => [...devedorKeys.all, id, qual] as const;

/**
 * 'Representantes' of a company debtor (docs/portal.md §3): the persons who see and pay its debts on
 * the debtor portal while the grant lasts. Listed with DEVEDOR_CONSULTAR; added and changed (an end
 * date closes a grant) with DEVEDOR_ALTERAR, the rules of the domain's form schema.
 */
export function Representantes({ devedorId, podeAlterar }: { devedorId: number; podeAlterar: boolean }) {
  const { data } = useQuery({
    queryKey: chave(devedorId, 'representantes'),
    queryFn: () => api.get('devedor/:id/representantes', { params: { id: devedorId } }),
  });
  const [editando, setEditando] = useState<Representante | 'novo' | null>(null);
  return (
    <Stack spacing={1} sx={{ mt: 3, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          Representantes
        </Typography>
        {podeAlterar && (
          <Button variant="outlined" onClick={() => setEditando('novo')}>
            Adicionar Representante
          </Button>
        )}
      </Stack>
      {!data || data.length === 0 ? (
        <Typography color="text.secondary">Nenhum representante registrado.</Typography>
      ) : (
        <Table size="small" aria-label="Representantes">
          <TableHead>
            <TableRow>
              <TableCell>CPF</TableCell>
              <TableCell>Nome</TableCell>
              <TableCell>Início</TableCell>
              <TableCell>Fim</TableCell>
              <TableCell>Situação</TableCell>
              {podeAlterar && <TableCell aria-label="Ações" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatCpfCnpj(r.cpf)}</TableCell>
                <TableCell>{r.nome}</TableCell>
                <TableCell>{formatDate(r.dataInicio)}</TableCell>
                <TableCell>{r.dataFim ? formatDate(r.dataFim) : SEM_VALOR}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={r.vigente ? 'Vigente' : 'Encerrada'}
                    color={r.vigente ? 'success' : 'default'}
                  />
                </TableCell>
                {podeAlterar && (
                  <TableCell>
                    <Button size="small" onClick={() => setEditando(r)}>
                      Alterar
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editando && (
        <RepresentanteDialog
          devedorId={devedorId}
          atual={editando === 'novo' ? null : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </Stack>
  );
}

function RepresentanteDialog({
  devedorId,
  atual,
  onClose,
}: {
  devedorId: number;
  atual: Representante | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    cpf: atual ? formatCpfCnpj(atual.cpf) : '',
    nome: atual?.nome ?? '',
    dataInicio: atual?.dataInicio ?? '',
    dataFim: atual?.dataFim ?? '',
  });
  const [erros, setErros] = useState<Record<string, string>>({});
  const salvar = useMutation({
    mutationFn: (body: { cpf: string; nome: string; dataInicio: string; dataFim: string | null }) =>
      atual
        ? api.put('devedor/:id/representantes/:idRepresentante', body, {
            params: { id: devedorId, idRepresentante: atual.id },
          })
        : api.post('devedor/:id/representantes', body, { params: { id: devedorId } }),
    onSuccess: (r) => {
      notifySuccess(r.message);
      void queryClient.invalidateQueries({ queryKey: chave(devedorId, 'representantes') });
      onClose();
    },
    onError: notifyError,
  });
  const enviar = () => {
    const body = { ...form, dataFim: form.dataFim || null };
    const r = representanteFormSchema.safeParse(body);
    if (!r.success) {
      setErros(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErros({});
    salvar.mutate(body);
  };
  const campo = (nome: keyof typeof form, rotulo: string, extra: object = {}) => (
    <TextField
      label={rotulo}
      value={form[nome]}
      onChange={(e) => setForm({ ...form, [nome]: e.target.value })}
      error={Boolean(erros[nome])}
      helperText={erros[nome]}
      fullWidth
      {...extra}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="representante-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="representante-titulo">
        {atual ? 'Alterar Representante' : 'Adicionar Representante'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {campo('cpf', 'CPF', { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 14 } } })}
          {campo('nome', 'Nome', { slotProps: { htmlInput: { maxLength: 200 } } })}
          {campo('dataInicio', 'Data de Início', {
            type: 'date',
            slotProps: { inputLabel: { shrink: true } },
          })}
          {campo('dataFim', 'Data de Fim', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={enviar} disabled={salvar.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Atividade no portal' (docs/portal.md §5.5): sign-ins, reads, slips and acceptances, newest first. */
export function AtividadeNoPortal({ devedorId }: { devedorId: number }) {
  const { data } = useQuery({
    queryKey: chave(devedorId, 'atividadePortal'),
    queryFn: () =>
      api.get('devedor/:id/atividadePortal', { params: { id: devedorId }, query: { page: 0, size: 50 } }),
  });
  return (
    <Stack spacing={1} sx={{ mt: 3, mb: 3 }}>
      <Typography variant="h6" component="h2">
        Atividade no portal
      </Typography>
      {!data || data.totalElements === 0 ? (
        <Typography color="text.secondary">Nenhuma atividade no portal do devedor.</Typography>
      ) : (
        <Table size="small" aria-label="Atividade no portal">
          <TableHead>
            <TableRow>
              <TableCell>Data e hora</TableCell>
              <TableCell>Evento</TableCell>
              <TableCell>Pessoa</TableCell>
              <TableCell>Nível gov.br</TableCell>
              <TableCell>Detalhe</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.content.map((a, i) => (
              <TableRow key={i}>
                <TableCell>{formatDateTime(a.em)}</TableCell>
                <TableCell>{ROTULO_EVENTO_PORTAL[a.evento]}</TableCell>
                <TableCell>
                  {a.pessoa.nome} ({formatCpfCnpj(a.pessoa.cpf)})
                </TableCell>
                <TableCell>{a.nivel ?? SEM_VALOR}</TableCell>
                <TableCell>{a.detalhe}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
