/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  orgaoCredorLeitura,
  orgaoCredorTipoDocumentoLeitura,
  orgaoCredorNome,
  orgaoCredorAtivo,
  orgaoCredorBancario,
  orgaoCredorTimbre,
  orgaoCredorPadroes,
  documentosDoOrgao,
} from './orgaoCredor.leitura.ts';
export { orgaosComConvenio } from './convenio.ts';
