import type { z } from 'zod';
import type {
  acordoPortalSchema,
  debitoDetalheSchema,
  debitoSchema,
  opcoesNegociacaoSchema,
  resumoPortalSchema,
  simulacaoPortalSchema,
  aceiteCriadoSchema,
  pagamentoCriadoSchema,
  meusDadosSchema,
  acessoDoTitularSchema,
} from '@divida/domain/portal/portal.schema';

/** The portal's answers as the page reads them (types only: no zod in the page). */
export type Resumo = z.infer<typeof resumoPortalSchema>;
export type Debito = z.infer<typeof debitoSchema>;
export type DebitoDetalhe = z.infer<typeof debitoDetalheSchema>;
export type Acordo = z.infer<typeof acordoPortalSchema>;
export type Opcoes = z.infer<typeof opcoesNegociacaoSchema>;
export type Simulacao = z.infer<typeof simulacaoPortalSchema>;
export type AceiteCriado = z.infer<typeof aceiteCriadoSchema>;
export type PagamentoCriado = z.infer<typeof pagamentoCriadoSchema>;
export type MeusDadosApi = z.infer<typeof meusDadosSchema>;
export type AcessoDoTitular = z.infer<typeof acessoDoTitularSchema>;
export interface Pagina<T> {
  content: T[];
  totalElements: number;
}
