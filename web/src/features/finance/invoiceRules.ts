import { EMPTY_COMPANY_ID } from '@portal/schema/constants';
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

export interface SendState {
  integrated: boolean;
  billing: OpenBilling | null;
  file: File | null;
  fileError: string | null;
  sending: boolean;
}

/** docs/product.md §5.5: disabled with no file, a file error or while uploading (and, here, with no bill). */
export const canSendInvoice = ({ integrated, billing, file, fileError, sending }: SendState): boolean => {
  if (!billing || sending) return false;
  return integrated || (file !== null && fileError === null);
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
