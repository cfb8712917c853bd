import { z } from 'zod';
import { compareDates } from '../calendar.ts';
import { dataOpcionalSchema } from '../data.schema.ts';

/** The audit trail (issue 26): who changed what and when, with each field's before and after. */

/** The records with a history, by the API's resource name (the `entidade` of the audit rows). */
export const ENTIDADES_AUDITADAS = [
  'processoConstituicaoCredito',
  'processoCobranca',
  'devedor',
  'usuario',
  'orgaoCredor',
  'perfil',
  'tipoDocumento',
  'configuracao',
  'arquivoBancario',
  'conciliacao',
] as const;
export type EntidadeAuditada = (typeof ENTIDADES_AUDITADAS)[number];

export const ENTIDADE_AUDITADA_LABEL: Record<EntidadeAuditada, string> = {
  processoConstituicaoCredito: 'Processo',
  processoCobranca: 'Cobrança',
  devedor: 'Devedor',
  usuario: 'Usuário',
  orgaoCredor: 'Órgão credor',
  perfil: 'Perfil',
  tipoDocumento: 'Tipo de documento',
  configuracao: 'Configuração',
  arquivoBancario: 'Arquivo bancário',
  conciliacao: 'Conciliação',
};

export const ACOES_AUDITADAS = [
  'CRIAR',
  'ALTERAR',
  'EXCLUIR',
  'ALTERAR_SENHA',
  'REDEFINIR_SENHA',
  'ANEXAR',
  'ACAO_PROCESSO',
] as const;
export type AcaoAuditada = (typeof ACOES_AUDITADAS)[number];

export const ACAO_AUDITADA_LABEL: Record<AcaoAuditada, string> = {
  CRIAR: 'Inclusão',
  ALTERAR: 'Alteração',
  EXCLUIR: 'Exclusão',
  ALTERAR_SENHA: 'Alteração de senha',
  REDEFINIR_SENHA: 'Redefinição de senha',
  ANEXAR: 'Substituição de documento',
  ACAO_PROCESSO: 'Ação do processo',
};

export const MENSAGENS_AUDITORIA = {
  entidadeDesconhecida: `Entidade desconhecida. Use uma de: ${ENTIDADES_AUDITADAS.join(', ')}.`,
  periodoInvertido: 'A data inicial deve ser anterior ou igual à data final.',
  idInvalido: 'Identificador inválido.',
  falhaVerificacao: 'A verificação da trilha de auditoria encontrou um registro alterado ou removido.',
} as const;

// the list page's drawer holds an unset filter as '' (the same as absent)
const vazioNulo = <T extends z.ZodType>(t: T) => z.union([z.literal(''), t]).nullish();

const texto = (max: number) => z.string().trim().max(max, `Informe no máximo ${max} caracteres.`);

export const auditoriaFiltroSchema = z
  .object({
    entidade: vazioNulo(z.enum(ENTIDADES_AUDITADAS, { error: MENSAGENS_AUDITORIA.entidadeDesconhecida })),
    entidadeId: texto(60).nullish(),
    idUsuario: vazioNulo(z.coerce.number().int().positive().max(2_147_483_647)),
    acao: vazioNulo(z.enum(ACOES_AUDITADAS)),
    dataInicio: dataOpcionalSchema(),
    dataFim: dataOpcionalSchema(),
  })
  .superRefine((v, c) => {
    if (v.dataInicio && v.dataFim && compareDates(v.dataInicio, v.dataFim) > 0)
      c.addIssue({ code: 'custom', path: ['dataInicio'], message: MENSAGENS_AUDITORIA.periodoInvertido });
  });
export type AuditoriaFiltro = z.input<typeof auditoriaFiltroSchema>;

export const AUDITORIA_SORT = ['em', 'id', 'entidade', 'acao'] as const;
export const AUDITORIA_DEFAULT_SORT = 'em,desc';

export const campoAlteradoSchema = z.object({ de: z.unknown().optional(), para: z.unknown().optional() });

export const auditoriaLinhaSchema = z.object({
  id: z.number().int(),
  em: z.string(),
  usuario: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  entidade: z.string(),
  entidadeId: z.string(),
  acao: z.string(),
  campos: z.record(z.string(), campoAlteradoSchema),
});
export type AuditoriaLinha = z.infer<typeof auditoriaLinhaSchema>;

export const auditoriaVerificacaoSchema = z.object({
  ok: z.boolean(),
  linhasVerificadas: z.number().int(),
  primeiraDivergencia: z.object({ id: z.number().int(), em: z.string() }).nullable(),
});
export type AuditoriaVerificacao = z.infer<typeof auditoriaVerificacaoSchema>;

/** The fields' labels in the history (a field not listed is shown by its name split into words). */
export const ROTULOS_CAMPOS: Record<string, string> = {
  nome: 'Nome',
  email: 'E-mail',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  matricula: 'Matrícula',
  sigla: 'Sigla',
  ativo: 'Ativo',
  perfilId: 'Perfil',
  orgaoCredorId: 'Órgão credor',
  permissoes: 'Permissões',
  telefone: 'Telefone',
  cep: 'CEP',
  rua: 'Rua',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  uf: 'UF',
  municipio: 'Município',
  municipioId: 'Município',
  senhaHash: 'Senha',
  situacao: 'Situação',
  situacaoId: 'Situação',
  fase: 'Fase',
  faseId: 'Fase',
  suspenso: 'Suspenso',
  statusCobranca: 'Status da cobrança',
  dataReferenciaPrazo: 'Data de referência do prazo',
  acao: 'Ação',
  documento: 'Documento',
  excluido: 'Excluído',
  valorOriginario: 'Valor originário',
  valorAtualizado: 'Valor atualizado',
  multaAtualizada: 'Multa atualizada',
  jurosAtualizado: 'Juros atualizados',
  totalCorrigido: 'Total corrigido',
  valorTotalAcordo: 'Valor total do acordo',
  formaPagamento: 'Forma de pagamento',
  data: 'Data',
  dataEncerramento: 'Data de encerramento',
  atualizadoEm: 'Atualizado em',
  criadoEm: 'Criado em',
  tiposDocumentos: 'Tipos de documentos',
  idIndiceFinanceiro: 'Índice financeiro',
  indiceFinanceiroId: 'Índice financeiro',
  codigoReceita: 'Código da receita',
  chavePix: 'Chave PIX',
};

/** A field's label: the listed one, else its camelCase name as words ('dataInscricao' → 'Data inscricao'). */
export const rotuloDoCampo = (campo: string) =>
  ROTULOS_CAMPOS[campo] ??
  campo
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_m, c: string) => ` ${c.toLowerCase()}`);

/** Money fields are shown as BRL: their names say so. */
export const campoDeDinheiro = (campo: string) => /^(valor|multa|juros|total|saldo)/.test(campo);
