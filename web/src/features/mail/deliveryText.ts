import { MAIL_TEMPLATE_LABELS, mailTemplateLabel } from '@portal/schema';
import type { MailDeliveryState } from '@/__generated__/types.ts';
import type { StatusInfo } from '@/lib/status.ts';

/** A delivery's state in words, colour and shape (docs/mail.md "The holding sees what was sent"). */
export const DELIVERY_STATUSES: Readonly<Record<MailDeliveryState, StatusInfo>> = {
  QUEUED: { label: 'Na fila', color: 'accent', shape: 'waiting' },
  DEFERRED: { label: 'Adiado', color: 'warning', shape: 'moving' },
  SENT: { label: 'Enviado', color: 'success', shape: 'done' },
  FAILED: { label: 'Falhou', color: 'danger', shape: 'failed' },
};

export const DELIVERY_STATE_OPTIONS = (
  Object.entries(DELIVERY_STATUSES) as [MailDeliveryState, StatusInfo][]
).map(([value, { label }]) => ({ value, label }));

/** The kinds in A–Z order of their words, as a person looks for them. */
export const TEMPLATE_OPTIONS = Object.entries(MAIL_TEMPLATE_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

export const templateText = mailTemplateLabel;

/** Codes and links carry a validity: a resend brings the same one, so the dialog warns about it. */
export const CARRIES_A_CODE: ReadonlySet<string> = new Set([
  'accreditation-code',
  'password-reset',
  'points-code',
]);

/** The gateway's CSV of the list (gateway/src/domains/mail/files.ts), with the list's filters. */
export const deliveriesCsvPath = (filters: {
  search: string;
  state: MailDeliveryState | null;
  template: string | null;
  from: string | null;
  to: string | null;
}) => {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.state) query.set('state', filters.state.toLowerCase());
  if (filters.template) query.set('template', filters.template);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  const text = query.toString();
  return text ? `/files/mail-deliveries.csv?${text}` : '/files/mail-deliveries.csv';
};
