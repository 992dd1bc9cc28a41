/**
 * What the finance resolvers hand from a parent field to its children (codegen.ts maps `Finance`
 * and `Billing` to these). Types only, and none of the generated ones: the generated resolver
 * types import this file, so importing them back would close an import circle.
 */
import type { Side } from '../../kernel/side.ts';
import type { UpstreamBill, UpstreamCommission } from './shapes.ts';

/** The parent of every Finance field: whose finances, and from which side. */
export interface FinanceSource {
  /** The verified user id (JWT `sub`): the key of the per-user integration cache. */
  viewerId: string;
  /** agent_as_role for agents, null for everyone else (nothing is sent then). */
  side: Side;
  /**
   * docs/product.md §1.7: holding skips commission, sales and balance lookups. Upstream would answer zeros
   * and empty lists for an account-less viewer anyway; not asking saves the calls.
   */
  skipsOwnRows: boolean;
}

/** A line of a bill as clients see it (`PaymentEntry`): voucher lines already merged. */
export interface BillEntryNode {
  productName: string;
  /** Cents. */
  value: number;
}

/** The parent of Billing fields: the bill already normalised, plus the side it was read from. */
export interface BillingSource {
  id: string;
  status: UpstreamBill['status'];
  cycle: number;
  value: number;
  producerCnpj: string;
  producerName: string;
  payeeName: string;
  statusMessage: string | null;
  errorMessage: string | null;
  entries: BillEntryNode[];
  /** Known when the bill came from GET /payments/{id}; otherwise Billing.commissions loads it. */
  commissions: UpstreamCommission[] | null;
  side: Side;
  invoiceCheck: UpstreamBill['invoiceCheck'];
}
