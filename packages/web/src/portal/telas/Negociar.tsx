import { useState } from 'react';
import { MENSAGENS_PAGAMENTO_PORTAL } from '@divida/domain/portal/mensagens';
import type { NivelConfiabilidade } from '@divida/domain/portal/mensagens';
import { formatBRL, formatDate } from '@divida/domain/format';
import { api, ErroDoPortal } from '../api.ts';
import { useTitulo } from '../rotas.ts';
import type { AceiteCriado, Opcoes, Simulacao } from '../tipos.ts';
import { Aviso, Boleto, Carregando, Ir, useLeitura } from '../ui.tsx';

/**
 * Negociar (docs/portal.md §5.5) as a short wizard: the quantities the rules allow, the simulation of
 * one with its term, and the acceptance. Below the agreement's level the person reads why and how to
 * raise it instead of a button that would fail.
 */
export function Negociar({
  id,
  podeAssinar,
  nivelExigido,
}: {
  id: number;
  podeAssinar: boolean;
  nivelExigido: NivelConfiabilidade;
}) {
  useTitulo('Negociar');
  const opcoes = useLeitura(() => api.post<Opcoes>('negociacao/opcoes', { idsDebitos: [id] }), [id]);
  const [escolha, setEscolha] = useState<number | null>(null);
  const [sim, setSim] = useState<Simulacao | null>(null);
  const [li, setLi] = useState(false);
  const [feito, setFeito] = useState<AceiteCriado | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const acao = async (f: () => Promise<void>) => {
    setEnviando(true);
    setErro(null);
    try {
      await f();
    } catch (e) {
      setErro(e instanceof ErroDoPortal ? e.message : 'Não foi possível concluir. Tente de novo.');
    } finally {
      setEnviando(false);
    }
  };
  const simular = (n: number) =>
    acao(async () => {
      setSim(await api.post<Simulacao>('negociacao/simular', { idsDebitos: [id], totalParcelas: n }));
      setLi(false);
    });
  const aceitar = (s: Simulacao) =>
    acao(async () => {
      setFeito(
        await api.post<AceiteCriado>('negociacao/aceitar', {
          idsDebitos: s.idsDebitos,
          totalParcelas: s.totalParcelas,
          primeiroVencimento: s.primeiroVencimento,
          valorPrimeiraParcela: s.valorPrimeiraParcela,
          sha256Termo: s.termo.sha256,
        }),
      );
    });

  if (feito)
    return (
      <main className="conteudo" id="conteudo">
        <h1 tabIndex={-1}>Acordo firmado</h1>
        <Aviso tipo="sucesso">
          Parcelamento {feito.numero} aceito em {new Date(feito.aceite.em).toLocaleString('pt-BR')}. O boleto
          da primeira parcela está abaixo; os das outras ficam em Acordos.
        </Aviso>
        {feito.boleto && <Boleto b={feito.boleto} />}
        <Ir para="/portal/acordos" className="botao botao-secundario">
          Ver acordos
        </Ir>
      </main>
    );

  return (
    <main className="conteudo" id="conteudo">
      <p>
        <Ir para={`/portal/debitos/${id}`}>‹ Débito</Ir>
      </p>
      <h1 tabIndex={-1}>Negociar</h1>
      {!podeAssinar && (
        <Aviso tipo="info">{MENSAGENS_PAGAMENTO_PORTAL.nivelInsuficiente(nivelExigido)}</Aviso>
      )}
      {opcoes.erro && <Aviso>{opcoes.erro}</Aviso>}
      {!opcoes.dados && !opcoes.erro && <Carregando />}
      {opcoes.dados && (
        <fieldset className="cartao opcoes">
          <legend>1. Em quantas parcelas?</legend>
          {opcoes.dados.opcoes.length === 0 && (
            <p>
              O valor não permite parcelar (parcela mínima de {formatBRL(opcoes.dados.valorMinimoParcela)}).
              Você pode pagar à vista.
            </p>
          )}
          {opcoes.dados.opcoes.map((o) => (
            <label key={o.totalParcelas} className="opcao">
              <input
                type="radio"
                name="parcelas"
                value={o.totalParcelas}
                checked={escolha === o.totalParcelas}
                onChange={() => {
                  setEscolha(o.totalParcelas);
                  void simular(o.totalParcelas);
                }}
              />
              <span>
                <strong>{o.totalParcelas} parcelas</strong> · primeira de {formatBRL(o.valorPrimeiraParcela)}{' '}
                · total {formatBRL(o.valorTotal)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {erro && <Aviso>{erro}</Aviso>}
      {sim && (
        <section className="cartao" aria-labelledby="simulacao">
          <h2 id="simulacao">2. Simulação</h2>
          <table className="tabela">
            <thead>
              <tr>
                <th scope="col">Parcela</th>
                <th scope="col">Vencimento</th>
                <th scope="col">Valor</th>
              </tr>
            </thead>
            <tbody>
              {sim.parcelas.map((p) => (
                <tr key={p.parcela}>
                  <td>{p.parcela}</td>
                  <td>{formatDate(p.dataVencimento)}</td>
                  <td>{formatBRL(p.valorTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Total do parcelamento: <strong>{formatBRL(sim.valorTotalAcordo)}</strong>
          </p>
          <h2 id="termo">3. Termo de parcelamento</h2>
          <pre className="termo" tabIndex={0} aria-labelledby="termo">
            {sim.termo.texto}
          </pre>
          {podeAssinar ? (
            <>
              <label className="opcao">
                <input type="checkbox" checked={li} onChange={(e) => setLi(e.target.checked)} />
                <span>Li o termo e aceito o parcelamento nestas condições.</span>
              </label>
              <button
                type="button"
                className="botao"
                disabled={!li || enviando}
                onClick={() => void aceitar(sim)}
              >
                {enviando ? 'Enviando…' : 'Aceitar e parcelar'}
              </button>
            </>
          ) : (
            <p className="ajuda">Com o nível {nivelExigido} ou ouro, você poderá aceitar este termo aqui.</p>
          )}
        </section>
      )}
    </main>
  );
}
