/**
 * An invoice check as upstream answers it (issue #33, docs/upstream-contract/finance.md "Invoice
 * check"), read into the GraphQL `InvoiceCheck`. Finance's Billing and checkInvoice and the holding's
 * HoldingBill carry the same object, so it is read here once.
 */
import type { ShapeReader } from '../upstream/shape.ts';

const OUTCOMES = ['matched', 'mismatched', 'unreadable'] as const;
const FORMATS = ['pdf', 'xml'] as const;
const FIELDS = ['provider', 'taker', 'total', 'issue_date', 'number', 'duplicate'] as const;

/** Upstream's spelling is the GraphQL value in lower case ('issue_date' → 'ISSUE_DATE'). */
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

/**
 * The GraphQL `InvoiceCheck`, spelled here rather than imported from the generated resolver types:
 * those import the domains' sources, and the kernel imports no domain (no import circle).
 */
export interface InvoiceCheck {
  outcome: Uppercase<(typeof OUTCOMES)[number]>;
  format: Uppercase<(typeof FORMATS)[number]>;
  number: string | null;
  providerCnpj: string | null;
  items: { field: Uppercase<(typeof FIELDS)[number]>; ok: boolean; message: string }[];
  reason: string | null;
  checkedAt: string;
}

/** The check object itself (checkInvoice's answer). */
export const toInvoiceCheck = (check: ShapeReader): InvoiceCheck => ({
  outcome: upper(check.oneOf('outcome', OUTCOMES)),
  format: upper(check.oneOf('format', FORMATS)),
  number: check.optionalString('number'),
  providerCnpj: check.optionalString('provider_cnpj'),
  items: check.array('items').map((item) => ({
    field: upper(item.oneOf('field', FIELDS)),
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
