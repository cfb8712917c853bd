// pdfmake 0.3 ships no typings of its own; the little of its API we use.
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setLocalAccessPolicy(cb: (path: string) => boolean): void;
    setUrlAccessPolicy?(cb: (url: string) => boolean): void;
    createPdf(doc: unknown): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
