/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { documentoComo, documentoLeitura, documentoDono } from './documento.leitura.ts';
export {
  anexarDocumentos,
  enviarDocumento,
  listarDocumentos,
  listarDocumentosDe,
  substituirDocumento,
  versoesDocumento,
  type Dono,
} from './documento.anexos.ts';
