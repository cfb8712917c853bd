import { formatCpf } from '@divida/domain/format';
import type { SortSpec } from '@divida/domain/list';
import type {
  USUARIO_SORT,
  usuarioFiltroSchema,
  UsuarioListItem,
} from '@divida/domain/usuario/usuario.schema';
import type { z } from 'zod';
import { exportacaoDeLista } from '../../platform/exportacao/exportacao.ts';
import { listarUsuarios } from './usuario.repository.ts';

/** 'Exportar' of /usuario: the list's columns, the e-mail and the profile, in the list's filter and order. */
export const exportacaoUsuarios = exportacaoDeLista<z.output<typeof usuarioFiltroSchema>, UsuarioListItem>({
  arquivo: 'Usuários.xlsx',
  aba: 'Usuários',
  colunas: [
    { header: 'Nome', key: 'nome', width: 40 },
    { header: 'CPF', key: 'cpf', width: 16 },
    { header: 'Matrícula', key: 'matricula', width: 14 },
    { header: 'Órgão Credor', key: 'orgao', width: 16 },
    { header: 'E-mail', key: 'email', width: 36 },
    { header: 'Perfil', key: 'perfil', width: 30 },
  ],
  linha: (u) => ({
    nome: u.nome,
    cpf: u.cpf ? formatCpf(u.cpf) : null,
    matricula: u.matricula,
    orgao: u.orgaoCredor.sigla,
    email: u.email,
    perfil: u.perfil.nome,
  }),
  // as the list route: the body's name and body beside the page
  listar: (ex, caller, filtro, { sort, ...pagina }) =>
    listarUsuarios(ex, caller, {
      ...pagina,
      sort: sort as SortSpec<(typeof USUARIO_SORT)[number]>,
      nome: filtro.nome,
      orgaoCredor: filtro.orgaoCredor,
    }),
});
