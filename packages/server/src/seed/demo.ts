import { todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import { cnpjCheckDigits } from '@divida/domain/documents';
import {
  PERMISSOES_ARQUIVO_BANCARIO,
  PERMISSOES_COBRANCA,
  PERMISSOES_PGE,
  TODAS_PERMISSOES,
  type Permissao,
} from '@divida/domain/permissions';
import { hashSenha } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { perfil, perfilPermissao } from '../modules/perfil/perfil.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { aleatorio } from './demoAleatorio.ts';
import { carregarProcessosDemo, type OrgaoDoDemo, type ResumoDemo } from './demoProcessos.ts';

/** The README's demo sign-in (embedded database only; never created on PostgreSQL). */
export const DEMO_ADMIN = { email: 'admin@exemplo.gov.br', senha: 'Admin@2026' };

/** `orgao`: a body's own profile (issue 37 item 1), seen and assigned only inside it; left out: shared. */
const PERFIS: { nome: string; permissoes: readonly Permissao[]; orgao?: string }[] = [
  { nome: 'ADMINISTRADOR', permissoes: TODAS_PERMISSOES },
  {
    nome: 'GESTOR DE DOCUMENTOS',
    // document types are shared by every body: only the PGE (all bodies) changes them
    permissoes: [
      'ACESSO_TODOS_ORGAOS',
      'TIPO_DOCUMENTO_CONSULTAR',
      'TIPO_DOCUMENTO_CADASTRAR',
      'TIPO_DOCUMENTO_ALTERAR',
      'TIPO_DOCUMENTO_EXCLUIR',
    ],
  },
  { nome: 'CONSULTA', permissoes: ['TIPO_DOCUMENTO_CONSULTAR'] },
  {
    nome: 'ADMINISTRADOR DO ÓRGÃO',
    permissoes: [
      'USUARIO_CONSULTAR',
      'USUARIO_CADASTRAR',
      'USUARIO_ALTERAR',
      'USUARIO_EXCLUIR',
      'USUARIO_ALTERAR_SENHA',
      'TIPO_DOCUMENTO_CONSULTAR',
      // the body's own profiles (the shared ones are the PGE's to change)
      'PERFIL_CONSULTAR',
      'PERFIL_CADASTRAR',
      'PERFIL_ALTERAR',
      'PERFIL_EXCLUIR',
    ],
  },
  // a profile of SEFAZ's own: its administrator changes it, the other bodies never see it
  {
    nome: 'ATENDIMENTO DA SEFAZ',
    permissoes: ['USUARIO_CONSULTAR', 'TIPO_DOCUMENTO_CONSULTAR'],
    orgao: 'SEFAZ',
  },
  {
    nome: 'ANALISTA DE PROCESSOS',
    permissoes: [
      'PAINEL',
      'RELATORIO_CONSULTAR',
      'FINANCEIRO_CONSULTAR',
      ...TODAS_PERMISSOES.filter(
        (p) =>
          (p.startsWith('PROCESSO_CONSTITUICAO_CREDITO_') || p.startsWith('DEVEDOR_')) &&
          !PERMISSOES_PGE.includes(p),
      ),
    ],
  },
  {
    // The attorney-general office: every body's processes, inscription, court and protest.
    nome: 'PROCURADOR',
    permissoes: [
      ...PERMISSOES_PGE,
      'ACESSO_TODOS_ORGAOS',
      'PAINEL',
      'RELATORIO_CONSULTAR',
      'FINANCEIRO_CONSULTAR',
      'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
      'PROCESSO_CONSTITUICAO_CREDITO_DOWNLOAD_DOCUMENTO',
      'DEVEDOR_CONSULTAR',
      // docs/workflow.md: after inscription the PGE negotiates (spec 03), so the collections are its work
      ...PERMISSOES_COBRANCA,
      ...PERMISSOES_ARQUIVO_BANCARIO,
      'PRESCRICAO_CONSULTAR',
      'PRESCRICAO_RECONHECER',
    ],
  },
];

const USUARIOS = [
  {
    nome: 'Administrador do Sistema',
    email: DEMO_ADMIN.email,
    senha: DEMO_ADMIN.senha,
    matricula: 'ADMIN',
    perfil: 'ADMINISTRADOR',
    orgao: 'PGE',
    cpf: '52998224725',
  },
  {
    nome: 'Gestora de Documentos',
    email: 'gestor@exemplo.gov.br',
    senha: 'Gestor@2026',
    matricula: '1001',
    perfil: 'GESTOR DE DOCUMENTOS',
    orgao: 'PGE',
    cpf: '11144477735',
  },
  {
    nome: 'Usuário de Consulta',
    email: 'consulta@exemplo.gov.br',
    senha: 'Consulta@2026',
    matricula: '1002',
    perfil: 'CONSULTA',
    orgao: 'PGE',
    cpf: '39053344705',
  },
  {
    nome: 'Administradora da Fazenda',
    email: 'fazenda@exemplo.gov.br',
    senha: 'Fazenda@2026',
    matricula: '2001',
    perfil: 'ADMINISTRADOR DO ÓRGÃO',
    orgao: 'SEFAZ',
    cpf: '27548438923',
  },
  {
    nome: 'Helena Cavalcanti Duarte',
    email: 'procurador@exemplo.gov.br',
    senha: 'Procurador@2026',
    matricula: '6001',
    perfil: 'PROCURADOR',
    orgao: 'PGE',
    cpf: '15350946056',
  },
  {
    nome: 'Rafael Monteiro Brandão',
    email: 'inea@exemplo.gov.br',
    senha: 'Inea@2026',
    matricula: '3001',
    perfil: 'ANALISTA DE PROCESSOS',
    orgao: 'INEA',
    cpf: '71428793860',
  },
  {
    nome: 'Juliana Peixoto Ramos',
    email: 'procon@exemplo.gov.br',
    senha: 'Procon@2026',
    matricula: '4001',
    perfil: 'ANALISTA DE PROCESSOS',
    orgao: 'PROCON-RJ',
    cpf: '86288366757',
  },
  {
    nome: 'Marcos Vinícius Tavares',
    email: 'detran@exemplo.gov.br',
    senha: 'Detran@2026',
    matricula: '5001',
    perfil: 'ANALISTA DE PROCESSOS',
    orgao: 'DETRAN-RJ',
    cpf: '24843803480',
  },
];

/**
 * Every demo user's address (the user form requires one): the bodies' building in Rio de Janeiro.
 * Demo records follow the same rules as typed ones (seed/demo.test.ts checks them with the form schemas).
 */
const ENDERECO_USUARIO = {
  cep: '20010020',
  rua: 'Rua da Assembleia, Centro Administrativo',
  numero: '100',
  bairro: 'Centro',
  uf: 'RJ',
  municipioId: 3304557, // Rio de Janeiro
};

/** What both demo bodies share: a complete record, so that editing it in the form just works. */
const ORGAO_DEMO = {
  idIndiceFinanceiro: 1, // IPCA
  url: 'https://www.exemplo.gov.br',
  descricaoFatoPadrao: 'Débito apurado em processo administrativo regular, não pago no prazo legal.',
  fundamentoLegalPadrao: 'Lei estadual de processo administrativo e regulamento de cobrança de créditos.',
  utilizarJuros: true,
  utilizarMulta: true,
  cep: '20010020',
  numero: '100',
  bairro: 'Centro',
  uf: 'RJ',
  municipioId: 3304557, // Rio de Janeiro
  nomeContato: 'Central de Atendimento',
  emailContato: 'atendimento@exemplo.gov.br',
  telefoneContato: '2133334444',
  nomeAutoridade: 'Autoridade Responsável',
  cargoAutoridade: 'Procurador-Geral',
  matriculaAutoridade: '000001',
};

/** A CNPJ of the demo: a made-up base with its check digits. */
const cnpj = (base12: string) => base12 + cnpjCheckDigits(base12);

/**
 * The bodies that register processes besides the PGE and the SEFAZ: each with its bank agreement,
 * authority, address, default texts and required documents, and what its processes look like.
 */
const ORGAOS_COM_PROCESSOS = [
  {
    orgao: {
      nome: 'INSTITUTO ESTADUAL DO AMBIENTE',
      cnpj: cnpj('027934810001'),
      sigla: 'INEA',
      codigoReceita: '3003',
      numeroIdentificador: '3',
      idIndiceFinanceiro: 1, // IPCA
      url: 'https://www.exemplo.gov.br/inea',
      descricao: 'Autarquia responsável pela fiscalização e pelo licenciamento ambiental no Estado.',
      descricaoFatoPadrao:
        'Infração ambiental apurada em auto de infração lavrado pela fiscalização, com multa aplicada em decisão administrativa definitiva e não recolhida no prazo legal.',
      fundamentoLegalPadrao:
        'Lei estadual nº 3.467, de 14 de setembro de 2000, que dispõe sobre as sanções administrativas derivadas de condutas lesivas ao meio ambiente no Estado do Rio de Janeiro.',
      utilizarJuros: true,
      utilizarMulta: true,
      cep: '20081312',
      rua: 'Avenida Venezuela',
      numero: '110',
      bairro: 'Saúde',
      uf: 'RJ',
      municipioId: 3304557, // Rio de Janeiro
      nomeContato: 'Coordenadoria de Cobrança',
      emailContato: 'cobranca.inea@exemplo.gov.br',
      telefoneContato: '2123346500',
      nomeAutoridade: 'Renata Albuquerque Menezes',
      cargoAutoridade: 'Presidente do Instituto Estadual do Ambiente',
      matriculaAutoridade: '3041877',
      chaveBanco: '001',
      convenio: '2873461',
      agencia: '2234',
      digitoAgencia: '9',
      conta: '109254',
      digitoConta: '3',
      carteira: '17',
      variacao: '19',
      codigoBeneficiario: '2873461',
      chavePix: '+552123346500',
    },
    tipos: [
      { tipoDocumentoId: 1, opcional: false },
      { tipoDocumentoId: 15, opcional: true },
    ],
    processos: {
      peso: 3,
      empresas: 0.6,
      valores: [1_500, 450_000] as [number, number],
      fatos: [
        {
          natureza: 2,
          fato: 'Auto de infração nº {auto}, de {data}: lançamento de efluentes sem tratamento em corpo hídrico no município de {municipio}. Multa aplicada em decisão definitiva e não recolhida.',
        },
        {
          natureza: 2,
          fato: 'Auto de infração nº {auto}, de {data}: supressão de vegetação nativa sem autorização do órgão ambiental no município de {municipio}.',
        },
        {
          natureza: 2,
          fato: 'Auto de infração nº {auto}, de {data}: operação de atividade potencialmente poluidora sem licença ambiental no município de {municipio}.',
        },
        {
          natureza: 2,
          fato: 'Auto de infração nº {auto}, de {data}: descumprimento de condicionante da licença de operação, apurado em vistoria no município de {municipio}.',
        },
      ],
    },
  },
  {
    orgao: {
      nome: 'AUTARQUIA DE PROTEÇÃO E DEFESA DO CONSUMIDOR',
      cnpj: cnpj('284567120001'),
      sigla: 'PROCON-RJ',
      codigoReceita: '4004',
      numeroIdentificador: '4',
      idIndiceFinanceiro: 1, // IPCA
      url: 'https://www.exemplo.gov.br/procon',
      descricao: 'Órgão estadual de proteção e defesa do consumidor.',
      descricaoFatoPadrao:
        'Infração às normas de proteção e defesa do consumidor apurada em processo administrativo sancionador, com multa aplicada por decisão definitiva e não recolhida no prazo.',
      fundamentoLegalPadrao:
        'Lei federal nº 8.078, de 11 de setembro de 1990 (Código de Defesa do Consumidor), arts. 56 e 57, e Decreto federal nº 2.181, de 20 de março de 1997, arts. 18 a 28.',
      utilizarJuros: true,
      utilizarMulta: false,
      cep: '20090003',
      rua: 'Avenida Rio Branco',
      numero: '25',
      bairro: 'Centro',
      uf: 'RJ',
      municipioId: 3304557, // Rio de Janeiro
      nomeContato: 'Divisão de Arrecadação',
      emailContato: 'arrecadacao.procon@exemplo.gov.br',
      telefoneContato: '2122161900',
      nomeAutoridade: 'Cássio Coelho Peixoto',
      cargoAutoridade: 'Presidente da Autarquia',
      matriculaAutoridade: '4018230',
      // the slips are Banco do Brasil's (cobrancaBB): a 7-digit convênio of bank 001
      chaveBanco: '001',
      convenio: '5562104',
      agencia: '0199',
      digitoAgencia: '0',
      conta: '30021',
      digitoConta: '7',
      carteira: '17',
      variacao: '19',
      codigoBeneficiario: '5562104',
      codigoBeneficiarioDigito: '4',
      chavePix: 'arrecadacao.procon@exemplo.gov.br',
    },
    tipos: [
      { tipoDocumentoId: 1, opcional: false },
      { tipoDocumentoId: 15, opcional: true },
      { tipoDocumentoId: 14, opcional: true },
    ],
    processos: {
      peso: 3,
      empresas: 0.9,
      valores: [2_000, 300_000] as [number, number],
      fatos: [
        {
          natureza: 4,
          fato: 'Processo sancionador nº {auto}: cobrança de valores indevidos em faturas de consumidores, apurada a partir de reclamações registradas até {data}.',
        },
        {
          natureza: 4,
          fato: 'Processo sancionador nº {auto}: venda de produtos com prazo de validade vencido, constatada em fiscalização de {data} no município de {municipio}.',
        },
        {
          natureza: 4,
          fato: 'Processo sancionador nº {auto}: ausência de informação clara de preços nos produtos expostos, constatada em fiscalização de {data}.',
        },
        {
          natureza: 4,
          fato: 'Processo sancionador nº {auto}: recusa de cumprimento de oferta veiculada em publicidade, em reclamação registrada em {data}.',
        },
      ],
    },
  },
  {
    orgao: {
      nome: 'DEPARTAMENTO DE TRÂNSITO DO ESTADO DO RIO DE JANEIRO',
      cnpj: cnpj('105988340001'),
      sigla: 'DETRAN-RJ',
      codigoReceita: '5005',
      numeroIdentificador: '5',
      idIndiceFinanceiro: 2, // SELIC
      url: 'https://www.exemplo.gov.br/detran',
      descricao: 'Autarquia executiva de trânsito do Estado.',
      descricaoFatoPadrao:
        'Multa por infração de trânsito imposta em auto de infração, mantida após o julgamento dos recursos administrativos e não paga até o vencimento.',
      fundamentoLegalPadrao:
        'Lei federal nº 9.503, de 23 de setembro de 1997 (Código de Trânsito Brasileiro), arts. 256 e 280 a 290, sobre a imposição das penalidades e o processo administrativo de trânsito.',
      utilizarJuros: false,
      utilizarMulta: true,
      cep: '20071004',
      rua: 'Avenida Presidente Vargas',
      numero: '817',
      bairro: 'Centro',
      uf: 'RJ',
      municipioId: 3304557, // Rio de Janeiro
      nomeContato: 'Gerência de Cobrança Administrativa',
      emailContato: 'cobranca.detran@exemplo.gov.br',
      telefoneContato: '2134605000',
      nomeAutoridade: 'Marcos Antônio Lobo Tavares',
      cargoAutoridade: 'Diretor-Presidente',
      matriculaAutoridade: '5002291',
      chaveBanco: '001',
      convenio: '4450987',
      agencia: '3003',
      conta: '130045678',
      digitoConta: '2',
      carteira: '17',
      variacao: '19',
      chavePix: 'cobranca.detran@exemplo.gov.br',
    },
    tipos: [
      { tipoDocumentoId: 1, opcional: false },
      { tipoDocumentoId: 14, opcional: true },
    ],
    processos: {
      peso: 4,
      empresas: 0.15,
      valores: [130, 4_000] as [number, number],
      fatos: [
        {
          natureza: 3,
          fato: 'Auto de infração de trânsito nº {auto}, de {data}: conduzir veículo sem o licenciamento anual, no município de {municipio}.',
        },
        {
          natureza: 3,
          fato: 'Auto de infração de trânsito nº {auto}, de {data}: transitar em velocidade superior à máxima permitida em mais de 50%, no município de {municipio}.',
        },
        {
          natureza: 3,
          fato: 'Auto de infração de trânsito nº {auto}, de {data}: dirigir sob a influência de álcool, constatado em operação de fiscalização.',
        },
        {
          natureza: 3,
          fato: 'Auto de infração de trânsito nº {auto}, de {data}: conduzir veículo com a habilitação suspensa, no município de {municipio}.',
        },
      ],
    },
  },
];

/** What the processes of the PGE and the SEFAZ look like. */
const PROCESSOS_PGE = {
  peso: 1,
  empresas: 0.2,
  valores: [5_000, 300_000] as [number, number],
  fatos: [
    {
      natureza: 9,
      fato: 'Reposição ao erário de vencimentos pagos indevidamente a servidor, apurada em processo administrativo concluído em {data}.',
    },
    {
      natureza: 11,
      fato: 'Indenização por dano ao patrimônio público (veículo oficial) apurada em sindicância concluída em {data}, no município de {municipio}.',
    },
  ],
};
const PROCESSOS_SEFAZ = {
  peso: 3,
  empresas: 0.7,
  valores: [800, 250_000] as [number, number],
  fatos: [
    {
      natureza: 7,
      fato: 'Ressarcimento de valores pagos em duplicidade a fornecedor, apurado em auditoria concluída em {data}.',
    },
    {
      natureza: 6,
      fato: 'Multa contratual por atraso na entrega de bens, aplicada no contrato nº {auto}, conforme decisão de {data}.',
    },
    {
      natureza: 10,
      fato: 'Devolução de recursos de convênio não aplicados no objeto pactuado, apurada em prestação de contas analisada em {data}.',
    },
  ],
};

/** How long the last demo load took and what it wrote (logged at start; reported in the README). */
export interface CargaDemo extends ResumoDemo {
  ms: number;
}

/**
 * Creates the demo data on an empty embedded database: bodies, profiles, users, debtors, processes
 * with their movements, and (with `storage`) a few attached PDFs. Deterministic for a given `hoje`.
 */
export async function loadDemoData(
  db: Db,
  opts: { storage?: FileStorage; hoje?: IsoDate } = {},
): Promise<CargaDemo> {
  const inicio = performance.now();
  const hashes = await Promise.all(USUARIOS.map((u) => hashSenha(u.senha)));
  const resumo = await db.transaction(async (tx) => {
    const orgaos = await tx
      .insert(orgaoCredor)
      .values([
        {
          ...ORGAO_DEMO,
          nome: 'PROCURADORIA GERAL DO ESTADO',
          cnpj: '00394460000141',
          sigla: 'PGE',
          codigoReceita: '1001',
          numeroIdentificador: '1',
          rua: 'Rua da Assembleia, Centro Administrativo',
          chaveBanco: '001',
          convenio: '1234567',
          agencia: '1234',
          digitoAgencia: '5',
          conta: '123456',
          digitoConta: '7',
          carteira: '17',
          variacao: '19',
          chavePix: '00394460000141',
        },
        {
          ...ORGAO_DEMO,
          nome: 'SECRETARIA DE ESTADO DA FAZENDA',
          cnpj: '00394460005887',
          sigla: 'SEFAZ',
          codigoReceita: '2002',
          numeroIdentificador: '2',
          rua: 'Avenida Presidente Vargas, Edifício Sede',
        },
        ...ORGAOS_COM_PROCESSOS.map((o) => o.orgao),
      ])
      .returning();
    const orgaoId = (sigla: string) => orgaos.find((o) => o.sigla === sigla)!.id;
    await tx
      .insert(orgaoCredorTipoDocumento)
      .values([
        { orgaoCredorId: orgaoId('PGE'), tipoDocumentoId: 1, opcional: false },
        { orgaoCredorId: orgaoId('SEFAZ'), tipoDocumentoId: 1, opcional: false },
        { orgaoCredorId: orgaoId('SEFAZ'), tipoDocumentoId: 14, opcional: true },
        ...ORGAOS_COM_PROCESSOS.flatMap((o) =>
          o.tipos.map((t) => ({ ...t, orgaoCredorId: orgaoId(o.orgao.sigla) })),
        ),
      ]);
    const perfis = new Map<string, number>();
    for (const p of PERFIS) {
      const [row] = await tx
        .insert(perfil)
        .values({ nome: p.nome, orgaoCredorId: p.orgao ? orgaoId(p.orgao) : null })
        .returning();
      perfis.set(p.nome, row!.id);
      await tx.insert(perfilPermissao).values(p.permissoes.map((c) => ({ perfilId: row!.id, permissao: c })));
    }
    const usuarios = await tx
      .insert(usuario)
      .values(
        USUARIOS.map((u, i) => ({
          nome: u.nome,
          email: u.email,
          cpf: u.cpf,
          matricula: u.matricula,
          ...ENDERECO_USUARIO,
          senhaHash: hashes[i]!,
          orgaoCredorId: orgaoId(u.orgao),
          perfilId: perfis.get(u.perfil)!,
        })),
      )
      .returning({ id: usuario.id, orgaoCredorId: usuario.orgaoCredorId, email: usuario.email });
    const usuarioDe = (sigla: string) => usuarios.find((u) => u.orgaoCredorId === orgaoId(sigla))!.id;
    const doDemo = (
      o: (typeof orgaos)[number],
      processos: Pick<OrgaoDoDemo, 'peso' | 'empresas' | 'valores' | 'fatos'>,
    ): OrgaoDoDemo => ({
      id: o.id,
      sigla: o.sigla,
      codigoReceita: o.codigoReceita!,
      idIndiceFinanceiro: o.idIndiceFinanceiro!,
      utilizarJuros: o.utilizarJuros,
      utilizarMulta: o.utilizarMulta,
      fundamentoLegalPadrao: o.fundamentoLegalPadrao!,
      usuarioId: usuarioDe(o.sigla),
      ...processos,
    });
    const porSigla = (sigla: string) => orgaos.find((o) => o.sigla === sigla)!;
    return carregarProcessosDemo(tx, aleatorio(20_260_711), {
      orgaos: [
        doDemo(porSigla('PGE'), PROCESSOS_PGE),
        doDemo(porSigla('SEFAZ'), PROCESSOS_SEFAZ),
        ...ORGAOS_COM_PROCESSOS.map((o) => doDemo(porSigla(o.orgao.sigla), o.processos)),
      ],
      usuarioPge: usuarioDe('PGE'),
      hoje: opts.hoje ?? todayInSaoPaulo(),
      storage: opts.storage,
    });
  });
  return { ...resumo, ms: Math.round(performance.now() - inicio) };
}
