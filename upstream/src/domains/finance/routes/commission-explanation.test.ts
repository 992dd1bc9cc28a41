/**
 * 'Por que recebi esta comissão?' (issue #33): one commission of the scope explained from what
 * upstream recorded: the sale with the customer's name masked, the link and the click it came
 * through (the redirect's `click` kept by the intake), the rule applied, the status history and the
 * bill (its figures equal the commission's and the bill's), 404 outside the scope.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { productId } from '../../../db/seed/finance/catalogue.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { coversNow } from '../../../kernel/current-cycle.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { RegisteredSaleJson } from '../../products/sales-register.ts';
import { type CommissionExplanationJson, maskCustomerName } from '../commission-explanation.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, branch, producer, holding } = DEMO_USERS;

type Answer = CommissionExplanationJson & { detail?: string };
const explain = (username: string, id: string) =>
  call<Answer>(username, `${FIN}/commissions/commissions/${id}/explanation`);

let currentStart = new Date();
beforeAll(async () => {
  const cycle = await up()
    .db.selectFrom('commercial_cycles')
    .select('starts_at')
    .where(coversNow())
    .executeTakeFirstOrThrow();
  currentStart = cycle.starts_at;
});

describe('maskCustomerName', () => {
  it('keeps the first name and the initials of the others', () => {
    expect(maskCustomerName('Maria Eduarda Lima')).toBe('Maria E. L.');
    expect(maskCustomerName('  Helena   vasconcelos ')).toBe('Helena V.');
    expect(maskCustomerName('Cícero')).toBe('Cícero');
  });
});

describe('GET commissions/{id}/explanation', () => {
  it('explains a paid seeded commission with the figures of its row and its bill', async () => {
    const row = await up()
      .db.selectFrom('commissions')
      .innerJoin('sales', 'sales.id', 'commissions.sale_id')
      .select(['commissions.id', 'commissions.value_cents', 'commissions.bill_id', 'sales.customer_name'])
      .where('commissions.user_id', '=', userId(affiliated.username))
      .where('commissions.status', '=', 'Executed')
      .where('commissions.type', '=', 'Credit')
      .where('sales.click_id', 'is', null)
      .orderBy('commissions.id')
      .executeTakeFirstOrThrow();
    const res = await explain(affiliated.username, row.id);
    expect(res.status).toBe(200);
    const { commission, sale, rule, history, bill } = res.body;
    expect(commission.value).toBe(row.value_cents);
    expect(commission.bill_id).toBe(row.bill_id);
    expect(sale.customer_name).toBe(maskCustomerName(row.customer_name));
    expect(sale.customer_name).not.toBe(row.customer_name);
    expect(rule.rate_bp).toBeGreaterThan(0);
    expect(rule.installments).toBe(commission.payment.installments);
    expect(history.map((change) => change.status)).toEqual(['Held', 'Ready', 'Executed']);
    expect(bill?.id).toBe(row.bill_id);
    expect(bill?.value).toBe(bill?.entries.reduce((sum, entry) => sum + entry.value, 0));
    // The bill's line of this product holds this commission among the others it pays.
    const line = bill?.entries.find((entry) => entry.product.id === commission.product.id);
    expect(line?.value).toBeGreaterThanOrEqual(commission.value);
    // A sale without a click came through no link, and the seeded paid bills have no recorded payment.
    expect(res.body.link).toBeNull();
    expect(res.body.payment).toBeNull();
  });

  it('names the demo link and click a recent seeded sale came through', async () => {
    const row = await up()
      .db.selectFrom('commissions')
      .innerJoin('sales', 'sales.id', 'commissions.sale_id')
      .innerJoin('link_clicks', 'link_clicks.id', 'sales.click_id')
      .innerJoin('links', 'links.id', 'link_clicks.link_id')
      .select(['commissions.id', 'links.code', 'link_clicks.clicked_at', 'sales.payment_date'])
      .where('commissions.user_id', '=', userId(affiliated.username))
      .orderBy('commissions.id')
      .executeTakeFirstOrThrow();
    const res = await explain(affiliated.username, row.id);
    expect(res.status).toBe(200);
    expect(res.body.link).toMatchObject({ code: row.code });
    expect(new Date(res.body.link?.clicked_at ?? '').getTime()).toBe(new Date(row.clicked_at).getTime());
    expect(new Date(row.clicked_at).getTime()).toBeLessThan(new Date(row.payment_date).getTime());
  });

  it('answers 404 for another account’s commission, an unknown id and a malformed one', async () => {
    const other = await up()
      .db.selectFrom('commissions')
      .select('id')
      .where('user_id', '=', userId(affiliated.username))
      .executeTakeFirstOrThrow();
    expect((await explain(branch.username, other.id)).status).toBe(404);
    expect((await explain(holding.username, other.id)).status).toBe(404);
    const unknown = await explain(affiliated.username, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Comissão não encontrada.');
    expect((await explain(affiliated.username, 'nao-e-uuid')).status).toBe(404);
  });

  it('follows a sale from the link’s click to its commission, and records status changes', async () => {
    const link = await call<{ id: string; code: string }>(
      affiliated.username,
      `/v1/products/promotable/${productId('enem')}/links`,
      { json: { description: 'Campanha de teste' } },
    );
    expect(link.status).toBe(201);
    const visit = await fetch(`${up().portalUrl}/l/${link.body.code}`, { redirect: 'manual' });
    const clickId = new URL(visit.headers.get('location') ?? '').searchParams.get('click') ?? '';
    const newSale = (extra: Record<string, unknown>) => ({
      product_id: productId('enem'),
      payment_id: `explicar-${Date.now()}-${Math.random()}`,
      customer_name: 'Francisca Alves Rocha',
      value_cents: 149_700,
      installments: 3,
      payment_date: new Date(currentStart.getTime() + 3_600_000).toISOString(),
      link_code: link.body.code,
      ...extra,
    });
    // A click of another link, or not a uuid, is refused.
    const wrong = await call<{ detail: string }>(producer.username, '/v1/sales', {
      json: newSale({ click_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Clique inválido: click_id não é um clique deste link.');
    expect((await call(producer.username, '/v1/sales', { json: newSale({ click_id: 'x' }) })).status).toBe(
      400,
    );

    const sale = await call<RegisteredSaleJson>(producer.username, '/v1/sales', {
      json: newSale({ click_id: clickId }),
    });
    expect(sale.status).toBe(201);
    const commission = await up()
      .db.selectFrom('commissions')
      .select(['id', 'value_cents'])
      .where('sale_id', '=', sale.body.id)
      .where('side', '=', 'affiliate')
      .executeTakeFirstOrThrow();
    const res = await explain(affiliated.username, commission.id);
    expect(res.status).toBe(200);
    expect(res.body.sale).toMatchObject({
      customer_name: 'Francisca A. R.',
      value: 149_700,
      installments: 3,
    });
    expect(res.body.link).toMatchObject({ code: link.body.code, description: 'Campanha de teste' });
    expect(res.body.link?.clicked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // afiliado@ is at level 2; enem pays affiliates 10%: R$ 149,70 over 3, the first takes the rest.
    expect(res.body.rule).toMatchObject({
      side: 'affiliate',
      career_level: 2,
      rate_bp: 1000,
      sale_commission: 14_970,
      installment: 1,
      installments: 3,
      deducted: null,
    });
    expect(res.body.commission.value).toBe(commission.value_cents);
    expect(res.body.bill).toBeNull();
    expect(res.body.history.map((change) => change.status)).toEqual(['Held']);

    // Any writer's status change is recorded by the trigger, with its time.
    await up()
      .db.updateTable('commissions')
      .set({ status: 'Ready' })
      .where('id', '=', commission.id)
      .execute();
    const after = await explain(affiliated.username, commission.id);
    expect(after.body.history.map((change) => change.status)).toEqual(['Held', 'Ready']);
    const unchanged = await up()
      .db.updateTable('commissions')
      .set({ status: sql`status` })
      .where('id', '=', commission.id)
      .execute();
    expect(unchanged).toHaveLength(1);
    expect((await explain(affiliated.username, commission.id)).body.history).toHaveLength(2);
  });
});
