import { describe, expect, it } from 'vitest';
import { capturingLogger } from './test/capturing-logger.ts';

describe('createLogger', () => {
  it('writes one JSON object per line with time, level name, message and fields', () => {
    const { logger, lines } = capturingLogger('info');
    logger.info('started', { port: 4000 });
    logger.debug('not at info');
    expect(lines()).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', message: 'started', port: 4000 },
    ]);
  });

  it('redacts passwords, tokens and Authorization headers', () => {
    const { logger, text } = capturingLogger();
    logger.info('login', {
      password: 'Senha-Secreta-1',
      variables: { username: 'afiliado@demo.com.br', password: 'Senha-Secreta-2' },
      headers: { authorization: 'Bearer eyJ.secret.3' },
      token: 'eyJ.secret.4',
      result: { accessToken: 'eyJ.secret.5', access_token: 'eyJ.secret.6' },
    });
    expect(text()).not.toMatch(/Senha-Secreta|eyJ\.secret/);
    expect(text()).toContain('afiliado@demo.com.br');
    expect(text()).toContain('[redacted]');
  });

  it('keeps an error with its code and chain of causes', () => {
    const { logger, lines } = capturingLogger();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), { code: 'ECONNREFUSED' });
    logger.error('upstream down', { error: new TypeError('fetch failed', { cause: refused }) });
    expect(lines()[0]).toMatchObject({
      level: 'error',
      error: {
        name: 'TypeError',
        message: 'fetch failed',
        stack: expect.stringContaining('TypeError: fetch failed'),
        cause: { name: 'Error', code: 'ECONNREFUSED', message: expect.stringContaining('ECONNREFUSED') },
      },
    });
  });
});
