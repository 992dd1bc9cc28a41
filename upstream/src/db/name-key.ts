/**
 * Names sort as Brazilians expect: lowercase, accents dropped ("Álvaro" → "alvaro"), so lists read
 * "Álvaro, Ana, bruno, Érica, Zuleide" and not in byte order ("Ana, Zuleide, bruno, Álvaro,
 * Érica"), on PGlite and PostgreSQL alike (docs/decisions/conventions.md, "Name order"). The fold
 * is the SQL function `fold_name` of migration 0009, its only definition. Sorted names have it
 * stored beside them as a generated column (`users.name_key`, `producers.name_key`,
 * `products.name_key`, `sales.customer_name_key`): lists order by those; a search folds its own
 * words with `foldName`.
 */
import { type Expression, sql } from 'kysely';

/** `fold_name(value)`: the same fold as the stored keys, for text that is not stored (a search). */
export const foldName = (value: Expression<string>) => sql<string>`fold_name(${value})`;
