import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, toTimestamp } from './dates.ts';

describe('dates in America/Fortaleza', () => {
  it('shows an instant just after midnight UTC on the previous Fortaleza day (UTC−3)', () => {
    expect(formatDate('2024-03-01T01:30:00Z')).toBe('29/02/2024');
    expect(formatDateTime('2024-03-01T01:30:00Z')).toBe('29/02/2024 22:30');
  });

  it('crosses the year boundary the same way', () => {
    expect(formatDateTime('2025-01-01T02:59:00.000Z')).toBe('31/12/2024 23:59');
    expect(formatDateTime('2025-01-01T03:00:00.000Z')).toBe('01/01/2025 00:00');
  });

  it('honours explicit offsets in the ISO text', () => {
    expect(formatDateTime('2024-06-10T12:00:00-03:00')).toBe('10/06/2024 12:00');
    expect(formatDateTime('2024-06-10T12:00:00+02:00')).toBe('10/06/2024 07:00');
  });

  it('keeps a bare calendar date on its own day', () => {
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
  });

  it('returns empty text for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(Number.isNaN(toTimestamp('not a date'))).toBe(true);
  });

  it('says how long ago, in Portuguese', () => {
    const now = '2024-05-01T12:05:00Z';
    expect(formatRelative('2024-05-01T12:00:00Z', now)).toBe('há 5 minutos');
    expect(formatRelative('2024-05-01T11:05:00Z', now)).toBe('há uma hora');
    expect(formatRelative('2024-04-29T12:05:00Z', now)).toBe('há 2 dias');
    expect(formatRelative(null, now)).toBe('');
  });

  it('compares instants by timestamp whatever the offset', () => {
    expect(toTimestamp('2024-05-01T12:00:00Z')).toBe(toTimestamp('2024-05-01T09:00:00-03:00'));
  });
});
