import { EMPTY_COMPANY_ID, INVOICE_REASON_MAX, INVOICE_REASON_MIN } from '@portal/schema/constants';
import { MESSAGES } from '@portal/schema/messages';

import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import type { InvoiceModal_BillingFragment } from './__generated__/billing.ts';
import { acceptsInvoice } from './billingNavigation.ts';

/**
 * docs/product.md §5.5: 'O arquivo anexado deverá ter no máximo 5MB.' (the rule itself is
 * schema's invoiceFileError).
 */
export const INVOICE_MAX_SIZE_MESSAGE = MESSAGES.invoiceTooLarge;

/** docs/product.md §5.5 result panels. */
export const INVOICE_TEXTS = {
  successTitle: 'NOTA FISCAL ENVIADA',
  successLines: ['Estamos analisando a sua nota fiscal.', 'Em breve você terá mais informações.'],
  failureTitle: 'ERRO AO ENVIAR NOTA',
  failureLine: 'Tente novamente mais tarde',
  failureBar: 'Ops!',
} as const;

/** 'ENVIAR' for accounts that upload their invoices, 'EMITIR' for integrated ones (docs/product.md §5.4). */
export const invoiceVerb = (integrated: boolean): 'EMITIR' | 'ENVIAR' => (integrated ? 'EMITIR' : 'ENVIAR');

type OpenBilling = InvoiceModal_BillingFragment;

/**
 * The bills an invoice can go to: the selected one plus the open payments (OPEN and ERROR), each
 * once. The open-payments list may be older than the billing (or not loaded yet), hence the union.
 */
export const invoiceCandidates = (
  selected: OpenBilling,
  openPayments: readonly OpenBilling[],
): OpenBilling[] => {
  const byId = new Map<string, OpenBilling>([[selected.id, selected]]);
  for (const payment of openPayments) {
    if (acceptsInvoice(payment.status) && !byId.has(payment.id)) byId.set(payment.id, payment);
  }
  return [...byId.values()];
};

/** The cycle choices, newest first. */
export const cycleChoices = (candidates: readonly OpenBilling[]): number[] =>
  [...new Set(candidates.map((candidate) => candidate.cycle))].sort((a, b) => b - a);

/** The bills of a chosen cycle (none for no choice): their producers fill the producer choice. */
export const billingsOfCycle = (candidates: readonly OpenBilling[], cycle: number | null): OpenBilling[] =>
  cycle === null ? [] : candidates.filter((candidate) => candidate.cycle === cycle);

export interface InvoiceDisplay {
  /** BRL with the minus sign removed, or empty when no bill matches. */
  value: string;
  /** Formatted CNPJ, or fourteen zeros formatted when no bill matches (docs/product.md §5.5). */
  companyId: string;
}

/** The read-only value and company id of the bill the invoice is for. */
export const invoiceDisplay = (billing: OpenBilling | null): InvoiceDisplay =>
  billing
    ? { value: formatCents(billing.value, { absolute: true }), companyId: formatCnpj(billing.producerCnpj) }
    : { value: '', companyId: formatCnpj(EMPTY_COMPANY_ID) };

/** The dialog's texts of the invoice check (issue #33; the items' own texts come from the server). */
export const INVOICE_CHECK_TEXTS = {
  title: 'Conferência da nota',
  checking: 'Conferindo a nota fiscal…',
  matched: 'A nota confere com o faturamento.',
  mismatched:
    'A nota não confere com o faturamento. Escolha outro arquivo ou informe o motivo para enviá-la assim mesmo.',
  duplicate: 'Esta nota já foi enviada para outro faturamento: escolha outro arquivo.',
  unreadable: 'Este PDF não tem texto legível (nota digitalizada): a nota será conferida pela equipe.',
  failed: 'Não foi possível conferir a nota. Escolha outro arquivo ou tente novamente.',
  ok: 'Confere',
  notOk: 'Não confere',
  reasonLabel: 'Motivo do envio',
  sendAnyway: 'ENVIAR ASSIM MESMO',
} as const;

/** What the check lets the payee do: send, send with a reason, or choose another file. */
export type CheckVerdict = 'matched' | 'mismatched' | 'duplicate' | 'unreadable';

export const checkVerdict = (check: {
  outcome: 'MATCHED' | 'MISMATCHED' | 'UNREADABLE';
  items: readonly { field: string }[];
}): CheckVerdict => {
  if (check.items.some((item) => item.field === 'DUPLICATE')) return 'duplicate';
  if (check.outcome === 'MATCHED') return 'matched';
  return check.outcome === 'UNREADABLE' ? 'unreadable' : 'mismatched';
};

/** A reason the server takes: 3 to 500 characters once trimmed (schema's uploadInvoice rule). */
export const reasonError = (reason: string): string | null => {
  const length = reason.trim().length;
  return length >= INVOICE_REASON_MIN && length <= INVOICE_REASON_MAX ? null : MESSAGES.invoiceReason;
};

export interface SendState {
  integrated: boolean;
  billing: OpenBilling | null;
  file: File | null;
  fileError: string | null;
  sending: boolean;
  /** The check's verdict once it answered (null while checking, after a failure, or integrated). */
  verdict?: CheckVerdict | null;
  /** The payee's reason, for a mismatch. */
  reason?: string;
}

/**
 * docs/product.md §5.5: disabled with no file, a file error or while uploading (and, here, with no
 * bill). Issue #33: an upload also waits for the check; a duplicate never goes, a mismatch only with
 * a reason.
 */
export const canSendInvoice = ({
  integrated,
  billing,
  file,
  fileError,
  sending,
  verdict = null,
  reason = '',
}: SendState): boolean => {
  if (!billing || sending) return false;
  if (integrated) return true;
  if (file === null || fileError !== null || verdict === null || verdict === 'duplicate') return false;
  return verdict !== 'mismatched' || reasonError(reason) === null;
};

/** The file as standard base64 without the `data:…;base64,` prefix, as the mutation wants it. */
export const fileToBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo.'));
    reader.readAsDataURL(file);
  });
