import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Every `.graphql` file of the contract, base first so that domains can `extend` it. */
export const sdlFiles: readonly string[] = readdirSync(here)
  .filter((name) => name.endsWith('.graphql'))
  .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
  .map((name) => join(here, name));

export const typeDefs: string[] = sdlFiles.map((file) => readFileSync(file, 'utf8'));
