import { TRAINING_MESSAGES } from '@portal/schema/validation/training';
import styled from 'styled-components';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import type { TrainingCard_ItemFragment } from './__generated__/training.ts';

/** How an attachment opens (docs/product.md §12.1): viewer, inline PDF, player or a download. */
export type AttachmentView = 'image' | 'pdf' | 'video' | 'embed' | 'download';

/** Links of the big video hosts play in their own embedded player; other links in <video>. */
export function embedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    if (host === 'youtube.com' || host === 'm.youtube.com') {
      const id = parsed.searchParams.get('v');
      return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}` : null;
    }
    if (host === 'youtu.be')
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`;
    if (host === 'vimeo.com')
      return `https://player.vimeo.com/video/${encodeURIComponent(parsed.pathname.slice(1))}`;
  } catch {
    return null;
  }
  return null;
}

export function viewOf(item: TrainingCard_ItemFragment): AttachmentView {
  switch (item.attachmentType) {
    case 'JPG':
    case 'PNG':
      return 'image';
    case 'PDF':
      return 'pdf';
    case 'MP4':
      return 'video';
    case 'VIDEO':
      return item.url && embedUrl(item.url) ? 'embed' : 'video';
    default:
      return 'download';
  }
}

const StyledStage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 320px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;

  img,
  video {
    max-width: 100%;
    max-height: 60vh;
  }

  iframe {
    width: 100%;
    height: 60vh;
    border: 0;
  }
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: 100%;
`;

const StyledDownload = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  text-align: center;
`;

export const VIEWER_TEXT = {
  previous: 'Anterior',
  next: 'Próximo',
  download: 'Baixar arquivo',
  position: (index: number, total: number) => `${index + 1} de ${total}`,
  noPreview: 'Este arquivo não tem pré-visualização; baixe-o para abrir.',
  root: TRAINING_MESSAGES.breadcrumbRoot,
} as const;

const Stage = ({ item }: { item: TrainingCard_ItemFragment }) => {
  const url = item.url ?? '';
  const view = viewOf(item);
  if (view === 'image') return <img src={url} alt={item.title} />;
  if (view === 'pdf') return <iframe src={url} title={item.title} />;
  if (view === 'embed') {
    return <iframe src={embedUrl(url) ?? ''} title={item.title} allow="fullscreen; picture-in-picture" />;
  }
  if (view === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: support videos come without caption files
      <video src={url} controls preload="metadata" aria-label={item.title} />
    );
  }
  return (
    <StyledDownload>
      <p>{VIEWER_TEXT.noPreview}</p>
      <a href={url} download={item.fileName ?? item.title}>
        {VIEWER_TEXT.download} ({item.fileName ?? item.title})
      </a>
    </StyledDownload>
  );
};

export interface AttachmentViewerProps {
  attachments: readonly TrainingCard_ItemFragment[];
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** The current attachment in a modal, with previous and next through the level's attachments. */
export const AttachmentViewer = ({ attachments, index, onIndex }: AttachmentViewerProps) => {
  const item = index === null ? undefined : attachments[index];
  if (!item || index === null) return null;
  const download =
    viewOf(item) !== 'download' && item.fileName ? (
      <a href={item.url ?? ''} download={item.fileName}>
        {VIEWER_TEXT.download}
      </a>
    ) : null;
  return (
    <Modal
      open
      size="large"
      title={item.title}
      onClose={() => onIndex(null)}
      footer={
        <StyledNav>
          <Button variant="secondary" disabled={index === 0} onClick={() => onIndex(index - 1)}>
            {VIEWER_TEXT.previous}
          </Button>
          <span>{VIEWER_TEXT.position(index, attachments.length)}</span>
          {download}
          <Button
            variant="secondary"
            disabled={index === attachments.length - 1}
            onClick={() => onIndex(index + 1)}
          >
            {VIEWER_TEXT.next}
          </Button>
        </StyledNav>
      }
    >
      <StyledStage key={item.id}>
        <Stage item={item} />
      </StyledStage>
    </Modal>
  );
};
