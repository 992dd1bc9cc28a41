import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and links, drops scripts, styles, event handlers and javascript: URLs', () => {
    const html = sanitizeRichText(
      '<h2>Termos</h2><p onclick="steal()">Leia <b>com atenção</b>.</p><script>alert(1)</script>' +
        '<style>body{display:none}</style><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">clique</a><a href="https://exemplo.com.br/t">termos</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload="alert(4)"></svg>',
    );
    expect(html).toContain('<h2>Termos</h2>');
    expect(html).toContain('<b>com atenção</b>');
    expect(html).toContain(
      '<a href="https://exemplo.com.br/t" target="_blank" rel="noopener noreferrer">termos</a>',
    );
    for (const unsafe of [
      '<script',
      'alert(',
      '<style',
      'onerror',
      'onclick',
      'onload',
      'javascript:',
      '<iframe',
      '<svg',
    ]) {
      expect(html).not.toContain(unsafe);
    }
  });

  it('leaves absent terms absent', () => {
    expect(sanitizeRichText(null)).toBeNull();
  });
});

describe('sanitizeRichText images', () => {
  it('keeps an image’s description and marks an undescribed one decorative', () => {
    expect(sanitizeRichText('<img src="https://x.example/a.png" alt="Selo">')).toBe(
      '<img src="https://x.example/a.png" alt="Selo" />',
    );
    expect(sanitizeRichText('<img src="https://x.example/a.png">')).toBe(
      '<img src="https://x.example/a.png" alt="" />',
    );
  });
});
