import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { changePasswordSchema, isStrongPassword, loginSchema, passwordResetRequestSchema } from './auth.ts';
import { loginErrors, normalizeLogin } from './login.ts';

describe('auth validation', () => {
  it('accepts passwords with 8+ characters, a letter and a digit', () => {
    expect(isStrongPassword('Portal@2026')).toBe(true);
    expect(isStrongPassword('abc12345')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });

  it('lowercases and trims the login username', () => {
    expect(loginSchema.validateSync({ username: '  Afiliado@Demo.com.BR ', password: 'x' })).toEqual({
      username: 'afiliado@demo.com.br',
      password: 'x',
    });
  });

  it('requires both login fields with the spec text', async () => {
    await expect(loginSchema.validate({ username: '', password: 'x' })).rejects.toThrow(MESSAGES.required);
  });

  it('rejects an invalid e-mail for a reset request', async () => {
    await expect(passwordResetRequestSchema.validate({ email: 'nao-e-email' })).rejects.toThrow(
      MESSAGES.invalidEmail,
    );
  });

  it('requires the confirmation to match', async () => {
    await expect(
      changePasswordSchema.validate({ password: 'abc12345', confirmation: 'abc12346' }),
    ).rejects.toThrow(MESSAGES.passwordsDiffer);
    await expect(changePasswordSchema.validate({ password: 'abc', confirmation: 'abc' })).rejects.toThrow(
      MESSAGES.passwordRules,
    );
  });

  it('checks the login form without yup exactly as loginSchema does', () => {
    const cases = [
      { username: '  Afiliado@Demo.com.BR ', password: 'x' },
      { username: '', password: '' },
      { username: '   ', password: 'x' },
      { username: 'a@b.c', password: '' },
      { username: 'a@b.c', password: '   ' },
    ];
    for (const values of cases) {
      let expected: Record<string, string> = {};
      try {
        expect(normalizeLogin(values)).toEqual(loginSchema.validateSync(values, { abortEarly: false }));
      } catch (error) {
        const { inner } = error as { inner: { path: string; message: string }[] };
        expected = Object.fromEntries(inner.map(({ path, message }) => [path, message]));
      }
      expect(loginErrors(values)).toEqual(expected);
    }
  });
});
