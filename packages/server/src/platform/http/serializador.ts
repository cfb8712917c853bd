import { serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * The responses' serialiser, compiled once per route from its zod response schema. The zod
 * provider's serialiser encodes the whole answer through the schema (a new object for every row,
 * every field checked) and then runs JSON.stringify on the copy: for a list of 15 rows that was a
 * large part of the server's time. This one writes the JSON straight from the schema's shape, with
 * only the checks that keep it to the contract (each field's JSON type, integers, required keys);
 * unknown keys are left out, keys come in the schema's order, as zod's copy has them.
 *
 * Whatever it does not know (unions, records, defaults, transforms, codecs, strict or loose objects)
 * is encoded by zod for that part alone. A value that fails a check makes the whole answer go
 * through zod, which then fails (a 500) exactly as before, or succeeds where it knows better.
 */
type Escrever = (v: unknown) => string;

/** A value that is not what the schema says: the answer is handed to zod. */
class ForaDoContrato extends Error {}
const fora = (): never => {
  throw new ForaDoContrato();
};

interface Def {
  type: string;
  innerType?: $ZodType;
  element?: $ZodType;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  values?: unknown[];
  checks?: { _zod: { def: { format?: string } } }[];
}
const defDe = (s: $ZodType) => s._zod.def as unknown as Def;

/** Zod's own encoding of one part (its output is what JSON.stringify writes). */
function porZod(schema: $ZodType): Escrever {
  return (v) => {
    const r = safeEncode(schema, v);
    if (r.error) fora();
    const json = JSON.stringify(r.data);
    return json === undefined ? fora() : json;
  };
}

const texto: Escrever = (v) => (typeof v === 'string' ? JSON.stringify(v) : fora());
const booleano: Escrever = (v) => (v === true ? 'true' : v === false ? 'false' : fora());
const numero: Escrever = (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : fora());
const inteiro: Escrever = (v) => (Number.isSafeInteger(v) ? String(v) : fora());

/** The schemas being compiled: one met again inside itself (a recursive schema) is left to zod. */
const emCompilacao = new Set<$ZodType>();

export function compilar(schema: $ZodType): Escrever {
  if (emCompilacao.has(schema)) return porZod(schema);
  emCompilacao.add(schema);
  try {
    return compilarTipo(schema);
  } finally {
    emCompilacao.delete(schema);
  }
}

function compilarTipo(schema: $ZodType): Escrever {
  const def = defDe(schema);
  switch (def.type) {
    case 'string':
      return texto;
    case 'boolean':
      return booleano;
    case 'number': {
      // z.number().int() is a format check; range checks (min, max) are the input's, as a string's
      // formats are: not repeated here.
      const formatos = (def.checks ?? []).map((c) => c._zod.def.format).filter((f) => f !== undefined);
      if (formatos.length === 0) return numero;
      return formatos.every((f) => f === 'safeint') ? inteiro : porZod(schema);
    }
    case 'null':
      return (v) => (v === null ? 'null' : fora());
    case 'enum':
    case 'literal': {
      const valores = new Set(
        def.type === 'enum' ? Object.values((def as { entries?: object }).entries ?? {}) : def.values,
      );
      const todosTexto = [...valores].every((x) => typeof x === 'string');
      return todosTexto ? (v) => (valores.has(v) ? JSON.stringify(v) : fora()) : porZod(schema);
    }
    case 'nullable': {
      const dentro = compilar(def.innerType!);
      return (v) => (v === null ? 'null' : dentro(v));
    }
    case 'readonly':
      return compilar(def.innerType!);
    case 'array': {
      const item = compilar(def.element!);
      return (v) => {
        if (!Array.isArray(v)) return fora();
        let s = '[';
        for (let i = 0; i < v.length; i++) s += (i > 0 ? ',' : '') + item(v[i]);
        return s + ']';
      };
    }
    case 'object':
      return def.catchall ? porZod(schema) : objeto(def.shape!);
    default:
      return porZod(schema);
  }
}

function objeto(shape: Record<string, $ZodType>): Escrever {
  const campos = Object.entries(shape).map(([k, s]) => {
    const opcional = defDe(s).type === 'optional';
    return {
      nome: k,
      chave: JSON.stringify(k) + ':',
      opcional,
      escrever: compilar(opcional ? defDe(s).innerType! : s),
    };
  });
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fora();
    const o = v as Record<string, unknown>;
    let s = '{';
    let primeiro = true;
    for (const c of campos) {
      const x = o[c.nome];
      if (c.opcional && x === undefined) continue;
      s += (primeiro ? '' : ',') + c.chave + c.escrever(x);
      primeiro = false;
    }
    return s + '}';
  };
}

/** Fastify's serializer compiler: the compiled writer, and zod's whole path when it refuses. */
export const serializadorCompiler: typeof serializerCompiler = (rota) => {
  const completo = serializerCompiler(rota);
  if (!(rota.schema instanceof $ZodType)) return completo;
  const escrever = compilar(rota.schema);
  return (data) => {
    try {
      return escrever(data);
    } catch (e) {
      if (e instanceof ForaDoContrato) return completo(data);
      throw e;
    }
  };
};
