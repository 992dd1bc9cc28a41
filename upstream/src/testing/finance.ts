/** Helpers for the finance route tests: authenticated JSON calls and seeded rows by owner and status. */
import type { BillStatus } from '../db/finance-types.ts';
import { type OrganisationKey, organisationId } from '../db/seed/organisations.ts';
import { userId } from '../db/seed/users.ts';
import type { RequestOptions, TestUpstream } from './harness.ts';

export const FIN = '/v1/finances/portal';

export interface JsonResponse<T> {
  status: number;
  body: T;
}

/** Calls the portal as `username` (tokens cached per upstream) and parses the JSON answer. */
export function financeClient(up: () => TestUpstream) {
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    const cached = tokens.get(username);
    if (cached) return cached;
    const fresh = await up().login(username);
    tokens.set(username, fresh);
    return fresh;
  };
  return {
    token,
    async call<T>(username: string, path: string, options: RequestOptions = {}): Promise<JsonResponse<T>> {
      const res = await up().portal(path, { ...options, token: await token(username) });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}

export type Owner = { username: string } | { unit: OrganisationKey };

const ownerColumns = (owner: Owner) =>
  'username' in owner
    ? ({ side: 'affiliate', column: 'user_id', id: userId(owner.username) } as const)
    : ({ side: 'branch', column: 'unit_id', id: organisationId(owner.unit) } as const);

/** The id of one seeded bill of `owner` in `status` (the newest cycle first). */
export async function billOf(up: () => TestUpstream, owner: Owner, status: BillStatus): Promise<string> {
  const { side, column, id } = ownerColumns(owner);
  const row = await up()
    .db.selectFrom('bills')
    .innerJoin('commercial_cycles', 'commercial_cycles.id', 'bills.cycle_id')
    .select('bills.id')
    .where('bills.side', '=', side)
    .where(`bills.${column}`, '=', id)
    .where('bills.status', '=', status)
    .orderBy('commercial_cycles.number', 'desc')
    .orderBy('bills.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every bill in the database: what the holding's and admins' lists must count. */
export async function billCount(up: () => TestUpstream): Promise<number> {
  const row = await up()
    .db.selectFrom('bills')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A buffer that starts like a PDF and has exactly `size` bytes. */
export function fakePdf(size: number): Buffer {
  const pdf = Buffer.alloc(size, 0x20);
  pdf.write('%PDF-1.4\n', 0, 'latin1');
  return pdf;
}
