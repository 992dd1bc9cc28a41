import { describe, expect, it } from 'vitest';
import { StaleCache } from './stale-cache.ts';

const HOUR = 60 * 60 * 1000;

const setup = (maxEntries = 10) => {
  let now = 0;
  const cache = new StaleCache<string>({ maxEntries, staleMs: HOUR, now: () => now });
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
};

describe('StaleCache', () => {
  it('serves a value until it is an hour old, then refetches', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get('u1', load('DMEI'))).toBe('DMEI');
    advance(HOUR - 1);
    expect(await cache.get('u1', load('BBP'))).toBe('DMEI');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get('u1', load('BBP'))).toBe('BBP');
    expect(loads()).toBe(2);
  });

  it('keeps keys apart and shares one load between concurrent misses', async () => {
    const { cache, load, loads } = setup();
    const [a, b, c] = await Promise.all([
      cache.get('u1', load('DMEI')),
      cache.get('u1', load('DMEI')),
      cache.get('u2', load('BBP')),
    ]);
    expect([a, b, c]).toEqual(['DMEI', 'DMEI', 'BBP']);
    expect(loads()).toBe(2);
  });

  it('forgets failed first loads, and serves the old value when a refetch fails', async () => {
    const { cache, load, advance } = setup();
    const failing = async (): Promise<string> => {
      throw new Error('down');
    };
    await expect(cache.get('u1', failing)).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    await cache.get('u1', load('DMEI'));
    advance(HOUR);
    expect(await cache.get('u1', failing)).toBe('DMEI');
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const { cache, load, loads } = setup(2);
    await cache.get('u1', load('a'));
    await cache.get('u2', load('b'));
    await cache.get('u1', load('a')); // u1 is now the most recent
    await cache.get('u3', load('c'));
    expect(cache.size).toBe(2);
    await cache.get('u1', load('a'));
    expect(loads()).toBe(3);
    await cache.get('u2', load('b'));
    expect(loads()).toBe(4);
  });
});
