import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import { buildContract } from './lint/contract.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every `.graphql` file of the contract, base first so that domains can `extend` it. */
export const sdlFiles: readonly string[] = readdirSync(here)
  .filter((name) => name.endsWith('.graphql'))
  .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
  .map((name) => join(here, name));

export const typeDefs: string[] = sdlFiles.map((file) => readFileSync(file, 'utf8'));

/** The merged contract as one schema, for tests that walk its types (web cache policies, labels). */
export const contractSchema = (): GraphQLSchema => buildContract(typeDefs);
