import { SUPPORT_COUNTRY_CODE } from '@portal/schema/constants';
import { onlyDigits } from './masks.ts';

/**
 * WhatsApp chat link for the help button: 'https://wa.me/55' + the number's digits (docs/product.md §1.5).
 * A number already written in international form ('+55 …') keeps its own country code.
 */
export const supportChatUrl = (phone: string): string => {
  const digits = onlyDigits(phone);
  const international = phone.trim().startsWith(`+${SUPPORT_COUNTRY_CODE}`);
  return `https://wa.me/${international ? digits : `${SUPPORT_COUNTRY_CODE}${digits}`}`;
};

/**
 * A WhatsApp share address: 'https://wa.me/?text=' and the message, which WhatsApp opens with the
 * contact picker (no number: the user chooses whom to send it to).
 */
export const whatsappShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
