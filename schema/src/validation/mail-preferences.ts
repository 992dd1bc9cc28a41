/**
 * E-mail preferences (docs/mail.md "Preferences and one-click unsubscribe"): each category on or
 * off; the gateway's input rule and the account page's form share it.
 */
import { boolean, object } from 'yup';

export const MAIL_PREFERENCE_MESSAGES = {
  notBoolean: 'Escolha sim ou não.',
  notYours: 'Esta categoria de e-mail não se aplica ao seu perfil.',
  saved: 'Preferências de e-mail salvas.',
} as const;

const choice = () => boolean().strict().typeError(MAIL_PREFERENCE_MESSAGES.notBoolean).optional();

export const mailPreferencesSchema = object({
  input: object({
    bills: choice(),
    edNotifications: choice(),
    weeklySummary: choice(),
  })
    .noUnknown(MAIL_PREFERENCE_MESSAGES.notYours)
    .required(),
});
