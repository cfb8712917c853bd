import { formatCep, formatCpf } from '@divida/domain/format';
import type { Usuario } from '@divida/domain/usuario/usuario.schema';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { municipioResumo } from '../orgaoCredor/referencias.ts';
import type { buscarUsuario } from './usuario.repository.ts';
import { usuario } from './usuario.table.ts';

type Registro = NonNullable<Awaited<ReturnType<typeof buscarUsuario>>>;

/** The API shape of a user record (no password hash: the response schema holds the line too). */
export async function paraApi(ex: Executor, u: Registro): Promise<Usuario & { orgaoCredorId: number }> {
  return { ...u, municipio: await municipioResumo(ex, u.municipioId) };
}

/** 'Imprimir' on the user's details (spec 01 §2.6): the record as a PDF with the caller's letterhead. */
export async function imprimirUsuario(ex: Executor, actor: AuthUser, u: Usuario): Promise<Buffer> {
  const [emissor] = await ex
    .select({
      nome: usuario.nome,
      matricula: usuario.matricula,
      orgao: orgaoCredor.nome,
      sigla: orgaoCredor.sigla,
    })
    .from(usuario)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, usuario.orgaoCredorId))
    .where(eq(usuario.id, actor.id));
  const endereco = [u.rua, u.numero, u.complemento].filter(Boolean).join(', ');
  return renderDocumento({
    titulo: 'Dados do Usuário',
    orgao: { nome: emissor!.orgao, sigla: emissor!.sigla },
    emissor: { nome: emissor!.nome, matricula: emissor!.matricula },
    secoes: [
      {
        titulo: 'Dados do Usuário',
        campos: [
          ['Nome', u.nome],
          ['CPF', u.cpf ? formatCpf(u.cpf) : null],
          ['Matrícula', u.matricula],
          ['E-mail', u.email],
          ['Telefone', u.telefone1],
          ['Telefone 2', u.telefone2],
          ['Órgão Credor', `${u.orgaoCredor.nome} (${u.orgaoCredor.sigla})`],
          ['Perfil', u.perfil.nome],
          ['Ativo', u.ativo],
        ],
      },
      {
        titulo: 'Endereço',
        campos: [
          ['CEP', formatCep(u.cep)],
          ['Endereço', endereco],
          ['Bairro', u.bairro],
          ['Município', u.municipio ? `${u.municipio.nome}/${u.uf ?? ''}` : null],
        ],
      },
    ],
  });
}
