import { TODAS_PERMISSOES, type Permissao } from '@divida/domain/permissions';
import { hashSenha } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/database.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { perfil, perfilPermissao } from '../modules/perfil/perfil.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';

/** The README's demo sign-in (embedded database only; never created on PostgreSQL). */
export const DEMO_ADMIN = { email: 'admin@exemplo.gov.br', senha: 'Admin@2026' };

const PERFIS: { nome: string; permissoes: readonly Permissao[] }[] = [
  { nome: 'ADMINISTRADOR', permissoes: TODAS_PERMISSOES },
  {
    nome: 'GESTOR DE DOCUMENTOS',
    permissoes: [
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

export async function loadDemoData(db: Db): Promise<void> {
  const hashes = await Promise.all(USUARIOS.map((u) => hashSenha(u.senha)));
  await db.transaction(async (tx) => {
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
          convenio: '1234567',
          agencia: '1234',
          digitoAgencia: '5',
          conta: '123456',
          digitoConta: '7',
          carteira: '17',
          variacao: '19',
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
      ])
      .returning();
    const orgaoId = (sigla: string) => orgaos.find((o) => o.sigla === sigla)!.id;
    await tx.insert(orgaoCredorTipoDocumento).values([
      { orgaoCredorId: orgaoId('PGE'), tipoDocumentoId: 1, opcional: false },
      { orgaoCredorId: orgaoId('SEFAZ'), tipoDocumentoId: 1, opcional: false },
      { orgaoCredorId: orgaoId('SEFAZ'), tipoDocumentoId: 14, opcional: true },
    ]);
    const perfis = new Map<string, number>();
    for (const p of PERFIS) {
      const [row] = await tx.insert(perfil).values({ nome: p.nome }).returning();
      perfis.set(p.nome, row!.id);
      await tx.insert(perfilPermissao).values(p.permissoes.map((c) => ({ perfilId: row!.id, permissao: c })));
    }
    await tx.insert(usuario).values(
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
    );
  });
}
