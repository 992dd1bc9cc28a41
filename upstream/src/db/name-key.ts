/**
 * The sort and search key of a person's or an organisation's name: lowercase, accents dropped
 * ("Álvaro" → "alvaro"), so lists read "Álvaro, Ana, bruno, Érica, Zuleide" and not in byte order
 * ("Ana, Zuleide, bruno, Álvaro, Érica"), on PGlite and PostgreSQL alike (docs/architecture.md,
 * "Name order"). The fold itself is the SQL function `name_key` of migration 0009, its only
 * definition; queries call it through here and indexes are built on it. An immutable SQL function
 * is inlined by the planner in queries and index expressions alike, so they still match.
 */
import { type Expression, sql } from 'kysely';

/** The name's key, for `order by name_key(…), id` and the word search. */
export const nameKey = (value: Expression<string | null>) => sql<string>`name_key(${value})`;
