/**
 * Salesforce demo data (migration 0027): the Salesforce codes of three demo products (the fake
 * CRM's campaigns name them, products/salesforce-crm.ts) and a handful of errors so Acompanhamento
 * de vendas has content before anyone polls: voucher sales that could not be sent (voucher products
 * have no code), a product error and an already resolved campaign error. The CRM's unknown-code
 * campaign is NOT seeded: it appears after 'Atualizar campanhas'. Deterministic: fixed ids, the
 * seeded sales' own payment ids and dates.
 */
import type { Db } from '../connection.ts';
import { productId } from './finance/catalogue.ts';
import { hoursBeforeBase, seedId } from './ids.ts';

export const SEED_SF_CODES: Readonly<Record<string, string>> = {
  enem: 'SF-ENEM-001',
  odonto: 'SF-ODONTO-010',
  redacao: 'SF-REDACAO-002',
};

const SALE_MESSAGE = 'Venda não enviada ao Salesforce: o produto não tem código Salesforce.';

export async function seedSalesforce(db: Db): Promise<void> {
  for (const [key, code] of Object.entries(SEED_SF_CODES)) {
    await db.updateTable('products').set({ sf_code: code }).where('id', '=', productId(key)).execute();
  }
  const voucherSales = await db
    .selectFrom('sales')
    .select(['payment_id', 'product_id', 'payment_date'])
    .where('product_id', 'in', [productId('voucher-100'), productId('voucher-50')])
    .orderBy('payment_date', 'desc')
    .orderBy('id')
    .limit(3)
    .execute();
  const rows = [
    ...voucherSales.map((sale, index) => ({
      id: seedId(`salesforce-error:sale:${index}`),
      type: 'SALE' as const,
      reference: sale.payment_id,
      message: SALE_MESSAGE,
      product_id: sale.product_id,
      occurred_at: sale.payment_date,
    })),
    {
      id: seedId('salesforce-error:product:enem-legacy'),
      type: 'PRODUCT' as const,
      reference: 'SF-ENEM-LEGADO',
      message: 'O código Salesforce SF-ENEM-LEGADO está em 2 produtos.',
      product_id: null,
      occurred_at: hoursBeforeBase(24 * 20),
    },
    {
      id: seedId('salesforce-error:campaign:black-friday'),
      type: 'CAMPAIGN' as const,
      reference: '701FAKE000BLACK1',
      message: 'Campanha "Black Friday ENEM": encerrada em 30/11/2025.',
      product_id: productId('enem'),
      occurred_at: hoursBeforeBase(24 * 40),
      resolved_at: hoursBeforeBase(24 * 39),
    },
  ];
  await db
    .insertInto('salesforce_errors')
    .values(rows)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
