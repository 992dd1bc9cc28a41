import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './bannerImages.ts';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });
const sized = (width: number, height: number) => () => Promise.resolve({ width, height });
const unreadable = () => Promise.reject(new Error('broken'));

describe('banner image checks (docs/product.md §9.2)', () => {
  it('accept PNG and JPEG only', async () => {
    expect(await imageProblem(file('a.gif', 'image/gif'), 'desktop', sized(880, 206))).toBe(
      MESSAGES.bannerImageFormat,
    );
    expect(await imageProblem(file('a.png', 'image/png'), 'desktop', sized(880, 206))).toBeNull();
    expect(await imageProblem(file('a.jpeg', 'image/jpeg'), 'mobile', sized(351, 158))).toBeNull();
  });

  it('require the exact sizes, naming the real ones, and say when the file cannot be read', async () => {
    expect(await imageProblem(file('a.png', 'image/png'), 'desktop', sized(881, 206))).toBe(
      'A imagem deve ter exatamente 880x206 pixels. Dimensões enviadas: 881x206',
    );
    expect(await imageProblem(file('a.png', 'image/png'), 'mobile', sized(880, 206))).toBe(
      'A imagem deve ter exatamente 351x158 pixels. Dimensões enviadas: 880x206',
    );
    expect(await imageProblem(file('a.png', 'image/png'), 'mobile', unreadable)).toBe(
      MESSAGES.bannerImageUnreadable,
    );
  });

  it('leave the thumbnail without a size check', async () => {
    expect(await imageProblem(file('t.png', 'image/png'), 'thumbnail', unreadable)).toBeNull();
  });
});
