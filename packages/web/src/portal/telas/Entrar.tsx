import { ERROS_ENTRADA, type ErroEntrada } from '@divida/domain/portal/mensagens';
import { useTitulo } from '../rotas.ts';
import { Aviso } from '../ui.tsx';

/** Signed out (docs/portal.md §4): Entrar com gov.br, and the sign-in's failure in words. */
export function Entrar({ erro, destino }: { erro: string | null; destino: string }) {
  useTitulo('Entrar');
  const mensagem = erro && erro in ERROS_ENTRADA ? ERROS_ENTRADA[erro as ErroEntrada] : null;
  return (
    <main className="conteudo entrar" id="conteudo">
      <h1 tabIndex={-1}>Portal do devedor</h1>
      <p>
        Consulte os seus débitos com o Estado em todos os órgãos, veja o cálculo do valor atualizado, pague à
        vista com boleto ou Pix e parcele.
      </p>
      {mensagem && <Aviso>{mensagem}</Aviso>}
      <a
        className="botao botao-govbr"
        href={`/api/portal/sessao/entrar?destino=${encodeURIComponent(destino)}`}
      >
        Entrar com gov.br
      </a>
      <p className="ajuda">
        Você entra com a sua conta gov.br. Para parcelar, a conta precisa do nível prata ou ouro.
      </p>
    </main>
  );
}

/** After the provider's logout. */
export function Saiu() {
  useTitulo('Você saiu');
  return (
    <main className="conteudo entrar" id="conteudo">
      <h1 tabIndex={-1}>Você saiu do portal</h1>
      <p>A sua sessão foi encerrada.</p>
      <a className="botao botao-govbr" href="/api/portal/sessao/entrar?destino=/portal">
        Entrar com gov.br
      </a>
    </main>
  );
}
