/**
 * Seus produtos demo data (migration 0014): checkout pages for every product, two products kept for
 * higher career levels (afiliado@ is level 2, agente@ level 3), and a few links of afiliado@ with
 * visits so the counters show real numbers. Deterministic: fixed codes and dates.
 */
import type { Db } from '../connection.ts';
import { PRODUCTS, productId } from './finance/catalogue.ts';
import { hoursBeforeBase, seedId } from './ids.ts';
import { DEMO_USERS, userId } from './users.ts';

/** Products an affiliate below this level cannot promote (docs/product.md §10.1, minLevel). */
export const PRODUCT_MIN_LEVELS: Readonly<Record<string, number>> = { ingles: 3, marketing: 4 };

export const checkoutUrlOf = (key: string): string => `https://checkout.exemplo.com.br/p/${key}`;

export const SEED_LINKS = [
  { key: 'enem-instagram', product: 'enem', code: 'demoEnemInsta', description: 'Instagram', visits: 42 },
  {
    key: 'enem-whatsapp',
    product: 'enem',
    code: 'demoEnemZap01',
    description: 'Grupo do WhatsApp',
    visits: 17,
  },
  { key: 'odonto-bio', product: 'odonto', code: 'demoOdontoBio', description: 'Link da bio', visits: 5 },
] as const;

export async function seedProductLinks(db: Db): Promise<void> {
  for (const product of PRODUCTS) {
    await db
      .updateTable('products')
      .set({ checkout_url: checkoutUrlOf(product.key), min_level: PRODUCT_MIN_LEVELS[product.key] ?? 1 })
      .where('id', '=', productId(product.key))
      .execute();
  }
  await db
    .insertInto('links')
    .values(
      SEED_LINKS.map((link, index) => ({
        id: seedId(`link:${link.key}`),
        code: link.code,
        user_id: userId(DEMO_USERS.affiliated.username),
        product_id: productId(link.product),
        description: link.description,
        visits: link.visits,
        created_at: hoursBeforeBase(24 * (30 - index * 7)),
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await seedLinkSales(db);
}

/** Days back from the base date whose sales of a linked product came through afiliado@'s links. */
const LINKED_SALES_DAYS = 60;

/**
 * 'Por que recebi esta comissão?' (issue #33) shows the link and the click a sale came through:
 * afiliado@'s recent sales of a product it has links for were bought after a counted click on one
 * of them (the links of a product in turn), a few hours before the payment.
 */
async function seedLinkSales(db: Db): Promise<void> {
  const since = hoursBeforeBase(24 * LINKED_SALES_DAYS);
  const sales = await db
    .selectFrom('sales')
    .select(['id', 'product_id', 'payment_date'])
    .where('seller_id', '=', userId(DEMO_USERS.affiliated.username))
    .where('product_id', 'in', [...new Set(SEED_LINKS.map((link) => productId(link.product)))])
    .where('payment_date', '>=', since)
    .orderBy('payment_date')
    .orderBy('id')
    .execute();
  for (const [index, sale] of sales.entries()) {
    const links = SEED_LINKS.filter((link) => productId(link.product) === sale.product_id);
    const link = links[index % links.length];
    if (!link) continue;
    const clickId = seedId(`click:${sale.id}`);
    const clickedAt = new Date(new Date(sale.payment_date).getTime() - (2 + (index % 5)) * 3_600_000);
    await db
      .insertInto('link_clicks')
      .values({ id: clickId, link_id: seedId(`link:${link.key}`), clicked_at: clickedAt })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await db
      .updateTable('sales')
      .set({ link_id: seedId(`link:${link.key}`), click_id: clickId })
      .where('id', '=', sale.id)
      .execute();
  }
}
