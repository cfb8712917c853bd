import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { objStm, pdfMinimo, streamBinario } from '../../test/pdfs.ts';
import { InspetorPdf, type Veredito } from './pdfAtivo.ts';

/** The verdict when the file arrives in chunks of `tamanho` bytes (a network would cut anywhere). */
async function inspecionar(pdf: Buffer, tamanho = 65536): Promise<Veredito> {
  const i = new InspetorPdf();
  for (let p = 0; p < pdf.length; p += tamanho) i.escrever(pdf.subarray(p, p + tamanho));
  return i.concluir();
}

/** The verdict for every way of cutting the file in chunks of 1 to 50 bytes, and whole. */
async function vereditos(pdf: Buffer): Promise<Set<Veredito>> {
  const v = new Set<Veredito>([await inspecionar(pdf)]);
  for (const t of [1, 2, 3, 7, 13, 50]) v.add(await inspecionar(pdf, t));
  return v;
}

describe('InspetorPdf', () => {
  it('accepts real documents: pdfmake output with links, and a minimal PDF', async () => {
    const gerado = await renderDocumento({
      titulo: 'Certidão de Dívida Ativa',
      orgao: { nome: 'Secretaria da Fazenda', sigla: 'SEFAZ' },
      emissor: { nome: 'Maria', matricula: '123' },
      secoes: [
        {
          titulo: 'Dados',
          campos: [
            ['Site', 'https://www.gov.br/'],
            ['Valor', 'R$ 1.234,56'],
          ],
        },
      ],
    });
    expect(await vereditos(gerado)).toEqual(new Set(['ok']));
    expect(await vereditos(pdfMinimo())).toEqual(new Set(['ok']));
    const link = pdfMinimo({
      pagina:
        '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://www.gov.br/) >> >>]',
      catalogo: '/OpenAction [3 0 R /Fit]',
    });
    expect(await vereditos(link)).toEqual(new Set(['ok']));
  });

  it.each([
    [
      'an open action running JavaScript',
      { catalogo: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' },
    ],
    ['document-level JavaScript', { catalogo: '/Names << /JavaScript 6 0 R >>' }],
    [
      'a launch action on a link',
      { pagina: '/Annots [<< /Subtype /Link /A << /S /Launch /F (cmd.exe) >> >>]' },
    ],
    ['additional actions on a page', { pagina: '/AA << /O << /S /URI /URI (http://x) >> >>' }],
    ['an attached file', { catalogo: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>' }],
    ['an associated file stream', { catalogo: '/AF [<< /F (a.exe) /EF << /F 6 0 R >> >>]' }],
    ['an XFA form', { catalogo: '/AcroForm << /Fields [] /XFA 6 0 R >>' }],
    [
      'a form that submits',
      { pagina: '/Annots [<< /Subtype /Widget /A << /S /SubmitForm /F (http://x) >> >>]' },
    ],
    [
      'a JavaScript name spelled with #xx escapes',
      { catalogo: '/OpenAction << /S /J#61va#53cript /J#53 (x) >>' },
    ],
    [
      'a launch action spelled with #xx escapes',
      { catalogo: '/OpenAction << /S /#4C#61#75#6E#63#68 /F (x) >>' },
    ],
    ['an /AA key spelled with #xx escapes', { pagina: '/#41#41 << >>' }],
  ])('refuses %s', async (_nome, partes) => {
    expect(await vereditos(pdfMinimo(partes))).toEqual(new Set(['ativo']));
  });

  it('reads inside compressed object streams', async () => {
    const js = pdfMinimo({ objetos: [objStm('6 0 << /S /JavaScript /JS (app.alert(1)) >>')] });
    expect(await vereditos(js)).toEqual(new Set(['ativo']));
    const aa = pdfMinimo({ objetos: [objStm('6 0 << /Type /Page /A#41 << >> >>')] });
    expect(await vereditos(aa)).toEqual(new Set(['ativo']));
    const semFiltro = pdfMinimo({ objetos: [objStm('6 0 << /JS (x) >>', null)] });
    expect(await vereditos(semFiltro)).toEqual(new Set(['ativo']));
    const limpo = pdfMinimo({ objetos: [objStm('6 0 << /Type /Annot /Subtype /Link >>')] });
    expect(await vereditos(limpo)).toEqual(new Set(['ok']));
  });

  it('calls unverifiable an object stream it cannot decode, or one that inflates past the bound', async () => {
    const lzw = pdfMinimo({ objetos: [objStm('6 0 << >>', '/LZWDecode')] });
    expect(await vereditos(lzw)).toEqual(new Set(['naoVerificavel']));
    const lixo = pdfMinimo({
      objetos: [objStm('isto não é deflate', null).replace('/N 1', '/Filter /FlateDecode /N 1')],
    });
    expect(await inspecionar(lixo)).toBe('naoVerificavel');
    const bomba = pdfMinimo({ objetos: [objStm(Buffer.alloc(65 * 1024 * 1024, 0x20))] });
    expect(await inspecionar(bomba)).toBe('naoVerificavel');
  });

  it('does not mistake short names in binary stream data (images, fonts) for keys', async () => {
    const dados = Buffer.concat([randomBytes(100), Buffer.from(' /JS /AA /EF /XFA '), randomBytes(100)]);
    expect(await vereditos(pdfMinimo({ objetos: [streamBinario(dados)] }))).toEqual(new Set(['ok']));
    // Long names are refused even there: a reader may be pointed into stream data by the xref.
    const longo = Buffer.concat([randomBytes(100), Buffer.from(' /S /JavaScript '), randomBytes(100)]);
    expect(await vereditos(pdfMinimo({ objetos: [streamBinario(longo)] }))).toEqual(new Set(['ativo']));
  });
});
