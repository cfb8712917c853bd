import { useState } from 'react';
import type { BoletoPortal } from '@divida/domain/portal/portal.schema';
import { formatBRL, formatDate } from '@divida/domain/format';
import { api, ErroDoPortal } from '../api.ts';
import { useTitulo } from '../rotas.ts';
import type { Acordo, Pagina } from '../tipos.ts';
import { Aviso, Boleto, Carregando, useLeitura } from '../ui.tsx';

const situacaoDaParcela = { EM_ABERTO: 'Em aberto', PAGA: 'Paga', VENCIDA: 'Vencida' } as const;

/** Acordos (docs/portal.md §5.5): each agreement, its instalments and a slip for each open one. */
export function Acordos() {
  useTitulo('Acordos');
  const { dados, erro, recarregar } = useLeitura(
    () => api.post<Pagina<Acordo>>('acordo/list?size=50', {}),
    [],
  );
  const [boleto, setBoleto] = useState<{ chave: string; b: BoletoPortal } | null>(null);
  const [erroBoleto, setErroBoleto] = useState<string | null>(null);
  const emitir = async (a: Acordo, parcela: number) => {
    setErroBoleto(null);
    try {
      const b = await api.post<BoletoPortal>(`acordo/${a.id}/parcela/${parcela}/boleto`, {});
      setBoleto({ chave: `${a.id}-${parcela}`, b });
    } catch (e) {
      setErroBoleto(e instanceof ErroDoPortal ? e.message : 'Não foi possível gerar o boleto.');
    }
  };
  return (
    <main className="conteudo" id="conteudo">
      <h1 tabIndex={-1}>Acordos</h1>
      {erro && <Aviso>{erro}</Aviso>}
      {!dados && !erro && <Carregando />}
      {dados && dados.content.length === 0 && <Aviso tipo="info">Você não tem acordos.</Aviso>}
      {erroBoleto && <Aviso>{erroBoleto}</Aviso>}
      <ul className="lista">
        {dados?.content.map((a) => (
          <li key={a.id} className="cartao acordo" data-testid={`acordo-${a.numero}`}>
            <p className="orgao">
              {a.orgaoCredor.sigla} ·{' '}
              {a.formaPagamento === 'A_VISTA' ? 'À vista' : `${a.totalParcelas} parcelas`}
            </p>
            <p>
              Acordo <strong>{a.numero}</strong> · <span className="situacao">{a.situacao.descricao}</span>
            </p>
            <p>
              Saldo: <strong>{formatBRL(a.saldoDevedor)}</strong>
            </p>
            {a.aceite && (
              <p className="ajuda">
                Termo aceito por {a.aceite.nome} em {new Date(a.aceite.em).toLocaleString('pt-BR')}.{' '}
                <a href={`/api/portal/acordo/${a.id}/termo`} target="_blank" rel="noopener">
                  Ver o termo (PDF)
                </a>
              </p>
            )}
            <table className="tabela">
              <thead>
                <tr>
                  <th scope="col">Parcela</th>
                  <th scope="col">Vencimento</th>
                  <th scope="col">Valor</th>
                  <th scope="col">Situação</th>
                </tr>
              </thead>
              <tbody>
                {a.parcelas.map((p) => (
                  <tr key={p.parcela}>
                    <td>{p.parcela}</td>
                    <td>{formatDate(p.vencimento)}</td>
                    <td>{formatBRL(p.valor)}</td>
                    <td>
                      {situacaoDaParcela[p.situacao]}
                      {p.situacao !== 'PAGA' && a.situacao.descricao !== 'CANCELADO' && (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="botao-texto"
                            onClick={() => void emitir(a, p.parcela)}
                          >
                            Boleto
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {boleto && boleto.chave.startsWith(`${a.id}-`) && <Boleto b={boleto.b} />}
          </li>
        ))}
      </ul>
      <button type="button" className="botao botao-secundario" onClick={recarregar}>
        Atualizar
      </button>
    </main>
  );
}
