// Fails when the committed generated code differs from what codegen.ts produces now.
import { execFileSync } from 'node:child_process';

const run = (cmd, args) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
run('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--silent']);
const changed = run('git', ['status', '--porcelain', '--', '*__generated__*']).trim();
if (changed) {
  console.error(`Generated code is stale; run \`pnpm codegen\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('codegen: generated code is up to date');
