/** What other areas use of the collections: the follow-up dialog and the process's Cobrança tab. */
export { AcompanhamentoDialog } from './AcompanhamentoDialog.tsx';
export { CobrancasDoProcesso, useCobrancasDoProcesso } from './CobrancasDoProcesso.tsx';
