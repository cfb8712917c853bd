import { useState } from 'react';
import type { MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import {
  formatarNumeroCda,
  formatarNumeroProcesso,
  formatBRL,
  formatDate,
  SEM_VALOR,
} from '@divida/domain/format';
import { api, ErroDoPortal } from '../api.ts';
import { navegar, useTitulo } from '../rotas.ts';
import type { Debito, DebitoDetalhe, Pagina, PagamentoCriado } from '../tipos.ts';
import { Aviso, Boleto, Carregando, Ir, useLeitura } from '../ui.tsx';

const papel: Record<Debito['papel'], string> = {
  TITULAR: 'Você é o titular',
  CORRESPONSAVEL: 'Você é corresponsável',
  REPRESENTANTE: 'Empresa que você representa',
};

/** Débitos (docs/portal.md §4): every process and CDA of the person, in every body. */
export function Debitos() {
  useTitulo('Débitos');
  const { dados, erro } = useLeitura(() => api.post<Pagina<Debito>>('debito/list?size=100', {}), []);
  return (
    <main className="conteudo" id="conteudo">
      <h1 tabIndex={-1}>Débitos</h1>
      {erro && <Aviso>{erro}</Aviso>}
      {!dados && !erro && <Carregando />}
      {dados && dados.content.length === 0 && (
        <Aviso tipo="info">Não há débitos em seu nome nem das empresas que você representa.</Aviso>
      )}
      <ul className="lista">
        {dados?.content.map((d) => (
          <li key={d.id} className="cartao debito">
            <p className="orgao">
              {d.orgaoCredor.sigla} <small>{d.orgaoCredor.nome}</small>
            </p>
            <p>
              Processo <strong>{formatarNumeroProcesso(d.numero)}</strong>
              {d.cda && (
                <>
                  <br />
                  CDA <strong>{formatarNumeroCda(d.cda.numero)}</strong>
                </>
              )}
            </p>
            <p className="situacao">
              {d.situacao.descricao}
              {d.acordo && ` · em acordo (${d.acordo.numero})`}
            </p>
            <p className="papel">{papel[d.papel]}</p>
            <dl className="campos">
              <div>
                <dt>Valor original</dt>
                <dd>{formatBRL(d.valorOriginario)}</dd>
              </div>
              <div>
                <dt>Valor hoje</dt>
                <dd className="valor" data-testid={`saldo-${d.id}`}>
                  {formatBRL(d.saldoDevedor)}
                </dd>
              </div>
            </dl>
            <div className="acoes">
              <Ir para={`/portal/debitos/${d.id}`} className="botao botao-secundario">
                Ver cálculo
              </Ir>
              {d.podePagar && (
                <Ir para={`/portal/debitos/${d.id}?pagar=1`} className="botao">
                  Pagar à vista
                </Ir>
              )}
              {d.podeNegociar && (
                <Ir para={`/portal/negociar/${d.id}`} className="botao">
                  Negociar
                </Ir>
              )}
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** One debt: its facts, the calculation memory (Ver cálculo) and Pagar à vista. */
export function DebitoTela({ id, pagar }: { id: number; pagar: boolean }) {
  useTitulo('Débito');
  const { dados: d, erro } = useLeitura(() => api.get<DebitoDetalhe>(`debito/${id}`), [id]);
  const memoria = useLeitura(() => api.get<MemoriaCalculo>(`debito/${id}/memoriaCalculo`), [id]);
  const [pago, setPago] = useState<PagamentoCriado | null>(null);
  const [erroPagar, setErroPagar] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const pagarAgora = async () => {
    setEnviando(true);
    setErroPagar(null);
    try {
      setPago(await api.post<PagamentoCriado>('pagamento', { idsDebitos: [id] }));
    } catch (e) {
      setErroPagar(e instanceof ErroDoPortal ? e.message : 'Não foi possível gerar o boleto.');
    } finally {
      setEnviando(false);
    }
  };
  return (
    <main className="conteudo" id="conteudo">
      <p>
        <Ir para="/portal/debitos">‹ Débitos</Ir>
      </p>
      <h1 tabIndex={-1}>{d ? `Processo ${formatarNumeroProcesso(d.numero)}` : 'Débito'}</h1>
      {erro && <Aviso>{erro}</Aviso>}
      {!d && !erro && <Carregando />}
      {d && (
        <>
          <section className="cartao">
            <p className="orgao">{d.orgaoCredor.nome}</p>
            {d.cda && <p>CDA {formatarNumeroCda(d.cda.numero)}</p>}
            <p className="situacao">{d.situacao.descricao}</p>
            <p>{d.descricaoFato}</p>
            <p className="ajuda">Fundamento legal: {d.fundamentoLegal}</p>
            <dl className="campos">
              <div>
                <dt>Valor original</dt>
                <dd>{formatBRL(d.valorOriginario)}</dd>
              </div>
              <div>
                <dt>Valor hoje</dt>
                <dd className="valor" data-testid="saldo-hoje">
                  {formatBRL(d.saldoDevedor)}
                </dd>
              </div>
            </dl>
          </section>
          {d.documentos.length > 0 && (
            <section className="cartao" aria-labelledby="documentos">
              <h2 id="documentos">Documentos recebidos</h2>
              <ul>
                {d.documentos.map((doc) => (
                  <li key={doc.tipo}>
                    <a href={doc.url} target="_blank" rel="noopener">
                      {doc.nome} (PDF)
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {pago?.boleto ? (
            <>
              <Aviso tipo="sucesso">
                Boleto gerado (cobrança {pago.numero}). Pague até o vencimento pelo banco ou pelo Pix.
              </Aviso>
              <Boleto b={pago.boleto} />
            </>
          ) : (
            d.podePagar && (
              <section className="cartao">
                <h2>Pagar à vista</h2>
                <p>
                  Um boleto com Pix de <strong>{formatBRL(d.saldoDevedor)}</strong> (o valor pode ser
                  corrigido até a data do vencimento), sem desconto.
                </p>
                {erroPagar && <Aviso>{erroPagar}</Aviso>}
                <div className="acoes">
                  <button
                    type="button"
                    className="botao"
                    disabled={enviando}
                    autoFocus={pagar}
                    onClick={() => void pagarAgora()}
                  >
                    {enviando ? 'Gerando…' : 'Gerar boleto para pagar à vista'}
                  </button>
                  {d.podeNegociar && (
                    <button
                      type="button"
                      className="botao botao-secundario"
                      onClick={() => navegar(`/portal/negociar/${id}`)}
                    >
                      Parcelar
                    </button>
                  )}
                </div>
              </section>
            )
          )}
          {d.acordo && (
            <Aviso tipo="info">
              Este débito está no acordo {d.acordo.numero}. <Ir para="/portal/acordos">Ver acordos</Ir>
            </Aviso>
          )}
          <section className="cartao" aria-labelledby="calculo">
            <h2 id="calculo">Cálculo do valor de hoje</h2>
            {memoria.erro && <Aviso>{memoria.erro}</Aviso>}
            {memoria.dados && <Memoria m={memoria.dados} />}
          </section>
        </>
      )}
    </main>
  );
}

function Memoria({ m }: { m: MemoriaCalculo }) {
  return (
    <>
      <p className="ajuda">
        Calculado em {formatDate(m.dataCalculo)}
        {m.indice ? `, corrigido pelo índice ${m.indice}` : ''}.
      </p>
      <dl className="campos">
        <div>
          <dt>Principal</dt>
          <dd>{formatBRL(m.principal)}</dd>
        </div>
        <div>
          <dt>Principal corrigido</dt>
          <dd>{formatBRL(m.principalCorrigido)}</dd>
        </div>
        <div>
          <dt>Multa</dt>
          <dd>{formatBRL(m.multa)}</dd>
        </div>
        <div>
          <dt>Juros</dt>
          <dd>{formatBRL(m.juros)}</dd>
        </div>
        {m.honorarios > 0 && (
          <div>
            <dt>Honorários</dt>
            <dd>{formatBRL(m.honorarios)}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd className="valor">{formatBRL(m.total)}</dd>
        </div>
      </dl>
      {m.meses.length > 0 && (
        <details>
          <summary>Correção mês a mês ({m.meses.length} meses)</summary>
          <table className="tabela">
            <thead>
              <tr>
                <th scope="col">Mês</th>
                <th scope="col">Taxa</th>
                <th scope="col">Valor corrigido</th>
              </tr>
            </thead>
            <tbody>
              {m.meses.map((x) => (
                <tr key={x.mes}>
                  <td>{x.mes}</td>
                  <td>
                    {x.taxa === null ? (x.observacao ?? SEM_VALOR) : `${x.taxa.toLocaleString('pt-BR')}%`}
                  </td>
                  <td>{formatBRL(x.valorCorrigido)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </>
  );
}
