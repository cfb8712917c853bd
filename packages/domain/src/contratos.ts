import { CONTRATO_NEGOCIACAO } from './cobranca/negociacao.contrato.ts';
import { CONTRATO_FINANCEIRO } from './financeiro/financeiro.contrato.ts';
import { CONTRATO_PAINEL } from './painel/painel.contrato.ts';
import { CONTRATO_PERFIL } from './perfil/perfil.contrato.ts';
import { CONTRATO_PROCESSO } from './processo/processo.contrato.ts';
import { CONTRATO_RELATORIO } from './relatorio/relatorio.contrato.ts';

/**
 * Every area's contract in one map (docs/arquitetura.md "Calls typed from the domain"): the web's
 * `lib/api.ts` reads its type. An area adds its `<area>.contrato.ts` here.
 */
export const CONTRATO = {
  ...CONTRATO_NEGOCIACAO,
  ...CONTRATO_FINANCEIRO,
  ...CONTRATO_PAINEL,
  ...CONTRATO_PERFIL,
  ...CONTRATO_PROCESSO,
  ...CONTRATO_RELATORIO,
};
