import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Configuracao, ConfiguracaoAlteracao } from '@divida/domain/configuracao/configuracao.schema';
import { http } from '../../lib/http.ts';

/** Calls of spec 01 §7 for the configuration; the API carries percentages as fractions. */
export const configuracaoKeys = { all: ['configuracao'] as const };

export const configuracaoApi = {
  get: () => http.get<Configuracao>('conf/buscarConfiguracoes'),
  update: (c: ConfiguracaoAlteracao) => http.put<Configuracao & { message: string }>('conf/editar', c),
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
