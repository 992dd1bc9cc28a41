import type { ThemeColor } from '../ui/theme.ts';

export interface StatusInfo {
  label: string;
  color: ThemeColor;
}

/** Commission statuses of SPEC §4, spelled as upstream sends them. */
export const COMMISSION_STATUSES = {
  canceled: { label: 'Cancelada', color: 'danger' },
  Held: { label: 'Retida', color: 'warning' },
  Ready: { label: 'Disponível', color: 'success' },
  Processing: { label: 'Em processamento', color: 'info' },
  Executed: { label: 'Paga', color: 'primary' },
  ConvertedToPoints: { label: 'Convertida em pontos', color: 'accent' },
} as const satisfies Record<string, StatusInfo>;

export type CommissionStatus = keyof typeof COMMISSION_STATUSES;

/** Billing statuses of SPEC §4; Enqueued is set locally when batch generation starts. */
export const BILLING_STATUSES = {
  Open: { label: 'Esperando NF', color: 'warning' },
  Processing: { label: 'Processando NF', color: 'info' },
  Ready: { label: 'NF ok, aguardando pagamento', color: 'primary' },
  Paid: { label: 'Pago', color: 'success' },
  Error: { label: 'Erro', color: 'danger' },
  PaymentError: { label: 'Erro no pagamento', color: 'danger' },
  Closed: { label: 'Fatura Fechada', color: 'neutral' },
  Enqueued: { label: 'Na fila', color: 'accent' },
} as const satisfies Record<string, StatusInfo>;

export type BillingStatus = keyof typeof BILLING_STATUSES;

/** Sale statuses (not named by the spec; the labels follow the commission ones). */
export const SALE_STATUSES = {
  APPROVED: { label: 'Aprovada', color: 'success' },
  REFUNDED: { label: 'Estornada', color: 'warning' },
  CANCELED: { label: 'Cancelada', color: 'danger' },
} as const satisfies Record<string, StatusInfo>;

export type SaleStatus = keyof typeof SALE_STATUSES;

/** Voucher statuses of SPEC §4 (the GraphQL enum uses the same spellings). */
export const VOUCHER_STATUSES = {
  AVAILABLE: { label: 'Disponível', color: 'success' },
  EXPIRED: { label: 'Expirado', color: 'neutral' },
  USED: { label: 'Utilizado', color: 'primary' },
  REVERTED: { label: 'Estornado', color: 'warning' },
  REAVAILABLE: { label: 'Disponível novamente', color: 'info' },
} as const satisfies Record<string, StatusInfo>;

export type VoucherStatus = keyof typeof VOUCHER_STATUSES;

/** Affiliate/CNPJ statuses of SPEC §4 (the ED lists' 'Status CNPJ'). */
export const CNPJ_STATUSES = {
  ABSENT: { label: 'Não cadastrado', color: 'neutral' },
  PROCESSING: { label: 'Em análise', color: 'info' },
  WAITING_SIGNATURE: { label: 'Aguardando assinatura', color: 'warning' },
  WAITING_BANK_DETAILS: { label: 'Aguardando dados bancários', color: 'warning' },
  FINISHED: { label: 'Concluído', color: 'success' },
  DENIED: { label: 'Recusado', color: 'danger' },
  ERROR: { label: 'Erro', color: 'danger' },
  NOT_AFFILIATE: { label: 'Não afiliado', color: 'neutral' },
  INVALID_BANK_DETAILS: { label: 'Dados bancários inválidos', color: 'danger' },
  ABSENT_UNIT_GOALS: { label: 'Unidade sem metas', color: 'warning' },
} as const satisfies Record<string, StatusInfo>;

// Upstream spells statuses in mixed case ('canceled', 'Held') while GraphQL enums are usually
// SCREAMING_CASE ('CONVERTED_TO_POINTS'): comparing without case and underscores accepts both.
const normalise = (status: string): string => status.replace(/_/g, '').toLowerCase();

const lookup = (table: Record<string, StatusInfo>, status: string | null | undefined): StatusInfo => {
  const wanted = normalise(status ?? '');
  const match = Object.entries(table).find(([key]) => normalise(key) === wanted);
  // An unknown status is still shown, as received, in a neutral colour rather than hidden.
  return match ? match[1] : { label: status ?? '', color: 'neutral' };
};

export const getCommissionStatus = (status: string | null | undefined): StatusInfo =>
  lookup(COMMISSION_STATUSES, status);

export const getBillingStatus = (status: string | null | undefined): StatusInfo =>
  lookup(BILLING_STATUSES, status);

export const getSaleStatus = (status: string | null | undefined): StatusInfo => lookup(SALE_STATUSES, status);

export const getVoucherStatus = (status: string | null | undefined): StatusInfo =>
  lookup(VOUCHER_STATUSES, status);
/** An ED without a CNPJ status has not registered a company yet: shown as ABSENT. */
export const getCnpjStatus = (status: string | null | undefined): StatusInfo =>
  lookup(CNPJ_STATUSES, status ?? 'ABSENT');
