/** What other areas use of the negotiation: the wizard, and the rules of the process header's Negociar. */
export { NegociacaoDialog } from './NegociacaoDialog.tsx';
export { bloqueioSemConvenio, debitoDoProcesso, podeNegociarProcesso } from './debito.ts';
