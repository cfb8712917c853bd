/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export {
  anosPrescricaoConfigurado,
  configuracaoParcelamento,
  prazoDiasConfigurado,
} from './configuracao.prazo.ts';
