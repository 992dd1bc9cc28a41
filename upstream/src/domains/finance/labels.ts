/** pt-BR labels of docs/product.md §5.3, for the texts upstream itself writes (409 details, documents). */
import type { BillStatus, CommissionStatus, CommissionType } from '../../db/finance-types.ts';

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

/** Commission statuses in words, as Todas as comissões shows them (web lib/status.ts), for its CSV. */
export const COMMISSION_STATUS_LABELS: Record<CommissionStatus, string> = {
  canceled: 'Cancelada',
  Held: 'Retida',
  Ready: 'Disponível',
  Processing: 'Em processamento',
  Executed: 'Paga',
  ConvertedToPoints: 'Convertida em pontos',
};

export const COMMISSION_TYPE_LABELS: Record<CommissionType, string> = { Credit: 'Crédito', Debit: 'Débito' };
