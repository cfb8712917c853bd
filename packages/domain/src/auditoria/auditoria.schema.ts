import { z } from 'zod';
import { compareDates } from '../calendar.ts';
import { dataOpcionalSchema, dataValida } from '../data.schema.ts';

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
  'indiceFinanceiro',
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
  indiceFinanceiro: 'Índice financeiro',
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
  numeroInvalido: 'Informe o número do processo ou da cobrança (AAAA/NNNNNNNN ou só os dígitos).',
  falhaVerificacao: 'A verificação da trilha de auditoria encontrou um registro alterado ou removido.',
} as const;

// the list page's drawer holds an unset filter as '' (the same as absent)
const vazioNulo = <T extends z.ZodType>(t: T) => z.union([z.literal(''), t]).nullish();

const texto = (max: number) => z.string().trim().max(max, `Informe no máximo ${max} caracteres.`);

export const auditoriaFiltroSchema = z
  .object({
    entidade: vazioNulo(z.enum(ENTIDADES_AUDITADAS, { error: MENSAGENS_AUDITORIA.entidadeDesconhecida })),
    entidadeId: texto(60).nullish(),
    /** a process's or a collection's number as the screens show it ('2026/00000026') or its digits */
    numero: texto(20)
      .regex(/^[\d./\s-]*$/, MENSAGENS_AUDITORIA.numeroInvalido)
      .nullish(),
    idUsuario: vazioNulo(z.coerce.number().int().positive().max(2_147_483_647)),
    /** a user's name, or part of it (the list's autocomplete offers the names) */
    usuario: texto(100).nullish(),
    acao: vazioNulo(z.enum(ACOES_AUDITADAS)),
    dataInicio: dataOpcionalSchema(),
    dataFim: dataOpcionalSchema(),
  })
  .superRefine((v, c) => {
    // an invalid date has its own message already (and compareDates would throw on it)
    if (dataValida(v.dataInicio) && dataValida(v.dataFim) && compareDates(v.dataInicio, v.dataFim) > 0)
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
  /** the record's number as users know it (a process's or a collection's), when it has one */
  numero: z.string().optional(),
  /** the record's name as users know it (a debtor's, a user's, a body's sigla...), when it has one */
  nome: z.string().optional(),
  /** the names of the ids the fields hold, by field and id ({ devedorId: { '261': 'Joana ...' } }) */
  nomes: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type AuditoriaLinha = z.infer<typeof auditoriaLinhaSchema>;

export const auditoriaVerificacaoSchema = z.object({
  ok: z.boolean(),
  linhasVerificadas: z.number().int(),
  primeiraDivergencia: z.object({ id: z.number().int(), em: z.string() }).nullable(),
});
export type AuditoriaVerificacao = z.infer<typeof auditoriaVerificacaoSchema>;

/** `GET auditoria/usuarios`: the users the caller may see whose name contains the text typed. */
export const auditoriaUsuariosQuery = z.object({ nome: texto(100).default('') });
export const auditoriaUsuarioOpcaoSchema = z.object({ id: z.number().int(), nome: z.string() });
export type AuditoriaUsuarioOpcao = z.infer<typeof auditoriaUsuarioOpcaoSchema>;

/**
 * The records whose ids the trail's fields hold, by field: the server answers their names
 * (`nomes`) for the rows the caller may read, so the history reads 'Devedor: Joana', not 'Devedor: 261'.
 */
export const CAMPOS_REFERENCIA = {
  devedorId: 'devedor',
  titularDevedorId: 'devedor',
  orgaoCredorId: 'orgaoCredor',
  criadoPor: 'usuario',
  perfilId: 'perfil',
  naturezaDebitoId: 'naturezaDebito',
  municipioId: 'municipio',
  tipoDocumentoIdentificacaoId: 'tipoDocumentoIdentificacao',
  indiceFinanceiroId: 'indiceFinanceiro',
  idIndiceFinanceiro: 'indiceFinanceiro',
  idProcessoCobranca: 'processoCobranca',
} as const;
export type RegistroReferido = (typeof CAMPOS_REFERENCIA)[keyof typeof CAMPOS_REFERENCIA];

/** The records named by their name rather than their id in the list's 'Registro' column. */
export const ENTIDADE_COM_NOME: Partial<Record<EntidadeAuditada, RegistroReferido | 'tipoDocumento'>> = {
  devedor: 'devedor',
  usuario: 'usuario',
  orgaoCredor: 'orgaoCredor',
  perfil: 'perfil',
  indiceFinanceiro: 'indiceFinanceiro',
  tipoDocumento: 'tipoDocumento',
};

/** The fields' labels in the history (a field not listed is shown by its name split into words). */
export const ROTULOS_CAMPOS: Record<string, string> = {
  nome: 'Nome',
  nomeBusca: 'Nome para busca',
  siglaBusca: 'Sigla para busca',
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
  telefone1: 'Telefone',
  telefone2: 'Telefone 2',
  cep: 'CEP',
  rua: 'Rua',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  uf: 'UF',
  municipio: 'Município',
  municipioId: 'Município',
  senhaHash: 'Senha',
  receberResumoDiarioPrazos: 'Receber resumo diário dos prazos',
  id: 'Identificador',
  // processes
  situacao: 'Situação',
  situacaoId: 'Situação',
  fase: 'Fase',
  faseId: 'Fase',
  suspenso: 'Suspenso',
  protegido: 'Protegido',
  lavrado: 'Lavrado',
  statusCobranca: 'Status da cobrança',
  statusJustica: 'Situação judicial',
  statusProtesto: 'Situação do protesto',
  dataReferenciaPrazo: 'Data de referência do prazo',
  acao: 'Ação',
  documento: 'Documento',
  documentos: 'Documentos',
  excluido: 'Excluído',
  numeroProcessoAdministrativo: 'Número do processo administrativo',
  dataDebito: 'Data do débito',
  naturezaDebitoId: 'Natureza do débito',
  descricaoFato: 'Descrição do fato',
  fundamentoLegal: 'Fundamentação legal',
  devedorId: 'Devedor',
  // the debtor's and the holder's keys kept beside a process or an agreement for the lists' sorts
  devedorNome: 'Nome do devedor',
  devedorNomeBusca: 'Nome do devedor para busca',
  devedorDocumento: 'Documento do devedor',
  titularDevedorId: 'Devedor titular',
  titularProcessoNumero: 'Número do processo do titular',
  titularNome: 'Nome do titular',
  titularNomeBusca: 'Nome do titular para busca',
  titularDocumento: 'Documento do titular',
  numeroCda: 'Número da CDA',
  dataReferenciaCalculo: 'Data de referência do cálculo',
  ultimaCorrecaoValor: 'Última correção do valor',
  dataUltimoAndamento: 'Data do último andamento',
  criadoPor: 'Criado por',
  prescricaoNivel: 'Nível da prescrição',
  prescricaoPrazo: 'Prazo da prescrição',
  prescricaoNivelDesde: 'Nível da prescrição desde',
  prescricaoRevisao: 'Próxima revisão da prescrição',
  idReconhecimento: 'Reconhecimento',
  reconhecimentoPrescricao: 'Reconhecimento da prescrição',
  justificativa: 'Justificativa',
  justificativaAnulacao: 'Justificativa da anulação',
  observacao: 'Observação',
  idProcessoCobranca: 'Cobrança',
  // money
  valorOriginario: 'Valor originário',
  valorAtualizado: 'Valor atualizado',
  valorCorrecao: 'Valor da correção',
  multaAtualizada: 'Multa atualizada',
  jurosAtualizado: 'Juros atualizados',
  valorJurosMesPagamento: 'Juros do mês do pagamento',
  valorHonorarios: 'Valor dos honorários',
  totalCorrigido: 'Total corrigido',
  valorAtualizadoPago: 'Valor atualizado pago',
  valorCorrecaoPago: 'Valor da correção pago',
  valorMultaPago: 'Valor da multa pago',
  valorJurosPago: 'Valor dos juros pago',
  valorJurosMesPagamentoPago: 'Juros do mês do pagamento pagos',
  valorHonorariosPago: 'Valor dos honorários pago',
  // collections, payments and bank files
  valorTotalAcordo: 'Valor total do acordo',
  formaPagamento: 'Forma de pagamento',
  parcela: 'Parcela',
  valor: 'Valor',
  valorBoleto: 'Valor do boleto',
  nossoNumero: 'Nosso número',
  dataVencimento: 'Data de vencimento',
  idPagamento: 'Pagamento',
  idArquivoBancario: 'Arquivo bancário',
  linha: 'Linha do arquivo',
  linhas: 'Linhas',
  tipo: 'Tipo',
  convenio: 'Convênio',
  nsa: 'NSA',
  quantidade: 'Quantidade',
  resolucao: 'Resolução',
  // records and settings
  data: 'Data',
  dataEncerramento: 'Data de encerramento',
  atualizadoEm: 'Atualizado em',
  criadoEm: 'Criado em',
  tiposDocumentos: 'Tipos de documentos',
  opcional: 'Opcional',
  idIndiceFinanceiro: 'Índice financeiro',
  indiceFinanceiroId: 'Índice financeiro',
  codigoReceita: 'Código da receita',
  numeroIdentificador: 'Número identificador',
  url: 'Endereço eletrônico',
  descricao: 'Descrição',
  descricaoFatoPadrao: 'Descrição do fato padrão',
  fundamentoLegalPadrao: 'Fundamentação legal padrão',
  utilizarJuros: 'Utilizar juros',
  utilizarMulta: 'Utilizar multa',
  nomeContato: 'Nome do contato',
  emailContato: 'E-mail do contato',
  telefoneContato: 'Telefone do contato',
  chaveBanco: 'Banco',
  agencia: 'Agência',
  digitoAgencia: 'Dígito da agência',
  conta: 'Conta',
  digitoConta: 'Dígito da conta',
  carteira: 'Carteira',
  variacao: 'Variação',
  codigoBeneficiario: 'Código do beneficiário',
  codigoBeneficiarioDigito: 'Dígito do código do beneficiário',
  chavePix: 'Chave PIX',
  toleranciaPagamento: 'Tolerância de pagamento',
  nomeAutoridade: 'Nome da autoridade',
  cargoAutoridade: 'Cargo da autoridade',
  matriculaAutoridade: 'Matrícula da autoridade',
  tipoDocumentoIdentificacaoId: 'Tipo de documento de identificação',
  documentoIdentificacao: 'Documento de identificação',
  maxParcelas: 'Número máximo de parcelas',
  valorMinParcelas: 'Valor mínimo da parcela',
  porcentagemJurosMes: 'Juros ao mês (%)',
  porcentagemHonorarios: 'Honorários (%)',
  prazoDias: 'Prazo em dias',
  anosPrescricao: 'Anos para a prescrição',
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
