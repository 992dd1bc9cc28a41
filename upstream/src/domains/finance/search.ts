/** Word-prefix full-text matching, which the GIN indexes on names serve (migrations 0006, 0007). */
import { type RawBuilder, sql } from 'kysely';

/** 'Maria  Sobral' → 'maria:* & sobral:*'; null when the text has no letters or digits. */
export function wordPrefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** `column`'s words match every word of the query as a prefix ('simple' configuration). */
export const matchesWords = (column: string, query: string): RawBuilder<boolean> =>
  sql<boolean>`to_tsvector('simple', ${sql.ref(column)}) @@ to_tsquery('simple', ${query})`;
