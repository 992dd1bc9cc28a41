/**
 * The vouchers demo data (docs/upstream-contract/points.md, "Vouchers demo data"): `afiliado@` owns 25
 * vouchers, five in each status; Ana Moreira and the ten programme affiliates own the rest (127
 * in all, every one visible to the holding), issued to the other affiliates of the network.
 * Deterministic like the rest of the seed: ids, codes and dates derive from fixed keys.
 */
import { createHash } from 'node:crypto';
import { hashPassword } from '../../domains/auth/passwords.ts';
import type { Logger } from '../../logger.ts';
import type { Db } from '../connection.ts';
import { type NewVoucher, VOUCHER_STATUSES, type VoucherStatus } from '../voucher-types.ts';
import { PRODUCERS, producerId } from './finance/catalogue.ts';
import { hoursBeforeBase, seedId } from './ids.ts';
import { organisationId } from './organisations.ts';
import type { SeedUser } from './seed-user.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  OTHER_AFFILIATES,
  PROGRAMME_AFFILIATES,
  seedUsers,
  userId,
} from './users.ts';

/** Who owns how many vouchers: the demo affiliate first, then the other programme members. */
export const VOUCHER_OWNERS: readonly { user: SeedUser; count: number }[] = [
  { user: DEMO_USERS.affiliated, count: 25 },
  ...OTHER_AFFILIATES.filter((user) => user.pointsAndVouchers === 'ACCEPTED').map((user) => ({
    user,
    count: 12,
  })),
  ...PROGRAMME_AFFILIATES.map((user) => ({ user, count: 9 })),
];

/** Customers are the active affiliates of the network (the inactive one gets no new vouchers). */
const CUSTOMERS: readonly SeedUser[] = [
  DEMO_USERS.affiliated,
  DEMO_USERS.multi,
  ...OTHER_AFFILIATES.filter((user) => user.active !== false),
  ...PROGRAMME_AFFILIATES,
];

/** Points per voucher; one point is worth R$ 0,10 (value_cents = points × 10). */
const POINTS = [500, 1000, 1500, 2000, 3000, 5000] as const;
export const CENTS_PER_POINT = 10;

/** Vouchers are valid for 540 days (18 months) from conversion. */
const VALIDITY_HOURS = 540 * 24;

/** Letters and digits without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const digest = (key: string): Buffer => createHash('sha256').update(`portal-seed:${key}`).digest();

/** 'VCH-' and six characters derived from `key`; `taken` keeps the codes unique. */
function voucherCode(key: string, taken: Set<string>): string {
  for (let attempt = 0; ; attempt += 1) {
    const bytes = digest(`${key}:${attempt}`);
    const suffix = [...bytes.subarray(0, 6)]
      .map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
      .join('');
    const code = `VCH-${suffix}`;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

/** The dates of a voucher in `status`, `n` its position among its owner's vouchers. */
function datesFor(status: VoucherStatus, n: number, ownerIndex: number) {
  // Expired ones were converted long enough ago for their validity to end before the base date.
  const ageDays = status === 'EXPIRED' ? 560 + n * 6 + ownerIndex : 8 + n * 6 + ownerIndex * 3;
  const created = hoursBeforeBase(ageDays * 24 + (n % 9));
  const usedAt = status === 'USED' ? addHours(created, 24 * (2 + (n % 20))) : null;
  return { created_at: created, expires_at: addHours(created, VALIDITY_HOURS), used_at: usedAt };
}

export function voucherRows(): NewVoucher[] {
  const codes = new Set<string>();
  return VOUCHER_OWNERS.flatMap(({ user: owner, count }, ownerIndex) => {
    const customers = CUSTOMERS.filter((customer) => customer.username !== owner.username);
    return Array.from({ length: count }, (_, n): NewVoucher => {
      const key = `voucher:${owner.username}:${n}`;
      const status = VOUCHER_STATUSES[n % VOUCHER_STATUSES.length] as VoucherStatus;
      const pick = digest(key);
      const points = POINTS[(pick[6] ?? 0) % POINTS.length] as number;
      // Every seventh voucher was converted without naming a beneficiary: the owner's own.
      const customer = n % 7 === 6 ? owner : (customers[(n * 5 + ownerIndex) % customers.length] as SeedUser);
      return {
        id: seedId(key),
        code: voucherCode(key, codes),
        owner_id: userId(owner.username),
        customer_id: userId(customer.username),
        unit_id: organisationId(owner.organisation),
        producer_id: producerId(PRODUCERS[(n + ownerIndex) % PRODUCERS.length]?.key ?? 'mandacaru'),
        points,
        value_cents: points * CENTS_PER_POINT,
        status,
        ...datesFor(status, n, ownerIndex),
      };
    });
  });
}

/** `produtor@`'s company (Mandacaru, linked by the finance seed) is one of the three. */
export async function seedVouchers(db: Db): Promise<void> {
  const rows = voucherRows();
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('vouchers')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/**
 * A database seeded before the vouchers table existed (migration 0004) gets the vouchers demo data,
 * with the programme affiliates, provided it has the finance demo data it builds on.
 */
export async function seedMissingVouchers(
  db: Db,
  { bcryptCost, logger }: { bcryptCost: number; logger: Logger },
): Promise<boolean> {
  const anyVoucher = await db.selectFrom('vouchers').select('id').limit(1).executeTakeFirst();
  if (anyVoucher) return false;
  const demo = await db
    .selectFrom('producers')
    .select('id')
    .where('id', '=', producerId('mandacaru'))
    .executeTakeFirst();
  const affiliate = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId(DEMO_USERS.affiliated.username))
    .executeTakeFirst();
  if (!demo || !affiliate) {
    logger.warn('vouchers demo data not seeded: the finance demo data is missing');
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD, bcryptCost);
  await db.transaction().execute(async (trx) => {
    await seedUsers(trx, passwordHash, PROGRAMME_AFFILIATES);
    await seedVouchers(trx);
  });
  logger.info('vouchers seed applied');
  return true;
}
