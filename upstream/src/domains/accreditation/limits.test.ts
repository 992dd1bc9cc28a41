import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './limits.ts';

describe('WindowLimiter', () => {
  it('allows max hits per window per key, then 429 with the pt-BR text, and resets', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 1000, () => now);
    limiter.hit('a');
    limiter.hit('a');
    limiter.hit('b');
    expect(() => limiter.hit('a')).toThrow('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    now = 1000;
    expect(() => limiter.hit('a')).not.toThrow();
  });
});
