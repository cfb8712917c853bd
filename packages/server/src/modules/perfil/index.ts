/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  perfilLeitura,
  perfilPermissaoLeitura,
  perfilNome,
  perfilOrgao,
  permissoesDosPerfis,
} from './perfil.leitura.ts';
