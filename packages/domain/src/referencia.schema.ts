import { z } from 'zod';
import { idSchema } from './id.ts';

/**
 * A reference to another record in a payload: its id, or the object the record's GET answers for it
 * (`municipio: { id, nome }`, `perfil: { id, nome }`), so that a PUT of a record exactly as read is
 * taken (issue 23 §1). Only the id counts; the other fields are ignored.
 */
export const referenciaSchema = (mensagem: string) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? (v as { id: unknown }).id : v),
    idSchema(mensagem),
  );
