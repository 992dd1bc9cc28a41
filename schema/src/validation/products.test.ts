import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { createProductLinkSchema, updateProductLinkSchema } from './products.ts';
import { errorsOf } from './testing.ts';

describe('link rules', () => {
  it('trim the description and treat null or absent as empty', async () => {
    expect(await createProductLinkSchema.validate({ productId: ' p1 ', description: ' Instagram ' })).toEqual(
      {
        productId: 'p1',
        description: 'Instagram',
      },
    );
    expect(await updateProductLinkSchema.validate({ linkId: 'l1', description: null })).toEqual({
      linkId: 'l1',
      description: '',
    });
    expect(await createProductLinkSchema.validate({ productId: 'p1' })).toEqual({
      productId: 'p1',
      description: '',
    });
  });

  it('refuse a blank id and a description over 120 characters', async () => {
    expect(await errorsOf(createProductLinkSchema.validate({ productId: ' ' }))).toEqual([MESSAGES.required]);
    expect(
      await errorsOf(updateProductLinkSchema.validate({ linkId: 'l1', description: 'x'.repeat(121) })),
    ).toEqual([MESSAGES.linkDescriptionTooLong]);
  });
});
