import { useCallback, useMemo } from 'react';
import { podeAtuarSobrePerfil, TODAS_PERMISSOES } from '@divida/domain/permissions';
import { useSession } from '../../lib/SessionProvider.tsx';

/**
 * The server's rule, on the page: may the signed-in user assign this profile, or act on a user who
 * holds it? Buttons and options the server would refuse (403) are not offered.
 */
export function usePodeAtuarSobrePerfil() {
  const { can } = useSession();
  const proprias = useMemo(() => TODAS_PERMISSOES.filter(can), [can]);
  return useCallback(
    (permissoes: readonly string[]) => podeAtuarSobrePerfil(proprias, permissoes),
    [proprias],
  );
}
