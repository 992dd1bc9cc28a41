/**
 * The write side of vouchers (docs/upstream-contract/points.md, "Points ledger"): issuing one from points,
 * reading one by id, and a company using one with its secret.
 */
import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/connection.ts';
import type { VoucherStatus } from '../../db/voucher-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordEvent } from '../../kernel/outbox.ts';
import { AFFILIATED } from '../../kernel/users.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { CENTS_PER_POINT, spendPoints } from './ledger.ts';
import { canTransition } from './voucher-transitions.ts';
import { readableBy, toVoucherJson, type VoucherJson, voucherScope, voucherStatus } from './vouchers.ts';

/** Vouchers are valid for 540 days (18 months) from conversion, like the seeded ones. */
export const VOUCHER_VALIDITY_DAYS = 540;

/** The same answer for an unknown secret, another company's voucher and a malformed one. */
export const VOUCHER_NOT_VALID = 'Voucher not valid';
export const VOUCHER_UNAVAILABLE = 'Voucher indisponível para uso.';
export const INVALID_BENEFICIARY = 'Beneficiário inválido: informe um afiliado.';
export const INVALID_COMPANY = 'Empresa inválida: informe uma empresa do programa.';

/** Letters and digits without the look-alikes 0/O and 1/I: 32 symbols, five bits each. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const randomText = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** 16 symbols (80 bits) in groups of four; what the owner reads out to the company. */
export const newSecret = (): string => (randomText(16).match(/.{4}/g) ?? []).join('-');

/** Case and separators do not matter when typed. */
export const normaliseSecret = (secret: string): string => secret.toUpperCase().replace(/[^0-9A-Z]/g, '');

export const secretHash = (secret: string): string =>
  createHash('sha256').update(normaliseSecret(secret)).digest('hex');

export interface IssueRequest {
  points: number;
  /** The affiliate the voucher is for; the owner when absent. */
  beneficiaryId?: string;
  /** The programme company; the first by name when absent. */
  producerId?: string;
}

/**
 * Spends the owner's points and issues the voucher in one transaction: both happen or neither
 * does. The secret is answered here once and only its digest is kept.
 */
export async function issueVoucher(
  db: Db,
  owner: Viewer,
  request: IssueRequest,
): Promise<{ voucher: VoucherJson; secret: string }> {
  const customerId = request.beneficiaryId ?? owner.id;
  if (!isUuid(customerId)) throw new HttpError(400, INVALID_BENEFICIARY);
  if (request.producerId !== undefined && !isUuid(request.producerId))
    throw new HttpError(400, INVALID_COMPANY);
  return inTransaction(db, async (trx) => {
    const customer = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', customerId)
      .where(AFFILIATED)
      .executeTakeFirst();
    if (!customer) throw new HttpError(400, INVALID_BENEFICIARY);
    let producers = trx.selectFrom('producers').select('id').orderBy('name_key').orderBy('id').limit(1);
    if (request.producerId) producers = producers.where('id', '=', request.producerId);
    const producer = await producers.executeTakeFirst();
    if (!producer) throw new HttpError(400, INVALID_COMPANY);
    await spendPoints(trx, owner.id, request.points);
    const secret = newSecret();
    // A random code may, rarely, be taken: draw again (the unique index decides, not a read).
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const row = await trx
        .insertInto('vouchers')
        .values({
          code: `VCH-${randomText(6)}`,
          owner_id: owner.id,
          customer_id: customer.id,
          unit_id: owner.organisationId,
          producer_id: producer.id,
          points: request.points,
          value_cents: request.points * CENTS_PER_POINT,
          expires_at: sql<Date>`${clockNow()}::timestamptz + make_interval(days => ${VOUCHER_VALIDITY_DAYS})`,
          secret_hash: secretHash(secret),
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { voucher: toVoucherJson(row), secret };
    }
    throw new Error('no free voucher code after 8 draws');
  });
}

/** A voucher the viewer owns or manages, else 404 (the same for one that does not exist). */
export async function voucherById(db: Db, viewer: Viewer, id: string): Promise<VoucherJson> {
  if (!isUuid(id)) throw new HttpError(404, 'Voucher não encontrado.');
  const own = readableBy(voucherScope(viewer, 'own'));
  const managed = readableBy(voucherScope(viewer, 'managed'));
  const row = await db
    .selectFrom('vouchers')
    .selectAll()
    .select(voucherStatus().as('status'))
    .where('id', '=', id)
    .where(sql<boolean>`(${own} or ${managed})`)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Voucher não encontrado.');
  return toVoucherJson(row);
}

/**
 * A holding, branch or producer user uses a voucher of its scope by its secret. A wrong secret, a
 * voucher of another scope and no voucher at all get the same 400, so the answer never tells
 * whether a voucher exists. A voucher that is not usable now (used, reverted, expired by time)
 * gets 409. The update re-checks the status it read, so two uses of one voucher use it once.
 */
export async function useVoucher(db: Db, viewer: Viewer, secret: string): Promise<VoucherJson> {
  const normalised = normaliseSecret(secret);
  if (normalised.length !== 16) throw new HttpError(400, VOUCHER_NOT_VALID);
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('vouchers')
      .selectAll()
      .select(voucherStatus().as('status'))
      .where('secret_hash', '=', secretHash(normalised))
      .where(readableBy(voucherScope(viewer, 'managed')))
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new HttpError(400, VOUCHER_NOT_VALID);
    const from: VoucherStatus = found.status;
    if (!canTransition(from, 'USED')) throw new HttpError(409, VOUCHER_UNAVAILABLE);
    const row = await trx
      .updateTable('vouchers')
      .set({ status: 'USED', used_at: sql<Date>`now()` })
      .where('id', '=', found.id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(409, VOUCHER_UNAVAILABLE);
    // docs/integrators.md §7: the integrators of whoever used it hear of it, with the change (outbox).
    await recordEvent(trx, 'voucher.used', viewer.id, {
      voucherId: row.id,
      code: row.code,
      valueCents: row.value_cents,
      usedAt: row.used_at?.toISOString() ?? null,
    });
    return toVoucherJson(row);
  });
}
