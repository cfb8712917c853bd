import { formatCep, formatCpf } from '@divida/domain/format';
import type { Usuario } from '@divida/domain/usuario/usuario.schema';
import type { AuthUser } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { cabecalhoDoEmissor } from './usuario.repository.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { municipioResumo } from '../localidade/index.ts';
import type { buscarUsuario } from './usuario.repository.ts';

type Registro = NonNullable<Awaited<ReturnType<typeof buscarUsuario>>>;

/** The API shape of a user record (no password hash: the response schema holds the line too). */
export async function paraApi(ex: Executor, u: Registro): Promise<Usuario & { orgaoCredorId: number }> {
  return { ...u, municipio: await municipioResumo(ex, u.municipioId) };
}

/** 'Imprimir' on the user's details (spec 01 §2.6): the record as a PDF with the caller's letterhead. */
export async function imprimirUsuario(ex: Executor, actor: AuthUser, u: Usuario): Promise<Buffer> {
  const endereco = [u.rua, u.numero, u.complemento].filter(Boolean).join(', ');
  return renderDocumento({
    titulo: 'Dados do Usuário',
    ...(await cabecalhoDoEmissor(ex, actor.id)),
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
