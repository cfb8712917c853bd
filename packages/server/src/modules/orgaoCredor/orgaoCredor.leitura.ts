import { leitura, projecao } from '../../platform/db/leitura.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from './orgaoCredor.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const orgaoCredorLeitura = leitura(orgaoCredor);
export const orgaoCredorTipoDocumentoLeitura = leitura(orgaoCredorTipoDocumento);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A creditor body as lists and the trail name it (and sort it by its abbreviation). */
export const orgaoCredorNome = projecao(orgaoCredor, ['id', 'nome', 'sigla', 'siglaBusca']);
/** Whether a body is active, for who attaches a profile or a user to it. */
export const orgaoCredorAtivo = projecao(orgaoCredor, ['id', 'ativo']);
/** A body's bank data as slips and bank files use them: convênio, account, Pix key (and the Pix's city). */
export const orgaoCredorBancario = projecao(orgaoCredor, [
  'id',
  'nome',
  'sigla',
  'cnpj',
  'chaveBanco',
  'convenio',
  'agencia',
  'digitoAgencia',
  'conta',
  'digitoConta',
  'carteira',
  'variacao',
  'chavePix',
  'municipioId',
  'toleranciaPagamento',
]);
/** What a PDF's letterhead prints of a body: its name, and the authority who signs and where. */
export const orgaoCredorTimbre = projecao(orgaoCredor, [
  'id',
  'nome',
  'sigla',
  'nomeAutoridade',
  'cargoAutoridade',
  'municipioId',
]);
/** A body's defaults for its processes: the financial index, interest and fine, a new registration's texts. */
export const orgaoCredorPadroes = projecao(orgaoCredor, [
  'id',
  'idIndiceFinanceiro',
  'utilizarJuros',
  'utilizarMulta',
  'descricaoFatoPadrao',
  'fundamentoLegalPadrao',
]);
/** The document types a body asks of its processes, and whether each is optional. */
export const documentosDoOrgao = projecao(orgaoCredorTipoDocumento, [
  'orgaoCredorId',
  'tipoDocumentoId',
  'opcional',
]);
