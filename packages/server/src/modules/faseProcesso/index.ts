/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  faseProcessoLeitura,
  situacaoProcessoComo,
  situacaoProcessoLeitura,
  faseProcessoNome,
  situacaoProcessoNome,
} from './faseProcesso.leitura.ts';
