// The workflow of a debt-constitution process: reference data, the transition table and its rules.
export * from './situacoes.ts';
export * from './acoes.ts';
export * from './transicoes.ts';
export * from './prazo.ts';
export * from './maquina.ts';
export * from './cda.ts';
export * from './motor.ts';
export * from './pelaCobranca.ts';
export * from './registro.ts';
export * from './reconhecimento.ts';
export * from './prescricao.ts';
