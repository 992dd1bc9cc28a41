/** Business constants of docs/product.md §16, shared by gateway and web. */

export const ROLE_FLAGS = [
  'isAffiliated',
  'isAgent',
  'isBranch',
  'isProducer',
  'isHolding',
  'isAdmin',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];

export const NOTIFICATIONS_POLL_MS = 120_000;
export const TOAST_SUCCESS_MS = 5_000;
export const TOAST_ERROR_MS = 3_000;
export const FETCH_RETRIES = 3;
export const FETCH_RETRY_DELAY_MS = 5_000;
export const CLIENT_TIMEOUT_MS = 600_000;
export const REFRESH_MS = 600_000;

export const TABLE_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const COMMISSIONS_PREVIEW_ROWS = 5;
export const OPEN_PAYMENTS_PAGE_SIZE = 100;
export const TRAINING_PAGE_SIZE = 50;
export const SALESFORCE_ERRORS_PAGE_SIZE = 25;

export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest search of the Notas Fiscais list (upstream refuses longer ones too). */
export const INVOICE_SEARCH_MAX = 100;
/** Upstream's page-size ceiling for finance lists (and the largest table size). */
export const MAX_PAGE_SIZE = 100;
/** Longest ED-list search (after trimming), upstream's limit too. */
export const ED_SEARCH_MAX_LENGTH = 100;
/** How many commercial cycles the sales-per-cycle chart may ask for, and its default. */
export const SALES_BY_CYCLE_MAX = 36;
export const SALES_BY_CYCLE_DEFAULT = 12;
/**
 * docs/product.md §5.7: products whose name starts with this are vouchers (merged in bills, no installments).
 */
export const VOUCHER_PRODUCT_PREFIX = 'Voucher';
export const isVoucherProduct = (name: string): boolean => name.startsWith(VOUCHER_PRODUCT_PREFIX);
export const BANNER_DESKTOP = { width: 880, height: 206 } as const;
export const BANNER_MOBILE = { width: 351, height: 158 } as const;
export const BANNER_CTA_MAX = 32;
export const BANNER_SWAP_LOCK_MS = 500;

export const POINTS_JOIN_WAIT_MS = 3_000;
export const POINTS_CODE_WAIT_MS = 5_000;
export const INTEGRATION_STALE_MS = 60 * 60 * 1000;

export const BREAKPOINTS = { small: 768, sideMenu: 900, mobileMenu: 1024 } as const;
export const SIDE_MENU_WIDTH = { collapsed: 110, expanded: 290 } as const;

export const SUPPORT_COUNTRY_CODE = '55';
export const EMPTY_COMPANY_ID = '00000000000000';
export const TIME_ZONE = 'America/Fortaleza';

/** docs/product.md §5.6's level helper: 2,500,000 for level 1 and 3,200,000 otherwise (meaning not given). */
export const levelThreshold = (level: number): number => (level === 1 ? 2_500_000 : 3_200_000);

/** Seus produtos (docs/product.md §10.1): longest description of an affiliate link. */
export const LINK_DESCRIPTION_MAX_LENGTH = 120;
/** Suas vendas (docs/product.md §10.5): longest search (a payment id or a piece of a name). */
export const SALE_SEARCH_MAX_LENGTH = 100;

/** Registrar pagamento: a failed payment's reason, trimmed (gateway rule and upstream route). */
/** Why a note that does not match its bill is sent anyway (issue #33): as upstream's REASON_LIMITS. */
export const INVOICE_REASON_MIN = 3;
export const INVOICE_REASON_MAX = 500;
export const PAYMENT_REASON_MIN = 3;
export const PAYMENT_REASON_MAX = 500;

/** What the audit trail records, `<entity>.<verb>` (upstream kernel/audit.ts; docs/upstream-contract/holding.md). */
export const AUDIT_ACTIONS = [
  'bill.closed',
  'bill.paid',
  'bill.payment_failed',
  'bill.invoice_approved',
  'invoice_batch.started',
  'cycle.created',
  'unit_goals.updated',
  'producer.created',
  'producer.updated',
  'product.created',
  'product.updated',
  'unit.updated',
  'mass_change.started',
  'ed_notification.sent',
  'ed_notification.deleted',
  'ed.updated',
  'ed.contract_sign_requested',
  'banner.created',
  'banner.updated',
  'banner.deleted',
  'traffic_tag.created',
  'traffic_tag.updated',
  'traffic_tag.deleted',
  'training_category.created',
  'training_category.updated',
  'training_category.moved',
  'training_category.deleted',
  'training_attachment.created',
  'training_attachment.updated',
  'training_attachment.moved',
  'training_attachment.deleted',
  'points_membership.joined',
  'campaign_poll.started',
  'two_factor.enabled',
  'two_factor.disabled',
  'mail.resent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
