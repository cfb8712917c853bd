import { cnpjCheckDigits, cpfCheckDigits } from '@divida/domain/documents';
import type { Permissao } from '@divida/domain/permissions';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { baseURL } from './env.ts';

/** Seeding for the administration specs (profiles, users, creditor bodies) through the API. */
export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}/api/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const msg = decodeURIComponent(res.headers.get('errormsg') ?? '');
    throw new Error(`${method} ${path} → ${res.status} ${msg}`);
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Letters only (profile names refuse digits), different on every run. */
export function letras(n = 6): string {
  const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from({ length: n }, () => a[Math.floor(Math.random() * 26)]).join('');
}

const digitos = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export function novoCpf(): string {
  const base = `1${digitos(8)}`;
  return base + cpfCheckDigits(base);
}

/** A numeric CNPJ, or an alphanumeric one (letters in the base) when asked. */
export function novoCnpj(alfanumerico = false): string {
  const base = alfanumerico ? `${letras(2)}${digitos(6)}0001` : `${digitos(8)}0001`;
  return base + cnpjCheckDigits(base);
}

/** An address the reference data knows without street files: Alta Floresta D'Oeste's general CEP. */
export const ENDERECO = {
  cep: '76954000',
  uf: 'RO',
  municipioNome: "Alta Floresta D'Oeste",
  municipio: 1100015,
  rua: 'Avenida Brasil Central',
  numero: '100',
  bairro: 'Centro Cívico',
};

export function orgaoPayload(sigla: string, tipoDocumentoId = 1) {
  return {
    nome: `Secretaria de Teste ${sigla}`,
    cnpj: novoCnpj(),
    sigla,
    codigoReceita: '1234',
    idIndiceFinanceiro: 1,
    tiposDocumentos: [{ id: tipoDocumentoId, opcional: false }],
    cep: ENDERECO.cep,
    rua: ENDERECO.rua,
    numero: ENDERECO.numero,
    bairro: ENDERECO.bairro,
    uf: ENDERECO.uf,
    municipio: ENDERECO.municipio,
    nomeContato: 'Maria Responsável',
    emailContato: `contato.${sigla.toLowerCase()}@exemplo.gov.br`,
    telefoneContato: '6932221234',
    nomeAutoridade: 'João Autoridade',
    cargoAutoridade: 'Secretário',
    matriculaAutoridade: '12345',
  };
}

export const createOrgao = (token: string, sigla: string) =>
  api<{ id: number }>(token, 'POST', 'orgaoCredor', orgaoPayload(sigla));

export const createPerfil = (token: string, nome: string, permissoes: Permissao[]) =>
  api<{ id: number; nome: string }>(token, 'POST', 'perfil', { nome, permissoes });

export function usuarioPayload(p: { nome: string; email: string; orgaoCredor: number; perfil: number }) {
  return {
    ...p,
    cpf: novoCpf(),
    matricula: digitos(6),
    cep: ENDERECO.cep,
    rua: ENDERECO.rua,
    numero: ENDERECO.numero,
    bairro: ENDERECO.bairro,
    uf: ENDERECO.uf,
    municipio: ENDERECO.municipio,
  };
}

export const createUsuario = (token: string, p: Parameters<typeof usuarioPayload>[0]) =>
  api<{ id: number }>(token, 'POST', 'usuario', usuarioPayload(p));

/** The text of a PDF's pages joined, as a reader would select it (pdf.js, as the server's tests do). */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** The text of a PDF the API generates (the page's own answer is read by its new tab, not kept). */
export async function pdfDaApi(token: string, path: string): Promise<string> {
  const r = await fetch(`${baseURL()}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!r.ok)
    throw new Error(`GET ${path} → ${r.status} ${decodeURIComponent(r.headers.get('errormsg') ?? '')}`);
  return pdfText(Buffer.from(await r.arrayBuffer()));
}

/** A user of `orgaoCredor` with a new profile holding `permissoes`, and a known password. */
export async function createUsuarioComPerfil(
  token: string,
  p: { prefixo: string; orgaoCredor: number; permissoes: Permissao[]; senha: string },
) {
  const perfil = await createPerfil(token, `PERFIL ${p.prefixo}`, p.permissoes);
  const email = `${p.prefixo.toLowerCase()}.${Date.now()}@exemplo.gov.br`;
  const nome = `Usuário Teste ${p.prefixo}`;
  const u = await createUsuario(token, { nome, email, orgaoCredor: p.orgaoCredor, perfil: perfil.id });
  await api(token, 'POST', 'usuario/changeUserPassword', {
    idUsuario: u.id,
    senhaNova: p.senha,
    confirmacaoSenha: p.senha,
  });
  return { id: u.id, nome, email, perfil };
}
