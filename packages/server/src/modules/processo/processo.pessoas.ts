import type { PessoaAcessada } from '../../platform/lgpd/acessoDados.ts';

/** The people whose data a process's detail or print shows: its debtor and co-responsible parties. */
export const pessoasDoProcesso = (p: {
  devedor: { id: number };
  corresponsaveis: { id: number }[];
}): PessoaAcessada[] => [{ devedorId: p.devedor.id }, ...p.corresponsaveis.map((c) => ({ devedorId: c.id }))];
