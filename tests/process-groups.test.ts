// scripts/lib/proc.mjs: stopping a service stops its whole process tree (pnpm → tsx → node), even
// a member that ignores SIGTERM, so the start script leaves no orphans holding ports.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { spawnGroup, stopGroups } from '../scripts/lib/proc.mjs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A parent that starts a grandchild (optionally deaf to SIGTERM) and prints both pids. */
const TREE = `
const { spawn } = require('node:child_process');
const deaf = process.argv[1] === 'deaf';
const grandchild = spawn(process.execPath, ['-e', (deaf ? "process.on('SIGTERM', () => {});" : '') + 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
console.log(JSON.stringify({ parent: process.pid, grandchild: grandchild.pid }));
setInterval(() => {}, 1000);
`;

async function startTree(mode: 'plain' | 'deaf') {
  const child = spawnGroup(process.execPath, ['-e', TREE, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  return { child, pids: JSON.parse(line) as { parent: number; grandchild: number } };
}

describe('stopGroups', () => {
  it('stops children and grandchildren, escalating to SIGKILL for one that ignores SIGTERM', async () => {
    const plain = await startTree('plain');
    const deaf = await startTree('deaf');
    const all = [plain.pids, deaf.pids].flatMap(({ parent, grandchild }) => [parent, grandchild]);
    expect(all.every(alive)).toBe(true);

    await stopGroups([plain.child, deaf.child], 500);

    expect(all.filter(alive)).toEqual([]);
  });

  it('does not touch processes outside the groups', async () => {
    const bystander = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const tree = await startTree('plain');
    await stopGroups([tree.child], 500);
    expect(bystander.pid !== undefined && alive(bystander.pid)).toBe(true);
    bystander.kill('SIGKILL');
  });
});
