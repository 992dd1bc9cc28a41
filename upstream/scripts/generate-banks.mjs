#!/usr/bin/env node
// Writes src/domains/accreditation/banks.json, the bank list of the accreditation's bank-details step
// (docs/upstream-contract/accreditation.md, 'Accreditation'): every Brazilian financial institution with a COMPE
// code, as `{ code, nome_extenso }` sorted by nome_extenso (pt-BR collation).
// Source: the npm package `bancos-brasileiros` (an exact devDependency; its bancos.json is compiled
// daily from the Central Bank's STR participant list). To refresh the list, bump the package and run
// `pnpm --filter @portal/upstream banks:generate`; banks.test.ts checks the file is this output.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const source = require.resolve('bancos-brasileiros/bancos.json');
// The package's JSON starts with a byte-order mark.
const institutions = JSON.parse(readFileSync(source, 'utf8').replace(/^\uFEFF/, ''));

/** The list from the package's rows: a 3-digit COMPE and a name, once per code. */
export const banksOf = (rows) => {
  const byCode = new Map();
  for (const row of rows) {
    const compe = String(row.COMPE ?? '').trim();
    const name = String(row.LongName ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/^\d{1,3}$/.test(compe) || !name) continue;
    const code = Number(compe);
    if (code > 0 && !byCode.has(code)) byCode.set(code, { code, nome_extenso: name });
  }
  return [...byCode.values()].sort(
    (a, b) => a.nome_extenso.localeCompare(b.nome_extenso, 'pt-BR') || a.code - b.code,
  );
};

const target = fileURLToPath(new URL('../src/domains/accreditation/banks.json', import.meta.url));
const banks = banksOf(institutions);
// Formatted as biome formats JSON, so `biome check` leaves the generated file alone.
writeFileSync(target, `${JSON.stringify(banks, null, 2)}\n`);
console.log(`${banks.length} banks written to ${target}`);
