/**
 * Error codes of the API and their HTTP status (spec 01 §8; ARCHITECTURE "Errors").
 * The server shapes every error answer from this table; the page reads `errorcode` from it.
 */
import './zodPt.ts';

export const ERRORS = {
  VALIDATION: { code: 400, status: 400 },
  BAD_REQUEST: { code: 400, status: 400 },
  TOKEN_INVALID: { code: 22, status: 401 },
  SESSION_REVOKED: { code: 27, status: 401 },
  INVALID_CREDENTIALS: { code: 21, status: 401 },
  FORBIDDEN: { code: 403, status: 403 },
  NOT_FOUND: { code: 404, status: 404 },
  CONFLICT: { code: 409, status: 409 },
  UNPROCESSABLE: { code: 422, status: 422 },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413 },
  UNSUPPORTED_MEDIA: { code: 415, status: 415 },
  THROTTLED: { code: 429, status: 429 },
  INTERNAL: { code: 500, status: 500 },
  UNAVAILABLE: { code: 503, status: 503 },
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
  saiuEmOutraAba: 'Você saiu em outra aba',
  semPermissao: 'Necessário obter permissão para realizar essa ação.',
  perfilAlemDoAlcance: 'Você não pode atribuir nem gerenciar um perfil com permissões que você não possui',
  // a body's user changing a record every body shares (permissions.ts podeAlterarRegistroCompartilhado)
  registroCompartilhado: 'Este registro é compartilhado por todos os órgãos: só a PGE pode alterá-lo.',
  /** the document types' list for a body's user who holds a permission to change them */
  tiposDocumentoCompartilhados:
    'Os tipos de documento são compartilhados por todos os órgãos: só a PGE pode incluí-los ou alterá-los.',
  cadastroCompartilhado:
    'Os registros deste cadastro são compartilhados por todos os órgãos: só a PGE pode incluí-los.',
  naoEncontrado: 'Registro não encontrado',
  dadosInvalidos: 'Dados inválidos',
  // a NUL character in a JSON string (PostgreSQL cannot store it)
  textoInvalido: 'O texto enviado contém caracteres inválidos',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  credenciaisInvalidas: 'E-mail ou senha inválidos',
  captchaInvalido: 'Verificação de segurança inválida ou expirada. Resolva-a novamente.',
  // why Entrar is still disabled, shown under it on the login page
  verificacaoEmAndamento: 'Aguarde a verificação de segurança terminar para entrar.',
  listaFalhou: 'Não foi possível carregar os registros.',
  verificacaoFalhou: 'A verificação de segurança falhou. Marque “Eu não sou um robô” para tentar de novo.',
  arquivoNaoPdf: 'O arquivo deverá ser do tipo PDF',
  arquivoRepetido: (nome: string) =>
    `Arquivo ${nome} já selecionado. Por favor selecione um arquivo com um nome diferente.`,
  arquivoVazio: 'O arquivo enviado está vazio',
  arquivoAusente: 'Nenhum arquivo foi enviado',
  arquivoUnico: 'Envie um único arquivo por vez, sem outros campos.',
  pdfConteudoAtivo: 'O arquivo PDF contém conteúdo ativo e não pode ser aceito.',
  pdfNaoVerificavel:
    'O arquivo PDF está protegido ou compactado de um modo que não permite verificá-lo. Envie uma cópia sem proteção.',
  uploadsPendentes: (n: number, hora: string) =>
    `Há ${n} arquivos enviados ainda não anexados a um registro. Conclua os cadastros em andamento ou tente novamente após ${hora}.`,
  cotaDiariaUpload: (n: number, hora: string) =>
    `Limite de ${n} arquivos enviados em 24 horas atingido. Tente novamente após ${hora}.`,
  multipartEsperado: 'Envie o arquivo em um formulário multipart/form-data, no campo "file".',
  multipartInvalido: 'O envio do arquivo chegou incompleto ou malformado. Tente enviá-lo novamente.',
  /** spec 02 §5 and 03: the limit is written as the spec shows it, with no space before MB. */
  arquivoGrande: (mb: number) => `O arquivo informado é maior que o tamanho permitido de ${mb}MB`,
  jsonInvalido: 'O corpo da requisição não é um JSON válido',
  servidorOcupado: 'O servidor está ocupado. Tente novamente em instantes.',
  bancoIndisponivel: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  registroAlterado: 'O registro foi alterado por outro usuário. Recarregue a página.',
  versaoAusente: 'Versão do registro ausente ou inválida. Recarregue a página.',
  paginaNaoCarregada:
    'Não foi possível carregar esta página: o sistema pode ter sido atualizado ou o servidor está indisponível.',
} as const;

/** A problem answer of the API, as carried in headers and in the application/problem+json body. */
export interface ApiProblem {
  status: number;
  errorcode: number;
  errormsg: string;
  errorfields?: string[];
  errormessages?: string[];
}
