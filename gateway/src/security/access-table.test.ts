/**
 * The composed access table, reviewable in one place: every root field with its domain, role rule,
 * API-client scope (or person-only) and the reviewed outcome per demo caller, as each domain's
 * access.ts and expected-access.ts give them. The test fails when access-table.snapshot.md is
 * stale; after a reviewed change, regenerate it with
 * `pnpm --filter @portal/gateway exec vitest run src/security/access-table.test.ts -u`.
 */
import { describe, expect, it } from 'vitest';
import { DOMAIN_OF_FIELD, PERSON_ONLY_FIELDS, ROOT_FIELD_RULES, ROOT_FIELD_SCOPES } from '../registry.ts';
import { CALLERS, type Outcome } from './access-outcomes.ts';
import { EXPECTED_ACCESS } from './expected-access.ts';

const SHORT: Readonly<Record<Outcome, string>> = { ok: 'ok', UNAUTHENTICATED: 'UN', FORBIDDEN: 'NO' };

/** A Markdown table with its columns padded, as the formatter (Biome) writes it. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

function accessTable(): string {
  const lines = [
    '# Access table (generated)',
    '',
    'Every root field of the gateway: its domain, who may call it (role rule), what an API client',
    'needs (scope, or person-only), and the reviewed outcome for each demo caller (ok, UN:',
    'UNAUTHENTICATED, NO: FORBIDDEN). Composed from `gateway/src/domains/*/access.ts` and',
    '`expected-access.ts` by `access-table.test.ts`, which fails when this file is stale.',
    '',
  ];
  const rows: string[][] = [];
  for (const root of ['Query', 'Mutation'] as const) {
    for (const field of Object.keys(ROOT_FIELD_RULES[root]).sort()) {
      const rule = ROOT_FIELD_RULES[root][field];
      const roles = Array.isArray(rule) ? rule.join(', ') : String(rule);
      const client = PERSON_ONLY_FIELDS[root].includes(field)
        ? 'person only'
        : (ROOT_FIELD_SCOPES[root][field] ?? 'refused');
      const key = `${root}.${field}`;
      const expected = CALLERS.map((caller) => {
        const outcome = EXPECTED_ACCESS[key]?.[caller];
        return outcome ? SHORT[outcome] : '?';
      });
      rows.push([key, DOMAIN_OF_FIELD.get(key) ?? '?', roles, client, ...expected]);
    }
  }
  const table = markdownTable(['field', 'domain', 'roles', 'API client', ...CALLERS], rows);
  return `${[...lines, ...table].join('\n')}\n`;
}

describe('the composed access table', () => {
  it('is the reviewed access-table.snapshot.md (regenerate with -u after a reviewed change)', async () => {
    await expect(accessTable()).toMatchFileSnapshot('./access-table.snapshot.md');
  });
});
