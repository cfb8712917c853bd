import { ERRORS, MENSAGENS, type ApiProblem, type ErrorKind } from '@divida/domain/errors';

/**
 * The one error type services throw. The error handler (http/errorHandler.ts) turns it into the
 * answer; nothing else shapes an error answer.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly fields: { field: string; message: string }[];
  readonly headers: Record<string, string>;

  constructor(
    kind: ErrorKind,
    message: string,
    fields: { field: string; message: string }[] = [],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.kind = kind;
    this.fields = fields;
    this.headers = headers;
  }

  get status(): number {
    return ERRORS[this.kind].status;
  }

  toProblem(): ApiProblem {
    const p: ApiProblem = { status: this.status, errorcode: ERRORS[this.kind].code, errormsg: this.message };
    if (this.fields.length > 0) {
      p.errorfields = this.fields.map((f) => f.field);
      p.errormessages = this.fields.map((f) => f.message);
    }
    return p;
  }
}

export const notFound = (message: string = MENSAGENS.naoEncontrado) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string = MENSAGENS.semPermissao) => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, fields: { field: string; message: string }[] = []) =>
  new AppError('BAD_REQUEST', message, fields);
/** A rule broken by one field's value: 400 with the message on that field, where the form shows it. */
export const invalido = (campo: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ field: campo, message }]);
/** A well-formed request the record's state cannot answer yet (422). */
export const naoProcessavel = (message: string) => new AppError('UNPROCESSABLE', message);
/** A conflict on a field (duplicate name...): the form shows the message on that field. */
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? [{ field, message }] : []);
