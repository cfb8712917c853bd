import { FASE, SITUACAO } from '@divida/domain/workflow/situacoes';
import { Navigate } from 'react-router';
import { guarded, pagina, RequirePermission, type SectionDef } from '../../lib/routing.tsx';

const ProcessoDevolvidoListPage = pagina(() => import('./devolvidos/ProcessoDevolvidoListPage.tsx'));
const ProcessoDevolvidoDetailPage = pagina(() => import('./devolvidos/ProcessoDevolvidoDetailPage.tsx'));

/** spec 02 §2.4, §6: both returned-process screens need PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR. */
export const processoDevolvidoSection: SectionDef = {
  path: '/processoDevolvido',
  // the menu entry's permission (spec 01 §2.2) is not the one of the screens (above)
  menu: {
    label: 'Processos Devolvidos',
    icon: 'devolvidos',
    permission: 'PROCESSO_CONSTITUICAO_CREDITO_DEVOLVIDO_CONSULTAR',
  },
  routes: [
    { index: true, element: guarded('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', ProcessoDevolvidoListPage) },
    {
      path: ':processoId',
      element: guarded('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR', ProcessoDevolvidoDetailPage),
    },
    { path: '*', element: <Navigate to="/processoDevolvido" replace /> },
  ],
};

/**
 * The PGE's queue: the process list filtered by phase 4, situation 104 (awaiting inscription), the one
 * waiting longest (its last movement, the request, oldest) first.
 */
export const FILA_INSCRICAO = `/processos?idFaseProcesso=${FASE.DIVIDA_ATIVA}&idSituacaoProcesso=${SITUACAO.AGUARDANDO_INSCRICAO}&_sort=ultimoAndamento`;

const filaInscricao = (
  <RequirePermission permission="PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA">
    <Navigate to={FILA_INSCRICAO} replace />
  </RequirePermission>
);

/** /inscricaoDividaAtiva: the menu entry 'Inscrição em Dívida Ativa' opens the list with that filter. */
export const inscricaoDividaAtivaSection: SectionDef = {
  path: '/inscricaoDividaAtiva',
  menu: {
    label: 'Inscrição em Dívida Ativa',
    icon: 'inscricao',
    permission: 'PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA',
  },
  routes: [
    { index: true, element: filaInscricao },
    { path: '*', element: filaInscricao },
  ],
};
