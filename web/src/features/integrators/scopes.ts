import type { ApiScope } from '@portal/schema';

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
