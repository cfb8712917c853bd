import { leitura, projecao } from '../../platform/db/leitura.ts';
import { andamento, processo, processoCorresponsavel } from './processo.table.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const andamentoLeitura = leitura(andamento);
export const processoLeitura = leitura(processo);
export const processoCorresponsavelLeitura = leitura(processoCorresponsavel);
export const dividaAtivaLeitura = leitura(dividaAtiva);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A process as other areas' lists, reports and the trail show it: its numbers, debtor, state and corrected total. */
export const processoResumo = projecao(processo, [
  'id',
  'numero',
  'numeroProcessoAdministrativo',
  'data',
  'devedorId',
  'orgaoCredorId',
  'faseId',
  'situacaoId',
  'suspenso',
  'excluido',
  'totalCorrigido',
  'ultimaCorrecaoValor',
]);
/** A process's values and state: its corrected total, what was paid of each component, its prescription. */
export const processoSaldo = projecao(processo, [
  'id',
  'numero',
  'data',
  'devedorId',
  'orgaoCredorId',
  'faseId',
  'situacaoId',
  'suspenso',
  'excluido',
  'totalCorrigido',
  'ultimaCorrecaoValor',
  'valorAtualizadoPago',
  'valorCorrecaoPago',
  'valorMultaPago',
  'valorJurosPago',
  'valorJurosMesPagamentoPago',
  'valorHonorariosPago',
  'prescricaoNivel',
  'prescricaoPrazo',
]);
/** A process as the prescription's panel, jobs and summary read it: its term, level and revision. */
export const processoPrescricao = projecao(processo, [
  'id',
  'numero',
  'devedorId',
  'orgaoCredorId',
  'situacaoId',
  'suspenso',
  'excluido',
  'totalCorrigido',
  'dataReferenciaPrazo',
  'prescricaoNivel',
  'prescricaoNivelDesde',
  'prescricaoPrazo',
  'prescricaoRevisao',
]);
/** Which debtors a process has as co-obligors. */
export const corresponsaveisDoProcesso = projecao(processoCorresponsavel, ['processoId', 'devedorId']);
/** A process's movement as the panel lists it. */
export const andamentoResumo = projecao(andamento, [
  'id',
  'processoId',
  'orgaoCredorId',
  'origem',
  'descricao',
  'dataReferencia',
  'criadoEm',
  'cancelado',
  'motivoCancelamento',
  'excluido',
]);
/** A CDA by its number, and its process. */
export const cdaNumero = projecao(dividaAtiva, ['id', 'processoId', 'numeroCda']);
/** A CDA as lists show it: its number, and its registration and filing dates. */
export const cdaInscricao = projecao(dividaAtiva, [
  'id',
  'processoId',
  'numeroCda',
  'data',
  'dataAjuizamento',
]);
