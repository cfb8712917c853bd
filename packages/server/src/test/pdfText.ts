import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader would select it (one string per page). */
export async function pdfText(data: Buffer | Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

/** A run of text on a page with its place, in PDF points from the page's bottom-left corner. */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** Every page's size and text runs in reading order, for checks of where a text lies (margins, pages). */
export async function pdfTextItems(
  data: Buffer | Uint8Array,
): Promise<{ width: number; height: number; items: PdfTextItem[] }[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const it of content.items)
      if ('str' in it && it.str.trim())
        items.push({
          str: it.str,
          x: it.transform[4] as number,
          y: it.transform[5] as number,
          width: it.width,
        });
    pages.push({ width: x1 - x0, height: y1 - y0, items });
  }
  await pdf.destroy();
  return pages;
}
