import { describe, expect, it } from 'vitest';
import { hasUnseen, lastSeenKey, newestTimestamp, readLastSeen, writeLastSeen } from './lastSeen.ts';

const at = (iso: string) => ({ date: iso });
const NEWEST = '2026-03-10T15:00:00.000Z';
const list = [at('2026-03-01T10:00:00.000Z'), at(NEWEST), at('2026-02-20T08:30:00.000Z')];

describe('bell dot', () => {
  it('shows when nothing was ever seen and there is a notification', () => {
    expect(hasUnseen(list, null)).toBe(true);
  });

  it('shows when the newest notification is newer than the last seen time', () => {
    expect(hasUnseen(list, Date.parse(NEWEST) - 1)).toBe(true);
  });

  it('does not show once the newest one was seen', () => {
    expect(hasUnseen(list, Date.parse(NEWEST))).toBe(false);
    expect(hasUnseen(list, Date.parse(NEWEST) + 60_000)).toBe(false);
  });

  it('does not show for an empty list', () => {
    expect(hasUnseen([], null)).toBe(false);
  });

  it('compares instants, whatever order and offset the dates come in', () => {
    expect(newestTimestamp([at('2026-03-10T12:00:00-03:00'), at('2026-03-10T14:59:00Z')])).toBe(
      Date.parse(NEWEST),
    );
    expect(newestTimestamp([at('not a date')])).toBeNull();
  });
});

describe('last seen storage', () => {
  it('is stored per user id, apart from the session key', () => {
    writeLastSeen(window.localStorage, 'u1', 1_000);
    writeLastSeen(window.localStorage, 'u2', 2_000);
    expect(lastSeenKey('u1')).toBe('portal-afiliados:notifications-seen:u1');
    expect(readLastSeen(window.localStorage, 'u1')).toBe(1_000);
    expect(readLastSeen(window.localStorage, 'u2')).toBe(2_000);
    expect(readLastSeen(window.localStorage, 'u3')).toBeNull();
  });

  it('ignores garbage', () => {
    window.localStorage.setItem(lastSeenKey('u1'), 'ontem');
    expect(readLastSeen(window.localStorage, 'u1')).toBeNull();
  });
});
