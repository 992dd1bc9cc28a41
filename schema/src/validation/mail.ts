/**
 * E-mails enviados (docs/mail.md "The holding sees what was sent"): the words of each message and
 * delivery state, and the list's and resend's arguments, shared by upstream (its CSV), the gateway
 * (input rules) and the web (labels, filters).
 */
import { object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { optionalDay, optionalDayAfterFrom } from './holding.ts';
import { pageSchema } from './paging.ts';

/**
 * Every template's name in words (upstream's `MailTemplates` keys; its test checks none is missing).
 * A template without words here shows its technical name.
 */
export const MAIL_TEMPLATE_LABELS: Readonly<Record<string, string>> = {
  'accreditation-code': 'Código de credenciamento',
  'password-reset': 'Redefinição de senha',
  'points-code': 'Código do Programa de Pontos',
  'password-changed': 'Aviso de senha alterada',
  'api-key-created': 'Aviso de chave de API criada',
  'two-factor-changed': 'Aviso de verificação em duas etapas',
  'bill-status': 'Andamento da fatura',
  'ed-notification': 'Notificação ED',
  'weekly-summary': 'Resumo semanal',
};

export const mailTemplateLabel = (template: string): string => MAIL_TEMPLATE_LABELS[template] ?? template;

/**
 * A delivery's state as a person reads it: the outbox's `pending` is split into `queued` (not tried
 * yet, or resent) and `deferred` (an attempt failed for now; the queue retries it with backoff).
 */
export const MAIL_DELIVERY_STATES = ['queued', 'deferred', 'sent', 'failed'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export const MAIL_DELIVERY_STATE_LABELS: Record<MailDeliveryState, string> = {
  queued: 'Na fila',
  deferred: 'Adiado',
  sent: 'Enviado',
  failed: 'Falhou',
};

/** Most characters of the deliveries' search (a piece of the address). */
export const MAIL_DELIVERY_SEARCH_MAX = 100;

export const MAIL_DELIVERY_MESSAGES = {
  stateInvalid: 'Situação inválida: use Na fila, Adiado, Enviado ou Falhou.',
  templateInvalid: 'Tipo de e-mail inválido.',
  searchTooLong: `Busque com no máximo ${MAIL_DELIVERY_SEARCH_MAX} caracteres.`,
  notFound: 'E-mail não encontrado.',
  notFailed: 'Só um e-mail que falhou pode ser reenviado.',
} as const;

/** mailDeliveries' arguments: the lists' paging, the address search, state, kind and period. */
export const mailDeliveriesSchema = pageSchema.shape({
  search: string().trim().max(MAIL_DELIVERY_SEARCH_MAX, MAIL_DELIVERY_MESSAGES.searchTooLong).default(''),
  state: string()
    .trim()
    .default('')
    .oneOf(['', ...MAIL_DELIVERY_STATES], MAIL_DELIVERY_MESSAGES.stateInvalid),
  template: string().trim().max(60, MAIL_DELIVERY_MESSAGES.templateInvalid).default(''),
  from: optionalDay,
  to: optionalDayAfterFrom,
});

/** resendMailDelivery's argument. */
export const resendMailDeliverySchema = object({
  id: string().trim().required(MESSAGES.invalidId).max(100, MESSAGES.invalidId),
});
