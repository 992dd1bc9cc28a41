/**
 * API clients (docs/integrators.md): the scopes an integrator's key may carry, which roles may grant
 * each one, and the input rules of creating a key. One catalogue read by the gateway (which field
 * needs which scope), upstream (a key never carries more than its owner's roles allow) and the web
 * form (the checkboxes).
 */
import { array, object, string } from 'yup';
import { ROLE_FLAGS, type RoleFlag } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const INTEGRATOR_MESSAGES = {
  clientNameTooLong: 'O nome deve ter no máximo 80 caracteres.',
  scopesRequired: 'Escolha ao menos uma permissão.',
  scopeInvalid: 'Permissão inválida.',
  scopeNotAllowed: 'Seu perfil não permite conceder esta permissão.',
  expiryInvalid: 'A validade deve ser uma data futura, em até um ano.',
  clientNotFound: 'Chave de API não encontrada.',
  webhookUrlInvalid: 'O endereço deve ser uma URL https pública.',
  webhookEventsRequired: 'Escolha ao menos um evento.',
  webhookEventInvalid: 'Evento inválido.',
} as const;

const ALL_ROLES: readonly RoleFlag[] = ROLE_FLAGS;

/**
 * Every scope and the roles that may grant it: exactly the roles the gateway's rule table lets use
 * at least one field of that scope (a gateway test keeps the two equal). `write` includes `read`.
 */
export const API_SCOPES = {
  'profile:read': ALL_ROLES,
  'notifications:read': ALL_ROLES,
  'notifications:write': ALL_ROLES,
  'finance:read': ALL_ROLES,
  'finance:write': ['isAffiliated', 'isAgent', 'isBranch', 'isHolding', 'isAdmin'],
  'points:read': ['isAffiliated', 'isBranch', 'isProducer', 'isHolding'],
  'network:read': ['isBranch', 'isHolding', 'isAdmin'],
  'files:write': ['isHolding', 'isAdmin'],
  // Every other domain, read and write apart (docs/integrators.md §3).
  'points:write': ['isAffiliated', 'isBranch', 'isProducer', 'isHolding'],
  'network:write': ['isBranch', 'isHolding', 'isAdmin'],
  'marketing:read': ALL_ROLES,
  'marketing:write': ['isHolding', 'isAdmin'],
  'products:read': ['isAffiliated', 'isAgent'],
  'products:write': ['isAffiliated', 'isAgent'],
  'sales:read': ['isAffiliated', 'isAgent', 'isBranch', 'isProducer', 'isHolding', 'isAdmin'],
  'holding:read': ['isHolding', 'isAdmin'],
  'holding:write': ['isHolding', 'isAdmin'],
  'training:read': ['isAffiliated', 'isAgent', 'isBranch', 'isHolding'],
  'training:write': ['isHolding'],
  'reference:read': ALL_ROLES,
  'sales:write': ['isProducer', 'isHolding', 'isAdmin'],
} as const satisfies Record<string, readonly RoleFlag[]>;

export type ApiScope = keyof typeof API_SCOPES;

export const isApiScope = (value: unknown): value is ApiScope =>
  typeof value === 'string' && Object.hasOwn(API_SCOPES, value);

/** The scopes an owner with `roles` may grant, in catalogue order. */
export const grantableScopes = (roles: readonly string[]): ApiScope[] =>
  (Object.keys(API_SCOPES) as ApiScope[]).filter((scope) =>
    (API_SCOPES[scope] as readonly string[]).some((role) => roles.includes(role)),
  );

/** Whether a key holding `held` may use a field needing `needed` (`x:write` covers `x:read`). */
export function scopeSatisfies(held: readonly string[], needed: string): boolean {
  if (held.includes(needed)) return true;
  const [area, level] = needed.split(':');
  return level === 'read' && held.includes(`${area}:write`);
}

/** Roles that may create API clients (docs/integrators.md): the integrating profiles. */
export const INTEGRATOR_ROLES = [
  'isProducer',
  'isBranch',
  'isHolding',
  'isAdmin',
] as const satisfies readonly RoleFlag[];

export const API_CLIENT_NAME_MAX_LENGTH = 80;
/** Keys last at most a year when an expiry is given (none: until revoked). */
export const API_CLIENT_MAX_EXPIRY_DAYS = 366;

const DAY_MS = 86_400_000;

/** createApiClient's `input` (and upstream's POST /v1/integrators/clients body). */
export const apiClientSchema = object({
  name: string()
    .trim()
    .required(MESSAGES.required)
    .max(API_CLIENT_NAME_MAX_LENGTH, INTEGRATOR_MESSAGES.clientNameTooLong),
  scopes: array(string().required().test('scope', INTEGRATOR_MESSAGES.scopeInvalid, isApiScope))
    .required(INTEGRATOR_MESSAGES.scopesRequired)
    .min(1, INTEGRATOR_MESSAGES.scopesRequired)
    .max(Object.keys(API_SCOPES).length, INTEGRATOR_MESSAGES.scopeInvalid),
  // An ISO-8601 instant in the future, at most a year away; absent or null: no expiry.
  expiresAt: string()
    .nullable()
    .defined()
    .default(null)
    .test('expiry', INTEGRATOR_MESSAGES.expiryInvalid, (value) => {
      if (value === null || value === undefined) return true;
      const at = Date.parse(value);
      return Number.isFinite(at) && at > Date.now() && at <= Date.now() + API_CLIENT_MAX_EXPIRY_DAYS * DAY_MS;
    }),
});

/** The events a webhook subscription may listen to. */
export const WEBHOOK_EVENTS = [
  'sale.created',
  'commission.status_changed',
  'bill.status_changed',
  'invoice.processed',
  'voucher.used',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2048;

const isWebhookEvent = (value: unknown): boolean => (WEBHOOK_EVENTS as readonly unknown[]).includes(value);

/**
 * createWebhookSubscription's `input` (and upstream's POST /v1/integrators/webhooks body). Only the
 * URL's form is checked here; whether it is https on a public address needs DNS, so upstream
 * decides (400 with webhookUrlInvalid).
 */
export const webhookSubscriptionSchema = object({
  clientId: string().trim().required(MESSAGES.required).max(64, INTEGRATOR_MESSAGES.clientNotFound),
  url: string()
    .trim()
    .required(MESSAGES.required)
    .max(WEBHOOK_URL_MAX_LENGTH, INTEGRATOR_MESSAGES.webhookUrlInvalid)
    .test('url', INTEGRATOR_MESSAGES.webhookUrlInvalid, (value) => /^https?:\/\/[^\s]+$/i.test(value ?? '')),
  events: array(string().required().test('event', INTEGRATOR_MESSAGES.webhookEventInvalid, isWebhookEvent))
    .required(INTEGRATOR_MESSAGES.webhookEventsRequired)
    .min(1, INTEGRATOR_MESSAGES.webhookEventsRequired)
    .max(WEBHOOK_EVENTS.length, INTEGRATOR_MESSAGES.webhookEventInvalid),
});
