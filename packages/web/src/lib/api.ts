import type { z } from 'zod';
import type { Metodo } from '@divida/domain/contrato';
import type { CONTRATO } from '@divida/domain/contratos';
import { request, type RequestOptions } from './http.ts';

/**
 * Calls typed from the domain's contract (docs/arquitetura.md "Calls typed from the domain"): the
 * path names the route as the server declares it (`'perfil/:id'`), and the body, query, parameters
 * and answer are the types of that route's schemas. Only types are imported: zod stays out of the
 * bundle. Calls outside the contract (files, blobs) still go through `http`.
 */
type C = typeof CONTRATO;

/** The contract's paths for a method. */
export type CaminhoDe<M extends Metodo> = {
  [K in keyof C]: K extends `${M} ${infer P}` ? P : never;
}[keyof C];

type RotaDe<M extends Metodo, P extends CaminhoDe<M>> = C[`${M} ${P}` & keyof C];

/** The names of a path's `:parameters`. */
type NomesDeParametros<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | NomesDeParametros<R>
  : P extends `${string}:${infer N}`
    ? N
    : never;

type Entrada<R, K extends string> = R extends { [k in K]: infer S extends z.ZodType } ? z.input<S> : never;

/** The answer's type: the success response's output, or nothing when the route declares none. */
export type RespostaDe<M extends Metodo, P extends CaminhoDe<M>> =
  RotaDe<M, P> extends { resposta: infer S extends z.ZodType } ? z.output<S> : void;

/** The body a route takes (`undefined` when it declares none: `{}` is sent). */
export type CorpoDe<M extends Metodo, P extends CaminhoDe<M>> = [Entrada<RotaDe<M, P>, 'body'>] extends [
  never,
]
  ? undefined
  : Entrada<RotaDe<M, P>, 'body'>;

type Opcoes<M extends Metodo, P extends CaminhoDe<M>> = Omit<RequestOptions, 'method' | 'body' | 'query'> & {
  /** typed when the contract declares the route's querystring (a list's page and sort are not yet) */
  query?: [Entrada<RotaDe<M, P>, 'query'>] extends [never]
    ? RequestOptions['query']
    : Entrada<RotaDe<M, P>, 'query'> & RequestOptions['query'];
} & ([NomesDeParametros<P>] extends [never]
    ? { params?: never }
    : { params: Record<NomesDeParametros<P>, string | number> });

/** Options are required when the path has parameters. */
type ArgOpcoes<M extends Metodo, P extends CaminhoDe<M>> = [NomesDeParametros<P>] extends [never]
  ? [opts?: Opcoes<M, P>]
  : [opts: Opcoes<M, P>];

/** The path with its `:parameters` filled in, as the calls wrote it by hand (no encoding). */
export function preencher(caminho: string, params?: Record<string, string | number>): string {
  return caminho.replace(/:([A-Za-z]+)/g, (_, nome: string) => {
    const v = params?.[nome];
    if (v === undefined) throw new Error(`parâmetro ${nome} ausente em ${caminho}`);
    return String(v);
  });
}

function chamar(metodo: Metodo, caminho: string, body: unknown, opts: Opcoes<never, never> | undefined) {
  const { params, ...resto } = (opts ?? {}) as RequestOptions & { params?: Record<string, string | number> };
  return request(preencher(caminho, params), { ...resto, method: metodo, body });
}

export const api = {
  get: <P extends CaminhoDe<'GET'>>(caminho: P, ...[opts]: ArgOpcoes<'GET', P>) =>
    chamar('GET', caminho, undefined, opts as never) as Promise<RespostaDe<'GET', P>>,
  post: <P extends CaminhoDe<'POST'>>(
    caminho: P,
    body: CorpoDe<'POST', P>,
    ...[opts]: ArgOpcoes<'POST', P>
  ) => chamar('POST', caminho, body ?? {}, opts as never) as Promise<RespostaDe<'POST', P>>,
  put: <P extends CaminhoDe<'PUT'>>(caminho: P, body: CorpoDe<'PUT', P>, ...[opts]: ArgOpcoes<'PUT', P>) =>
    chamar('PUT', caminho, body ?? {}, opts as never) as Promise<RespostaDe<'PUT', P>>,
  delete: <P extends CaminhoDe<'DELETE'>>(caminho: P, ...[opts]: ArgOpcoes<'DELETE', P>) =>
    chamar('DELETE', caminho, undefined, opts as never) as Promise<RespostaDe<'DELETE', P>>,
};
