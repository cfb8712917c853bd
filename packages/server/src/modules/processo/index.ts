/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { andamento, processo, processoCorresponsavel } from './processo.table.ts';
export { colunasDevedor, devedorParaApi } from './processo.repository.ts';
export { saldoDevedor, type ColunasValores } from './processo.valores.ts';
export { detalharProcesso } from './processo.detalhe.ts';
export { documentoDe, secaoCorresponsaveis, secaoDevedor, type Cabecalho } from './processo.impressos.ts';
export { processoNoEscopo } from './processo.numero.ts';
