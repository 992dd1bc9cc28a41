/**
 * 'Por que recebi esta comissão?' against the real upstream: the explanation of a row of Todas as
 * comissões in one upstream call (the same whatever it holds), its figures equal to the row's and
 * to its billing's, the customer's name masked, statuses as the schema's enum; another account's
 * commission and a holding viewer get null; an agent reads each side's own.
 */
import { describe, expect, it } from 'vitest';
import { demoRequests, demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);
const run = demoRequests(stack, tokenOf);

const ROWS = `query R($status: CommissionStatus, $as: AgentRole) {
  finance(as: $as) { commissions(pageSize: 5, status: $status) { items { id value installment installments status } } }
}`;
const EXPLAIN = `query CommissionExplanation($id: ID!, $as: AgentRole) {
  finance(as: $as) { commissionExplanation(id: $id) {
    commission { id value status installment installments }
    sale { paymentId status date value installments customerName }
    link { code clickedAt }
    campaigns { name }
    rule { side careerLevel rateBasisPoints saleCommission installment installments deducted }
    history { status at }
    billing { id value status cycle entries { productName value } }
    billingPayment { outcome at reason }
  } }
}`;

interface Row {
  id: string;
  value: number;
  installment: number | null;
  installments: number | null;
  status: string;
}
interface RowsData {
  finance: { commissions: { items: Row[] } };
}
interface Explanation {
  commission: Row;
  sale: { value: number; customerName: string; installments: number | null };
  link: unknown;
  rule: {
    side: string;
    rateBasisPoints: number | null;
    saleCommission: number | null;
    installments: number | null;
  };
  history: { status: string; at: string }[];
  billing: { id: string; value: number; status: string; entries: { value: number }[] } | null;
  billingPayment: unknown;
}
interface ExplainData {
  finance: { commissionExplanation: Explanation | null };
}

const firstRow = async (user: string, status: string, as?: string) => {
  const rows = await run<RowsData>(user, ROWS, { status, ...(as ? { as } : {}) });
  const row = rows.body.data?.finance.commissions.items[0];
  if (!row) throw new Error(`no ${status} commission for ${user}`);
  return row;
};

describe('Finance.commissionExplanation through the gateway', () => {
  it('explains a paid row in one upstream call, its figures the row’s and its billing’s', async () => {
    const row = await firstRow('afiliado', 'EXECUTED');
    const res = await run<ExplainData>('afiliado', EXPLAIN, { id: row.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.calls.filter((route) => route !== 'GET /me')).toEqual([
      'GET /v1/finances/portal/commissions/commissions/{commissionId}/explanation',
    ]);
    const explanation = res.body.data?.finance.commissionExplanation;
    expect(explanation?.commission).toEqual(row);
    expect(explanation?.rule.side).toBe('AFFILIATED');
    expect(explanation?.rule.installments).toBe(row.installments);
    expect(explanation?.sale.customerName).toMatch(/^\S+( \p{Lu}\.)*$/u);
    expect(explanation?.history.map((change) => change.status)).toEqual(['HELD', 'READY', 'EXECUTED']);
    const billing = explanation?.billing;
    expect(billing?.status).toBe('PAID');
    expect(billing?.value).toBe(billing?.entries.reduce((sum, entry) => sum + entry.value, 0));
    // The same billing as the billing details read it.
    const detail = await run<{ finance: { payment: { value: number } | null } }>(
      'afiliado',
      `query B($id: ID!) { finance { payment(id: $id) { value } } }`,
      { id: billing?.id },
    );
    expect(detail.body.data?.finance.payment?.value).toBe(billing?.value);
  });

  it('answers null for another account’s commission and for the holding, and follows an agent’s side', async () => {
    const row = await firstRow('afiliado', 'HELD');
    const other = await run<ExplainData>('unidade', EXPLAIN, { id: row.id });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data?.finance.commissionExplanation).toBeNull();
    const holding = await run<ExplainData>('holding', EXPLAIN, { id: row.id });
    expect(holding.body.data?.finance.commissionExplanation).toBeNull();
    expect(holding.calls.filter((route) => route !== 'GET /me')).toEqual([]);

    const branchRow = await firstRow('agente', 'HELD', 'BRANCH');
    const asBranch = await run<ExplainData>('agente', EXPLAIN, { id: branchRow.id, as: 'BRANCH' });
    expect(asBranch.body.data?.finance.commissionExplanation?.rule.side).toBe('BRANCH');
    expect(asBranch.body.data?.finance.commissionExplanation?.billing).toBeNull();
    const asAffiliate = await run<ExplainData>('agente', EXPLAIN, { id: branchRow.id });
    expect(asAffiliate.body.data?.finance.commissionExplanation).toBeNull();
  });
});
