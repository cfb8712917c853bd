/**
 * A one-page PDF with a title and lines of text (Helvetica, WinAnsi): the demo's attached
 * documents. Plain objects only, no scripts or forms, so it is what an upload would accept.
 */
export function pdfSimples(titulo: string, linhas: readonly string[]): Buffer {
  // WinAnsi covers Latin-1: accents print; anything beyond (dashes, quotes) becomes a hyphen.
  const latin1 = (s: string) => s.replace(/[^\u0020-\u00ff]/g, '-');
  const literal = (s: string) => `(${latin1(s).replace(/[\\()]/g, (c) => `\\${c}`)})`;
  const conteudo = [
    'BT',
    '/F1 15 Tf',
    '56 780 Td',
    `${literal(titulo)} Tj`,
    '/F1 10 Tf',
    '0 -30 Td',
    ...linhas.flatMap((l) => [`${literal(l)} Tj`, '0 -15 Td']),
    'ET',
  ].join('\n');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(conteudo, 'latin1')} >>\nstream\n${conteudo}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
