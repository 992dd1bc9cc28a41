/** Conditions on `users` that several domains share (the EDs list, vouchers, ED notifications). */
import { sql } from 'kysely';

/** The stored flags hold the isAffiliated word (a generated column); the indexes' predicate. */
export const AFFILIATED = sql<boolean>`users.is_affiliated`;
