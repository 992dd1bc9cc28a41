import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BANKS } from './data.ts';

/** The package the data file is generated from (scripts/generate-banks.mjs), read as the script does. */
const institutions = (): { COMPE: string | null; LongName: string | null }[] => {
  const path = createRequire(import.meta.url).resolve('bancos-brasileiros/bancos.json');
  return JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
};

describe('the shipped bank list (docs/upstream-contract/accreditation.md, Accreditation)', () => {
  it('holds every institution of bancos-brasileiros with a COMPE code, once, with its full name', () => {
    const source = institutions().filter((row) => /^\d{1,3}$/.test(String(row.COMPE ?? '').trim()));
    const codes = BANKS.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort((a, b) => a - b)).toEqual(
      [...new Set(source.map((row) => Number(row.COMPE)))].filter((code) => code > 0).sort((a, b) => a - b),
    );
    for (const row of source) {
      expect(BANKS).toContainEqual({
        code: Number(row.COMPE),
        nome_extenso: String(row.LongName).replace(/\s+/g, ' ').trim(),
      });
    }
    expect(BANKS).toContainEqual({ code: 1, nome_extenso: 'Banco do Brasil S.A.' });
    expect(BANKS.length).toBeGreaterThan(500);
  });

  it('is sorted by nome_extenso (pt-BR), as the bank-details select shows it', () => {
    const names = BANKS.map((bank) => bank.nome_extenso);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(BANKS.every((bank) => Number.isInteger(bank.code) && bank.code >= 1 && bank.code <= 999)).toBe(
      true,
    );
  });
});
