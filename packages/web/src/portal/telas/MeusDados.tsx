import type { SessaoPortal } from '@divida/domain/portal/portal.schema';
import { formatCpfCnpj, formatDate } from '@divida/domain/format';
import { useTitulo } from '../rotas.ts';

const nivel = { bronze: 'Bronze', prata: 'Prata', ouro: 'Ouro' } as const;

/** Meus dados: who the session speaks for, as gov.br told it, and the companies they act for. */
export function MeusDados({ s }: { s: SessaoPortal }) {
  useTitulo('Meus dados');
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
      <p className="ajuda">
        Cada consulta dos seus dados, no portal ou pela equipe do órgão, fica registrada (Lei Geral de
        Proteção de Dados, art. 37).
      </p>
    </main>
  );
}
