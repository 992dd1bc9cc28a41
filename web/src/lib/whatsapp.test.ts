import { describe, expect, it } from 'vitest';
import { supportChatUrl } from './whatsapp.ts';

describe('supportChatUrl', () => {
  it('prefixes 55 to the digits of the number', () => {
    expect(supportChatUrl('(85) 99999-8888')).toBe('https://wa.me/5585999998888');
  });

  it('does not double a country code written in international form', () => {
    expect(supportChatUrl('+55 (85) 99999-8888')).toBe('https://wa.me/5585999998888');
  });
});
