import { CONTRATO_AUDITORIA } from './auditoria/auditoria.contrato.ts';
import { CONTRATO_AUTH } from './auth/auth.contrato.ts';
import { CONTRATO_NEGOCIACAO } from './cobranca/negociacao.contrato.ts';
import { CONTRATO_CONFIGURACAO } from './configuracao/configuracao.contrato.ts';
import { CONTRATO_DEVEDOR } from './devedor/devedor.contrato.ts';
import { CONTRATO_FINANCEIRO } from './financeiro/financeiro.contrato.ts';
import { CONTRATO_INDICE_FINANCEIRO } from './indiceFinanceiro/indiceFinanceiro.contrato.ts';
import { CONTRATO_LOCALIDADE } from './localidade/localidade.contrato.ts';
import { CONTRATO_ORGAO_CREDOR } from './orgaoCredor/orgaoCredor.contrato.ts';
import { CONTRATO_PAINEL } from './painel/painel.contrato.ts';
import { CONTRATO_PERFIL } from './perfil/perfil.contrato.ts';
import { CONTRATO_PRESCRICAO } from './prazos/prescricao.contrato.ts';
import { CONTRATO_PROCESSO } from './processo/processo.contrato.ts';
import { CONTRATO_RELATORIO } from './relatorio/relatorio.contrato.ts';
import { CONTRATO_TIPO_DOCUMENTO } from './tipoDocumento/tipoDocumento.contrato.ts';
import { CONTRATO_USUARIO } from './usuario/usuario.contrato.ts';

/**
 * Every area's contract in one map (docs/arquitetura.md "Calls typed from the domain"): the web's
 * `lib/api.ts` reads its type. An area adds its `<area>.contrato.ts` here.
 */
export const CONTRATO = {
  ...CONTRATO_AUDITORIA,
  ...CONTRATO_AUTH,
  ...CONTRATO_NEGOCIACAO,
  ...CONTRATO_CONFIGURACAO,
  ...CONTRATO_DEVEDOR,
  ...CONTRATO_FINANCEIRO,
  ...CONTRATO_INDICE_FINANCEIRO,
  ...CONTRATO_LOCALIDADE,
  ...CONTRATO_ORGAO_CREDOR,
  ...CONTRATO_PAINEL,
  ...CONTRATO_PERFIL,
  ...CONTRATO_PRESCRICAO,
  ...CONTRATO_PROCESSO,
  ...CONTRATO_RELATORIO,
  ...CONTRATO_TIPO_DOCUMENTO,
  ...CONTRATO_USUARIO,
};
