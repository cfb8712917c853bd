import { leitura, projecao } from '../../platform/db/leitura.ts';
import { devedor } from './devedor.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const devedorLeitura = leitura(devedor);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A debtor as lists, reports and the trail name it (and search it): its name and document. */
export const devedorIdentificado = projecao(devedor, [
  'id',
  'nome',
  'nomeBusca',
  'tipoDocumentoIdentificacaoId',
  'documentoIdentificacao',
]);
/** A debtor as a bank slip's payer: its name, document and address. */
export const devedorEndereco = projecao(devedor, [
  'id',
  'nome',
  'documentoIdentificacao',
  'cep',
  'rua',
  'numero',
  'complemento',
  'bairro',
  'uf',
  'municipioId',
]);
/** A debtor as a process's page shows its holder and co-obligors: identity, contacts and address. */
export const devedorCadastro = projecao(devedor, [
  'id',
  'nome',
  'nomeBusca',
  'email',
  'tipoDocumentoIdentificacaoId',
  'documentoIdentificacao',
  'telefone1',
  'telefone2',
  'cep',
  'rua',
  'numero',
  'complemento',
  'bairro',
  'uf',
  'municipioId',
]);
