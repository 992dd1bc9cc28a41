import { describe, expect, it } from 'vitest';
import { ED_SEARCH_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { edActiveSchema, edArgumentSchema, edFlagSchema, edListSchema } from './network.ts';
import { errorsOf } from './testing.ts';

const valid = (input: Record<string, unknown>) => edListSchema.validate({ page: 0, pageSize: 10, ...input });

describe('ED list arguments', () => {
  it('trims the search and treats null or absent as no search', async () => {
    expect((await valid({ search: '  mar cos  ' })).search).toBe('mar cos');
    expect((await valid({ search: null })).search).toBe('');
    expect((await valid({})).search).toBe('');
  });

  it('counts the limit after trimming', async () => {
    const longest = 'a'.repeat(ED_SEARCH_MAX_LENGTH);
    expect((await valid({ search: `  ${longest}  ` })).search).toBe(longest);
    await expect(valid({ search: `${longest}a` })).rejects.toThrow(MESSAGES.edSearchTooLong);
  });

  it('keeps the finance lists’ paging rules', async () => {
    await expect(valid({ page: -1 })).rejects.toThrow(MESSAGES.pageInvalid);
    await expect(valid({ pageSize: 101 })).rejects.toThrow(MESSAGES.pageSizeInvalid);
    await expect(valid({ pageSize: 0 })).rejects.toThrow(MESSAGES.pageSizeInvalid);
  });
});

describe('ED details arguments', () => {
  it('trim the id and require it, bounded', async () => {
    expect(await edArgumentSchema.validate({ id: ' abc ' })).toEqual({ id: 'abc' });
    expect(await errorsOf(edArgumentSchema.validate({ id: '  ' }))).toEqual([MESSAGES.required]);
    expect(await errorsOf(edArgumentSchema.validate({ id: 'x'.repeat(129) }))).toEqual([MESSAGES.invalidId]);
  });

  it('accept the four toggles only, with a boolean value', async () => {
    expect(await edFlagSchema.validate({ id: 'a', flag: 'IS_TRAINER', value: true })).toEqual({
      id: 'a',
      flag: 'IS_TRAINER',
      value: true,
    });
    expect(await errorsOf(edFlagSchema.validate({ id: 'a', flag: 'IS_ADMIN', value: true }))).toEqual([
      MESSAGES.invalidEdFlag,
    ]);
    expect(await errorsOf(edActiveSchema.validate({ id: 'a' }))).toEqual([MESSAGES.required]);
  });
});
