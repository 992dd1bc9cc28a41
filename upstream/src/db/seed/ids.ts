/** Deterministic ids and dates, so that every seed run of a day produces the same rows (and re-runs are no-ops). */
import { createHash } from 'node:crypto';
import { cnpjCheckDigits } from '@portal/schema/documents/cnpj';
import { cpfCheckDigits, isValidCpf } from '@portal/schema/documents/cpf';
import { clockIsPinned, clockNow, fortalezaMidnight, today } from '../../kernel/clock.ts';

/**
 * A uuid derived from a stable key ("user:afiliado@demo.com.br"): version 8 (RFC 9562, custom)
 * with the RFC variant bits, so it is a well-formed uuid that never changes between runs.
 */
export function seedId(key: string): string {
  const hex = createHash('sha256').update(`portal-seed:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

const HOUR_MS = 3_600_000;

/**
 * Seed dates are relative to this instant: 10:00 in Fortaleza of the product clock's today
 * (kernel/clock.ts), read once when the seed module loads. The demo therefore lives in the present
 * (its current cycles contain today), and one day always gives the same data: the tests pin
 * PORTAL_NOW to 2026-01-15, the day the demo was first written for. A real (unpinned) clock before
 * 10:00 takes the last full hour instead, so that no demo row is dated in the future.
 */
const tenInTheMorning = new Date(fortalezaMidnight(today()).getTime() + 10 * HOUR_MS);
const lastFullHour = new Date(Math.floor(clockNow().getTime() / HOUR_MS) * HOUR_MS);
export const SEED_BASE_DATE =
  clockIsPinned() || lastFullHour >= tenInTheMorning ? tenInTheMorning : lastFullHour;

/** The instant `hours` before the seed base date. */
export const hoursBeforeBase = (hours: number): Date => new Date(SEED_BASE_DATE.getTime() - hours * HOUR_MS);

/** A valid CNPJ from its 12-character base, numeric or alphanumeric (schema/src/documents/cnpj.ts). */
export const seedCnpj = (base: string): string => `${base}${cnpjCheckDigits(base)}`;

/** A valid CPF from its 9-digit base (schema/src/documents/cpf.ts); throws on a base no CPF has. */
export function seedCpf(base: string): string {
  const cpf = `${base}${cpfCheckDigits(base)}`;
  if (!isValidCpf(cpf)) throw new Error(`seed CPF ${cpf} is not valid`);
  return cpf;
}
