/**
 * The permission catalogue (spec 01 §6), one source for server and web.
 * A module groups permissions for the profile tree; a permission may have children
 * (the collections module): checking a child also checks its parent (spec 01 §2.4).
 */
export interface PermissaoDef {
  codigo: string;
  nome: string;
  filhos?: readonly PermissaoDef[];
}

export interface ModuloDef {
  codigo: string;
  nome: string;
  permissoes: readonly PermissaoDef[];
}

const crud = (prefixo: string, extra: PermissaoDef[] = []): PermissaoDef[] => [
  { codigo: `${prefixo}_CONSULTAR`, nome: 'Consultar' },
  { codigo: `${prefixo}_CADASTRAR`, nome: 'Cadastrar' },
  { codigo: `${prefixo}_ALTERAR`, nome: 'Alterar' },
  { codigo: `${prefixo}_EXCLUIR`, nome: 'Excluir' },
  ...extra,
];

const P = 'PROCESSO_CONSTITUICAO_CREDITO';

export const MODULOS = [
  { codigo: 'PAINEL', nome: 'Painel', permissoes: [{ codigo: 'PAINEL', nome: 'Visualizar painéis' }] },
  {
    codigo: 'RELATORIO',
    nome: 'Relatório',
    permissoes: [{ codigo: 'RELATORIO_CONSULTAR', nome: 'Consultar relatórios' }],
  },
  {
    codigo: 'FINANCEIRO',
    nome: 'Financeiro',
    permissoes: [{ codigo: 'FINANCEIRO_CONSULTAR', nome: 'Consultar financeiro' }],
  },
  {
    codigo: 'DEVEDOR',
    nome: 'Devedor',
    permissoes: [
      { codigo: 'DEVEDOR_CONSULTAR', nome: 'Consultar' },
      { codigo: 'DEVEDOR_ALTERAR', nome: 'Alterar' },
      // LGPD art. 37: who may read (and print for the data subject) the log of accesses to personal data
      { codigo: 'DADOS_PESSOAIS_AUDITAR', nome: 'Auditar acessos a dados pessoais' },
    ],
  },
  {
    codigo: 'CONFIGURACAO',
    nome: 'Configuração',
    permissoes: [
      { codigo: 'CONSULTAR_CONFIGURACAO', nome: 'Consultar' },
      { codigo: 'ALTERAR_CONFIGURACAO', nome: 'Alterar' },
    ],
  },
  {
    codigo: 'NEGOCIACAO',
    nome: 'Negociação',
    permissoes: [
      { codigo: 'NEGOCIACAO_CONSULTAR', nome: 'Consultar' },
      { codigo: 'NEGOCIACAO_NEGOCIAR_PAGAMENTO', nome: 'Negociar pagamento' },
    ],
  },
  {
    codigo: 'ORGAO_CREDOR',
    nome: 'Órgão',
    permissoes: crud('ORGAO_CREDOR', [
      { codigo: 'ALTERAR_DADOS_BANCARIOS', nome: 'Alterar dados bancários' },
    ]),
  },
  { codigo: 'TIPO_DOCUMENTO', nome: 'Tipo Documento', permissoes: crud('TIPO_DOCUMENTO') },
  { codigo: 'PERFIL', nome: 'Perfil', permissoes: crud('PERFIL') },
  {
    codigo: 'PROCESSO_COBRANCA',
    nome: 'Cobrança',
    permissoes: [
      {
        codigo: 'PROCESSO_COBRANCA_CONSULTAR',
        nome: 'Consultar cobranças',
        filhos: [
          { codigo: 'PROCESSO_COBRANCA_CONSULTAR_DETALHE', nome: 'Consultar detalhe' },
          { codigo: 'BAIXA_MANUAL_BOLETO', nome: 'Baixa manual de boleto' },
          { codigo: 'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO', nome: 'Anexar termo de parcelamento' },
          { codigo: 'PROCESSO_COBRANCA_EMITIR_BOLETO', nome: 'Gerar boleto' },
          { codigo: 'PROCESSO_COBRANCA_CANCELAR', nome: 'Cancelar cobrança' },
        ],
      },
    ],
  },
  {
    codigo: 'USUARIO',
    nome: 'Usuário',
    permissoes: crud('USUARIO', [{ codigo: 'USUARIO_ALTERAR_SENHA', nome: 'Atribuir senha' }]),
  },
  {
    codigo: P,
    nome: 'Processo',
    permissoes: [
      ...crud(P),
      { codigo: `${P}_SUBSTITUIR_DOCUMENTO`, nome: 'Substituir documento' },
      { codigo: `${P}_REGISTRAR_CIENCIA_DEVEDOR`, nome: 'Registrar ciência do devedor' },
      { codigo: `${P}_ANEXAR_AVISO_RECEBIMENTO`, nome: 'Anexar aviso de recebimento' },
      { codigo: `${P}_ANEXAR_PAGINA_DIARIO`, nome: 'Anexar página do diário oficial' },
      { codigo: `${P}_QUITAR_DEBITO`, nome: 'Quitar débito' },
      { codigo: `${P}_PARCELAR_DEBITO`, nome: 'Parcelar débito' },
      { codigo: `${P}_REGISTRAR_PERDA_PARCELAMENTO`, nome: 'Registrar perda do parcelamento' },
      { codigo: `${P}_SOLICITAR_INSCRICAO_DIVIDA_ATIVA`, nome: 'Solicitar inscrição em dívida ativa' },
      { codigo: `${P}_CONTESTAR_DEBITO`, nome: 'Contestar débito' },
      { codigo: `${P}_CANCELAR_ULTIMA_ACAO`, nome: 'Cancelar última ação' },
      { codigo: `${P}_SUSPENDER_PROCESSO`, nome: 'Suspender processo' },
      { codigo: `${P}_REATIVAR_PROCESSO`, nome: 'Reativar processo' },
      { codigo: `${P}_ENCERRAR_POR_DECISAO_JUDICIAL`, nome: 'Encerrar por decisão judicial' },
      { codigo: `${P}_DOWNLOAD_DOCUMENTO`, nome: 'Baixar documento' },
      { codigo: `${P}_ANEXAR_TCC`, nome: 'Anexar TCC' },
      { codigo: `${P}_DEVOLVIDO_CONSULTAR`, nome: 'Consultar processos devolvidos' },
      { codigo: `${P}_RETORNAR_PROCESSOS_DEVOLVIDOS`, nome: 'Retornar processos devolvidos' },
      // Ours (docs/workflow.md, the attorney-general office's side): inscribe a requested debt or return it.
      { codigo: `${P}_INSCREVER_DIVIDA_ATIVA`, nome: 'Inscrever em dívida ativa' },
      { codigo: `${P}_DEVOLVER_PROCESSO`, nome: 'Devolver processo ao órgão credor' },
      { codigo: `${P}_REGISTRAR_AJUIZAMENTO`, nome: 'Registrar ajuizamento da CDA' },
      { codigo: `${P}_SUSPENDER_POR_ORDEM_JUDICIAL`, nome: 'Suspender CDA por ordem judicial' },
      { codigo: `${P}_REVOGAR_SUSPENSAO_JUDICIAL`, nome: 'Revogar suspensão judicial da CDA' },
      { codigo: `${P}_REGISTRAR_EXTINCAO_JUDICIAL`, nome: 'Registrar extinção judicial' },
      { codigo: `${P}_ENVIAR_PROTESTO`, nome: 'Enviar CDA a protesto' },
      { codigo: `${P}_REGISTRAR_PROTESTO`, nome: 'Registrar protesto' },
      { codigo: `${P}_REGISTRAR_IRREGULARIDADE_PROTESTO`, nome: 'Registrar irregularidade do protesto' },
      { codigo: `${P}_ENCERRAR_PROTESTO`, nome: 'Encerrar protesto' },
    ],
  },
  {
    // Ours (docs/arquivos-bancarios.md §5): the bank's registration and return files and the reconciliation queue.
    codigo: 'ARQUIVO_BANCARIO',
    nome: 'Arquivos Bancários',
    permissoes: [
      { codigo: 'ARQUIVO_BANCARIO_CONSULTAR', nome: 'Consultar arquivos bancários' },
      { codigo: 'ARQUIVO_BANCARIO_ENVIAR', nome: 'Gerar remessa e enviar retorno' },
      { codigo: 'CONCILIAR_PAGAMENTOS', nome: 'Conciliar pagamentos' },
    ],
  },
  {
    // Ours (docs/prazos-e-prescricao.md §3): prescription control; recognition needs a second user holding APROVAR.
    codigo: 'PRESCRICAO',
    nome: 'Prescrição',
    permissoes: [
      { codigo: 'PRESCRICAO_CONSULTAR', nome: 'Consultar prescrição' },
      { codigo: 'PRESCRICAO_RECONHECER', nome: 'Propor reconhecimento de prescrição' },
      { codigo: 'PRESCRICAO_APROVAR', nome: 'Aprovar reconhecimento de prescrição' },
    ],
  },
  {
    // Ours, not the spec's: staff of the attorney-general office work across every creditor body.
    codigo: 'ACESSO',
    nome: 'Acesso',
    permissoes: [{ codigo: 'ACESSO_TODOS_ORGAOS', nome: 'Acessar dados de todos os órgãos credores' }],
  },
  {
    // Ours (issue 26): the audit trail, its records' histories and the chain's verification.
    codigo: 'AUDITORIA',
    nome: 'Auditoria',
    permissoes: [{ codigo: 'AUDITORIA_CONSULTAR', nome: 'Consultar auditoria' }],
  },
] as const satisfies readonly ModuloDef[];

type Flatten<T> = T extends { codigo: infer C; filhos: readonly (infer F)[] }
  ? C | Flatten<F>
  : T extends { codigo: infer C }
    ? C
    : never;

export type Permissao = Flatten<(typeof MODULOS)[number]['permissoes'][number]>;

function flatten(
  list: readonly PermissaoDef[],
  parent?: string,
): { codigo: string; pai?: string; nome: string }[] {
  return list.flatMap((p) => [
    { codigo: p.codigo, nome: p.nome, pai: parent },
    ...flatten(p.filhos ?? [], p.codigo),
  ]);
}

/** Every permission with its module and parent, in catalogue order. */
export const PERMISSOES: readonly { codigo: Permissao; nome: string; modulo: string; pai?: Permissao }[] =
  MODULOS.flatMap((m) =>
    flatten(m.permissoes).map((p) => ({
      codigo: p.codigo as Permissao,
      nome: p.nome,
      modulo: m.codigo,
      pai: p.pai as Permissao | undefined,
    })),
  );

export const TODAS_PERMISSOES: readonly Permissao[] = PERMISSOES.map((p) => p.codigo);

const codigos = new Set<string>(TODAS_PERMISSOES);
export const isPermissao = (codigo: string): codigo is Permissao => codigos.has(codigo);

/** Parent of a child permission (collections module), if any. */
export const paiDe = (codigo: Permissao): Permissao | undefined =>
  PERMISSOES.find((p) => p.codigo === codigo)?.pai;

/** Closes a selection under the parent rule: a child always brings its parent. */
export function comPais(selecionadas: readonly Permissao[]): Permissao[] {
  const out = new Set(selecionadas);
  for (const p of selecionadas) {
    let pai = paiDe(p);
    while (pai) {
      out.add(pai);
      pai = paiDe(pai);
    }
  }
  return TODAS_PERMISSOES.filter((p) => out.has(p));
}

/** Space-separated scope of an access token, parsed. */
export const parseScope = (scope: string | undefined): Permissao[] =>
  (scope ?? '').split(' ').filter((s): s is Permissao => isPermissao(s));

/**
 * Permissions of a profile that the caller does not hold itself. Nobody acts on a profile holding
 * any: assigning it, creating, editing, deactivating or setting the password of a user who holds it,
 * or editing it, would hand out (or take over) a reach the caller lacks.
 */
export function permissoesQueFaltam(
  caller: ReadonlySet<string> | readonly string[],
  perfil: readonly string[],
): string[] {
  const tem: ReadonlySet<string> = caller instanceof Set ? caller : new Set(caller);
  return perfil.filter((p) => !tem.has(p));
}

/** May the caller act on a profile with these permissions (and on the users who hold it)? */
export const podeAtuarSobrePerfil = (
  caller: ReadonlySet<string> | readonly string[],
  perfil: readonly string[],
): boolean => permissoesQueFaltam(caller, perfil).length === 0;

/**
 * Records shared by every body (a profile of no body, a document type, a scheduled job of the whole
 * office) are changed only by the attorney-general office, whose staff work across all bodies
 * (ACESSO_TODOS_ORGAOS): a body's permission to change such records (PERFIL_ALTERAR,
 * TIPO_DOCUMENTO_*) does not reach what the other bodies use too.
 */
export const podeAlterarRegistroCompartilhado = (caller: ReadonlySet<string> | readonly string[]): boolean =>
  (caller instanceof Set ? caller : new Set(caller)).has('ACESSO_TODOS_ORGAOS');

/**
 * The attorney-general office's own permissions (docs/workflow.md "Actions of the PGE"): inscription,
 * return, court and protest. A creditor body's profile never needs them.
 */
export const PERMISSOES_PGE: readonly Permissao[] = [
  'PROCESSO_CONSTITUICAO_CREDITO_INSCREVER_DIVIDA_ATIVA',
  'PROCESSO_CONSTITUICAO_CREDITO_DEVOLVER_PROCESSO',
  'PROCESSO_CONSTITUICAO_CREDITO_REGISTRAR_AJUIZAMENTO',
  'PROCESSO_CONSTITUICAO_CREDITO_SUSPENDER_POR_ORDEM_JUDICIAL',
  'PROCESSO_CONSTITUICAO_CREDITO_REVOGAR_SUSPENSAO_JUDICIAL',
  'PROCESSO_CONSTITUICAO_CREDITO_REGISTRAR_EXTINCAO_JUDICIAL',
  'PROCESSO_CONSTITUICAO_CREDITO_ENVIAR_PROTESTO',
  'PROCESSO_CONSTITUICAO_CREDITO_REGISTRAR_PROTESTO',
  'PROCESSO_CONSTITUICAO_CREDITO_REGISTRAR_IRREGULARIDADE_PROTESTO',
  'PROCESSO_CONSTITUICAO_CREDITO_ENCERRAR_PROTESTO',
];

/**
 * What a body's own profile never holds (issue 37 item 1): working across every body, and the PGE's
 * own actions. A body's profile is seen and assigned only inside the body, so it cannot reach wider.
 */
export const PERMISSOES_RESERVADAS_PGE: readonly Permissao[] = ['ACESSO_TODOS_ORGAOS', ...PERMISSOES_PGE];

/** The permissions of a body's profile that only the PGE's profiles may hold (none: it may be saved). */
export const reservadasAPge = (permissoes: readonly string[]): Permissao[] =>
  PERMISSOES_RESERVADAS_PGE.filter((p) => permissoes.includes(p));

/**
 * Negotiation and collections (spec 03 §6). docs/workflow.md gives the negotiation of inscribed debts to
 * the PGE, so the demo's PROCURADOR holds these and a creditor body's profile does not.
 */
export const PERMISSOES_COBRANCA: readonly Permissao[] = [
  'NEGOCIACAO_CONSULTAR',
  'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  'PROCESSO_COBRANCA_CONSULTAR',
  'PROCESSO_COBRANCA_CONSULTAR_DETALHE',
  'BAIXA_MANUAL_BOLETO',
  'PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO',
  'PROCESSO_COBRANCA_EMITIR_BOLETO',
  'PROCESSO_COBRANCA_CANCELAR',
];

/** Bank files and the reconciliation queue (docs/arquivos-bancarios.md §5): the demo's PROCURADOR holds them. */
export const PERMISSOES_ARQUIVO_BANCARIO: readonly Permissao[] = [
  'ARQUIVO_BANCARIO_CONSULTAR',
  'ARQUIVO_BANCARIO_ENVIAR',
  'CONCILIAR_PAGAMENTOS',
];
