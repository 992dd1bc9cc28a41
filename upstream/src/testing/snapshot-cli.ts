/**
 * `node --import tsx src/testing/snapshot-cli.ts <file>`: writes the seeded PGlite test snapshot,
 * for suites that run the upstream as a child process (the gateway's global setup); the child
 * loads it through PGLITE_SNAPSHOT (src/index.ts).
 */
import { writePgliteSnapshot } from './snapshot.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: snapshot-cli.ts <file>');
  process.exit(2);
}
await writePgliteSnapshot(file);
