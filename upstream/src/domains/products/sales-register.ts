/**
 * Registering a sale (docs/integrators.md "Registering a sale", docs/upstream-contract/products.md): what the
 * checkout or a producer's integration calls when a buyer pays. The link code (the `ref` the
 * public redirect added to the checkout URL) attributes the sale to the link's affiliate and the
 * affiliate's unit; the first installment's commissions are written for both (the later ones fall
 * due month by month, as in the ledger), and `sale.created` is recorded in the outbox. The sale,
 * its commissions and the events are ONE transaction: all of them exist, or none.
 *
 * Who: holding and admin for any product; a producer for its company's products only (another
 * company's product is answered like an unknown one).
 */
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/connection.ts';
import type { AccountSide } from '../../db/finance-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { forbidden, HttpError } from '../../kernel/errors.ts';
import { recordEvents } from '../../kernel/outbox.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { recordSalesforceErrors, SALESFORCE_ERROR_MESSAGES } from './salesforce-errors.ts';

export const SALE_INPUT_LIMITS = {
  paymentIdMax: 100,
  customerNameMax: 200,
  /** R$ 1 000 000,00. */
  valueCentsMax: 100_000_000,
} as const;
/** A payment date may run this far ahead of the server's clock (clock skew), not more. */
const FUTURE_SKEW_MS = 5 * 60_000;
/** A seller without a career level row is at the first level (as Seus produtos reads it). */
const FIRST_CAREER_LEVEL = 1;

export const REGISTER_MESSAGES = {
  productNotFound: 'Produto não encontrado.',
  link: 'Link inválido: o código não pertence a um link deste produto.',
  click: 'Clique inválido: click_id não é um clique deste link.',
  duplicate: 'Pagamento já registrado: payment_id deve ser único.',
  cycle: 'Nenhum ciclo comercial cobre a data do pagamento.',
  paymentDate: 'Data do pagamento inválida: use um instante ISO-8601 que não esteja no futuro.',
  installments: 'Parcelas inválidas: de 1 até o máximo do produto.',
  value: `Valor inválido: informe centavos inteiros de 1 a ${SALE_INPUT_LIMITS.valueCentsMax}.`,
  customerName: `Nome do cliente inválido: de 1 a ${SALE_INPUT_LIMITS.customerNameMax} caracteres.`,
  paymentId: `payment_id inválido: de 1 a ${SALE_INPUT_LIMITS.paymentIdMax} caracteres.`,
} as const;

export interface NewSaleInput {
  productId: string;
  paymentId: string;
  customerName: string;
  valueCents: number;
  installments: number;
  /** Defaults to now. */
  paymentDate: Date | null;
  linkCode: string;
  /** The redirect's `click` (migration 0042); null when the checkout did not send it. */
  clickId?: string | null;
}

export interface RegisteredSaleJson {
  id: string;
  payment_id: string;
  product_id: string;
  seller_id: string;
  unit_id: string | null;
  link_id: string;
  status: 'APPROVED';
  value_cents: number;
  installments: number;
  payment_date: string;
  commissions: { side: AccountSide; value_cents: number; installment: number }[];
}

/** Steps a test may interrupt, to show the transaction leaves nothing behind. */
export interface RegisterHooks {
  beforeEvents?: () => Promise<void>;
}

export const canRegisterSales = (viewer: Viewer): boolean =>
  viewer.roles.some((role) => role === 'isHolding' || role === 'isAdmin' || role === 'isProducer');

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** One installment's share of a commission total, the first taking the remainder (as the ledger). */
export function firstInstallmentShare(valueCents: number, rateBp: number, installments: number): number {
  const total = Math.round((valueCents * rateBp) / 10_000);
  return total - Math.floor(total / installments) * (installments - 1);
}

/**
 * What a sale is credited against, each refused with its own message: the product (within the
 * producer's own company unless the viewer is the holding or an admin), the seller's link for that
 * product, and the commercial cycle of the payment date.
 */
async function saleParties(db: Db, viewer: Viewer, input: NewSaleInput, paymentDate: Date) {
  const wide = viewer.roles.includes('isHolding') || viewer.roles.includes('isAdmin');
  let productQuery = db
    .selectFrom('products')
    .innerJoin('producers', 'producers.id', 'products.producer_id')
    .select([
      'products.id',
      'products.max_installments',
      'products.affiliate_rate_bp',
      'products.branch_rate_bp',
      'products.sf_code',
      'producers.organisation_id',
    ])
    .where('products.id', '=', input.productId);
  if (!wide) productQuery = productQuery.where('producers.organisation_id', '=', viewer.organisationId);
  const product = await productQuery.executeTakeFirst();
  if (!product) throw new HttpError(404, REGISTER_MESSAGES.productNotFound);
  if (input.installments < 1 || input.installments > product.max_installments) {
    throw new HttpError(400, REGISTER_MESSAGES.installments);
  }
  const link = await db
    .selectFrom('links')
    .innerJoin('users', 'users.id', 'links.user_id')
    .select(['links.id', 'links.user_id', 'users.organisation_id'])
    .where('links.code', '=', input.linkCode)
    .where('links.product_id', '=', product.id)
    .executeTakeFirst();
  if (!link) throw new HttpError(400, REGISTER_MESSAGES.link);
  if (input.clickId) {
    const click = await db
      .selectFrom('link_clicks')
      .select('id')
      .where('id', '=', input.clickId)
      .where('link_id', '=', link.id)
      .executeTakeFirst();
    if (!click) throw new HttpError(400, REGISTER_MESSAGES.click);
  }
  // The seller's career level as the rule is applied, kept on the commission (its explanation).
  const level = await db
    .selectFrom('user_career_levels')
    .select('level')
    .where('user_id', '=', link.user_id)
    .executeTakeFirst();
  const cycle = await db
    .selectFrom('commercial_cycles')
    .select('id')
    .where('starts_at', '<=', paymentDate)
    .where('ends_at', '>=', paymentDate)
    .executeTakeFirst();
  if (!cycle) throw new HttpError(400, REGISTER_MESSAGES.cycle);
  return { product, link, cycle, level: level?.level ?? FIRST_CAREER_LEVEL };
}

/** sale.created for the producer's people (whose integrations follow its sales) and whoever registered it. */
async function announceSale(
  trx: Db,
  viewer: Viewer,
  producerOrganisationId: string | null,
  linkCode: string,
  json: RegisteredSaleJson,
): Promise<void> {
  const producerUsers = producerOrganisationId
    ? await trx
        .selectFrom('users')
        .select('id')
        .where('organisation_id', '=', producerOrganisationId)
        .where('active', '=', true)
        .execute()
    : [];
  const ownerIds = new Set([...producerUsers.map((row) => row.id), viewer.id]);
  const payload = {
    saleId: json.id,
    paymentId: json.payment_id,
    productId: json.product_id,
    status: json.status,
    valueCents: json.value_cents,
    installments: json.installments,
    paymentDate: json.payment_date,
    linkCode,
  };
  await recordEvents(
    trx,
    [...ownerIds].map((ownerId) => ({ event: 'sale.created' as const, ownerId, payload })),
  );
}

export async function registerSale(
  db: Db,
  viewer: Viewer,
  input: NewSaleInput,
  hooks: RegisterHooks = {},
  now: Date = clockNow(),
): Promise<RegisteredSaleJson> {
  if (!canRegisterSales(viewer)) throw forbidden();
  const paymentDate = input.paymentDate ?? now;
  if (paymentDate.getTime() > now.getTime() + FUTURE_SKEW_MS) {
    throw new HttpError(400, REGISTER_MESSAGES.paymentDate);
  }
  const { product, link, cycle, level } = await saleParties(db, viewer, input, paymentDate);

  const owners: {
    side: AccountSide;
    user_id: string | null;
    unit_id: string | null;
    rateBp: number;
    level: number | null;
  }[] = [
    { side: 'affiliate', user_id: link.user_id, unit_id: null, rateBp: product.affiliate_rate_bp, level },
  ];
  if (link.organisation_id) {
    owners.push({
      side: 'branch',
      user_id: null,
      unit_id: link.organisation_id,
      rateBp: product.branch_rate_bp,
      level: null,
    });
  }

  try {
    return await inTransaction(db, async (trx) => {
      const sale = await trx
        .insertInto('sales')
        .values({
          seller_id: link.user_id,
          unit_id: link.organisation_id,
          product_id: product.id,
          customer_name: input.customerName,
          payment_id: input.paymentId,
          status: 'APPROVED',
          value_cents: input.valueCents,
          installments: input.installments,
          payment_date: paymentDate,
          cycle_id: cycle.id,
          link_id: link.id,
          click_id: input.clickId ?? null,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const commissions = owners.map((owner) => ({
        side: owner.side,
        value_cents: firstInstallmentShare(input.valueCents, owner.rateBp, input.installments),
        installment: 1,
      }));
      await trx
        .insertInto('commissions')
        .values(
          owners.map((owner, i) => ({
            sale_id: sale.id,
            side: owner.side,
            user_id: owner.user_id,
            unit_id: owner.unit_id,
            status: 'Held' as const,
            type: 'Credit' as const,
            installment: 1,
            value_cents: commissions[i]?.value_cents ?? 0,
            date: paymentDate,
            cycle_id: cycle.id,
            rate_bp: owner.rateBp,
            career_level: owner.level,
          })),
        )
        .execute();
      // The CRM matches sales by the product's Salesforce code: without one the sale is kept here
      // and listed as a Salesforce error for the holding to fix the product.
      if (!product.sf_code) {
        await recordSalesforceErrors(trx, [
          {
            type: 'SALE',
            reference: input.paymentId,
            message: SALESFORCE_ERROR_MESSAGES.saleWithoutCode,
            productId: product.id,
          },
        ]);
      }
      await hooks.beforeEvents?.();
      const json: RegisteredSaleJson = {
        id: sale.id,
        payment_id: input.paymentId,
        product_id: product.id,
        seller_id: link.user_id,
        unit_id: link.organisation_id,
        link_id: link.id,
        status: 'APPROVED',
        value_cents: input.valueCents,
        installments: input.installments,
        payment_date: paymentDate.toISOString(),
        commissions,
      };
      await announceSale(trx, viewer, product.organisation_id, input.linkCode, json);
      return json;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, REGISTER_MESSAGES.duplicate);
    throw error;
  }
}
