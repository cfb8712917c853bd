/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
// the tables the financial report and the dashboards still query (issue 22: read models to come)
export {
  boleto,
  lancamento,
  pagamento,
  processoCobranca,
  processoCobrancaCda,
} from './processoCobranca.table.ts';
export { LoteLiquidacao, type LiquidacaoPreparada } from './liquidacao.ts';
export { parcelaDoOrgao, parcelasPorId } from './parcela.ts';
export {
  boletosPorNossoNumero,
  boletosNoBanco,
  instrucoesPendentes,
  marcarEnviados,
  pagadoresDasCobrancas,
  situacaoNoBanco,
} from './registroBoleto.ts';
