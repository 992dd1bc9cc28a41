import type { BillingStatus, CommissionStatus, SaleStatus, VoucherStatus } from '@/__generated__/types.ts';
import type { ThemeColor } from '../ui/theme.ts';

export interface StatusInfo {
  label: string;
  color: ThemeColor;
}

/**
 * A label table keyed by a generated GraphQL enum: every value needs an entry (a new enum value
 * fails typecheck here), in the order the screens list them.
 */
type StatusTable<S extends string> = Readonly<Record<S, StatusInfo>>;

/** Commission statuses of docs/product.md §5.2. */
export const COMMISSION_STATUSES: StatusTable<CommissionStatus> = {
  CANCELED: { label: 'Cancelada', color: 'danger' },
  HELD: { label: 'Retida', color: 'warning' },
  READY: { label: 'Disponível', color: 'success' },
  PROCESSING: { label: 'Em processamento', color: 'info' },
  EXECUTED: { label: 'Paga', color: 'primary' },
  CONVERTED_TO_POINTS: { label: 'Convertida em pontos', color: 'accent' },
};

/** Billing statuses of docs/product.md §5.3; ENQUEUED while an automatic invoice waits to be generated. */
export const BILLING_STATUSES: StatusTable<BillingStatus> = {
  OPEN: { label: 'Esperando NF', color: 'warning' },
  PROCESSING: { label: 'Processando NF', color: 'info' },
  READY: { label: 'NF ok, aguardando pagamento', color: 'primary' },
  PAID: { label: 'Pago', color: 'success' },
  ERROR: { label: 'Erro', color: 'danger' },
  PAYMENT_ERROR: { label: 'Erro no pagamento', color: 'danger' },
  CLOSED: { label: 'Fatura Fechada', color: 'neutral' },
  ENQUEUED: { label: 'Na fila', color: 'accent' },
};

/** Sale statuses (not named by the spec; the labels follow the commission ones). */
export const SALE_STATUSES: StatusTable<SaleStatus> = {
  APPROVED: { label: 'Aprovada', color: 'success' },
  REFUNDED: { label: 'Estornada', color: 'warning' },
  CANCELED: { label: 'Cancelada', color: 'danger' },
};

/** Voucher statuses of docs/product.md §7.1. */
export const VOUCHER_STATUSES: StatusTable<VoucherStatus> = {
  AVAILABLE: { label: 'Disponível', color: 'success' },
  EXPIRED: { label: 'Expirado', color: 'neutral' },
  USED: { label: 'Utilizado', color: 'primary' },
  REVERTED: { label: 'Estornado', color: 'warning' },
  REAVAILABLE: { label: 'Disponível novamente', color: 'info' },
};

/**
 * Affiliate/CNPJ statuses of docs/product.md §3.2 (the ED lists' 'Status CNPJ'). `Ed.statusCnpj` is a String
 * in the contract, as upstream reports it, so this table has no enum to be keyed by.
 */
export const CNPJ_STATUSES: Readonly<Record<string, StatusInfo>> = {
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
};

const lookup = (
  table: Readonly<Record<string, StatusInfo>>,
  status: string | null | undefined,
): StatusInfo => {
  const found = status != null && Object.hasOwn(table, status) ? table[status] : undefined;
  // A status this build does not know (a newer server) is still shown, as received, in a neutral
  // colour rather than hidden.
  return found ?? { label: status ?? '', color: 'neutral' };
};

/** The options of a StatusFilter: every value of the table, in its order, with its label. */
export const statusOptions = <S extends string>(table: StatusTable<S>): { value: S; label: string }[] =>
  (Object.entries(table) as [S, StatusInfo][]).map(([value, { label }]) => ({ value, label }));

export const getCommissionStatus = (status: CommissionStatus | null | undefined): StatusInfo =>
  lookup(COMMISSION_STATUSES, status);

export const getBillingStatus = (status: BillingStatus | null | undefined): StatusInfo =>
  lookup(BILLING_STATUSES, status);

export const getSaleStatus = (status: SaleStatus | null | undefined): StatusInfo =>
  lookup(SALE_STATUSES, status);

export const getVoucherStatus = (status: VoucherStatus | null | undefined): StatusInfo =>
  lookup(VOUCHER_STATUSES, status);

/** An ED without a CNPJ status has not registered a company yet: shown as ABSENT. */
export const getCnpjStatus = (status: string | null | undefined): StatusInfo =>
  lookup(CNPJ_STATUSES, status ?? 'ABSENT');
