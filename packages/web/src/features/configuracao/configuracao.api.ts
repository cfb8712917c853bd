import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfiguracaoAlteracao } from '@divida/domain/configuracao/configuracao.schema';
import { api } from '../../lib/api.ts';

/** Calls of spec 01 §7 for the configuration; the API carries percentages as fractions. */
export const configuracaoKeys = { all: ['configuracao'] as const };

export const configuracaoApi = {
  get: () => api.get('conf/buscarConfiguracoes'),
  update: (c: ConfiguracaoAlteracao) => api.put('conf/editar', c),
};

export const useConfiguracao = () =>
  useQuery({ queryKey: configuracaoKeys.all, queryFn: configuracaoApi.get });

export function useSalvarConfiguracao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: configuracaoApi.update,
    onSuccess: (r) => {
      const { message: _m, ...c } = r;
      qc.setQueryData(configuracaoKeys.all, c);
    },
  });
}
