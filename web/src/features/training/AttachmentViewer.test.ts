import { describe, expect, it } from 'vitest';
import type { TrainingCard_ItemFragment } from './__generated__/training.ts';
import { embedUrl, viewOf } from './AttachmentViewer.tsx';

const attachment = (
  attachmentType: TrainingCard_ItemFragment['attachmentType'],
  url = 'https://x/a',
): TrainingCard_ItemFragment => ({
  id: '1',
  typeItem: 'ATTACHMENT',
  title: 'A',
  thumbnailUrl: null,
  parentId: 'c',
  attachmentType,
  mime: null,
  url,
  fileName: 'a',
});

describe('how an attachment opens (docs/product.md §12.1)', () => {
  it('shows images in the viewer, PDF inline, MP4 in the player and downloads the rest', () => {
    expect(viewOf(attachment('PNG'))).toBe('image');
    expect(viewOf(attachment('JPG'))).toBe('image');
    expect(viewOf(attachment('PDF'))).toBe('pdf');
    expect(viewOf(attachment('MP4'))).toBe('video');
    for (const type of ['PPT', 'DOC', 'DOCX', 'ZIP', 'ODF'] as const)
      expect(viewOf(attachment(type))).toBe('download');
  });

  it('plays YouTube and Vimeo links in their embedded player, other links in the video element', () => {
    expect(viewOf(attachment('VIDEO', 'https://www.youtube.com/watch?v=abc'))).toBe('embed');
    expect(embedUrl('https://youtu.be/abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(embedUrl('https://vimeo.com/123')).toBe('https://player.vimeo.com/video/123');
    expect(viewOf(attachment('VIDEO', 'https://videos.example.com/aula.mp4'))).toBe('video');
    expect(embedUrl('not a url')).toBeNull();
  });
});
