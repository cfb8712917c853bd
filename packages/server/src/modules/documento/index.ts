/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { arquivo } from './arquivo.table.ts';
export { documento } from './documento.table.ts';
export {
  anexarDocumentos,
  enviarDocumento,
  listarDocumentos,
  listarDocumentosDe,
  substituirDocumento,
  versoesDocumento,
  type Dono,
} from './documento.anexos.ts';
