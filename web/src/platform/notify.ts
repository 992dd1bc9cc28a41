import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@portal/schema/constants';
import { MESSAGES } from '@portal/schema/messages';
import { toast } from 'react-hot-toast';

/** Toast types of docs/product.md §14.7. */
export type NotifyType = 'SUCCESS' | 'WARN' | 'ERROR' | 'INFO';

// docs/product.md §14.7: toasts stay until clicked unless a type has its own duration.
const STAY_UNTIL_CLICKED = Number.POSITIVE_INFINITY;

const textOr = (message: unknown, fallback: string): string =>
  typeof message === 'string' && message.trim() !== '' ? message : fallback;

/** The one way the app shows toasts, with the spec's default texts and durations. */
export const notify = {
  success: (message?: string | null) =>
    toast.success(textOr(message, MESSAGES.success), { duration: TOAST_SUCCESS_MS }),
  /**
   * Anything that is not a non-empty string (an Error, undefined) shows the generic text. Toasts
   * with the same `id` replace each other instead of piling up.
   */
  error: (message?: unknown, id?: string) =>
    toast.error(textOr(message, MESSAGES.unexpected), { duration: TOAST_ERROR_MS, id }),
  info: (message: string) => toast(message, { duration: STAY_UNTIL_CLICKED, icon: 'ℹ️' }),
  warn: (message: string) => toast(message, { duration: STAY_UNTIL_CLICKED, icon: '⚠️' }),
  /** Maps a server notification type to the matching toast. */
  show: (type: NotifyType, message?: string | null) => {
    if (type === 'SUCCESS') return notify.success(message);
    if (type === 'ERROR') return notify.error(message);
    return notify[type === 'WARN' ? 'warn' : 'info'](textOr(message, MESSAGES.success));
  },
  dismiss: (id?: string) => toast.dismiss(id),
};
