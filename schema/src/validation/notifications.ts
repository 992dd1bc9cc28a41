/**
 * Notification input rules (docs/product.md §4.1, §8.6), shared by the gateway's mutations and the
 * future ED-notification form, with the limits and texts upstream applies too.
 */
import { array, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';

export const NOTIFICATION_TYPES = ['SUCCESS', 'WARN', 'ERROR', 'INFO'] as const;
export const ED_TITLE_MAX_LENGTH = 120;
export const ED_MESSAGE_MAX_LENGTH = 2000;
/** Ids are opaque to clients; anything longer than this cannot be one. */
export const ID_MAX_LENGTH = 128;

/** An `id: ID!` argument: present, not blank, bounded. */
export const idArgumentSchema = object({
  id: string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId),
});

export const ED_AUDIENCE_KINDS = ['ALL', 'UNIT', 'EDS'] as const;
/** Most EDs one notification may name one by one (upstream's limit too). */
export const ED_AUDIENCE_MAX_EDS = 500;

/** Who receives an ED notification: every ED (the default), one unit's EDs, or chosen EDs. */
export const edAudienceSchema = object({
  kind: string().oneOf(ED_AUDIENCE_KINDS, MESSAGES.edAudienceInvalid).required(MESSAGES.required),
  unitId: string()
    .trim()
    .max(ID_MAX_LENGTH, MESSAGES.invalidId)
    .nullable()
    .default(null)
    .when('kind', ([kind], schema) =>
      kind === 'UNIT' ? schema.required(MESSAGES.edAudienceUnitRequired) : schema.transform(() => null),
    ),
  edIds: array(string().trim().required(MESSAGES.invalidId).max(ID_MAX_LENGTH, MESSAGES.invalidId))
    .nullable()
    .default(null)
    .when('kind', ([kind], schema) =>
      kind === 'EDS'
        ? schema
            .required(MESSAGES.edAudienceEdsRequired)
            .min(1, MESSAGES.edAudienceEdsRequired)
            .max(ED_AUDIENCE_MAX_EDS, MESSAGES.edAudienceEdsTooMany)
        : schema.transform(() => null),
    ),
});

/** sendEdNotification's `input`. */
export const edNotificationSchema = object({
  title: string().trim().required(MESSAGES.required).max(ED_TITLE_MAX_LENGTH, MESSAGES.edTitleTooLong),
  message: string().trim().required(MESSAGES.required).max(ED_MESSAGE_MAX_LENGTH, MESSAGES.edMessageTooLong),
  // GraphQL lets a client send `type: null`; it means the default, as an absent type does.
  type: string()
    .transform((value: unknown) => value ?? undefined)
    .oneOf(NOTIFICATION_TYPES, MESSAGES.notificationTypeInvalid)
    .default('INFO'),
  // Absent or null: every ED.
  audience: edAudienceSchema.nullable().default(null),
});
