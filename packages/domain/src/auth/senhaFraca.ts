import { chaveBusca } from '../texto.ts';

/**
 * What else a new password must not be (issue 23 §5), beyond the format rules (senhaRegras): one of
 * the most common passwords, or something containing the person's name or e-mail. Runs on the page
 * (the password checklist) and on the server (every password set: change, assignment, reset).
 */
export const MENSAGENS_SENHA = {
  comum: 'Esta senha está entre as mais usadas. Escolha outra.',
  pessoal: 'A senha não pode conter partes do seu nome nem do seu e-mail.',
  regra: 'Não é uma senha comum nem contém seu nome ou e-mail',
} as const;

/** Whose password it is: parts of these may not appear in it. */
export interface DonoDaSenha {
  nome?: string | null;
  email?: string | null;
}

/** A name part or an e-mail piece shorter than this is not looked for (Ana, Lu, da, de...). */
const MIN_PARTE = 4;

let comuns: Promise<Set<string>> | undefined;

/** The list, loaded once on first use (its own chunk on the page): ~5 KB nobody else downloads. */
function senhasComuns(): Promise<Set<string>> {
  comuns ??= import('./senhasComuns.ts').then(({ SENHAS_COMUNS, PALAVRAS_COMUNS_PT, SUFIXOS_COMUNS }) => {
    const s = new Set(SENHAS_COMUNS);
    for (const p of PALAVRAS_COMUNS_PT) for (const x of SUFIXOS_COMUNS) s.add(p + x);
    return s;
  });
  return comuns;
}

/** Lower case without accents: 'Joãozinho1' and 'joaozinho1' are the same password here. */
const normal = (s: string) => chaveBusca(s.toLowerCase());

/** The pieces of a name and of an e-mail's local part that a password may not contain. */
export function partesPessoais(dono: DonoDaSenha): string[] {
  const partes = new Set<string>();
  const nome = normal(dono.nome ?? '');
  for (const p of nome.split(/[^a-z]+/)) if (p.length >= MIN_PARTE) partes.add(p);
  const local = normal((dono.email ?? '').split('@')[0] ?? '');
  if (local.length >= MIN_PARTE) partes.add(local);
  for (const p of local.split(/[^a-z]+/)) if (p.length >= MIN_PARTE) partes.add(p);
  return [...partes];
}

/** Whether the password contains a part of its owner's name or e-mail (synchronous: no list). */
export function contemDadosPessoais(senha: string, dono: DonoDaSenha): boolean {
  const s = normal(senha);
  return partesPessoais(dono).some((p) => s.includes(p));
}

/** Whether the password is one of the common ones (case and accents aside). */
export async function senhaComum(senha: string): Promise<boolean> {
  return (await senhasComuns()).has(normal(senha));
}

/** The message that refuses this password, or null when it may be used. */
export async function senhaFraca(senha: string, dono: DonoDaSenha): Promise<string | null> {
  if (await senhaComum(senha)) return MENSAGENS_SENHA.comum;
  if (contemDadosPessoais(senha, dono)) return MENSAGENS_SENHA.pessoal;
  return null;
}
