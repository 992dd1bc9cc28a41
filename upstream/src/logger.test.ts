import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('createLogger', () => {
  it('writes JSON lines at its level, without passwords or tokens', () => {
    let text = '';
    const destination = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const logger = createLogger('info', destination);
    logger.debug('hidden at info');
    logger.info('token issued', {
      requestId: 'r-1',
      access_token: 'eyJ.secret.1',
      body: { username: 'afiliado@demo.com.br', password: 'Senha-Secreta-2' },
      headers: { authorization: 'Bearer eyJ.secret.3' },
    });
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'info',
      message: 'token issued',
      requestId: 'r-1',
      body: { username: 'afiliado@demo.com.br' },
    });
    expect(text).not.toMatch(/eyJ\.secret|Senha-Secreta/);
  });
});
