/**
 * Renders a queued message (kernel/mail.ts's contract) to its subject, HTML and text parts. One
 * entry per template; a template name the table holds but this list lacks is a failed delivery
 * with that reason, never a crash of the worker.
 */
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailTemplate, MailTemplates } from '../../../kernel/mail.ts';
import { AccreditationCode, accreditationCodeSubject } from './AccreditationCode.tsx';
import { BillStatus, billStatusSubject } from './BillStatus.tsx';
import { EdNotification, edNotificationSubject } from './EdNotification.tsx';
import type { MailContext } from './Layout.tsx';
import { PasswordReset, passwordResetSubject } from './PasswordReset.tsx';
import { PointsCode, pointsCodeSubject } from './PointsCode.tsx';
import {
  ApiKeyCreated,
  apiKeyCreatedSubject,
  PasswordChanged,
  passwordChangedSubject,
  TwoFactorChanged,
  twoFactorChangedSubject,
} from './SecurityNotices.tsx';
import { WeeklySummary, weeklySummarySubject } from './WeeklySummary.tsx';

export type { MailContext } from './Layout.tsx';

interface TemplateEntry<T extends MailTemplate> {
  subject: (data: MailTemplates[T]) => string;
  element: (data: MailTemplates[T], context: MailContext) => ReactElement;
}

const TEMPLATES: { [T in MailTemplate]: TemplateEntry<T> } = {
  'accreditation-code': {
    subject: accreditationCodeSubject,
    element: (data, context) => <AccreditationCode data={data} context={context} />,
  },
  'password-reset': {
    subject: passwordResetSubject,
    element: (data, context) => <PasswordReset data={data} context={context} />,
  },
  'points-code': {
    subject: pointsCodeSubject,
    element: (data, context) => <PointsCode data={data} context={context} />,
  },
  'password-changed': {
    subject: passwordChangedSubject,
    element: (data, context) => <PasswordChanged data={data} context={context} />,
  },
  'api-key-created': {
    subject: apiKeyCreatedSubject,
    element: (data, context) => <ApiKeyCreated data={data} context={context} />,
  },
  'two-factor-changed': {
    subject: twoFactorChangedSubject,
    element: (data, context) => <TwoFactorChanged data={data} context={context} />,
  },
  'bill-status': {
    subject: billStatusSubject,
    element: (data, context) => <BillStatus data={data} context={context} />,
  },
  'ed-notification': {
    subject: edNotificationSubject,
    element: (data, context) => <EdNotification data={data} context={context} />,
  },
  'weekly-summary': {
    subject: weeklySummarySubject,
    element: (data, context) => <WeeklySummary data={data} context={context} />,
  },
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(TEMPLATES, name);

export async function renderMail<T extends MailTemplate>(
  template: T,
  data: MailTemplates[T],
  context: MailContext,
): Promise<RenderedMail> {
  const entry = TEMPLATES[template] as TemplateEntry<T>;
  const element = entry.element(data, context);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: entry.subject(data), html, text };
}
