import { z } from 'zod';

/**
 * The API's contract (docs/arquitetura.md "Calls typed from the domain"): each route the web calls, by
 * method and path, with the schemas its server route declares. The server validates with them; the web
 * types the call from them (`lib/api.ts`), so a changed field fails the build of both.
 */
export interface Rota {
  /** the path's parameters (`:id`), as the route's `params` */
  params?: z.ZodType;
  /** the route's `querystring` */
  query?: z.ZodType;
  /** the route's `body`: the web sends `z.input` of it */
  body?: z.ZodType;
  /** the route's success `response`: the web reads `z.output` of it (the serializer writes it) */
  resposta?: z.ZodType;
}

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Routes keyed `'METHOD path'`, the path as the server declares it, without the leading slash. */
export type Contrato = Record<`${Metodo} ${string}`, Rota>;

/** An area's routes, checked against `Rota` with their exact schema types kept. */
export const contrato = <const C extends Contrato>(c: C): C => c;

/** The answer of an action that only confirms (deletions, password changes...). */
export const mensagemSchema = z.object({ message: z.string() });

/** The answer of a create or update: the record's id and the success message. */
export const comMensagemSchema = z.object({ id: z.number().int(), message: z.string() });
