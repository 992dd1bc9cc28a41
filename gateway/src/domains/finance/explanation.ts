/**
 * 'Por que recebi esta comissão?' (docs/product.md §5.10; upstream GET
 * commissions/commissions/{id}/explanation): the upstream answer read defensively, then turned into
 * the GraphQL shape with the domain's normalisations (voucher installments hidden, voucher bill
 * lines merged) applied as on the rows and bills the explanation must agree with.
 */
import type { AgentSide, Side } from '../../kernel/side.ts';
import { AGENT_SIDES } from '../../kernel/side.ts';
import {
  BILL_STATUSES,
  COMMISSION_STATUSES,
  SALE_STATUSES,
  type UpstreamBillStatus,
  type UpstreamCommissionStatus,
  type UpstreamSaleStatus,
} from '../../kernel/statuses.ts';
import type { ShapeReader } from '../../upstream/shape.ts';
import { type CommissionNode, toBillingSource, toCommission } from './model.ts';
import { readBill, readCommission, type UpstreamBill, type UpstreamCommission } from './shapes.ts';
import type { BillingSource } from './sources.ts';

export interface UpstreamCommissionExplanation {
  commission: UpstreamCommission;
  sale: {
    paymentId: string;
    status: UpstreamSaleStatus;
    date: string;
    value: number;
    installments: number;
    customerName: string;
  };
  link: { code: string; description: string; createdAt: string; clickedAt: string | null } | null;
  campaigns: { name: string; startsOn: string; endsOn: string }[];
  rule: {
    side: AgentSide;
    careerLevel: number | null;
    rateBasisPoints: number | null;
    saleCommission: number | null;
    installment: number | null;
    installments: number;
    deducted: number | null;
  };
  history: { status: UpstreamCommissionStatus; at: string }[];
  bill: UpstreamBill | null;
  payment: { outcome: UpstreamBillStatus; at: string; reason: string | null } | null;
}

const readLink = (link: ShapeReader | null): UpstreamCommissionExplanation['link'] =>
  link && {
    code: link.string('code'),
    description: link.string('description'),
    createdAt: link.instant('created_at'),
    clickedAt: link.optionalString('clicked_at'),
  };

export function readCommissionExplanation(body: ShapeReader): UpstreamCommissionExplanation {
  const sale = body.object('sale');
  const rule = body.object('rule');
  const bill = body.optionalObject('bill');
  const payment = body.optionalObject('payment');
  return {
    commission: readCommission(body.object('commission')),
    sale: {
      paymentId: sale.id('payment_id'),
      status: sale.oneOf('status', SALE_STATUSES),
      date: sale.instant('date'),
      value: sale.integer('value'),
      installments: sale.integer('installments'),
      customerName: sale.string('customer_name'),
    },
    link: readLink(body.optionalObject('link')),
    campaigns: body.array('campaigns').map((campaign) => ({
      name: campaign.string('name'),
      startsOn: campaign.string('starts_on'),
      endsOn: campaign.string('ends_on'),
    })),
    rule: {
      side: rule.oneOf('side', AGENT_SIDES),
      careerLevel: rule.optionalInteger('career_level'),
      rateBasisPoints: rule.optionalInteger('rate_bp'),
      saleCommission: rule.optionalInteger('sale_commission'),
      installment: rule.optionalInteger('installment'),
      installments: rule.integer('installments'),
      deducted: rule.optionalInteger('deducted'),
    },
    history: body.array('history').map((change) => ({
      status: change.oneOf('status', COMMISSION_STATUSES),
      at: change.instant('at'),
    })),
    bill: bill && readBill(bill),
    payment: payment && {
      outcome: payment.oneOf('outcome', BILL_STATUSES),
      at: payment.instant('at'),
      reason: payment.optionalString('reason'),
    },
  };
}

/** The GraphQL CommissionExplanation, its billing a Billing source of the viewer's side. */
export interface CommissionExplanationNode {
  commission: CommissionNode;
  sale: Omit<UpstreamCommissionExplanation['sale'], 'installments'> & { installments: number | null };
  link: UpstreamCommissionExplanation['link'];
  campaigns: UpstreamCommissionExplanation['campaigns'];
  rule: Omit<UpstreamCommissionExplanation['rule'], 'installment' | 'installments'> & {
    installment: number | null;
    installments: number | null;
  };
  history: UpstreamCommissionExplanation['history'];
  billing: BillingSource | null;
  billingPayment: UpstreamCommissionExplanation['payment'];
}

export function toCommissionExplanation(
  explanation: UpstreamCommissionExplanation,
  side: Side,
): CommissionExplanationNode {
  const commission = toCommission(explanation.commission);
  // docs/product.md §5.7: a voucher's installments are hidden here as on its row.
  const hidden = commission.product.isVoucher;
  return {
    commission,
    sale: { ...explanation.sale, installments: hidden ? null : explanation.sale.installments },
    link: explanation.link,
    campaigns: explanation.campaigns,
    rule: {
      ...explanation.rule,
      installment: hidden ? null : explanation.rule.installment,
      installments: hidden ? null : explanation.rule.installments,
    },
    history: explanation.history,
    billing: explanation.bill && toBillingSource(explanation.bill, side),
    billingPayment: explanation.payment,
  };
}
