import { describe, expect, it } from 'vitest';
import { assertHeaderToken, assertPathParam, assertSendable, MAX_PATH_PARAM_LENGTH } from './sendable.ts';

const badInput = expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } });

describe('assertSendable', () => {
  it('lets ordinary and unicode text through, emoji included', () => {
    expect(() => assertSendable({ title: 'Ação 🙂 中文', list: ['a', { b: 'Z̤͔ͧ' }], n: 1 })).not.toThrow();
  });

  it.each([
    ['a NUL character', 'a\0b'],
    ['a lone high surrogate', 'x\uD800'],
    ['a lone low surrogate', '\uDC00y'],
  ])('refuses %s anywhere in the value', (_, text) => {
    expect(() => assertSendable(text)).toThrow(badInput);
    expect(() => assertSendable({ deep: [{ text }] })).toThrow(badInput);
    expect(() => assertSendable({ [text]: 1 })).toThrow(badInput);
  });
});

describe('assertPathParam', () => {
  it('refuses an empty or overlong id', () => {
    expect(() => assertPathParam('')).toThrow(badInput);
    expect(() => assertPathParam('x'.repeat(MAX_PATH_PARAM_LENGTH + 1))).toThrow(badInput);
    expect(() => assertPathParam('2f1c7a52-0d4e-4f7e-9a51-3e2b8f0c1d2e')).not.toThrow();
  });
});

describe('assertHeaderToken', () => {
  it('accepts a token of visible ASCII and refuses control or non-ASCII characters', () => {
    expect(() => assertHeaderToken('abc.DEF-123_~')).not.toThrow();
    for (const token of ['', 'a b', 'a\0b', 'a\r\nx-injected: 1', 'ção']) {
      expect(() => assertHeaderToken(token)).toThrow(badInput);
    }
  });
});
