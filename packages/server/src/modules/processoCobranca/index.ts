/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  lancamentoLeitura,
  pagamentoLeitura,
  processoCobrancaLeitura,
  processoCobrancaCdaLeitura,
  processoCobrancaResumo,
  pagamentoRecebido,
  lancamentoParcela,
  cdasDoAcordo,
} from './processoCobranca.leitura.ts';
export { LoteLiquidacao, type LiquidacaoPreparada } from './liquidacao.ts';
export { parcelaDoOrgao, parcelasPorId } from './parcela.ts';
export {
  boletosPorNossoNumero,
  boletosNoBanco,
  emissaoDoBoleto,
  instrucoesPendentes,
  contarInstrucoesPendentes,
  marcarEnviados,
  pagadoresDasCobrancas,
  primeiraEmissaoDaParcela,
  situacaoNoBanco,
} from './registroBoleto.ts';
export { aceitesDoDevedor, acordosDaPosicao } from './posicao.ts';
export { criarCobrancaDoPortal, type AutorDaCobranca } from './criacao.ts';
export { emitirBoletoDoPortal, pdfDoBoleto } from './boleto.ts';
export { opcoesDoDevedor, simulacaoDoDevedor, vencimentoNoPortal } from './negociacaoDoDevedor.ts';
export { imprimirTermoAceito } from './termoAceito.impressao.ts';
