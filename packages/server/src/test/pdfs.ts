import { deflateSync } from 'node:zlib';

/**
 * Hand-built PDFs for upload tests: a minimal real document, and the same with extra catalogue or
 * page entries (actions, JavaScript, attachments) spelled as an attacker might.
 */
export function pdfMinimo(opts: { catalogo?: string; pagina?: string; objetos?: string[] } = {}): Buffer {
  const objs = [
    `<< /Type /Catalog /Pages 2 0 R ${opts.catalogo ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${opts.pagina ?? ''}>>`,
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Documento) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(opts.objetos ?? []),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** An object stream (PDF 1.5) holding `conteudo`, deflated unless a filter is named. */
export function objStm(conteudo: string | Buffer, filtro: string | null = '/FlateDecode'): string {
  const bruto = Buffer.isBuffer(conteudo) ? conteudo : Buffer.from(conteudo, 'latin1');
  const dados = filtro === '/FlateDecode' ? deflateSync(bruto) : bruto;
  const f = filtro ? ` /Filter ${filtro}` : '';
  return `<< /Type /ObjStm /N 1 /First 4 /Length ${dados.length}${f} >>\nstream\n${dados.toString('latin1')}\nendstream`;
}

/** A stream object of arbitrary bytes (as images and fonts carry). */
export function streamBinario(dados: Buffer): string {
  return `<< /Length ${dados.length} /Filter /FlateDecode >>\nstream\n${dados.toString('latin1')}\nendstream`;
}

/** Uploads a distinct minimal PDF as `token`'s user through `POST documento/upload`; its uuid. */
export async function enviarPdf(
  app: import('fastify').FastifyInstance,
  token: string,
  nome = 'doc.pdf',
): Promise<string> {
  const b = 'limite';
  const res = await app.inject({
    method: 'POST',
    url: '/api/documento/upload',
    payload: Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdfMinimo({ catalogo: `/Lang (pt-BR-${Math.random()})` }),
      Buffer.from(`\r\n--${b}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().uuid;
}
