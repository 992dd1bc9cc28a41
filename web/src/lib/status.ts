import type {
  ActiveStatus,
  BillingStatus,
  CommissionStatus,
  EdListStatus,
  MassChangeState,
  SaleStatus,
  VoucherStatus,
} from '@/__generated__/types.ts';
import type { ThemeColor } from '../ui/theme.ts';

/**
 * The glyph a status badge draws next to its words, so two statuses never differ by colour alone
 * (WCAG 1.4.1): done ✓, waiting ◷, moving ↻, failed ✕, over/inactive –, set aside ◆.
 */
export type StatusShape = 'done' | 'waiting' | 'moving' | 'failed' | 'inactive' | 'aside';

export interface StatusInfo {
  label: string;
  color: ThemeColor;
  shape: StatusShape;
}

/**
 * A label table keyed by a generated GraphQL enum: every value needs an entry (a new enum value
 * fails typecheck here), in the order the screens list them.
 */
type StatusTable<S extends string> = Readonly<Record<S, StatusInfo>>;

/** Commission statuses of docs/product.md §5.2. */
export const COMMISSION_STATUSES: StatusTable<CommissionStatus> = {
  CANCELED: { label: 'Cancelada', color: 'danger', shape: 'failed' },
  HELD: { label: 'Retida', color: 'warning', shape: 'aside' },
  READY: { label: 'Disponível', color: 'success', shape: 'done' },
  PROCESSING: { label: 'Em processamento', color: 'info', shape: 'moving' },
  EXECUTED: { label: 'Paga', color: 'primary', shape: 'done' },
  CONVERTED_TO_POINTS: { label: 'Convertida em pontos', color: 'accent', shape: 'done' },
};

/** Billing statuses of docs/product.md §5.3; ENQUEUED while an automatic invoice waits to be generated. */
export const BILLING_STATUSES: StatusTable<BillingStatus> = {
  OPEN: { label: 'Esperando NF', color: 'warning', shape: 'waiting' },
  PROCESSING: { label: 'Processando NF', color: 'info', shape: 'moving' },
  READY: { label: 'NF ok, aguardando pagamento', color: 'primary', shape: 'done' },
  PAID: { label: 'Pago', color: 'success', shape: 'done' },
  ERROR: { label: 'Erro', color: 'danger', shape: 'failed' },
  PAYMENT_ERROR: { label: 'Erro no pagamento', color: 'danger', shape: 'failed' },
  CLOSED: { label: 'Fatura Fechada', color: 'neutral', shape: 'inactive' },
  ENQUEUED: { label: 'Na fila', color: 'accent', shape: 'waiting' },
};

/** Sale statuses (not named by the spec; the labels follow the commission ones). */
export const SALE_STATUSES: StatusTable<SaleStatus> = {
  APPROVED: { label: 'Aprovada', color: 'success', shape: 'done' },
  REFUNDED: { label: 'Estornada', color: 'warning', shape: 'inactive' },
  CANCELED: { label: 'Cancelada', color: 'danger', shape: 'failed' },
};

/** Voucher statuses of docs/product.md §7.1. */
export const VOUCHER_STATUSES: StatusTable<VoucherStatus> = {
  AVAILABLE: { label: 'Disponível', color: 'success', shape: 'done' },
  EXPIRED: { label: 'Expirado', color: 'neutral', shape: 'inactive' },
  USED: { label: 'Utilizado', color: 'primary', shape: 'done' },
  REVERTED: { label: 'Estornado', color: 'warning', shape: 'inactive' },
  REAVAILABLE: { label: 'Disponível novamente', color: 'info', shape: 'done' },
};

/**
 * Affiliate/CNPJ statuses of docs/product.md §3.2 (the ED lists' 'Status CNPJ'). `Ed.statusCnpj` is a String
 * in the contract, as upstream reports it, so this table has no enum to be keyed by.
 */
export const CNPJ_STATUSES: Readonly<Record<string, StatusInfo>> = {
  ABSENT: { label: 'Não cadastrado', color: 'neutral', shape: 'inactive' },
  PROCESSING: { label: 'Em análise', color: 'info', shape: 'moving' },
  WAITING_SIGNATURE: { label: 'Aguardando assinatura', color: 'warning', shape: 'waiting' },
  WAITING_BANK_DETAILS: { label: 'Aguardando dados bancários', color: 'warning', shape: 'waiting' },
  FINISHED: { label: 'Concluído', color: 'success', shape: 'done' },
  DENIED: { label: 'Recusado', color: 'danger', shape: 'failed' },
  ERROR: { label: 'Erro', color: 'danger', shape: 'failed' },
  NOT_AFFILIATE: { label: 'Não afiliado', color: 'neutral', shape: 'inactive' },
  INVALID_BANK_DETAILS: { label: 'Dados bancários inválidos', color: 'danger', shape: 'failed' },
  ABSENT_UNIT_GOALS: { label: 'Unidade sem metas', color: 'warning', shape: 'waiting' },
};

/** A row switched on or off (EDs, influencers): the lists' status filter. */
export const ACTIVE_STATUSES: StatusTable<ActiveStatus> = {
  ACTIVE: { label: 'Ativo', color: 'success', shape: 'done' },
  INACTIVE: { label: 'Desativado', color: 'neutral', shape: 'inactive' },
};

/** A mass change's job (Alteração em massa). */
export const MASS_CHANGE_STATUSES: StatusTable<MassChangeState> = {
  QUEUED: { label: 'Na fila', color: 'accent', shape: 'waiting' },
  RUNNING: { label: 'Em andamento', color: 'info', shape: 'moving' },
  DONE: { label: 'Concluída', color: 'success', shape: 'done' },
  FAILED: { label: 'Falhou', color: 'danger', shape: 'failed' },
};

/** A webhook delivery (`WebhookDelivery.state` is a lower-case String in the contract). */
export const WEBHOOK_DELIVERY_STATUSES: Readonly<Record<string, StatusInfo>> = {
  pending: { label: 'Pendente', color: 'warning', shape: 'waiting' },
  delivered: { label: 'Entregue', color: 'success', shape: 'done' },
  failed: { label: 'Falhou', color: 'danger', shape: 'failed' },
};

/** An affiliate link (Seus produtos): `ProductLink.active` is a Boolean, named here by its state. */
export const LINK_STATUSES: Readonly<Record<'ACTIVE' | 'DEACTIVATED', StatusInfo>> = {
  ACTIVE: { label: 'Ativo', color: 'success', shape: 'done' },
  DEACTIVATED: { label: 'Desativado', color: 'neutral', shape: 'inactive' },
};

const lookup = (
  table: Readonly<Record<string, StatusInfo>>,
  status: string | null | undefined,
): StatusInfo => {
  const found = status != null && Object.hasOwn(table, status) ? table[status] : undefined;
  // A status this build does not know (a newer server) is still shown, as received, in a neutral
  // colour rather than hidden.
  return found ?? { label: status ?? '', color: 'neutral', shape: 'inactive' };
};

/** The options of a StatusFilter: every value of the table, in its order, with its label. */
export const statusOptions = <S extends string>(table: StatusTable<S>): { value: S; label: string }[] =>
  (Object.entries(table) as [S, StatusInfo][]).map(([value, { label }]) => ({ value, label }));

/** The status filter of the lists of people switched on and off (EDs, influencers). */
export const ACTIVE_FILTERS = statusOptions(ACTIVE_STATUSES);

/**
 * The ED list's status filter: Ativo, Desativado and 'Pendentes', the accreditations under way
 * (docs/product/network.md "Credenciamentos pendentes"; the homes link to it).
 */
export const ED_LIST_FILTERS: readonly { value: EdListStatus; label: string }[] = [
  ...ACTIVE_FILTERS,
  { value: 'PENDING', label: 'Pendentes' },
];

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

export const getMassChangeStatus = (status: MassChangeState | null | undefined): StatusInfo =>
  lookup(MASS_CHANGE_STATUSES, status);

export const getWebhookDeliveryStatus = (status: string | null | undefined): StatusInfo =>
  lookup(WEBHOOK_DELIVERY_STATUSES, status);

export const getLinkStatus = (active: boolean): StatusInfo =>
  LINK_STATUSES[active ? 'ACTIVE' : 'DEACTIVATED'];
