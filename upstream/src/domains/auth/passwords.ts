/** Password hashing (bcrypt) and the password policy of the change-password route. */
import bcrypt from 'bcryptjs';

export const PASSWORD_MESSAGES = {
  weak: 'A senha deve ter no mínimo 8 caracteres, com letras e números.',
  // bcrypt ignores everything after 72 bytes: refusing is better than silently truncating.
  tooLong: 'A senha deve ter no máximo 72 caracteres.',
} as const;

const MIN_LENGTH = 8;
const MAX_BYTES = 72;

/** The pt-BR message explaining why `password` is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (Buffer.byteLength(password, 'utf8') > MAX_BYTES) return PASSWORD_MESSAGES.tooLong;
  const long = [...password].length >= MIN_LENGTH;
  if (!long || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return PASSWORD_MESSAGES.weak;
  return null;
}

export const hashPassword = (password: string, cost: number): Promise<string> => bcrypt.hash(password, cost);

export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  bcrypt.compare(password, hash);
