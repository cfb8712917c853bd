import type { Modulo } from './platform/modulo.ts';
import { modulo as auth } from './modules/auth/modulo.ts';
import { modulo as usuario } from './modules/usuario/modulo.ts';
import { modulo as tipoDocumento } from './modules/tipoDocumento/modulo.ts';
import { modulo as perfil } from './modules/perfil/modulo.ts';
import { modulo as orgaoCredor } from './modules/orgaoCredor/modulo.ts';
import { modulo as configuracao } from './modules/configuracao/modulo.ts';
import { modulo as documento } from './modules/documento/modulo.ts';
import { modulo as localidade } from './modules/localidade/modulo.ts';
import { modulo as indiceFinanceiro } from './modules/indiceFinanceiro/modulo.ts';
import { modulo as banco } from './modules/banco/modulo.ts';
import { modulo as tipoDocumentoIdentificacao } from './modules/tipoDocumentoIdentificacao/modulo.ts';
import { modulo as naturezaDebito } from './modules/naturezaDebito/modulo.ts';
import { modulo as faseProcesso } from './modules/faseProcesso/modulo.ts';
import { modulo as processo } from './modules/processo/modulo.ts';
import { modulo as processoCobranca } from './modules/processoCobranca/modulo.ts';
import { modulo as posicaoDevedor } from './modules/posicaoDevedor/modulo.ts';
import { modulo as painel } from './modules/painel/modulo.ts';
import { modulo as relatorio } from './modules/relatorio/modulo.ts';
import { modulo as financeiro } from './modules/financeiro/modulo.ts';
import { modulo as auditoria } from './modules/auditoria/modulo.ts';
import { modulo as arquivoBancario } from './modules/arquivoBancario/modulo.ts';
import { modulo as prescricao } from './modules/prescricao/modulo.ts';
import { modulo as portal } from './modules/portal/modulo.ts';

/**
 * Every area of the server, in the order their routes are registered. The composition root (app.ts)
 * loops over this list; adding an area is one line here (and one in seed/reference.ts if it has
 * reference data).
 */
export const MODULOS: readonly Modulo[] = [
  auth,
  usuario,
  tipoDocumento,
  perfil,
  orgaoCredor,
  configuracao,
  documento,
  localidade,
  indiceFinanceiro,
  banco,
  tipoDocumentoIdentificacao,
  naturezaDebito,
  faseProcesso,
  processo,
  processoCobranca,
  posicaoDevedor,
  painel,
  relatorio,
  financeiro,
  auditoria,
  arquivoBancario,
  prescricao,
  portal,
];
