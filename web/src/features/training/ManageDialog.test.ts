import { describe, expect, it } from 'vitest';
import { thumbnailChange } from './ManageDialog.tsx';

describe('thumbnailChange', () => {
  it('sends a new upload, a removal as null, and nothing to keep the current card image', () => {
    expect(thumbnailChange('support-material.abc.png', false)).toEqual({
      thumbnailKey: 'support-material.abc.png',
    });
    expect(thumbnailChange('support-material.abc.png', true)).toEqual({
      thumbnailKey: 'support-material.abc.png',
    });
    expect(thumbnailChange(null, true)).toEqual({ thumbnailKey: null });
    expect(thumbnailChange(null, false)).toEqual({});
  });
});
