import { formatBRL, formatDate } from '@divida/domain/format';
import { api } from '../api.ts';
import { useTitulo } from '../rotas.ts';
import type { Resumo } from '../tipos.ts';
import { Aviso, Carregando, Ir, useLeitura } from '../ui.tsx';

/** Início (docs/portal.md §4): one call, what the person owes today, per body, the next instalment, the terms running. */
export function Inicio({ nome }: { nome: string }) {
  useTitulo('Início');
  const { dados: r, erro } = useLeitura(() => api.get<Resumo>('resumo'), []);
  return (
    <main className="conteudo" id="conteudo">
      <h1 tabIndex={-1}>Olá, {nome.split(' ')[0]}</h1>
      {erro && <Aviso>{erro}</Aviso>}
      {!r && !erro && <Carregando />}
      {r && (
        <>
          <section className="cartao destaque">
            <p className="rotulo">Você deve hoje</p>
            <p className="valor-grande" data-testid="total-devido">
              {formatBRL(r.totalDevido)}
            </p>
            {r.totalDevido > 0 && (
              <Ir para="/portal/debitos" className="botao">
                Ver débitos
              </Ir>
            )}
          </section>
          {r.porOrgao.length > 0 && (
            <section aria-labelledby="por-orgao">
              <h2 id="por-orgao">Por órgão credor</h2>
              <ul className="lista">
                {r.porOrgao.map((o) => (
                  <li key={o.orgaoCredor.id} className="cartao linha">
                    <span>
                      <strong>{o.orgaoCredor.sigla}</strong>
                      <br />
                      <small>
                        {o.quantidade} {o.quantidade === 1 ? 'débito' : 'débitos'}
                      </small>
                    </span>
                    <span className="valor">{formatBRL(o.saldoDevedor)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {r.proximaParcela && (
            <section className="cartao" aria-labelledby="proxima">
              <h2 id="proxima">Próxima parcela</h2>
              <p>
                Parcela {r.proximaParcela.parcela} do acordo {r.proximaParcela.numero}:{' '}
                <strong>{formatBRL(r.proximaParcela.valor)}</strong>, vence em{' '}
                {formatDate(r.proximaParcela.vencimento)}.
              </p>
              <Ir para="/portal/acordos" className="botao botao-secundario">
                Ver acordos
              </Ir>
            </section>
          )}
          {r.prazos.length > 0 && (
            <section aria-labelledby="prazos">
              <h2 id="prazos">Prazos em andamento</h2>
              <ul className="lista">
                {r.prazos.map((p) => (
                  <li key={p.idDebito} className="cartao">
                    Processo {p.numero} ({p.tipo}): termina em <strong>{formatDate(p.ultimoDia)}</strong> —{' '}
                    {p.diasRestantes === 0
                      ? 'hoje é o último dia'
                      : `${p.diasRestantes} ${p.diasRestantes === 1 ? 'dia' : 'dias'}`}
                    .
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </main>
  );
}
