import { randomBytes } from 'node:crypto';

/**
 * A name no other test, worker or earlier run against the same stack has used: tests create the
 * data they change under such names, so they read no one else's leftovers and pass in any order.
 */
export const unique = (label: string): string => `${label} ${randomBytes(3).toString('hex')}`;
