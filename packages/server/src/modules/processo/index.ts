/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  andamentoLeitura,
  processoLeitura,
  processoCorresponsavelLeitura,
  dividaAtivaLeitura,
  processoResumo,
  andamentoResumo,
  cdaNumero,
  cdaInscricao,
  processoSaldo,
  processoPrescricao,
  corresponsaveisDoProcesso,
} from './processo.leitura.ts';
export {
  bloquearProcesso,
  colunasDevedor,
  devedorParaApi,
  processoVisivel,
  processoVisivelPara,
} from './processo.repository.ts';
export { saldoDevedor, type ColunasValores } from './processo.valores.ts';
export { detalharProcesso, type SecaoCda } from './processo.detalhe.ts';
export { documentoDe, secaoCorresponsaveis, secaoDevedor, type Cabecalho } from './processo.impressos.ts';
export {
  importarAndamentos,
  registrarAndamento,
  registrarAndamentos,
  type TransicaoRegistrada,
  type ValoresDosProcessos,
} from './processo.andamento.ts';
export { estadoDe } from './processo.estado.ts';
export { processoNoEscopo } from './processo.numero.ts';
export { devedoresDosProcessos, pessoasDoProcesso } from './processo.pessoas.ts';
export { calculoDoProcesso } from './processo.calculo.ts';
export { corrigirProcesso, corrigirValores, valoresNaData, type ValoresNaData } from './processo.correcao.ts';
export {
  atualizarPrescricao,
  eventosDosProcessos,
  prescricaoArmazenada,
  prescricaoDoProcesso,
} from './processo.prescricao.ts';
export { recalcularNiveis, recalcularPrescricoes } from './processo.prescricao.recalculo.ts';
export { ordemNivelPrescricao } from './processo.ordemNomes.ts';
export { secaoDosMeses } from './processo.memoria.ts';
export { atualizarCda, inserirCda, marcarCdaPrescrita, proximoDaSequencia } from './dividaAtiva.gravacao.ts';
export { memoriaParaODevedor, processoParaODevedor, processosDaPosicao } from './processo.posicao.ts';
export { gravarCobrancaNoProcesso } from './processo.cobranca.ts';
export {
  documentoParaODevedor,
  documentosEnviados,
  DOCUMENTOS_DO_DEVEDOR,
  type DocumentoDoDevedor,
} from './processo.documentosDoDevedor.ts';
