import { describe, expect, it } from 'vitest';
import { LOOKUP_PAGE_SIZE, pageQuery, sortFromApi, sortFromUrl, sortToApi, sortToUrl } from './list.ts';

describe('one sort form from the URL to the query', () => {
  it('converts between the URL (-nome), the API (nome,desc) and the spec', () => {
    expect(sortFromUrl('-nome')).toEqual({ field: 'nome', desc: true });
    expect(sortToApi(sortFromUrl('-nome'))).toBe('nome,desc');
    expect(sortToApi(sortFromUrl('sigla'))).toBe('sigla');
    expect(sortToUrl(sortFromApi('nome,desc'))).toBe('-nome');
    expect(sortToUrl(sortFromApi('nome'))).toBe('nome');
    const q = pageQuery(['nome', 'id'], 'nome');
    expect(q.parse({ sort: sortToApi(sortFromUrl('-nome')) }).sort).toEqual({ field: 'nome', desc: true });
    expect(q.safeParse({ sort: 'senhaHash' }).success).toBe(false);
  });
});

describe('page sizes', () => {
  it('ordinary lists stop at 100 rows; a lookup list takes its everything-at-once size', () => {
    const lista = pageQuery(['nome'], 'nome');
    expect(lista.parse({}).size).toBe(15);
    expect(lista.parse({ size: '100' }).size).toBe(100);
    expect(lista.safeParse({ size: '101' }).success).toBe(false);
    expect(lista.safeParse({ size: String(LOOKUP_PAGE_SIZE) }).success).toBe(false);
    const apoio = pageQuery(['nome'], 'nome', { maxSize: LOOKUP_PAGE_SIZE });
    expect(apoio.parse({ size: String(LOOKUP_PAGE_SIZE) }).size).toBe(LOOKUP_PAGE_SIZE);
  });
});
