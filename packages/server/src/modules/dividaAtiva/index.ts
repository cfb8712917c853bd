export * from './dividaAtiva.table.ts';
