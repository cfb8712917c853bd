import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENSAGENS_ASSISTENTE } from '@divida/domain/cobranca/negociacao.form';
import { MENSAGENS_NEGOCIACAO } from '@divida/domain/negociacao';
import { onlyDigits } from '@divida/domain/documents';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
  SEM_VALOR,
} from '@divida/domain/format';
import { bloqueioSemConvenio, debitoDoApto, type DebitoNegociavel } from './debito.ts';
import { FORM_ETAPA } from './etapa.ts';
import { negociacaoApi, negociacaoKeys } from './negociacao.api.ts';

/** Spec 03 §9: the picker shows up to 100 debts, the debtor search starts at 4 characters after 400 ms. */
const TAMANHO = 100;
const MINIMO = 4;
const ESPERA_MS = 400;

type Busca = 'devedor' | 'numero';

function useDebounced(valor: string, ms: number) {
  const [v, setV] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setV(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return v;
}

/** The filter of the search: a debtor by CPF/CNPJ (digits) or name, or a process number. */
function filtroDaBusca(busca: Busca, texto: string) {
  const t = texto.trim();
  if (busca === 'numero') return onlyDigits(t) ? { numero: onlyDigits(t).slice(0, 16) } : null;
  if (t.length < MINIMO) return null;
  return /^[\d.\-/\s]+$/.test(t) ? { cpfCnpj: onlyDigits(t) } : { nomeDevedor: t.slice(0, 150) };
}

/**
 * 'Seleção do(s) Processo(s)' (spec 03 §2.6): when the wizard opens without a debt chosen, find the
 * debtor (CPF/CNPJ or name) or the process number and pick one apt debt.
 */
export function EtapaSelecao({
  inicial,
  onAvancar,
}: {
  inicial: DebitoNegociavel | null;
  onAvancar: (d: DebitoNegociavel) => void;
}) {
  const [busca, setBusca] = useState<Busca>('devedor');
  const [texto, setTexto] = useState('');
  const [escolhido, setEscolhido] = useState<DebitoNegociavel | null>(inicial);
  const [erro, setErro] = useState<string | null>(null);
  const filtro = filtroDaBusca(busca, useDebounced(texto, ESPERA_MS));
  const q = useQuery({
    queryKey: [...negociacaoKeys.aptos(), 'selecao', filtro],
    queryFn: () =>
      negociacaoApi.aptos({
        page: 0,
        size: TAMANHO,
        sort: 'data,desc',
        filters: filtro ?? {},
      }),
    enabled: filtro !== null,
  });
  const linhas = filtro ? (q.data?.content ?? []) : [];

  return (
    <form
      id={FORM_ETAPA}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!escolhido) return setErro(MENSAGENS_NEGOCIACAO.selecioneCda);
        const bloqueio = bloqueioSemConvenio([escolhido]);
        if (bloqueio) return setErro(bloqueio);
        onAvancar(escolhido);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <RadioGroup
          row
          value={busca}
          onChange={(e) => setBusca(e.target.value as Busca)}
          aria-label="Buscar por"
        >
          <FormControlLabel value="devedor" control={<Radio />} label="Devedor (CPF/CNPJ ou nome)" />
          <FormControlLabel value="numero" control={<Radio />} label="Número do Processo" />
        </RadioGroup>
        <TextField
          label={busca === 'numero' ? 'Número do Processo' : 'CPF/CNPJ ou Nome do Devedor'}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          helperText={busca === 'devedor' ? MENSAGENS_ASSISTENTE.buscaMinima : undefined}
          slotProps={{ htmlInput: { maxLength: busca === 'numero' ? 20 : 150 } }}
        />
        {q.isFetching && <LinearProgress aria-label="Buscando" />}
        <TableContainer sx={{ height: 400 }}>
          <Table size="small" stickyHeader aria-label="Processos aptos à negociação">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Inscrição</TableCell>
                <TableCell>Número do Processo</TableCell>
                <TableCell>CPF/CNPJ</TableCell>
                <TableCell>Devedor</TableCell>
                <TableCell align="right">Valor Corrigido</TableCell>
                <TableCell>Última Correção</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Typography color="text.secondary">{MENSAGENS_ASSISTENTE.selecioneDevedor}</Typography>
                  </TableCell>
                </TableRow>
              )}
              {linhas.map((a) => {
                const marcado = escolhido?.id === a.id;
                return (
                  <TableRow
                    key={a.id}
                    hover
                    selected={marcado}
                    onClick={() => {
                      setEscolhido(debitoDoApto(a));
                      setErro(null);
                    }}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell padding="checkbox">
                      <Radio
                        checked={marcado}
                        slotProps={{
                          input: { 'aria-label': `Selecionar ${formatarNumeroProcesso(a.numero)}` },
                        }}
                      />
                    </TableCell>
                    <TableCell>{formatDate(a.dataInscricao)}</TableCell>
                    <TableCell>{formatarNumeroProcesso(a.numero)}</TableCell>
                    <TableCell>{formatCpfCnpj(a.cpfCnpj)}</TableCell>
                    <TableCell>{a.nomeDevedor}</TableCell>
                    <TableCell align="right">{formatBRL(a.totalCorrigido)}</TableCell>
                    <TableCell>
                      {a.ultimaCorrecaoValor ? formatDate(a.ultimaCorrecaoValor) : SEM_VALOR}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        {erro && <FormHelperText error>{erro}</FormHelperText>}
      </Stack>
    </form>
  );
}
