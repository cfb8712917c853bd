import { useEffect, useState } from 'react';
import type { SessaoPortal } from '@divida/domain/portal/portal.schema';
import { api } from './api.ts';
import { navegar, useLocal } from './rotas.ts';
import { Acordos } from './telas/Acordos.tsx';
import { DebitoTela, Debitos } from './telas/Debitos.tsx';
import { Entrar, Saiu } from './telas/Entrar.tsx';
import { Inicio } from './telas/Inicio.tsx';
import { MeusDados } from './telas/MeusDados.tsx';
import { Negociar } from './telas/Negociar.tsx';
import { Carregando, Ir } from './ui.tsx';

const ABAS = [
  { para: '/portal', rotulo: 'Início' },
  { para: '/portal/debitos', rotulo: 'Débitos' },
  { para: '/portal/acordos', rotulo: 'Acordos' },
  { para: '/portal/meus-dados', rotulo: 'Meus dados' },
] as const;

/** The portal's shell (docs/portal.md §4): the session, the top bar with Sair, the bottom bar, the screens. */
export function Portal() {
  const local = useLocal();
  const [sessao, setSessao] = useState<SessaoPortal | null | undefined>(undefined);
  useEffect(() => {
    // no session (401), or the server unreachable: the sign-in page
    api.get<SessaoPortal>('sessao').then(setSessao, () => setSessao(null));
  }, []);
  const url = new URL(local, location.origin);
  const caminho = url.pathname.replace(/\/$/, '') || '/portal';

  if (caminho === '/portal/saiu') return <Saiu />;
  if (sessao === undefined) return <Carregando />;
  if (sessao === null)
    return (
      <Entrar
        erro={url.searchParams.get('erro')}
        destino={caminho.startsWith('/portal/entrar') ? '/portal' : local}
      />
    );

  const sair = async () => {
    const r = await api.post<{ sairDoProvedor: string | null }>('sessao/sair').catch(() => null);
    if (r?.sairDoProvedor) location.assign(r.sairDoProvedor);
    else {
      setSessao(null);
      navegar('/portal/saiu');
    }
  };

  const debito = /^\/portal\/debitos\/(\d+)$/.exec(caminho);
  const negociar = /^\/portal\/negociar\/(\d+)$/.exec(caminho);
  const tela = debito ? (
    <DebitoTela id={Number(debito[1])} pagar={url.searchParams.has('pagar')} />
  ) : negociar ? (
    <Negociar
      id={Number(negociar[1])}
      podeAssinar={sessao.podeAssinarAcordo}
      nivelExigido={sessao.nivelExigidoAcordo}
    />
  ) : caminho === '/portal/debitos' ? (
    <Debitos />
  ) : caminho === '/portal/acordos' ? (
    <Acordos />
  ) : caminho === '/portal/meus-dados' ? (
    <MeusDados s={sessao} />
  ) : (
    <Inicio nome={sessao.nome} />
  );
  const ativa = ABAS.filter((a) => caminho === a.para || caminho.startsWith(`${a.para}/`)).at(-1)?.para;

  return (
    <>
      <a className="pular" href="#conteudo">
        Ir para o conteúdo
      </a>
      <header className="topo">
        <span className="marca">Portal do devedor</span>
        <span className="quem">{sessao.nome.split(' ')[0]}</span>
        <button type="button" className="botao-texto sair" onClick={() => void sair()}>
          Sair
        </button>
      </header>
      {tela}
      <nav className="abas" aria-label="Seções do portal">
        {ABAS.map((a) => (
          <Ir key={a.para} para={a.para} className={ativa === a.para ? 'aba ativa' : 'aba'}>
            <span aria-current={ativa === a.para ? 'page' : undefined}>{a.rotulo}</span>
          </Ir>
        ))}
      </nav>
    </>
  );
}
