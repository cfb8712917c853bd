import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** The Node the README asks for is the one the packages need. */
const raiz = new URL('../../../', import.meta.url);
const ler = (arquivo: string) => readFileSync(new URL(arquivo, raiz), 'utf8');
const engines = (JSON.parse(ler('package.json')) as { engines: { node: string } }).engines.node;
const comecar = ler('README.md').split('## Começar')[1]!.split('\n## ')[0]!;

describe('Node requerido (README, Começar)', () => {
  it('states both lower bounds of engines.node and that the engine warnings can be ignored', () => {
    expect(engines).toBe('^20.19.0 || >=22.12.0');
    expect(comecar).toContain('Node.js 20.19 ou mais recente (no Node 22, o 22.12 ou mais recente)');
    expect(comecar).toMatch(/content-disposition@3[\s\S]*cookie@2[\s\S]*funcionam no Node 20\.19\+/);
  });

  it('the two packages that declare Node 22 work on this Node, as the servers load them', () => {
    const doStatic = createRequire(createRequire(import.meta.url).resolve('@fastify/static'));
    const { create } = doStatic('content-disposition') as { create: (nome: string) => string };
    expect(create('relatório.pdf')).toContain("filename*=UTF-8''relat%C3%B3rio.pdf");
    const doInject = createRequire(createRequire(import.meta.url).resolve('light-my-request'));
    const cookie = doInject('cookie') as { parseCookie: (c: string) => Record<string, string> };
    expect(cookie.parseCookie('a=1; b=%C3%A7')).toEqual({ a: '1', b: 'ç' });
  });
});
