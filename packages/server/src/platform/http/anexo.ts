/** The Content-Disposition of a file to save under its (accented) name: RFC 6266's UTF-8 form. */
export const anexo = (nome: string) => `attachment; filename*=UTF-8''${encodeURIComponent(nome)}`;

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
