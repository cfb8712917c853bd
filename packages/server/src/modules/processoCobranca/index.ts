/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export * from './processoCobranca.table.ts';
export { liquidar, prepararLiquidacao, type LiquidacaoPreparada } from './liquidacao.ts';
export {
  boletoPorNossoNumero,
  boletosNoBanco,
  instrucoesPendentes,
  marcarEnviados,
  pagadoresDasCobrancas,
  situacaoNoBanco,
} from './registroBoleto.ts';
