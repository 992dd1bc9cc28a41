// Notificação ED's words and form rules: labels, the form's values and their mapping to the mutation.
import { edNotificationSchema } from '@portal/schema';
import type { FormikErrors } from 'formik';
import type { ValidationError } from 'yup';
import type { EdAudienceKind, NotificationType } from '@/__generated__/types.ts';
import type { EdNotificationRow_NotificationFragment } from './__generated__/edNotifications.ts';

export const ED_NOTIFICATION_TEXT = {
  sent: 'Notificação enviada com sucesso! Ela também vai por e-mail a quem não desativou esse aviso.',
  // The audience hears it by e-mail too (docs/mail.md "ED notifications by e-mail"), said before sending.
  byMail:
    "A notificação aparece no sino do portal de cada destinatário e também vai por e-mail, exceto para quem desativou 'Notificações da holding' nas preferências de e-mail.",
  deleted: 'Notificação excluída!',
  empty: 'Nenhuma notificação enviada.',
  confirmDelete: 'Excluir notificação',
  confirmDeleteBody: 'A notificação será removida de todos os EDs que a receberam. Deseja continuar?',
  noEdFound: 'Nenhum ED encontrado.',
} as const;

export const TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  INFO: 'Informação',
  SUCCESS: 'Sucesso',
  WARN: 'Atenção',
  ERROR: 'Erro',
};

export const AUDIENCE_LABELS: Readonly<Record<EdAudienceKind, string>> = {
  ALL: 'Todos os EDs',
  UNIT: 'Uma unidade',
  EDS: 'EDs escolhidos',
};

export type Row = EdNotificationRow_NotificationFragment;

export interface ChosenEd {
  id: string;
  name: string;
  email: string;
}

export interface Values {
  title: string;
  message: string;
  type: NotificationType;
  kind: EdAudienceKind;
  unitId: string;
  edIds: string[];
}

export const INITIAL: Values = { title: '', message: '', type: 'INFO', kind: 'ALL', unitId: '', edIds: [] };

/** The mutation's input from the form: only the audience fields of the chosen kind. */
export const toInput = (values: Values) => ({
  title: values.title,
  message: values.message,
  type: values.type,
  audience:
    values.kind === 'UNIT'
      ? { kind: values.kind, unitId: values.unitId || null }
      : values.kind === 'EDS'
        ? { kind: values.kind, edIds: values.edIds }
        : { kind: values.kind },
});

/** The shared rules (the gateway's too), their nested audience paths mapped to the form's fields. */
export async function validate(values: Values): Promise<FormikErrors<Values>> {
  try {
    await edNotificationSchema.validate(toInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      const field = (inner.path ?? '').replace(/^audience\./, '').replace(/\[\d+\]$/, '');
      errors[field] ??= inner.message;
    }
    return errors as FormikErrors<Values>;
  }
}

export const audienceText = (row: Row): string =>
  row.audience === 'UNIT'
    ? (row.audienceUnit?.name ?? AUDIENCE_LABELS.UNIT)
    : row.audience === 'EDS'
      ? AUDIENCE_LABELS.EDS
      : AUDIENCE_LABELS.ALL;
