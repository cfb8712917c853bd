/**
 * Error codes of the API and their HTTP status (spec 01 §8; ARCHITECTURE "Errors").
 * The server shapes every error answer from this table; the page reads `errorcode` from it.
 */
export const ERRORS = {
  VALIDATION: { code: 400, status: 400 },
  BAD_REQUEST: { code: 400, status: 400 },
  TOKEN_INVALID: { code: 22, status: 401 },
  SESSION_REVOKED: { code: 27, status: 401 },
  INVALID_CREDENTIALS: { code: 21, status: 401 },
  FORBIDDEN: { code: 403, status: 403 },
  NOT_FOUND: { code: 404, status: 404 },
  CONFLICT: { code: 409, status: 409 },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413 },
  UNSUPPORTED_MEDIA: { code: 415, status: 415 },
  THROTTLED: { code: 429, status: 429 },
  INTERNAL: { code: 500, status: 500 },
} as const;

export type ErrorKind = keyof typeof ERRORS;

/** Codes that end the session on the page (spec 01 §8). */
export const SESSION_ENDING_CODES: readonly number[] = [
  ERRORS.TOKEN_INVALID.code,
  ERRORS.SESSION_REVOKED.code,
];

export const MENSAGENS = {
  tokenInvalido: 'Token de acesso ausente, inválido ou expirado',
  sessaoEncerrada: 'Sua sessão foi encerrada, por gentileza, realize o acesso novamente',
  sessaoExpirada: 'Sua sessão expirou, por gentileza, realize o acesso novamente',
  semPermissao: 'Necessário obter permissão para realizar essa ação.',
  naoEncontrado: 'Registro não encontrado',
  dadosInvalidos: 'Dados inválidos',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  credenciaisInvalidas: 'E-mail ou senha inválidos',
  captchaInvalido: 'Verificação de segurança inválida ou expirada. Resolva-a novamente.',
  arquivoNaoPdf: 'O arquivo deverá ser do tipo PDF',
  arquivoVazio: 'O arquivo enviado está vazio',
  arquivoAusente: 'Nenhum arquivo foi enviado',
  arquivoGrande: (mb: number) => `O arquivo deverá ter no máximo ${mb} MB`,
  jsonInvalido: 'O corpo da requisição não é um JSON válido',
} as const;

/** A problem answer of the API, as carried in headers and in the application/problem+json body. */
export interface ApiProblem {
  status: number;
  errorcode: number;
  errormsg: string;
  errorfields?: string[];
  errormessages?: string[];
}
