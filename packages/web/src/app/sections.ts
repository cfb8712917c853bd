import type { SectionDef } from '../lib/routing.tsx';
import { tipoDocumentoSection } from '../features/tipoDocumento/tipoDocumento.routes.tsx';
import { usuarioSection } from '../features/usuario/usuario.routes.tsx';
import { orgaoCredorSection } from '../features/orgaoCredor/orgaoCredor.routes.tsx';
import { perfilSection } from '../features/perfil/perfil.routes.tsx';
import { configuracaoSection } from '../features/configuracao/configuracao.routes.tsx';
import { indiceFinanceiroSection } from '../features/indiceFinanceiro/indiceFinanceiro.routes.tsx';
import { processoSection } from '../features/processo/processo.routes.tsx';
import {
  inscricaoDividaAtivaSection,
  processoDevolvidoSection,
} from '../features/processo/processoDevolvido.routes.tsx';
import { devedorSection } from '../features/devedor/devedor.routes.tsx';
import { painelSection } from '../features/painel/painel.routes.tsx';
import { cdaSection } from '../features/cda/cda.routes.tsx';
import { relatorioSinteticoSection } from '../features/relatorio/relatorio.routes.tsx';
import { financeiroSection } from '../features/financeiro/financeiro.routes.tsx';
import { negociacaoSection } from '../features/negociacao/negociacao.routes.tsx';
import { processoCobrancaSection } from '../features/processoCobranca/processoCobranca.routes.tsx';
import { auditoriaSection } from '../features/auditoria/auditoria.routes.tsx';
import {
  arquivoBancarioSection,
  conciliacaoSection,
} from '../features/arquivoBancario/arquivoBancario.routes.tsx';
import { prescricaoSection } from '../features/prescricao/prescricao.routes.tsx';
import { prazoSection } from '../features/prazo/prazo.routes.tsx';

/** The areas, in the order of the menu (spec 01 §2.2); each brings its own entry (app/shell/menu.ts). */
export const SECTIONS: readonly SectionDef[] = [
  painelSection,
  cdaSection,
  processoSection,
  processoDevolvidoSection,
  inscricaoDividaAtivaSection,
  prazoSection,
  prescricaoSection,
  negociacaoSection,
  devedorSection,
  processoCobrancaSection,
  arquivoBancarioSection,
  conciliacaoSection,
  relatorioSinteticoSection,
  financeiroSection,
  usuarioSection,
  orgaoCredorSection,
  tipoDocumentoSection,
  perfilSection,
  configuracaoSection,
  indiceFinanceiroSection,
  auditoriaSection,
];

export const sectionExists = (path: string) => SECTIONS.some((s) => s.path === path);
