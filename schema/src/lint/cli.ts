// Schema lint for CI: `tsx src/lint/cli.ts` checks, `tsx src/lint/cli.ts --update` rewrites the snapshot.
// Checks the contract rules (descriptions, naming), then compares the SDL with the committed
// snapshot: unnoted breaking changes and a stale snapshot fail, dangerous changes are listed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, printSchema } from 'graphql';
import { typeDefs } from '../sdl.ts';
import { buildContract, diffContract } from './contract.ts';
import { formatProblem, lintSchema } from './rules.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const snapshotPath = join(packageDir, 'schema.snapshot.graphql');
const notesPath = join(packageDir, 'BREAKING.md');
// Paths from the repository root: the step runs inside the package but is read in the CI log.
const show = (path: string) => relative(join(packageDir, '..'), path);
const update = process.argv.includes('--update');

const schema = buildContract(typeDefs);
const printed = `${printSchema(schema)}\n`;
const errors: string[] = lintSchema(schema).map(formatProblem);

if (existsSync(snapshotPath)) {
  const notes = existsSync(notesPath) ? readFileSync(notesPath, 'utf8') : '';
  const diff = diffContract(readFileSync(snapshotPath, 'utf8'), schema, notes);
  for (const change of diff.dangerous) console.warn(`dangerous change: ${change.description}`);
  for (const change of diff.noted)
    console.log(`breaking change (noted in BREAKING.md): ${change.description}`);
  for (const change of diff.unnoted) {
    errors.push(`breaking change not noted in ${show(notesPath)}: ${change.type}: ${change.description}`);
  }
  // Compared as printed by graphql-js, so that a reformatted snapshot is not reported as stale.
  const snapshot = `${printSchema(buildSchema(readFileSync(snapshotPath, 'utf8')))}\n`;
  if (!update && !errors.length && snapshot !== printed) {
    errors.push(
      `${show(snapshotPath)} is behind the SDL; run \`pnpm --filter @portal/schema schema:snapshot\` and commit it`,
    );
  }
} else if (!update) {
  errors.push(`${show(snapshotPath)} is missing; run \`pnpm --filter @portal/schema schema:snapshot\``);
}

if (errors.length) {
  console.error(`schema lint: ${errors.length} problem(s)\n${errors.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
if (update) {
  writeFileSync(snapshotPath, printed);
  console.log(`schema lint: wrote ${show(snapshotPath)}`);
} else {
  console.log('schema lint: contract rules met, snapshot current');
}
