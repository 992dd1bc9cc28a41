/**
 * The statements pg-boss 10 sends without awaiting them (a handler's complete and fail) are the ones
 * the queue's connection turns from a lost-connection rejection into a logged warning
 * (queue.ts, isCompletion); every other statement still rejects to its caller. Checked against
 * pg-boss's own statement builders, so an upgrade that changes them fails here.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isCompletion } from './queue.ts';

type Plans = Record<string, (schema: string, ...rest: unknown[]) => string>;
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Plans;
const plan = (name: string, ...rest: unknown[]): string => {
  const build = plans[name];
  if (!build) throw new Error(`pg-boss has no ${name} statement`);
  return build('pgboss', ...rest);
};

describe('the job completions sent unawaited', () => {
  it('recognises complete and fail by id', () => {
    expect(isCompletion(plan('completeJobs'))).toBe(true);
    expect(isCompletion(plan('failJobsById'))).toBe(true);
  });

  it('leaves every statement a caller awaits as it is', () => {
    expect(isCompletion(plan('failJobsByTimeout'))).toBe(false);
    expect(isCompletion(plan('insertJob'))).toBe(false);
    expect(isCompletion(plan('fetchNextJob', { includeMetadata: false, priority: true }))).toBe(false);
  });
});
