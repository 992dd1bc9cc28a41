/**
 * Which tables upstream code touches, read from its SQL as text: Kysely's builders
 * (`selectFrom('x')`, the joins, `insertInto`, `updateTable`, `deleteFrom`, `sql.table('x')`) and
 * raw SQL (`from x`, `join x`, `insert into x`, `update x`, `delete from x`). Only names of real
 * tables count (the Kysely schema in upstream/src/db/*types.ts), so a CTE, a column or an English
 * word is never taken for one; comments are dropped first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface TableUses {
  reads: Set<string>;
  writes: Set<string>;
}

/** Every table of the Kysely schema (`  name: SomethingTable;` in upstream/src/db/*types.ts). */
export function knownTables(dbDir: string): Set<string> {
  const tables = new Set<string>();
  for (const name of readdirSync(dbDir).filter((file) => file.endsWith('types.ts'))) {
    const text = readFileSync(join(dbDir, name), 'utf8');
    for (const match of text.matchAll(/^ {2}([a-z_]+): \w+Table;$/gm)) tables.add(match[1] as string);
  }
  return tables;
}

const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const BUILDER =
  /\b(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|insertInto|updateTable|deleteFrom|mergeInto|table)\(\s*['"`]([a-z_]+)/g;
const RAW = /\b(delete\s+from|insert\s+into|update|from|join)\s+([a-z_]+)\b/gi;
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto']);

/** The tables one source file reads and writes. */
export function tableUses(text: string, tables: ReadonlySet<string>): TableUses {
  const code = withoutComments(text);
  const uses: TableUses = { reads: new Set(), writes: new Set() };
  for (const [, call, name] of code.matchAll(BUILDER)) {
    if (name && tables.has(name)) (WRITES.has(call as string) ? uses.writes : uses.reads).add(name);
  }
  for (const [, word, name] of code.matchAll(RAW)) {
    const table = name?.toLowerCase();
    if (!table || !tables.has(table)) continue;
    const verb = (word as string).toLowerCase().replace(/\s+/g, ' ');
    (verb === 'from' || verb === 'join' ? uses.reads : uses.writes).add(table);
  }
  return uses;
}

/** Every non-test TypeScript file under `dir`, recursively. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The tables all of `files` touch together. */
export function tableUsesOf(files: readonly string[], tables: ReadonlySet<string>): TableUses {
  const all: TableUses = { reads: new Set(), writes: new Set() };
  for (const file of files) {
    const uses = tableUses(readFileSync(file, 'utf8'), tables);
    for (const table of uses.reads) all.reads.add(table);
    for (const table of uses.writes) all.writes.add(table);
  }
  return all;
}

export interface Ownership {
  name: string;
  tables: readonly string[];
  reads?: Readonly<Record<string, readonly string[]>>;
  writes?: Readonly<Record<string, readonly string[]>>;
}

/**
 * What breaks the ownership rule, given each domain's declaration and what its files touch: a
 * table with no owner or two, a touch of another domain's table not declared (a write needs a
 * declared write; a read is covered by a declared read or write), and a declaration naming a table
 * its owner does not own or that is not touched any more.
 */
export function ownershipViolations(
  domains: readonly Ownership[],
  usesOf: (domain: string) => TableUses,
  tables: ReadonlySet<string>,
  kernelTables: readonly string[],
): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>(kernelTables.map((table) => [table, 'kernel']));
  for (const domain of domains) {
    for (const table of domain.tables) {
      const other = owner.get(table);
      if (other) problems.push(`${table} is owned by ${other} and ${domain.name}`);
      else owner.set(table, domain.name);
    }
  }
  for (const table of tables) if (!owner.has(table)) problems.push(`${table} has no owner`);
  for (const domain of domains) {
    const uses = usesOf(domain.name);
    const declared = (kind: 'reads' | 'writes') => {
      const set = new Set<string>();
      for (const [from, list] of Object.entries(domain[kind] ?? {})) {
        for (const table of list) {
          set.add(table);
          if (owner.get(table) !== from)
            problems.push(`${domain.name} declares ${kind} ${from}.${table}, but ${table} is not ${from}'s`);
          const used = kind === 'reads' ? uses.reads : uses.writes;
          if (!used.has(table)) problems.push(`${domain.name} declares ${kind} ${table} but no longer does`);
        }
      }
      return set;
    };
    const reads = declared('reads');
    const writes = declared('writes');
    for (const table of uses.writes) {
      const from = owner.get(table);
      if (from !== domain.name && !writes.has(table))
        problems.push(`${domain.name} writes ${from}'s ${table} without declaring it (writes.${from})`);
    }
    for (const table of uses.reads) {
      const from = owner.get(table);
      if (from !== domain.name && !reads.has(table) && !writes.has(table))
        problems.push(`${domain.name} reads ${from}'s ${table} without declaring it (reads.${from})`);
    }
  }
  return problems;
}
