import { describe, expect, it } from 'vitest';
import { supportChatUrl, whatsappShareUrl } from './whatsapp.ts';

describe('supportChatUrl', () => {
  it('prefixes 55 to the digits of the number', () => {
    expect(supportChatUrl('(85) 99999-8888')).toBe('https://wa.me/5585999998888');
  });

  it('does not double a country code written in international form', () => {
    expect(supportChatUrl('+55 (85) 99999-8888')).toBe('https://wa.me/5585999998888');
  });
});

describe('whatsappShareUrl', () => {
  it('encodes the whole message after wa.me/?text=', () => {
    expect(whatsappShareUrl('Olá & até já: https://x.com/l/a?b=1')).toBe(
      'https://wa.me/?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%3A%20https%3A%2F%2Fx.com%2Fl%2Fa%3Fb%3D1',
    );
  });
});
