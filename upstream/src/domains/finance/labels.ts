/** pt-BR labels of docs/product.md §5.3, for the texts upstream itself writes (409 details, documents). */
import type { BillStatus } from '../../db/finance-types.ts';

export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  Open: 'Esperando NF',
  Processing: 'Processando NF',
  Ready: 'NF ok, aguardando pagamento',
  Paid: 'Pago',
  Error: 'Erro',
  PaymentError: 'Erro no pagamento',
  Closed: 'Fatura Fechada',
  // Not labelled by the spec ("also seen"); this is what the status means.
  Enqueued: 'Na fila de emissão',
};

/** Where docs/product.md §5.3 allows sending (or issuing) an invoice. */
export const INVOICE_SENDABLE: readonly BillStatus[] = ['Open', 'Error'];

export const STATUS_MESSAGES: Record<BillStatus, string> = {
  Open: 'Aguardando o envio da nota fiscal.',
  Processing: 'Nota fiscal em análise.',
  Ready: 'Nota fiscal aprovada. Pagamento previsto para o próximo ciclo financeiro.',
  Paid: 'Pagamento efetuado.',
  Error: 'Nota fiscal recusada.',
  PaymentError: 'Falha no pagamento.',
  Closed: 'Fatura fechada.',
  Enqueued: 'Na fila para emissão automática da nota fiscal.',
};
