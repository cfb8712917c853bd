import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdfText.ts';
import { PDF_THREADS, pdfPool, renderDocumento, type Documento } from './documento.ts';

describe('renderDocumento', () => {
  it('writes the letterhead, sections and page numbers as real text', async () => {
    const pdf = await renderDocumento({
      titulo: 'Dados do Usuário',
      orgao: { nome: 'PROCURADORIA GERAL DO ESTADO', sigla: 'PGE' },
      emissor: { nome: 'João Conceição', matricula: '1234' },
      emitidoEm: new Date('2026-03-10T15:30:00Z'),
      secoes: [
        {
          titulo: 'Endereço',
          campos: [
            ['Município', 'São João del-Rei'],
            ['Complemento', null],
            ['Ativo', true],
          ],
        },
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfText(pdf);
    expect(page).toContain('PROCURADORIA GERAL DO ESTADO (PGE)');
    expect(page).toContain('Emitido em 10/03/2026, 12:30 por João Conceição (matrícula 1234)');
    expect(page).toContain('Dados do Usuário');
    expect(page).toContain('São João del-Rei');
    expect(page).toContain('Página 1 de 1');
  });

  it('renders off the event loop, in the bounded worker pool, many at a time', async () => {
    const doc: Documento = {
      titulo: 'Ficha',
      orgao: { nome: 'ÓRGÃO', sigla: 'ORG' },
      emissor: { nome: 'Ana', matricula: null },
      secoes: [{ titulo: 'Dados', campos: [['Nome', 'Ana']] }],
    };
    const antes = pdfPool().completed;
    const pdfs = await Promise.all(Array.from({ length: 10 }, () => renderDocumento(doc)));
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPool().completed - antes).toBe(10);
    expect(pdfPool().threads.length).toBeGreaterThan(0);
    expect(pdfPool().threads.length).toBeLessThanOrEqual(PDF_THREADS);
  });
});
