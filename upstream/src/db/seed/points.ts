/**
 * The points demo data (docs/upstream-contract/points.md, "Points demo data"): every commission the
 * finance seed converted to points (ConvertedToPoints) gets its ledger entry, so the ledger and
 * the commissions agree. Deterministic: ids derive from the commission's, dates from its date.
 * Every fourth entry had a short validity and is past it (EXPIRED); every fifth was spent
 * by vouchers (USED); every seventh half spent. Seeded voucher secrets derive from their key so
 * tests and the demo can use one (a real voucher's secret is random and shown once).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../connection.ts';
import type { NewPointEntry } from '../points-types.ts';
import { seedId } from './ids.ts';

const DAY_MS = 86_400_000;
/** Two years, the programme's validity (points/ledger.ts POINTS_VALIDITY_DAYS, not imported: the seed stands alone). */
const VALIDITY_DAYS = 730;
const SHORT_VALIDITY_DAYS = 90;

/** The demo secret of a seeded voucher, from its code: 16 symbols like a real one. */
export function seedVoucherSecret(code: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = createHash('sha256').update(`portal-seed:secret:${code}`).digest();
  const text = [...bytes.subarray(0, 16)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return (text.match(/.{4}/g) ?? []).join('-');
}

const digestOf = (secret: string) =>
  createHash('sha256')
    .update(secret.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    .digest('hex');

/** The code that confirms the membership of a seeded user waiting for one (tests and the demo). */
export const DEMO_POINTS_CODE = '135790';

export async function seedPoints(db: Db): Promise<void> {
  // Seeded users waiting for a code get one that never expires (a real one lasts 15 minutes).
  const waiting = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`coalesce(points_and_vouchers, status_points) = 'WAITING_CODE'`)
    .execute();
  if (waiting.length > 0) {
    await db
      .insertInto('points_memberships')
      .values(
        waiting.map((user) => ({
          subject_type: 'user' as const,
          subject_id: user.id,
          status: 'WAITING_CODE' as const,
          code_hash: createHash('sha256').update(DEMO_POINTS_CODE).digest('hex'),
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const converted = await db
    .selectFrom('commissions')
    .innerJoin('sales', 'sales.id', 'commissions.sale_id')
    .select([
      'commissions.id',
      'commissions.user_id',
      'commissions.value_cents',
      'commissions.date',
      'sales.seller_id',
      'sales.customer_name',
    ])
    .where('commissions.status', '=', 'ConvertedToPoints')
    .where('commissions.side', '=', 'affiliate')
    .orderBy('commissions.id')
    .execute();
  const rows: NewPointEntry[] = converted.flatMap((row, n) => {
    const points = Math.floor(row.value_cents / 10);
    if (!row.user_id || points <= 0) return [];
    const validity = n % 4 === 3 ? SHORT_VALIDITY_DAYS : VALIDITY_DAYS;
    const used = n % 5 === 4 ? points : n % 7 === 6 ? Math.floor(points / 2) : 0;
    return [
      {
        id: seedId(`points:${row.id}`),
        owner_id: row.user_id,
        seller_id: row.seller_id,
        customer_name: row.customer_name,
        commission_id: row.id,
        points,
        used_points: used,
        expires_at: new Date(row.date.getTime() + validity * DAY_MS),
        created_at: row.date,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('point_entries')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const vouchers = await db
    .selectFrom('vouchers')
    .select(['id', 'code'])
    .where('secret_hash', 'is', null)
    .execute();
  for (const voucher of vouchers) {
    await db
      .updateTable('vouchers')
      .set({ secret_hash: digestOf(seedVoucherSecret(voucher.code)) })
      .where('id', '=', voucher.id)
      .execute();
  }
}
