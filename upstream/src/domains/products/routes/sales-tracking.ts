/**
 * Acompanhamento de vendas, a sale's details and registering a sale (docs/product.md §10.2, §10.5,
 * docs/upstream-contract/products.md "Sales tracking"): the aggregates over a period, the per-seller page,
 * the CSV (streamed), one sale with its commissions and `POST /v1/sales`.
 */
import { pipeline } from 'node:stream';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { type JsonObject, jsonObject, pathParam, textField } from '../../../http/input.ts';
import { pageRequest, queryText } from '../../../kernel/params.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import { trackedPeriod } from '../default-period.ts';
import { saleDetail } from '../sale-detail.ts';
import { periodOf, saleReadScopeOf, TRACKING_MESSAGES, trackingScopeOf } from '../sale-scope.ts';
import { salesCsvStream } from '../sales-csv.ts';
import { type NewSaleInput, REGISTER_MESSAGES, registerSale, SALE_INPUT_LIMITS } from '../sales-register.ts';
import { periodTotals, salesBySeller, salesForCsv, salesTracking } from '../sales-tracking.ts';

const period = (req: Request) => periodOf(queryText(req, 'from'), queryText(req, 'to'));

function integerField(body: JsonObject, field: string, message: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new HttpError(400, message);
  return value;
}

function boundedText(body: JsonObject, field: string, max: number, message: string): string {
  const value = textField(body, field);
  if (value.length < 1 || value.length > max) throw new HttpError(400, message);
  return value;
}

function newSaleOf(req: Request): NewSaleInput {
  const body = jsonObject(req);
  const productId = textField(body, 'product_id');
  if (!isUuid(productId)) throw new HttpError(404, REGISTER_MESSAGES.productNotFound);
  const valueCents = integerField(body, 'value_cents', REGISTER_MESSAGES.value);
  if (valueCents < 1 || valueCents > SALE_INPUT_LIMITS.valueCentsMax)
    throw new HttpError(400, REGISTER_MESSAGES.value);
  const rawDate = body.payment_date;
  let paymentDate: Date | null = null;
  if (rawDate !== undefined && rawDate !== null) {
    paymentDate = typeof rawDate === 'string' ? new Date(rawDate) : new Date(Number.NaN);
    if (Number.isNaN(paymentDate.getTime())) throw new HttpError(400, REGISTER_MESSAGES.paymentDate);
  }
  return {
    productId,
    paymentId: boundedText(body, 'payment_id', SALE_INPUT_LIMITS.paymentIdMax, REGISTER_MESSAGES.paymentId),
    customerName: boundedText(
      body,
      'customer_name',
      SALE_INPUT_LIMITS.customerNameMax,
      REGISTER_MESSAGES.customerName,
    ),
    valueCents,
    installments:
      body.installments === undefined
        ? 1
        : integerField(body, 'installments', REGISTER_MESSAGES.installments),
    paymentDate,
    linkCode: boundedText(body, 'link_code', 64, REGISTER_MESSAGES.link),
    clickId: clickIdOf(body),
  };
}

/** The optional `click_id` (the redirect's `click`): a uuid, else refused as a wrong click. */
function clickIdOf(body: JsonObject): string | null {
  const raw = body.click_id;
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || !isUuid(raw)) throw new HttpError(400, REGISTER_MESSAGES.click);
  return raw;
}

export function productSaleTrackingRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const { db } = deps;

  // Without from and to, the default period (default-period.ts): the answer says which it is.
  router.get('/v1/sales/tracking', auth, async (req, res) => {
    const range = await trackedPeriod(db, queryText(req, 'from'), queryText(req, 'to'));
    const scope = trackingScopeOf(viewerOf(req));
    const { previous } = range;
    const [tracking, before] = await Promise.all([
      salesTracking(db, scope, range),
      previous && periodTotals(db, scope, previous),
    ]);
    res.json({
      ...tracking,
      cycle: range.cycle,
      // The cycle before, added up the same way, for the home's comparison (null with asked days).
      previous: previous &&
        before && { number: previous.number, from: previous.from, to: previous.to, ...before },
    });
  });

  router.get('/v1/sales/tracking/sellers', auth, async (req, res) => {
    const scope = trackingScopeOf(viewerOf(req));
    const request = pageRequest(req, ['value'] as const, { orderBy: 'value' });
    const range = await trackedPeriod(db, queryText(req, 'from'), queryText(req, 'to'));
    res.json({ ...(await salesBySeller(db, scope, range, request)), from: range.from, to: range.to });
  });

  // The period's sales as CSV, of one seller with `seller_id` (the per-user export).
  router.get('/v1/sales/export.csv', auth, async (req, res) => {
    const scope = trackingScopeOf(viewerOf(req));
    const range = period(req);
    const sellerId = queryText(req, 'seller_id') ?? null;
    if (sellerId !== null && !isUuid(sellerId)) throw new HttpError(400, TRACKING_MESSAGES.period);
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="vendas-${range.from}-a-${range.to}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    pipeline(salesCsvStream(salesForCsv(db, scope, range, sellerId)), res, (error) => {
      if (error) deps.logger.warn('sales csv interrupted', { error: error.message });
    });
  });

  router.get('/v1/sales/:saleId', auth, async (req, res) => {
    const scope = saleReadScopeOf(viewerOf(req));
    const saleId = pathParam(req, 'saleId');
    if (!isUuid(saleId)) throw new HttpError(404, TRACKING_MESSAGES.saleNotFound);
    res.json(await saleDetail(db, scope, saleId));
  });

  router.post('/v1/sales', auth, async (req, res) => {
    res.status(201).json(await registerSale(db, viewerOf(req), newSaleOf(req)));
  });

  return router;
}
