import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { formatCpfCnpj } from '@divida/domain/format';
import {
  DEVEDOR_BUSCA_ESPERA_MS,
  DEVEDOR_BUSCA_MIN,
  MENSAGENS_RELATORIO,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import { relatorioApi, type DevedorOpcao } from './relatorio.api.ts';

/** What was typed, once the user stops typing for `ms`. */
function useAdiado(valor: string, ms: number) {
  const [adiado, setAdiado] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setAdiado(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return adiado;
}

/**
 * The report's debtor (spec 02 §5): searched by name from 4 characters, 300 ms after the last key,
 * 50 at a time in name order.
 */
export function DevedorAutocomplete({
  valor,
  onChange,
}: {
  valor: DevedorOpcao | null;
  onChange: (d: DevedorOpcao | null) => void;
}) {
  const [texto, setTexto] = useState('');
  const busca = useAdiado(texto.trim(), DEVEDOR_BUSCA_ESPERA_MS);
  const pronta = busca.length >= DEVEDOR_BUSCA_MIN;
  const { data, isFetching } = useQuery({
    queryKey: ['relatorio', 'devedores', busca],
    queryFn: () => relatorioApi.devedores(busca),
    enabled: pronta,
    staleTime: 60_000,
  });
  return (
    <Autocomplete<DevedorOpcao>
      value={valor}
      onChange={(_, d) => onChange(d)}
      inputValue={texto}
      onInputChange={(_, v) => setTexto(v)}
      options={pronta ? (data?.content ?? []) : []}
      filterOptions={(x) => x}
      getOptionLabel={(d) => `${d.nome} (${formatCpfCnpj(d.documentoIdentificacao)})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText="Buscando..."
      noOptionsText={
        texto.trim().length < DEVEDOR_BUSCA_MIN ? MENSAGENS_RELATORIO.digiteMais : 'Nenhum devedor encontrado'
      }
      renderInput={(params) => (
        <TextField {...params} label="Devedor" size="small" helperText={MENSAGENS_RELATORIO.digiteMais} />
      )}
    />
  );
}
