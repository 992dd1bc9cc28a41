import type { ApiScope, WebhookEvent } from '@portal/schema';

/** How each scope reads on the screen (docs/integrators.md lists what each opens). */
export const SCOPE_LABELS: Readonly<Record<ApiScope, string>> = {
  'profile:read': 'Perfil (leitura)',
  'notifications:read': 'Notificações (leitura)',
  'notifications:write': 'Notificações (leitura e escrita)',
  'finance:read': 'Financeiro (leitura)',
  'finance:write': 'Financeiro (leitura e escrita)',
  'points:read': 'Pontos e vouchers (leitura)',
  'network:read': 'Rede de EDs (leitura)',
  'files:write': 'Envio de arquivos (escrita)',
  'points:write': 'Pontos e vouchers (leitura e escrita)',
  'network:write': 'Rede de EDs (leitura e escrita)',
  'marketing:read': 'Banners e tráfego pago (leitura)',
  'marketing:write': 'Banners e tráfego pago (leitura e escrita)',
  'products:read': 'Produtos (leitura)',
  'products:write': 'Produtos (leitura e escrita)',
  'sales:read': 'Vendas (leitura)',
  'holding:read': 'Faturamento e ciclos da holding (leitura)',
  'holding:write': 'Faturamento e ciclos da holding (leitura e escrita)',
  'training:read': 'Material de Apoio (leitura)',
  'training:write': 'Material de Apoio (leitura e escrita)',
  'reference:read': 'Bancos, estados e CEPs (leitura)',
  'sales:write': 'Vendas (registro)',
};

export const scopeLabel = (scope: string): string =>
  Object.hasOwn(SCOPE_LABELS, scope) ? SCOPE_LABELS[scope as ApiScope] : scope;

/** The expiry choices of a new key, in days; null: until revoked. */
export const EXPIRY_OPTIONS: readonly { label: string; days: number | null }[] = [
  { label: 'Sem validade (até revogar)', days: null },
  { label: '30 dias', days: 30 },
  { label: '90 dias', days: 90 },
  { label: '1 ano', days: 365 },
];

const DAY_MS = 86_400_000;

export const expiryFromDays = (days: number | null, now: number): string | null =>
  days === null ? null : new Date(now + days * DAY_MS).toISOString();

/** How each webhook event reads on the screen (docs/integrators.md §7). */
export const WEBHOOK_EVENT_LABELS: Readonly<Record<WebhookEvent, string>> = {
  'sale.created': 'Venda criada',
  'commission.status_changed': 'Status de comissão alterado',
  'bill.status_changed': 'Status de fatura alterado',
  'invoice.processed': 'Nota fiscal processada',
  'voucher.used': 'Voucher utilizado',
};

export const webhookEventLabel = (event: string): string =>
  Object.hasOwn(WEBHOOK_EVENT_LABELS, event) ? WEBHOOK_EVENT_LABELS[event as WebhookEvent] : event;
