// Every table, for Drizzle's relational queries and for drizzle-kit's migration generator.
export * from '../modules/estado/estado.table.ts';
export * from '../modules/perfil/perfil.table.ts';
export * from '../modules/orgaoCredor/orgaoCredor.table.ts';
export * from '../modules/tipoDocumento/tipoDocumento.table.ts';
export * from '../modules/usuario/usuario.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/documento/arquivo.table.ts';
export * from '../modules/documento/documento.table.ts';
export * from '../platform/audit/auditoria.table.ts';
export * from '../platform/auth/captcha.table.ts';
export * from '../modules/configuracao/configuracao.table.ts';
export * from '../modules/localidade/localidade.table.ts';
export * from '../modules/indiceFinanceiro/indiceFinanceiro.table.ts';
export * from '../modules/banco/banco.table.ts';
export * from '../modules/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.table.ts';
export * from '../modules/naturezaDebito/naturezaDebito.table.ts';
export * from '../platform/jobs/tarefa.table.ts';
