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
