/**
 * Composition root of the reviewed access tables: every domain's `expected-access.ts` rows, by
 * field. The authorisation matrix tests (authz-matrix and client-scopes) check the real gateway
 * against them; a root field with no row fails those tests, and so does a row naming a field the
 * schema does not have. The callers and outcomes are security/access-outcomes.ts.
 */
import { DOMAINS } from '../domains/index.ts';
import {
  CALLERS,
  type Caller,
  CLIENT_CALLERS,
  type ClientCaller,
  type ClientRow,
  NO,
  type Outcome,
  type Row,
} from './access-outcomes.ts';

function merged<T>(parts: readonly Readonly<Record<string, T>>[]): Record<string, T> {
  const all: Record<string, T> = {};
  for (const part of parts) {
    for (const [field, row] of Object.entries(part)) {
      if (Object.hasOwn(all, field)) throw new Error(`${field} has expected rows in two domains`);
      all[field] = row;
    }
  }
  return all;
}

const ROWS = merged<Row>(DOMAINS.map((domain) => domain.expectedAccess.people));
const CLIENT_ROWS = merged<ClientRow>(DOMAINS.map((domain) => domain.expectedAccess.clients));
const CLIENT_COLUMNS = Object.keys(CLIENT_CALLERS) as ClientCaller[];

/** The reviewed outcome of `field` for an API client caller; FORBIDDEN unless listed. */
export const expectedClientAccess = (field: string, caller: ClientCaller): Outcome => {
  const row = Object.hasOwn(CLIENT_ROWS, field) ? CLIENT_ROWS[field] : undefined;
  return row?.[CLIENT_COLUMNS.indexOf(caller)] ?? NO;
};

/** `EXPECTED_ACCESS['Query.finance'].produtor === 'FORBIDDEN'`. */
export const EXPECTED_ACCESS: Readonly<Record<string, Readonly<Record<Caller, Outcome>>>> =
  Object.fromEntries(
    Object.entries(ROWS).map(([field, row]) => [
      field,
      Object.fromEntries(CALLERS.map((caller, index) => [caller, row[index]])) as Record<Caller, Outcome>,
    ]),
  );
