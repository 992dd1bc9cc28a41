import { describe, expect, it } from 'vitest';
import { lazyRecordFactory } from './lazy-record.ts';

describe('lazyRecordFactory', () => {
  const counting = () => {
    const builds: string[] = [];
    const make = lazyRecordFactory<{ user: string }, { a: string; b: string; c: string }>([
      {
        keys: ['a', 'b'],
        build: ({ user }) => {
          builds.push(`ab:${user}`);
          return { a: `a-${user}`, b: `b-${user}` };
        },
      },
      {
        keys: ['c'],
        build: ({ user }) => {
          builds.push(`c:${user}`);
          return { c: `c-${user}` };
        },
      },
    ]);
    return { builds, make };
  };

  it('builds nothing until a key is read, then only the part that owns it, once', () => {
    const { builds, make } = counting();
    const record = make({ user: 'ana' });
    expect(builds).toEqual([]);
    expect(record.a).toBe('a-ana');
    expect(record.b).toBe('b-ana');
    expect(record.a).toBe('a-ana');
    expect(builds).toEqual(['ab:ana']);
    expect(record.c).toBe('c-ana');
    expect(builds).toEqual(['ab:ana', 'c:ana']);
  });

  it('never shares a built part between two records (each request its own clients and caches)', () => {
    const { builds, make } = counting();
    const first = make({ user: 'ana' });
    const second = make({ user: 'bia' });
    expect([first.a, second.a, first.c, second.c]).toEqual(['a-ana', 'a-bia', 'c-ana', 'c-bia']);
    expect(builds).toEqual(['ab:ana', 'ab:bia', 'c:ana', 'c:bia']);
  });

  it('refuses two parts that claim one key', () => {
    expect(() =>
      lazyRecordFactory([
        { keys: ['a'], build: () => ({ a: 1 }) },
        { keys: ['a'], build: () => ({ a: 2 }) },
      ]),
    ).toThrow(/"a" is built by two parts/);
  });
});
