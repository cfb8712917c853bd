/**
 * Every queue of the system and its payload: producers (`enfileirar`) and handlers (`registrar`)
 * are checked against it. Each queue is declared beside its job, by augmenting this interface
 * (`declare module '…/platform/jobs/filas.ts'`), and its handler comes from the module's manifest
 * (modulos.ts), so this file lists none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FilasDeJobs {}
