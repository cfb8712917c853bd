import type { SessaoPortal } from '@divida/domain/portal/portal.schema';
import { formatCpfCnpj, formatDate, formatDateTime, formatTelefone, SEM_VALOR } from '@divida/domain/format';
import { api } from '../api.ts';
import { useTitulo } from '../rotas.ts';
import type { AcessoDoTitular, MeusDadosApi, Pagina } from '../tipos.ts';
import { Aviso, Carregando, useLeitura } from '../ui.tsx';

const nivel = { bronze: 'Bronze', prata: 'Prata', ouro: 'Ouro' } as const;

/**
 * Meus dados: who the session speaks for, as gov.br told it, the companies they act for, the record the
 * office holds about them and who read it (LGPD arts. 18 and 37).
 */
export function MeusDados({ s }: { s: SessaoPortal }) {
  useTitulo('Meus dados');
  const dados = useLeitura(() => api.get<MeusDadosApi>('meusDados'), []);
  const acessos = useLeitura(() => api.get<Pagina<AcessoDoTitular>>('meusDados/acessos?size=50'), []);
  return (
    <main className="conteudo" id="conteudo">
      <h1 tabIndex={-1}>Meus dados</h1>
      <section className="cartao">
        <dl className="campos">
          <div>
            <dt>Nome</dt>
            <dd>{s.nome}</dd>
          </div>
          <div>
            <dt>CPF</dt>
            <dd>{formatCpfCnpj(s.cpf)}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{s.email ?? 'não informado pelo gov.br'}</dd>
          </div>
          <div>
            <dt>Nível da conta gov.br</dt>
            <dd>{nivel[s.nivel]}</dd>
          </div>
        </dl>
        {!s.podeAssinarAcordo && (
          <p className="ajuda">
            Para parcelar no portal, a conta precisa do nível {s.nivelExigidoAcordo} ou ouro: aumente o nível
            em gov.br e entre de novo.
          </p>
        )}
      </section>
      {s.empresas.length > 0 && (
        <section className="cartao" aria-labelledby="empresas">
          <h2 id="empresas">Empresas que você representa</h2>
          <ul>
            {s.empresas.map((e) => (
              <li key={e.cnpj}>
                {e.nome} – CNPJ {formatCpfCnpj(e.cnpj)}
                {e.ate ? ` (até ${formatDate(e.ate)})` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="cartao" aria-labelledby="cadastro">
        <h2 id="cadastro">O cadastro no órgão</h2>
        {dados.erro && <Aviso>{dados.erro}</Aviso>}
        {!dados.dados && !dados.erro && <Carregando />}
        {dados.dados?.cadastros.length === 0 && <p>Não há cadastro de devedor com o seu CPF.</p>}
        {dados.dados?.cadastros.map((c) => (
          <dl className="campos" key={c.documentoIdentificacao}>
            <div>
              <dt>Nome</dt>
              <dd>{c.nome}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{c.email ?? SEM_VALOR}</dd>
            </div>
            <div>
              <dt>Telefone</dt>
              <dd>{c.telefone1 ? formatTelefone(c.telefone1) : SEM_VALOR}</dd>
            </div>
            <div>
              <dt>Endereço</dt>
              <dd>{c.endereco}</dd>
            </div>
          </dl>
        ))}
      </section>
      <section className="cartao" aria-labelledby="acessos">
        <h2 id="acessos">Quem consultou os seus dados</h2>
        {acessos.erro && <Aviso>{acessos.erro}</Aviso>}
        {acessos.dados && acessos.dados.content.length === 0 && <p>Nenhuma consulta registrada.</p>}
        {acessos.dados && acessos.dados.content.length > 0 && (
          <table className="tabela">
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Quem</th>
                <th scope="col">Para quê</th>
              </tr>
            </thead>
            <tbody>
              {acessos.dados.content.map((a, i) => (
                <tr key={i}>
                  <td>{formatDateTime(a.em)}</td>
                  <td>
                    {a.quem.nome}
                    {a.quem.orgaoCredor ? ` (${a.quem.orgaoCredor})` : ''}
                  </td>
                  <td>{a.origem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <p className="ajuda">
        Cada consulta dos seus dados, no portal ou pela equipe do órgão, fica registrada (Lei Geral de
        Proteção de Dados, art. 37).
      </p>
    </main>
  );
}
