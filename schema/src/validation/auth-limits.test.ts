import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { changePasswordRequestSchema, PASSWORD_MAX_BYTES, passwordField } from './auth.ts';
import { errorsOf } from './testing.ts';

describe('password limits', () => {
  it('refuses passwords over 72 bytes (bcrypt would silently cut them), counting UTF-8 bytes', async () => {
    const ascii = `Senha1${'a'.repeat(PASSWORD_MAX_BYTES - 6)}`;
    expect(await errorsOf(passwordField.validate(ascii))).toEqual([]);
    expect(await errorsOf(passwordField.validate(`${ascii}b`))).toEqual([MESSAGES.passwordTooLong]);
    // 'ç' is two bytes: 40 of them pass the length in characters but not in bytes.
    expect(await errorsOf(passwordField.validate(`Senha1${'ç'.repeat(40)}`))).toEqual([
      MESSAGES.passwordTooLong,
    ]);
  });

  it('checks the changePassword mutation: the shared password rule and a present, bounded token', async () => {
    const token = 'A'.repeat(43);
    await expect(
      changePasswordRequestSchema.validate({ password: 'NovaSenha2026', recoveryToken: ` ${token} ` }),
    ).resolves.toEqual({
      password: 'NovaSenha2026',
      recoveryToken: token,
    });
    expect(
      await errorsOf(
        changePasswordRequestSchema.validate({ password: 'abc', recoveryToken: '' }, { abortEarly: false }),
      ),
    ).toEqual([MESSAGES.passwordRules, MESSAGES.required]);
    expect(
      await errorsOf(
        changePasswordRequestSchema.validate({ password: 'NovaSenha2026', recoveryToken: 'x'.repeat(513) }),
      ),
    ).toEqual([MESSAGES.passwordChangeFailed]);
  });
});
