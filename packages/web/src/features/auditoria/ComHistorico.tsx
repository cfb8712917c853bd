import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { EntidadeAuditada } from '@divida/domain/auditoria/auditoria.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { Historico } from './Historico.tsx';

/**
 * A detail page's content with a 'Histórico' tab beside it (#historico in the URL), for those who
 * may read the audit trail; for the others the content alone.
 */
export function ComHistorico({
  entidade,
  id,
  rotulo = 'Dados',
  children,
}: {
  entidade: EntidadeAuditada;
  /** none (a record being created): the content alone */
  id: number | undefined;
  rotulo?: string;
  children: ReactNode;
}) {
  const { can } = useSession();
  const { hash, state } = useLocation();
  const navigate = useNavigate();
  if (id === undefined || !can('AUDITORIA_CONSULTAR')) return children;
  const aba = hash === '#historico' ? '#historico' : '';
  return (
    <>
      <Tabs
        value={aba}
        onChange={(_e, v: string) => void navigate({ hash: v }, { replace: true, state })}
        aria-label="Abas do registro"
        sx={{ mb: 2 }}
      >
        <Tab label={rotulo} value="" />
        <Tab label="Histórico" value="#historico" />
      </Tabs>
      {aba === '' ? children : <Historico entidade={entidade} id={id} />}
    </>
  );
}
