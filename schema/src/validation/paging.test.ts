import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { pageSchema } from './paging.ts';

describe('list paging arguments', () => {
  it('accepts pages from 0 and page sizes 1 to 100', () => {
    expect(pageSchema.isValidSync({ page: 0, pageSize: 100 })).toBe(true);
    expect(() => pageSchema.validateSync({ page: -1, pageSize: 10 })).toThrow(MESSAGES.pageInvalid);
    expect(() => pageSchema.validateSync({ page: 0, pageSize: 101 })).toThrow(MESSAGES.pageSizeInvalid);
  });
});
