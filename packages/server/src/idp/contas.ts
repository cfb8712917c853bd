import { isValidCpf } from '@divida/domain/documents';
import { NIVEIS_CONFIABILIDADE, type NivelConfiabilidade } from '@divida/domain/portal/portal.schema';
import { z } from 'zod';

/**
 * The accounts of the embedded development provider (docs/portal.md §6): the demo citizens the README
 * lists, and those a browser test adds (`POST /idp/teste/contas`, TEST_CLOCK only). Kept in memory:
 * a restart leaves the demo's and drops the tests'.
 */
export interface ContaDemo {
  cpf: string;
  nome: string;
  senha: string;
  nivel: NivelConfiabilidade;
  email: string | null;
  /** a company certificate's sign-in: the id_token's `cnpj` */
  cnpj?: string;
}

/** The demo citizens (README, "Portal do devedor"). */
export const CONTAS_DEMO: readonly ContaDemo[] = [
  {
    cpf: '52998224725',
    nome: 'Maria das Dores Silva',
    senha: 'cidada123',
    nivel: 'prata',
    email: 'maria.dores@exemplo.com.br',
  },
  {
    cpf: '11144477735',
    nome: 'João Batista Pereira',
    senha: 'cidadao123',
    nivel: 'ouro',
    email: 'joao.batista@exemplo.com.br',
  },
  {
    cpf: '39053344705',
    nome: 'Ana Paula Representante',
    senha: 'empresa123',
    nivel: 'prata',
    email: 'ana.paula@exemplo.com.br',
  },
  { cpf: '15350946056', nome: 'Carlos Bronze Souza', senha: 'bronze123', nivel: 'bronze', email: null },
];

export const contaDeTesteSchema = z.object({
  cpf: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isValidCpf, 'Informe um CPF válido.'),
  nome: z.string().trim().min(1).max(200),
  senha: z.string().min(1).max(100),
  nivel: z.enum(NIVEIS_CONFIABILIDADE),
  email: z.email().nullish(),
  cnpj: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length === 14, 'Informe um CNPJ válido.')
    .optional(),
});

export class Contas {
  readonly #porCpf = new Map<string, ContaDemo>(CONTAS_DEMO.map((c) => [c.cpf, c]));

  get(cpf: string) {
    return this.#porCpf.get(cpf);
  }

  /** The account of a CPF (any punctuation) and password, or undefined. */
  conferir(cpf: string, senha: string) {
    const c = this.#porCpf.get(cpf.replace(/\D/g, ''));
    return c && c.senha === senha ? c : undefined;
  }

  gravar(c: ContaDemo) {
    this.#porCpf.set(c.cpf, c);
  }
}
