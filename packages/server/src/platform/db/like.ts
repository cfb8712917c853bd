/** A LIKE pattern's wildcards in user text taken literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
