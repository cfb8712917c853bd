import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Reference lookups of the address sections (spec 01 §7: cep/{digits}, cep/listLocalidade). */
export const localidadeKeys = {
  municipios: (uf: string) => ['localidade', 'municipios', uf] as const,
};

export const localidadeApi = {
  /** The municipalities of a state, all at once (spec 01 §9: locality list size 10000). */
  municipios: (uf: string) =>
    api.post(
      'cep/listLocalidade',
      { idComarca: null, uf },
      { query: { size: 10000, page: 0, sort: 'nome' } },
    ),
  cep: (digits: string) => api.get('cep/:cep', { params: { cep: digits } }),
};

export const useMunicipios = (uf: string | null | undefined) =>
  useQuery({
    queryKey: localidadeKeys.municipios(uf ?? ''),
    queryFn: () => localidadeApi.municipios(uf ?? ''),
    enabled: Boolean(uf && /^[A-Z]{2}$/.test(uf)),
    select: (p) => p.content,
    staleTime: 30 * 60_000,
  });
