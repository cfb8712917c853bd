/**
 * The embedded provider's sign-in page (docs/portal.md §6): Portuguese, plainly a demonstration, CPF
 * and Senha, Entrar and a Cancelar link; no script, so the strict security headers hold.
 */
const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pages' frame: the styles and the demonstration's warning. */
function pagina(titulo: string, corpo: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${titulo} (demonstração)</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f8f8f8;color:#1b1b1b}
main{max-width:24rem;margin:0 auto;padding:1.5rem 1rem}
.aviso{background:#fff5c2;border-left:4px solid #b38c00;padding:.75rem 1rem;margin:0 0 1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;min-height:44px;font-size:1rem;padding:.5rem;border:1px solid #888;border-radius:4px}
button{margin-top:1.5rem;width:100%;min-height:44px;font-size:1rem;font-weight:600;color:#fff;background:#1351b4;border:0;border-radius:22px}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #c2850c;outline-offset:2px}
.erro{color:#b00020;font-weight:600}
.secundario{background:#fff;color:#1351b4;border:2px solid #1351b4}
a{color:#1351b4;display:inline-block;margin-top:1rem;min-height:24px}
</style>
</head>
<body>
<main>
<p class="aviso" role="note"><strong>Ambiente de demonstração: não é o gov.br.</strong> Use um dos cidadãos de demonstração do README.</p>
${corpo}
</main>
</body>
</html>`;
}

export function paginaEntrar(uid: string, erro?: string): string {
  const acao = `/idp/interacao/${encodeURIComponent(uid)}`;
  return pagina(
    'Entrar',
    `<h1>Entrar</h1>
${erro ? `<p class="erro" role="alert">${escapar(erro)}</p>` : ''}
<form method="post" action="${acao}/entrar">
<label for="cpf">CPF</label>
<input id="cpf" name="cpf" inputmode="numeric" autocomplete="username" required>
<label for="senha">Senha</label>
<input id="senha" name="senha" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button>
</form>
<a href="${acao}/cancelar">Cancelar</a>`,
  );
}

/**
 * The provider's logout question (rpInitiatedLogout's `logoutSource`): `form` is the provider's own
 * form (its anti-forgery token); the buttons submit it, 'Sair' with `logout=yes`.
 */
export function paginaSair(form: string): string {
  return pagina(
    'Sair',
    `<h1>Sair da conta de demonstração?</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sair</button>
<button type="submit" form="op.logoutForm" class="secundario">Continuar conectado</button>`,
  );
}

/** The provider's error page (`renderError`): a plain message, never the error's details. */
export function paginaErro(): string {
  return pagina(
    'Erro',
    `<h1>Não foi possível concluir</h1>
<p>O pedido de entrada ou saída não é válido ou expirou. Volte ao portal e tente de novo.</p>
<a href="/portal">Voltar ao portal</a>`,
  );
}
