import { useQuery } from '@tanstack/react-query';
import type { Page } from '@divida/domain/list';
import type { EnderecoCep, Localidade } from '@divida/domain/localidade/localidade.schema';
import { http } from '../../lib/http.ts';

/** Reference lookups of the address sections (spec 01 §7: cep/{digits}, cep/listLocalidade). */
export const localidadeKeys = {
  municipios: (uf: string) => ['localidade', 'municipios', uf] as const,
};

export const localidadeApi = {
  /** The municipalities of a state, all at once (spec 01 §9: locality list size 10000). */
  municipios: (uf: string) =>
    http.post<Page<Localidade>>(
      'cep/listLocalidade',
      { idComarca: null, uf },
      { query: { size: 10000, page: 0, sort: 'nome' } },
    ),
  cep: (digits: string) => http.get<EnderecoCep>(`cep/${digits}`),
};

export const useMunicipios = (uf: string | null | undefined) =>
  useQuery({
    queryKey: localidadeKeys.municipios(uf ?? ''),
    queryFn: () => localidadeApi.municipios(uf ?? ''),
    enabled: Boolean(uf && /^[A-Z]{2}$/.test(uf)),
    select: (p) => p.content,
    staleTime: 30 * 60_000,
  });
