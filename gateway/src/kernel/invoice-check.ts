/**
 * An invoice check as upstream answers it (issue #33, docs/upstream-contract/finance.md "Invoice
 * check"), read into the GraphQL `InvoiceCheck`. Finance's Billing and checkInvoice and the holding's
 * HoldingBill carry the same object, so it is read here once.
 */
import type {
  InvoiceCheck,
  InvoiceCheckField,
  InvoiceCheckOutcome,
  InvoiceFileFormat,
} from '../__generated__/resolvers.ts';
import type { ShapeReader } from '../upstream/shape.ts';

const OUTCOMES = ['matched', 'mismatched', 'unreadable'] as const;
const FORMATS = ['pdf', 'xml'] as const;
const FIELDS = ['provider', 'taker', 'total', 'issue_date', 'number', 'duplicate'] as const;

/** Upstream's spelling is the GraphQL value in lower case ('issue_date' → 'ISSUE_DATE'). */
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** The check object itself (checkInvoice's answer). */
export const toInvoiceCheck = (check: ShapeReader): InvoiceCheck => ({
  outcome: upper<InvoiceCheckOutcome>(check.oneOf('outcome', OUTCOMES)),
  format: upper<InvoiceFileFormat>(check.oneOf('format', FORMATS)),
  number: check.optionalString('number'),
  providerCnpj: check.optionalString('provider_cnpj'),
  items: check.array('items').map((item) => ({
    field: upper<InvoiceCheckField>(item.oneOf('field', FIELDS)),
    ok: item.boolean('ok'),
    message: item.string('message'),
  })),
  reason: check.optionalString('reason'),
  checkedAt: check.instant('checked_at'),
});

/** A bill's `invoice_check`: null before any upload or when the invoice was generated. */
export const readInvoiceCheck = (bill: ShapeReader): InvoiceCheck | null => {
  const check = bill.optionalObject('invoice_check');
  return check ? toInvoiceCheck(check) : null;
};
